package dev.singletable.samples.deployed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableDefinition;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.samples.events.EventsService;
import dev.singletable.test.DynamoDbEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The round trip: every sample service's CloudFormation template is created as a stack through
 * moto's CloudFormation API, on the test kit's moto server, and the model's own {@link TableCheck}
 * finds the table it made matching, for everything moto's CloudFormation applies. What it does not
 * apply ({@link #NOT_APPLIED}; the README's "Deploying the table" lists them) is left out of the
 * definition checked here, and held to the template text by {@link CloudFormationTemplatesTest}.
 */
class CloudFormationRoundTripTest {
  /**
   * The table properties moto 5.2.1's CloudFormation does not apply to the table it creates: time
   * to live, point-in-time recovery, table class, on-demand maximum, encryption (it reads the API's
   * {@code Enabled} where CloudFormation says {@code SSEEnabled}), and vector indexes (its DynamoDB
   * has none).
   */
  static final List<String> NOT_APPLIED = List.of("TimeToLiveSpecification", "PointInTimeRecoverySpecification",
      "TableClass", "OnDemandThroughput", "SSESpecification", "VectorIndexes");

  private static DynamoDbEngine engine;
  private static CloudFormationApi cloudFormation;

  @BeforeAll
  static void moto() {
    DynamoDbEngine shared = DynamoDbEngine.shared();
    assumeTrue(shared.isMoto(), "the round trip creates stacks through moto's CloudFormation API; " + shared
        + " is not moto");
    engine = shared.inNewAccount();
    cloudFormation = new CloudFormationApi(engine);
  }

  @Test
  void everyTemplateCreatesTheTableItsModelChecks() {
    List<String> mismatches = new ArrayList<>();
    int number = 0;
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      number++;
      String tableName = "deployed-" + number + "-" + service.name();
      String stackName = "stack-" + number + "-" + service.name();
      cloudFormation.createStack(stackName, service.text(".cfn.json"), Map.of("TableName", tableName));
      CloudFormationApi.Stack stack = cloudFormation.describeStack(stackName);
      assertEquals("CREATE_COMPLETE", stack.status(), service + ": " + stack.reason());
      assertEquals(tableName, stack.outputs().get("TableName"), service.toString());
      assertTrue(stack.outputs().get("TableArn").endsWith(":table/" + tableName), service + ": " + stack.outputs());
      assertTrue(!stack.outputs().containsKey("StreamArn"), service + " has no stream by default");
      TableReport report = TableCheck.check(engine.client(), applied(service.definition(tableName)));
      if (!report.differences().isEmpty()) {
        mismatches.add(service + ": " + report);
      }
    }
    assertEquals(List.of(), mismatches);
  }

  @Test
  void theLedgerTableHasItsIndexesTagsDeletionProtectionAndWarmThroughput() {
    String tableName = "deployed-ledger-options";
    cloudFormation.createStack("stack-ledger-options", GeneratedTables.service("ledger").text(".cfn.yaml"),
        Map.of("TableName", tableName));
    assertEquals("CREATE_COMPLETE", cloudFormation.describeStack("stack-ledger-options").status());
    TableDescription table = engine.client().describeTable(request -> request.tableName(tableName)).table();
    assertEquals(List.of("gsi1", "gsi2", "byCategory"),
        table.globalSecondaryIndexes().stream().map(index -> index.indexName()).toList());
    assertEquals(List.of("byAmount"), table.localSecondaryIndexes().stream().map(index -> index.indexName()).toList());
    assertEquals(true, table.deletionProtectionEnabled());
    assertEquals(15000L, table.warmThroughput().readUnitsPerSecond());
    assertEquals(Map.of("team", "payments", "data", "financial"), Map.copyOf(engine.client()
        .listTagsOfResource(request -> request.resourceArn(table.tableArn())).tags().stream()
        .collect(java.util.stream.Collectors.toMap(tag -> tag.key(), tag -> tag.value()))));
    TableReport report = TableCheck.check(engine.client(), applied(GeneratedTables.service("ledger").definition(tableName)));
    assertEquals(List.of(), report.differences(), report.toString());
  }

  /**
   * Pins what moto's CloudFormation leaves out, so that the guide's list stays true: the full
   * definition differs from the created table in those options only, and in the vector indexes.
   */
  @Test
  void motoLeavesOutExactlyTheOptionsTheGuideLists() {
    assertEquals(List.of("TIME_TO_LIVE", "TABLE_CLASS", "ON_DEMAND_MAXIMUM", "ENCRYPTION", "POINT_IN_TIME_RECOVERY"),
        differencesFromTheFullDefinition("ledger", ".cfn.json"));
    assertEquals(List.of("MISSING_VECTOR_INDEX"), differencesFromTheFullDefinition("catalogue", ".cfn.yaml"));
  }

  /** The kinds of difference {@code TableCheck} finds between the stack's table and the full definition. */
  private static List<String> differencesFromTheFullDefinition(String service, String suffix) {
    String tableName = "deployed-" + service + "-full";
    cloudFormation.createStack("stack-" + service + "-full", GeneratedTables.service(service).text(suffix),
        Map.of("TableName", tableName));
    assertEquals("CREATE_COMPLETE", cloudFormation.describeStack("stack-" + service + "-full").status(), service);
    TableReport report = TableCheck.check(engine.client(), GeneratedTables.service(service).definition(tableName));
    return report.differences().stream().map(difference -> difference.kind().toString()).toList();
  }

  @Test
  void theStreamViewTypeParameterTurnsOnTheStreamAndItsArnOutput() {
    String tableName = "deployed-events-streamed";
    cloudFormation.createStack("stack-events-streamed", GeneratedTables.service("events").text(".cfn.json"),
        Map.of("TableName", tableName, "StreamViewType", "NEW_AND_OLD_IMAGES"));
    CloudFormationApi.Stack stack = cloudFormation.describeStack("stack-events-streamed");
    assertEquals("CREATE_COMPLETE", stack.status(), stack.reason());
    TableDescription table = engine.client().describeTable(request -> request.tableName(tableName)).table();
    assertEquals(table.latestStreamArn(), stack.outputs().get("StreamArn"));
    TableReport report = TableCheck.check(engine.client(),
        EventsService.createTableRequest(tableName, StreamViewType.NEW_AND_OLD_IMAGES));
    assertEquals(List.of(), report.differences(), report.toString());
  }

  /** The definition less what moto's CloudFormation does not apply. */
  private static TableDefinition applied(TableDefinition definition) {
    CreateTableRequest request = definition.createTableRequest().toBuilder()
        .tableClass((String) null)
        .onDemandThroughput((software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput) null)
        .sseSpecification((software.amazon.awssdk.services.dynamodb.model.SSESpecification) null)
        .vectorIndexes((java.util.Collection<software.amazon.awssdk.services.dynamodb.model.VectorIndex>) null)
        .build();
    return TableDefinition.of(request);
  }
}
