package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import dev.singletable.test.DynamoDbEngine;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The table check on tables created by hand on moto: projection, stream, time to live and billing
 * mode, each differing from the model in turn.
 */
class LiveTableCheckTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  static AttributeDefinition attribute(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  static Projection include(String... attributes) {
    return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(attributes).build();
  }

  static GlobalSecondaryIndex index(String name, Projection projection) {
    return GlobalSecondaryIndex.builder().indexName(name)
        .keySchema(key(name + "pk", KeyType.HASH), key(name + "sk", KeyType.RANGE)).projection(projection).build();
  }

  /** The model: an index including three attributes, a stream of new and old images, on demand. */
  static CreateTableRequest model(String name) {
    return CreateTableRequest.builder()
        .tableName(name)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
        .attributeDefinitions(attribute("pk"), attribute("sk"), attribute("gsi1pk"), attribute("gsi1sk"))
        .globalSecondaryIndexes(index("gsi1", include("__entity", "__version", "title")))
        .streamSpecification(StreamSpecification.builder().streamEnabled(true)
            .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES).build())
        .build();
  }

  static UpdateTimeToLiveRequest timeToLive(String name) {
    return UpdateTimeToLiveRequest.builder().tableName(name)
        .timeToLiveSpecification(TimeToLiveSpecification.builder().attributeName("expiresAt").enabled(true).build())
        .build();
  }

  /** Creates a table on {@code engine} as the model declares it, changed by {@code change}, TTL on when asked. */
  private static String create(boolean ttl, UnaryOperator<CreateTableRequest> change) {
    String name = "live-check-" + TABLES.incrementAndGet();
    DynamoDbClient client = DynamoDbEngine.shared().client();
    client.createTable(change.apply(model(name)));
    if (ttl) {
      client.updateTimeToLive(timeToLive(name));
    }
    return name;
  }

  private static TableReport check(String name) {
    return TableCheck.check(DynamoDbEngine.shared().client(), TableDefinition.of(model(name)).withTimeToLive(timeToLive(name)));
  }

  @Test
  void theModelsOwnTableWithItsTimeToLiveMatches() {
    String name = create(true, UnaryOperator.identity());
    TableReport report = check(name);
    assertEquals(List.of(), report.differences(), report.toString());
  }

  @Test
  void anIndexOfAnotherProjectionTypeFails() {
    String name = create(true, request -> request.toBuilder()
        .globalSecondaryIndexes(index("gsi1", Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()))
        .build());
    TableReport report = check(name);
    assertEquals(List.of(new TableDifference(Kind.INDEX_PROJECTION, Severity.FAILURE, "gsi1",
        "INCLUDE (__entity, __version, title)", "KEYS_ONLY, without __entity, __version, title")),
        report.differences(), report.toString());
    assertTrue(report.toString().contains("index gsi1: projects KEYS_ONLY, without __entity, __version, title, "
        + "the model declares INCLUDE (__entity, __version, title)"), report.toString());
  }

  @Test
  void anIndexWithoutAProjectedAttributeFailsAndOneStoringEverythingIsInformation() {
    String lacking = create(true, request -> request.toBuilder()
        .globalSecondaryIndexes(index("gsi1", include("__entity", "__version"))).build());
    assertEquals(List.of(new TableDifference(Kind.INDEX_PROJECTION, Severity.FAILURE, "gsi1",
        "INCLUDE (__entity, __version, title)", "INCLUDE (__entity, __version), without title")),
        check(lacking).differences());

    String all = create(true, request -> request.toBuilder()
        .globalSecondaryIndexes(index("gsi1", Projection.builder().projectionType(ProjectionType.ALL).build()))
        .build());
    TableReport report = check(all);
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(new TableDifference(Kind.INDEX_PROJECTION, Severity.INFO, "gsi1",
        "INCLUDE (__entity, __version, title)", "ALL, more")), report.differences());
  }

  @Test
  void aTableWithItsTimeToLiveOffFails() {
    String name = create(false, UnaryOperator.identity());
    TableReport report = check(name);
    assertEquals(List.of(Kind.TIME_TO_LIVE), report.failures().stream().map(TableDifference::kind).toList(),
        report.toString());
    assertTrue(report.toString().contains("table: time to live off (DISABLED), the model declares it on expiresAt"),
        report.toString());
    assertTrue(TableCheck.check(DynamoDbEngine.shared().client(), model(name)).matches(),
        "without the model's time to live, it is not compared");
  }

  @Test
  void aTableWithoutTheStreamOrWithAnotherViewFails() {
    String none = create(true, request -> request.toBuilder()
        .streamSpecification((StreamSpecification) null).build());
    assertEquals(List.of(new TableDifference(Kind.STREAM, Severity.FAILURE, null, "NEW_AND_OLD_IMAGES", "missing")),
        check(none).differences());
    assertTrue(check(none).toString().contains("table: stream missing, the model declares NEW_AND_OLD_IMAGES"));

    String keys = create(true, request -> request.toBuilder()
        .streamSpecification(StreamSpecification.builder().streamEnabled(true)
            .streamViewType(StreamViewType.KEYS_ONLY).build()).build());
    assertEquals(List.of(new TableDifference(Kind.STREAM, Severity.FAILURE, null, "NEW_AND_OLD_IMAGES", "KEYS_ONLY")),
        check(keys).differences());
  }

  @Test
  void aProvisionedTableIsInformation() {
    ProvisionedThroughput five = ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(5L).build();
    String name = create(true, request -> request.toBuilder()
        .billingMode(BillingMode.PROVISIONED).provisionedThroughput(five)
        .globalSecondaryIndexes(request.globalSecondaryIndexes().get(0).toBuilder().provisionedThroughput(five).build())
        .build());
    TableReport report = check(name);
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(new TableDifference(Kind.BILLING_MODE, Severity.INFO, null, "PAY_PER_REQUEST",
        "PROVISIONED")), report.differences());
  }

  @Test
  void anEngineThatDoesNotAnswerDescribeTimeToLiveLeavesItNotChecked() {
    String name = create(false, UnaryOperator.identity());
    DynamoDbClient shared = DynamoDbEngine.shared().client();
    DynamoDbClient describeOnly = new DynamoDbClient() {
      @Override
      public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return shared.describeTable(request);
      }

      @Override
      public String serviceName() {
        return SERVICE_NAME;
      }

      @Override
      public void close() {}
    };
    TableReport report = TableCheck.check(describeOnly, TableDefinition.of(model(name)).withTimeToLive(timeToLive(name)));
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(Kind.TIME_TO_LIVE_NOT_CHECKED), report.differences().stream().map(TableDifference::kind)
        .toList());
    assertTrue(report.toString().contains("(info) table: time to live not checked"), report.toString());
  }
}
