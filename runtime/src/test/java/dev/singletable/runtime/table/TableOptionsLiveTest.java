package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;

/**
 * Table options on moto, over HTTP. What moto implements and describes is tested live: deletion
 * protection (a protected table's deletion refused), warm throughput of the table and of each index,
 * KMS encryption, tags ({@code ListTagsOfResource}, {@code TagResource}, {@code UntagResource}),
 * continuous backups with point-in-time recovery and its period; the check reads each back and the
 * update turns recovery on. moto accepts the table class and the on-demand maximum without describing
 * either: those are tested on the exact {@code CreateTable} sent and on DynamoDB's {@code
 * DescribeTable} answer, given by {@link FaultyHttpClient} while the rest of the check reaches moto.
 */
class TableOptionsLiveTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  /** This class's own account on the shared engine. */
  private static final DynamoDbEngine ENGINE = DynamoDbEngine.shared().inNewAccount();

  static final TableOptions ALL = TableOptions.none().deletionProtection().pointInTimeRecovery(14)
      .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).onDemandMaximum(100, 50).warmThroughput(13000, 5000)
      .warmThroughput("gsi1", 12000, 4500).kmsKey("alias/app").tag("team", "orders");

  /** The check's model, without the stream (which keeps these tables cheap), with {@code options}. */
  static CreateTableRequest model(String name, TableOptions options) {
    return options.applyTo(LiveTableCheckTest.model(name).toBuilder().streamSpecification((StreamSpecification) null)
        .build());
  }

  private static String name() {
    return "options-" + TABLES.incrementAndGet();
  }

  private static DynamoDbClient client() {
    return ENGINE.client();
  }

  /** A client of this class's account whose requests go through {@code http}. */
  private static DynamoDbClient through(FaultyHttpClient http) {
    return ENGINE.newClient(builder -> builder.httpClient(http));
  }

  private static FaultyHttpClient recording() {
    return new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
  }

  private static TableDescription describe(String name) {
    return client().describeTable(builder -> builder.tableName(name)).table();
  }

  private static List<Tag> tags(String name) {
    String arn = describe(name).tableArn();
    return client().listTagsOfResource(builder -> builder.resourceArn(arn)).tags();
  }

  private static ContinuousBackupsDescription backups(String name) {
    return client().describeContinuousBackups(builder -> builder.tableName(name)).continuousBackupsDescription();
  }

  private static void unprotect(String name) {
    client().updateTable(builder -> builder.tableName(name).deletionProtectionEnabled(false));
  }

  private static Tag tag(String key, String value) {
    return Tag.builder().key(key).value(value).build();
  }

  @Test
  void theUpdateCreatesATableWithEveryOptionAndTurnsRecoveryOnAndMotoDescribesWhatItImplements() {
    String name = name();
    CreateTableRequest model = model(name, ALL);
    TableDefinition definition = TableDefinition.of(model)
        .withPointInTimeRecovery(ALL.pointInTimeRecoveryRequest(name).orElseThrow());

    TableUpdateReport report = TableUpdate.on(client()).pause(Duration.ofMillis(20)).apply(definition);

    assertEquals(List.of(Action.CREATE_TABLE, Action.ENABLE_POINT_IN_TIME_RECOVERY),
        report.done().stream().map(TableUpdateStep::action).toList(), report.toString());
    TableDescription table = describe(name);
    assertEquals(Boolean.TRUE, table.deletionProtectionEnabled());
    assertEquals(13000L, table.warmThroughput().readUnitsPerSecond());
    assertEquals(5000L, table.warmThroughput().writeUnitsPerSecond());
    assertEquals(12000L, table.globalSecondaryIndexes().get(0).warmThroughput().readUnitsPerSecond());
    assertEquals(4500L, table.globalSecondaryIndexes().get(0).warmThroughput().writeUnitsPerSecond());
    assertEquals(SSEStatus.ENABLED, table.sseDescription().status());
    assertEquals(SSEType.KMS, table.sseDescription().sseType());
    assertEquals(List.of(tag("team", "orders")), tags(name));
    assertEquals(PointInTimeRecoveryStatus.ENABLED,
        backups(name).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus());
    assertEquals(14, backups(name).pointInTimeRecoveryDescription().recoveryPeriodInDays());
    // moto describes neither the class nor the on-demand maximum (see the next test): all else matches.
    assertEquals(List.of(
        new TableDifference(Kind.TABLE_CLASS, Severity.INFO, null, "STANDARD_INFREQUENT_ACCESS", "STANDARD"),
        new TableDifference(Kind.ON_DEMAND_MAXIMUM, Severity.INFO, null, "read 100, write 50", "none")),
        report.left().differences(), report.toString());

    DynamoDbException deletion = assertThrows(DynamoDbException.class,
        () -> client().deleteTable(builder -> builder.tableName(name)));
    assertEquals(400, deletion.statusCode(), deletion.getMessage());
    assertEquals(name, describe(name).tableName(), "a protected table is not deleted");
    unprotect(name);
  }

  @Test
  void theClassAndTheOnDemandMaximumAreSentAndCheckedOnDynamoDbsDescription() {
    String name = name();
    CreateTableRequest model = model(name, ALL);
    UpdateContinuousBackupsRequest recovery = ALL.pointInTimeRecoveryRequest(name).orElseThrow();
    TableDefinition definition = TableDefinition.of(model).withPointInTimeRecovery(recovery);
    FaultyHttpClient http = recording();
    try (DynamoDbClient client = through(http)) {
      String arn = client.createTable(model).tableDescription().tableArn();
      client.updateContinuousBackups(recovery);

      String sent = http.sent("CreateTable").get(0);
      assertTrue(sent.contains("\"TableClass\":\"STANDARD_INFREQUENT_ACCESS\""), sent);
      assertTrue(sent.contains("\"OnDemandThroughput\":{\"MaxReadRequestUnits\":100,\"MaxWriteRequestUnits\":50}"),
          sent);
      assertTrue(sent.contains("\"DeletionProtectionEnabled\":true"), sent);
      assertTrue(sent.contains("\"WarmThroughput\":{\"ReadUnitsPerSecond\":13000,\"WriteUnitsPerSecond\":5000}"), sent);
      assertTrue(sent.contains("\"WarmThroughput\":{\"ReadUnitsPerSecond\":12000,\"WriteUnitsPerSecond\":4500}"), sent);
      assertTrue(sent.contains("\"SSESpecification\":{\"Enabled\":true,\"SSEType\":\"KMS\",\"KMSMasterKeyId\":"
          + "\"alias/app\"}"), sent);
      assertTrue(sent.contains("\"Tags\":[{\"Key\":\"team\",\"Value\":\"orders\"}]"), sent);

      http.answering("DescribeTable", describedByDynamoDb(name, arn, "STANDARD_INFREQUENT_ACCESS", 100, 50));
      TableReport same = TableCheck.check(client, definition);
      assertEquals(List.of(), same.differences(), same.toString());

      http.answering("DescribeTable", describedByDynamoDb(name, arn, "STANDARD", 10, 5));
      TableReport other = TableCheck.check(client, definition);
      assertEquals(List.of(
          new TableDifference(Kind.TABLE_CLASS, Severity.INFO, null, "STANDARD_INFREQUENT_ACCESS", "STANDARD"),
          new TableDifference(Kind.ON_DEMAND_MAXIMUM, Severity.INFO, null, "read 100, write 50", "read 10, write 5")),
          other.differences(), other.toString());
      assertTrue(other.matches());
      assertTrue(other.toString().contains("(info) table: on-demand maximum read 10, write 5, the model declares "
          + "read 100, write 50"), other.toString());
    }
    unprotect(name);
  }

  /**
   * What DynamoDB answers to {@code DescribeTable} for the table {@code model(name, ALL)} creates, once
   * recovery is on (the API reference's {@code TableDescription}), with the class and the on-demand
   * maximum given: an on-demand table, its index and itself warmed as asked, encrypted with the KMS key
   * the alias names (DynamoDB reports the key's ARN), protected.
   */
  private static String describedByDynamoDb(String name, String arn, String tableClass, long maxRead,
      long maxWrite) {
    return """
        {"Table":{"TableName":"%1$s","TableArn":"%2$s","TableId":"4c7b5c8e-4a2a-4c9b-9d6e-0f4e1f2a3b4c",
        "TableStatus":"ACTIVE","CreationDateTime":1.7642E9,"ItemCount":0,"TableSizeBytes":0,
        "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"},{"AttributeName":"sk","AttributeType":"S"},
        {"AttributeName":"gsi1pk","AttributeType":"S"},{"AttributeName":"gsi1sk","AttributeType":"S"}],
        "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"sk","KeyType":"RANGE"}],
        "BillingModeSummary":{"BillingMode":"PAY_PER_REQUEST","LastUpdateToPayPerRequestDateTime":1.7642E9},
        "ProvisionedThroughput":{"NumberOfDecreasesToday":0,"ReadCapacityUnits":0,"WriteCapacityUnits":0},
        "GlobalSecondaryIndexes":[{"IndexName":"gsi1","IndexArn":"%2$s/index/gsi1","IndexStatus":"ACTIVE",
        "KeySchema":[{"AttributeName":"gsi1pk","KeyType":"HASH"},{"AttributeName":"gsi1sk","KeyType":"RANGE"}],
        "Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":["__entity","__version","title"]},
        "ProvisionedThroughput":{"NumberOfDecreasesToday":0,"ReadCapacityUnits":0,"WriteCapacityUnits":0},
        "WarmThroughput":{"ReadUnitsPerSecond":12000,"WriteUnitsPerSecond":4500,"Status":"ACTIVE"},
        "IndexSizeBytes":0,"ItemCount":0}],
        "TableClassSummary":{"TableClass":"%3$s"},
        "OnDemandThroughput":{"MaxReadRequestUnits":%4$d,"MaxWriteRequestUnits":%5$d},
        "WarmThroughput":{"ReadUnitsPerSecond":13000,"WriteUnitsPerSecond":5000,"Status":"ACTIVE"},
        "SSEDescription":{"Status":"ENABLED","SSEType":"KMS",
        "KMSMasterKeyArn":"arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab"},
        "DeletionProtectionEnabled":true}}
        """.formatted(name, arn, tableClass, maxRead, maxWrite);
  }

  @Test
  void eachOptionMotoDescribesThatDiffersIsInformationAndTheUpdateChangesNone() {
    String name = name();
    client().createTable(model(name, TableOptions.none().warmThroughput(12000, 4000).warmThroughput("gsi1", 12000, 4000)
        .tag("team", "billing")));
    client().updateContinuousBackups(TableOptions.none().pointInTimeRecovery(35).pointInTimeRecoveryRequest(name)
        .orElseThrow());
    TableOptions options = TableOptions.none().deletionProtection().pointInTimeRecovery(14)
        .warmThroughput(13000, 5000).warmThroughput("gsi1", 12000, 4500).kmsKey("alias/app")
        .tag("team", "orders").tag("owner", "ops");
    TableDefinition definition = TableDefinition.of(model(name, options))
        .withPointInTimeRecovery(options.pointInTimeRecoveryRequest(name).orElseThrow());

    TableReport report = TableCheck.check(client(), definition);

    List<TableDifference> expected = List.of(
        new TableDifference(Kind.DELETION_PROTECTION, Severity.INFO, null, "on", "off"),
        new TableDifference(Kind.WARM_THROUGHPUT, Severity.INFO, null, "read 13000/s, write 5000/s",
            "read 12000/s, write 4000/s"),
        new TableDifference(Kind.WARM_THROUGHPUT, Severity.INFO, "gsi1", "read 12000/s, write 4500/s",
            "read 12000/s, write 4000/s"),
        new TableDifference(Kind.ENCRYPTION, Severity.INFO, null, "KMS alias/app", "DynamoDB's own key"),
        new TableDifference(Kind.TAG, Severity.INFO, null, "team=orders", "team=billing"),
        new TableDifference(Kind.TAG, Severity.INFO, null, "owner=ops", "missing"),
        new TableDifference(Kind.POINT_IN_TIME_RECOVERY, Severity.INFO, null, "on, 14 days", "on, 35 days"));
    assertEquals(expected, report.differences(), report.toString());
    assertTrue(report.matches());
    assertTrue(report.toString().contains("(info) table: deletion protection off, the model declares on"));
    assertTrue(report.toString().contains("(info) table: point-in-time recovery on, 35 days, the model declares on, "
        + "14 days"), report.toString());

    TableUpdateReport update = TableUpdate.on(client()).pause(Duration.ofMillis(20)).apply(definition);

    assertEquals(List.of(), update.done(), "no option and no recovery period is changed");
    assertEquals(expected, update.left().differences(), update.toString());
    assertEquals(35, backups(name).pointInTimeRecoveryDescription().recoveryPeriodInDays());
  }

  @Test
  void aTaggedTableIsCreatedWithItsTagsWhichTheCheckReadsBackAndATagChangedByHandIsReported() {
    String name = name();
    FaultyHttpClient http = recording();
    CreateTableRequest model = model(name, TableOptions.none().tag("team", "orders").tag("cost-centre", "42"));

    TableUpdateReport report;
    try (DynamoDbClient client = through(http)) {
      report = TableUpdate.on(client).pause(Duration.ofMillis(20)).apply(model);
    }

    assertEquals(List.of(Action.CREATE_TABLE), report.done().stream().map(TableUpdateStep::action).toList());
    assertEquals(List.of(), report.left().differences(), report.toString());
    String sent = http.sent("CreateTable").get(0);
    assertTrue(sent.contains("\"Tags\":[{\"Key\":\"team\",\"Value\":\"orders\"},{\"Key\":\"cost-centre\",\"Value\":"
        + "\"42\"}]"), sent);
    assertEquals(List.of(tag("team", "orders"), tag("cost-centre", "42")), tags(name));
    assertEquals(1, http.sent("ListTagsOfResource").size(), "read by the check after the update");

    String arn = describe(name).tableArn();
    // Untagged first: DynamoDB's TagResource replaces a key's value, moto's adds a second tag of that key.
    client().untagResource(builder -> builder.resourceArn(arn).tagKeys("team", "cost-centre"));
    client().tagResource(builder -> builder.resourceArn(arn).tags(tag("team", "billing"), tag("owner", "ops")));
    TableUpdateReport again = TableUpdate.on(client()).pause(Duration.ofMillis(20)).apply(model);

    assertEquals(List.of(), again.done(), "tags are not changed");
    assertEquals(List.of(new TableDifference(Kind.TAG, Severity.INFO, null, "team=orders", "team=billing"),
        new TableDifference(Kind.TAG, Severity.INFO, null, "cost-centre=42", "missing")),
        again.left().differences(), again.toString());
    assertEquals(List.of(tag("team", "billing"), tag("owner", "ops")), tags(name), "the tags the model does not name "
        + "are left alone");
  }

  @Test
  void theUpdateTurnsRecoveryOnForItsPeriodAfterCreatingTheTableAndAgainOnceItIsOff() {
    String name = name();
    FaultyHttpClient http = recording();
    TableOptions options = TableOptions.none().deletionProtection().pointInTimeRecovery(14);
    TableDefinition definition = TableDefinition.of(model(name, options))
        .withPointInTimeRecovery(options.pointInTimeRecoveryRequest(name).orElseThrow());
    List<String> progress = Collections.synchronizedList(new ArrayList<>());

    try (DynamoDbClient client = through(http)) {
      TableUpdateReport report = TableUpdate.on(client).pause(Duration.ofMillis(20))
          .progress((step, status) -> progress.add(step.action() + " " + status)).apply(definition);

      assertEquals(List.of(new TableUpdateStep(Action.CREATE_TABLE, name, null, "(pk HASH, sk RANGE)"),
          new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 14 days")), report.done());
      assertEquals(List.of(), report.left().differences(), report.toString());
      assertEquals(List.of("CREATE_TABLE started", "CREATE_TABLE done", "ENABLE_POINT_IN_TIME_RECOVERY started",
          "ENABLE_POINT_IN_TIME_RECOVERY done"), progress);
    }
    String request = "{\"TableName\":\"" + name + "\",\"PointInTimeRecoverySpecification\":{"
        + "\"PointInTimeRecoveryEnabled\":true,\"RecoveryPeriodInDays\":14}}";
    assertEquals(List.of(request), http.sent("UpdateContinuousBackups"));
    ContinuousBackupsDescription backups = backups(name);
    assertEquals(PointInTimeRecoveryStatus.ENABLED, backups.pointInTimeRecoveryDescription().pointInTimeRecoveryStatus());
    assertEquals(14, backups.pointInTimeRecoveryDescription().recoveryPeriodInDays());
    assertEquals(Boolean.TRUE, describe(name).deletionProtectionEnabled(), "the table was created with its protection");

    client().updateContinuousBackups(builder -> builder.tableName(name)
        .pointInTimeRecoverySpecification(specification -> specification.pointInTimeRecoveryEnabled(false)));
    TableReport off = TableCheck.check(client(), definition);
    assertEquals(List.of(new TableDifference(Kind.POINT_IN_TIME_RECOVERY, Severity.INFO, null, "on, 14 days", "off")),
        off.differences(), off.toString());
    TableUpdateReport again = TableUpdate.on(client()).pause(Duration.ofMillis(20)).apply(definition);

    assertEquals(List.of(new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 14 days")),
        again.done());
    assertEquals(List.of(), again.left().differences(), again.toString());
    assertEquals(PointInTimeRecoveryStatus.ENABLED,
        backups(name).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus());
    assertEquals(14, backups(name).pointInTimeRecoveryDescription().recoveryPeriodInDays());
    unprotect(name);
  }
}
