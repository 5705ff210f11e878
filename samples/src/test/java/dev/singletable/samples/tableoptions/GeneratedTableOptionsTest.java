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
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
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
 * {@code pointInTimeRecoveryRequest} the rest; the update creates the table on both engines and
 * names the recovery step DynamoDB Local refuses.
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

  /**
   * Live on moto, which implements deletion protection, tags, warm throughput and point-in-time
   * recovery with its period; the table class and the on-demand maximum it accepts but does not
   * describe, so those are checked on the exact request (runtime's {@code TableOptionsLiveTest}), and
   * a recovery step DynamoDB refuses right after {@code CreateTable} on its documented answer
   * ({@code RecoveryAfterCreateTest}).
   */
  @ParameterizedTest
  @MethodSource("engines")
  void theUpdateCreatesTheTableWithItsOptionsAndTurnsOnRecoveryForItsPeriod(SampleEngine engine) {
    String name = "safes-" + System.nanoTime();
    TableDefinition definition = SafesService.tableDefinition(name);

    TableUpdateReport update = TableUpdate.on(engine.client()).pause(Duration.ofMillis(20)).apply(definition);

    List<TableUpdateStep.Action> done = update.done().stream().map(TableUpdateStep::action).toList();
    assertEquals(TableUpdateStep.Action.CREATE_TABLE, done.get(0), done.toString());
    assertTrue(update.done().contains(new TableUpdateStep(TableUpdateStep.Action.ENABLE_POINT_IN_TIME_RECOVERY, name,
        null, "on, 7 days")), update.done().toString());
    TableDescription table = engine.client().describeTable(builder -> builder.tableName(name)).table();
    assertEquals(Boolean.TRUE, table.deletionProtectionEnabled());
    PointInTimeRecoveryDescription recovery = engine.client().describeContinuousBackups(builder -> builder
        .tableName(name)).continuousBackupsDescription().pointInTimeRecoveryDescription();
    assertEquals(PointInTimeRecoveryStatus.ENABLED, recovery.pointInTimeRecoveryStatus());
    assertEquals(7, recovery.recoveryPeriodInDays());
    TableReport report = TableCheck.check(engine.client(), definition);
    assertTrue(report.matches(), report.toString());
    engine.client().updateTable(builder -> builder.tableName(name).deletionProtectionEnabled(false));
  }
}
