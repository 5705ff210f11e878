package dev.singletable.samples.tableoptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableDefinition;
import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.runtime.table.TableUpdate;
import dev.singletable.runtime.table.TableUpdateException;
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

  @ParameterizedTest
  @MethodSource("engines")
  void theUpdateCreatesTheTableWithItsOptionsAndNamesTheRecoveryStepLocalRefuses(SampleEngine engine) {
    String name = "safes-" + System.nanoTime();
    TableDefinition definition = SafesService.tableDefinition(name);

    TableUpdateException e = assertThrows(TableUpdateException.class, () -> TableUpdate.on(engine.client())
        .pause(Duration.ofMillis(20)).apply(definition));

    assertEquals(new TableUpdateStep(TableUpdateStep.Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 7 days"),
        e.step());
    assertEquals(List.of(TableUpdateStep.Action.CREATE_TABLE), e.done().stream().map(TableUpdateStep::action)
        .toList());
    TableDescription table = engine.client().describeTable(builder -> builder.tableName(name)).table();
    assertEquals(Boolean.TRUE, table.deletionProtectionEnabled());
    assertEquals(100L, table.onDemandThroughput().maxReadRequestUnits());
    TableReport report = TableCheck.check(engine.client(), definition);
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(TableDifference.Kind.TABLE_CLASS, TableDifference.Kind.OPTION_NOT_CHECKED,
        TableDifference.Kind.OPTION_NOT_CHECKED, TableDifference.Kind.ENCRYPTION,
        TableDifference.Kind.OPTION_NOT_CHECKED, TableDifference.Kind.OPTION_NOT_CHECKED),
        report.differences().stream().map(TableDifference::kind).toList(), report.toString());
    engine.client().updateTable(builder -> builder.tableName(name).deletionProtectionEnabled(false));
  }
}
