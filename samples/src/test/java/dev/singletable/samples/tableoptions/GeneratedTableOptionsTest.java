package dev.singletable.samples.tableoptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableDefinition;
import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.runtime.table.TableUpdate;
import dev.singletable.runtime.table.TableUpdateReport;
import dev.singletable.runtime.table.TableUpdateStep;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;

/**
 * The generated service's table options: {@code createTableRequest} carries what CreateTable takes,
 * {@code pointInTimeRecoveryRequest} the rest; the update creates the table and turns on its
 * point-in-time recovery, with its period.
 */
class GeneratedTableOptionsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @Test
  void theGeneratedRequestsCarryEveryOption() {
    CreateTableRequest request = SafesService.createTableRequest("safes");
    assertEquals(Boolean.TRUE, request.deletionProtectionEnabled());
    assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, request.tableClass());
    assertEquals(100L, request.onDemandThroughput().maxReadRequestUnits());
    assertEquals(50L, request.onDemandThroughput().maxWriteRequestUnits());
    assertEquals(13000L, request.warmThroughput().readUnitsPerSecond());
    assertEquals(5000L, request.warmThroughput().writeUnitsPerSecond());
    assertEquals(12000L, request.globalSecondaryIndexes().get(0).warmThroughput().readUnitsPerSecond());
    assertEquals(4500L, request.globalSecondaryIndexes().get(0).warmThroughput().writeUnitsPerSecond());
    assertEquals(SSEType.KMS, request.sseSpecification().sseType());
    assertEquals("alias/safes", request.sseSpecification().kmsMasterKeyId());
    assertEquals(List.of(Tag.builder().key("team").value("vault").build(),
        Tag.builder().key("cost-centre").value("42").build()), request.tags());
    UpdateContinuousBackupsRequest recovery = SafesService.pointInTimeRecoveryRequest("safes");
    assertEquals("safes", recovery.tableName());
    assertEquals(Boolean.TRUE, recovery.pointInTimeRecoverySpecification().pointInTimeRecoveryEnabled());
    assertEquals(7, recovery.pointInTimeRecoverySpecification().recoveryPeriodInDays());
    TableDefinition definition = SafesService.tableDefinition("safes");
    assertEquals(request, definition.createTableRequest());
    assertEquals(Optional.of(recovery), definition.pointInTimeRecoveryRequest());
    assertEquals(Optional.empty(), definition.timeToLiveRequest(), "no entity of the service has a @Ttl");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theUpdateCreatesTheTableWithItsOptionsAndTurnsOnItsRecovery(SampleEngine engine) {
    String name = "safes-" + System.nanoTime();
    TableDefinition definition = SafesService.tableDefinition(name);

    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2));
    DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http));
    TableUpdateReport update = TableUpdate.on(client).pause(Duration.ofMillis(20)).apply(definition);

    assertEquals(List.of(TableUpdateStep.Action.CREATE_TABLE, TableUpdateStep.Action.ENABLE_POINT_IN_TIME_RECOVERY),
        update.done().stream().map(TableUpdateStep::action).toList(), update.toString());
    assertEquals(new TableUpdateStep(TableUpdateStep.Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 7 days"),
        update.done().get(1));
    PointInTimeRecoveryDescription recovery = engine.client().describeContinuousBackups(builder -> builder.tableName(name))
        .continuousBackupsDescription().pointInTimeRecoveryDescription();
    assertEquals(PointInTimeRecoveryStatus.ENABLED, recovery.pointInTimeRecoveryStatus());
    assertEquals(7, recovery.recoveryPeriodInDays());
    TableDescription table = engine.client().describeTable(builder -> builder.tableName(name)).table();
    assertEquals(Boolean.TRUE, table.deletionProtectionEnabled());
    // DescribeTable answers the table class and the on-demand maximum ("TableClassSummary", "OnDemandThroughput:
    // The maximum number of read and write units for the specified on-demand table"); moto describes every
    // table as STANDARD and no maximum, so the request that creates the table is checked to carry them, and
    // the check tells them apart as notes, not failures.
    String create = http.sent("CreateTable").get(0);
    assertTrue(create.contains("\"OnDemandThroughput\":{\"MaxReadRequestUnits\":100,\"MaxWriteRequestUnits\":50}"), create);
    assertTrue(create.contains("\"TableClass\":\"STANDARD_INFREQUENT_ACCESS\""), create);
    client.close();
    TableReport report = TableCheck.check(engine.client(), definition);
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(TableDifference.Kind.TABLE_CLASS, TableDifference.Kind.ON_DEMAND_MAXIMUM),
        report.differences().stream().map(TableDifference::kind).toList(), report.toString());
    engine.client().updateTable(builder -> builder.tableName(name).deletionProtectionEnabled(false));
  }
}
