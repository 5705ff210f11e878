package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import dev.singletable.test.DynamoDbEngine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;

/**
 * Table options on DynamoDB Local 3.3.1, embedded and over HTTP: what the engine implements
 * (deletion protection, the on-demand maximum), what it accepts without describing it (table class,
 * warm throughput, encryption), what it answers no call of (tags, continuous backups), and what the check and
 * the update make of each; the requests the engine refuses are checked as sent.
 */
class TableOptionsLiveTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  static final TableOptions ALL = TableOptions.none().deletionProtection().pointInTimeRecovery(14)
      .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).onDemandMaximum(100, 50).warmThroughput(13000, 5000)
      .warmThroughput("gsi1", 12000, 4500).kmsKey("alias/app").tag("team", "orders");

  /** The check's model, without the stream (which keeps these tables cheap), with {@code options}. */
  static CreateTableRequest model(String name, TableOptions options) {
    return options.applyTo(LiveTableCheckTest.model(name).toBuilder().streamSpecification((StreamSpecification) null)
        .build());
  }

  /** {@code request} without its tags, which DynamoDB Local refuses. */
  static CreateTableRequest untagged(CreateTableRequest request) {
    return request.toBuilder().tags((List<Tag>) null).build();
  }

  private static String name() {
    return "options-" + TABLES.incrementAndGet();
  }

  private static DynamoDbClient client() {
    return DynamoDbEngine.shared().client();
  }

  @Test
  void localImplementsDeletionProtectionAndTheOnDemandMaximumAndDescribesNoClassWarmThroughputOrEncryption() {
    String name = name();
    CreateTableRequest model = model(name, ALL);
    client().createTable(untagged(model));

    TableDescription table = client().describeTable(builder -> builder.tableName(name)).table();
    assertEquals(Boolean.TRUE, table.deletionProtectionEnabled());
    assertEquals(100L, table.onDemandThroughput().maxReadRequestUnits());
    assertEquals(4500L, model.globalSecondaryIndexes().get(0).warmThroughput().writeUnitsPerSecond());
    assertNull(table.tableClassSummary(), "accepted, not described");
    assertNull(table.warmThroughput(), "accepted, not described");
    assertNull(table.globalSecondaryIndexes().get(0).warmThroughput(), "accepted, not described");
    assertNull(table.sseDescription(), "accepted, not described");
    DynamoDbException deletion = assertThrows(DynamoDbException.class,
        () -> client().deleteTable(builder -> builder.tableName(name)));
    assertTrue(deletion.getMessage().contains("protected against deletion"), deletion.getMessage());

    TableReport report = TableCheck.check(client(),
        TableDefinition.of(model).withPointInTimeRecovery(ALL.pointInTimeRecoveryRequest(name).orElseThrow()));
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(
        new TableDifference(Kind.TABLE_CLASS, Severity.INFO, null, "STANDARD_INFREQUENT_ACCESS", "STANDARD"),
        new TableDifference(Kind.OPTION_NOT_CHECKED, Severity.INFO, null, "warm throughput read 13000/s, write 5000/s",
            "not described by the engine"),
        new TableDifference(Kind.OPTION_NOT_CHECKED, Severity.INFO, "gsi1",
            "warm throughput read 12000/s, write 4500/s", "not described by the engine"),
        new TableDifference(Kind.ENCRYPTION, Severity.INFO, null, "KMS alias/app", "DynamoDB's own key")),
        report.differences().subList(0, 4), report.toString());
    assertEquals(List.of(Kind.OPTION_NOT_CHECKED, Kind.OPTION_NOT_CHECKED), report.differences().subList(4, 6)
        .stream().map(TableDifference::kind).toList(), report.toString());
    assertTrue(report.toString().contains("(info) table: tags team=orders not checked (ListTagsOfResource not "
        + "answered: Tagging is not currently supported in DynamoDB Local."), report.toString());
    assertTrue(report.toString().contains("(info) table: point-in-time recovery on, 14 days not checked "
        + "(DescribeContinuousBackups not answered: "), report.toString());
    client().updateTable(builder -> builder.tableName(name).deletionProtectionEnabled(false));
  }

  @Test
  void aTableWithoutDeletionProtectionOrWithAnotherOnDemandMaximumDiffers() {
    String name = name();
    client().createTable(model(name, TableOptions.none().onDemandMaximum(10, 5)));
    CreateTableRequest model = model(name, TableOptions.none().deletionProtection().onDemandMaximum(100, 50));

    TableReport report = TableCheck.check(client(), model);

    assertEquals(List.of(new TableDifference(Kind.DELETION_PROTECTION, Severity.INFO, null, "on", "off"),
        new TableDifference(Kind.ON_DEMAND_MAXIMUM, Severity.INFO, null, "read 100, write 50", "read 10, write 5")),
        report.differences(), report.toString());
    assertTrue(report.matches());
    assertTrue(report.toString().contains("(info) table: deletion protection off, the model declares on"));
    assertTrue(report.toString().contains("(info) table: on-demand maximum read 10, write 5, the model declares "
        + "read 100, write 50"));
  }

  @Test
  void localCreatesATaggedTableButAnswersNoTagCallSoTheTagsAreNotChecked() {
    String name = name();
    List<SdkRequest> sent = Collections.synchronizedList(new ArrayList<>());
    CreateTableRequest model = model(name, TableOptions.none().tag("team", "orders").tag("cost-centre", "42"));

    TableUpdateReport report = TableUpdate.on(RecordingClients.recording(client(), sent))
        .pause(Duration.ofMillis(20)).apply(model);

    assertEquals(List.of(Action.CREATE_TABLE), report.done().stream().map(TableUpdateStep::action).toList());
    assertEquals(List.of(model), RecordingClients.of(sent, CreateTableRequest.class), "the request sent, with its tags");
    assertEquals(List.of(Tag.builder().key("team").value("orders").build(),
        Tag.builder().key("cost-centre").value("42").build()), model.tags());
    assertEquals(List.of(new TableDifference(Kind.OPTION_NOT_CHECKED, Severity.INFO, null,
        "tags team=orders, cost-centre=42", "ListTagsOfResource not answered: Tagging is not currently supported in "
        + "DynamoDB Local.")), report.left().differences().stream()
        .map(d -> new TableDifference(d.kind(), d.severity(), d.index(), d.expected(), d.actual().replaceAll(" \\(Service.*", "")))
        .toList(), report.toString());
  }

  @Test
  void afterCreatingTheTableTheUpdateTurnsOnPointInTimeRecoveryWhichLocalRefuses() {
    String name = name();
    List<SdkRequest> sent = Collections.synchronizedList(new ArrayList<>());
    TableOptions options = TableOptions.none().deletionProtection().pointInTimeRecovery(14);
    CreateTableRequest model = model(name, options);
    UpdateContinuousBackupsRequest recovery = options.pointInTimeRecoveryRequest(name).orElseThrow();
    List<String> progress = new ArrayList<>();

    TableUpdateException e = assertThrows(TableUpdateException.class, () -> TableUpdate.on(
        RecordingClients.recording(client(), sent)).pause(Duration.ofMillis(20))
        .progress((step, status) -> progress.add(step.action() + " " + status)).apply(TableDefinition.of(model).withPointInTimeRecovery(recovery)));

    assertEquals(new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 14 days"), e.step());
    assertEquals(List.of(Action.CREATE_TABLE), e.done().stream().map(TableUpdateStep::action).toList());
    assertTrue(e.getMessage().contains("enable point-in-time recovery on " + name + ": on, 14 days; done before it, "
        + "and kept: [create table " + name), e.getMessage());
    assertEquals(List.of(recovery), RecordingClients.of(sent, UpdateContinuousBackupsRequest.class));
    assertEquals(Boolean.TRUE, recovery.pointInTimeRecoverySpecification().pointInTimeRecoveryEnabled());
    assertEquals(14, recovery.pointInTimeRecoverySpecification().recoveryPeriodInDays());
    assertEquals(List.of("CREATE_TABLE started", "CREATE_TABLE done", "ENABLE_POINT_IN_TIME_RECOVERY started"),
        progress);
    assertEquals(Boolean.TRUE, client().describeTable(builder -> builder.tableName(name)).table()
        .deletionProtectionEnabled(), "the table was created with its protection");
    client().updateTable(builder -> builder.tableName(name).deletionProtectionEnabled(false));
  }
}
