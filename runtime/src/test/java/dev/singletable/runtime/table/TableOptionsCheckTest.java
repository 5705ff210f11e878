package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsStatus;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableClassSummary;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;

/**
 * The exact requests built from the options, and the check of descriptions as Amazon DynamoDB gives
 * them: what moto cannot show (it describes no table class or on-demand maximum, and reports a KMS
 * key as it was named rather than by its ARN), and each option differing in turn without an engine.
 */
class TableOptionsCheckTest {
  private static final String NAME = "options";

  private static CreateTableRequest model() {
    return TableOptionsLiveTest.model(NAME, TableOptionsLiveTest.ALL);
  }

  /** What DescribeTable reports for the model's own table, options as {@code describe} sets them. */
  private static TableDescription table(java.util.function.UnaryOperator<TableDescription.Builder> describe) {
    CreateTableRequest model = model();
    TableDescription.Builder table = TableDescription.builder().tableName(NAME).keySchema(model.keySchema())
        .attributeDefinitions(model.attributeDefinitions())
        .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("gsi1")
            .keySchema(model.globalSecondaryIndexes().get(0).keySchema())
            .projection(model.globalSecondaryIndexes().get(0).projection())
            .warmThroughput(GlobalSecondaryIndexWarmThroughputDescription.builder().readUnitsPerSecond(12000L)
                .writeUnitsPerSecond(4500L).build()).build())
        .deletionProtectionEnabled(true)
        .onDemandThroughput(model.onDemandThroughput())
        .tableClassSummary(TableClassSummary.builder().tableClass(TableClass.STANDARD_INFREQUENT_ACCESS).build())
        .warmThroughput(TableWarmThroughputDescription.builder().readUnitsPerSecond(13000L).writeUnitsPerSecond(6000L)
            .build())
        .sseDescription(SSEDescription.builder().sseType(SSEType.KMS)
            .kmsMasterKeyArn("arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab").build());
    return describe.apply(table).build();
  }

  private static ContinuousBackupsDescription recovery(PointInTimeRecoveryStatus status, Integer days) {
    return ContinuousBackupsDescription.builder().continuousBackupsStatus(ContinuousBackupsStatus.ENABLED)
        .pointInTimeRecoveryDescription(PointInTimeRecoveryDescription.builder().pointInTimeRecoveryStatus(status)
            .recoveryPeriodInDays(days).build()).build();
  }

  private static TableReport compare(TableDescription table, ContinuousBackupsDescription backups, List<Tag> tags) {
    return TableCheck.compare(TableDefinition.of(model()).withPointInTimeRecovery(TableOptionsLiveTest.ALL.pointInTimeRecoveryRequest(NAME).orElseThrow()),
        new LiveTable(table, null, null, backups, null, tags, null));
  }

  private static final List<Tag> TAGS = List.of(Tag.builder().key("team").value("orders").build(),
      Tag.builder().key("owner").value("ops").build());

  @Test
  void theOptionsBuildTheirExactRequests() {
    CreateTableRequest model = model();
    assertEquals(Boolean.TRUE, model.deletionProtectionEnabled());
    assertEquals(TableClass.STANDARD_INFREQUENT_ACCESS, model.tableClass());
    assertEquals(100L, model.onDemandThroughput().maxReadRequestUnits());
    assertEquals(50L, model.onDemandThroughput().maxWriteRequestUnits());
    assertEquals(13000L, model.warmThroughput().readUnitsPerSecond());
    assertEquals(5000L, model.warmThroughput().writeUnitsPerSecond());
    assertEquals(12000L, model.globalSecondaryIndexes().get(0).warmThroughput().readUnitsPerSecond());
    assertEquals(Boolean.TRUE, model.sseSpecification().enabled());
    assertEquals(SSEType.KMS, model.sseSpecification().sseType());
    assertEquals("alias/app", model.sseSpecification().kmsMasterKeyId());
    assertEquals(List.of(Tag.builder().key("team").value("orders").build()), model.tags());
    UpdateContinuousBackupsRequest recovery = TableOptionsLiveTest.ALL.pointInTimeRecoveryRequest(NAME).orElseThrow();
    assertEquals(NAME, recovery.tableName());
    assertEquals(Boolean.TRUE, recovery.pointInTimeRecoverySpecification().pointInTimeRecoveryEnabled());
    assertEquals(14, recovery.pointInTimeRecoverySpecification().recoveryPeriodInDays());
    assertEquals(null, TableOptions.none().pointInTimeRecovery(0).pointInTimeRecoveryRequest(NAME).orElseThrow()
        .pointInTimeRecoverySpecification().recoveryPeriodInDays(), "DynamoDB's default period");
    assertTrue(TableOptions.none().pointInTimeRecoveryRequest(NAME).isEmpty());
    assertEquals(LiveTableCheckTest.model(NAME), TableOptions.none().applyTo(LiveTableCheckTest.model(NAME)));
    IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
        () -> TableOptions.none().warmThroughput("gsi9", 1, 1).applyTo(LiveTableCheckTest.model(NAME)));
    assertEquals("table options has no global secondary index [gsi9]", unknown.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TableOptions.none().pointInTimeRecovery(36));
  }

  @Test
  void aTableWithEveryOptionOfTheModelMatches() {
    TableReport report = compare(table(t -> t), recovery(PointInTimeRecoveryStatus.ENABLED, 14), TAGS);
    assertEquals(List.of(), report.differences(), report.toString());
  }

  @Test
  void eachOptionThatDiffersIsInformation() {
    TableReport report = compare(table(t -> t.deletionProtectionEnabled(false).tableClassSummary((TableClassSummary) null)
            .warmThroughput(TableWarmThroughputDescription.builder().readUnitsPerSecond(12000L)
                .writeUnitsPerSecond(4000L).build())),
        recovery(PointInTimeRecoveryStatus.ENABLED, 35), List.of(Tag.builder().key("team").value("billing").build()));
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(
        new TableDifference(Kind.DELETION_PROTECTION, Severity.INFO, null, "on", "off"),
        new TableDifference(Kind.TABLE_CLASS, Severity.INFO, null, "STANDARD_INFREQUENT_ACCESS", "STANDARD"),
        new TableDifference(Kind.WARM_THROUGHPUT, Severity.INFO, null, "read 13000/s, write 5000/s",
            "read 12000/s, write 4000/s"),
        new TableDifference(Kind.TAG, Severity.INFO, null, "team=orders", "team=billing"),
        new TableDifference(Kind.POINT_IN_TIME_RECOVERY, Severity.INFO, null, "on, 14 days", "on, 35 days")),
        report.differences(), report.toString());
    assertEquals("""
        table options matches the model, with notes:
          - (info) table: deletion protection off, the model declares on
          - (info) table: table class STANDARD, the model declares STANDARD_INFREQUENT_ACCESS
          - (info) table: warm throughput read 12000/s, write 4000/s, the model declares at least read 13000/s, \
        write 5000/s
          - (info) table: tag team=billing, the model declares team=orders
          - (info) table: point-in-time recovery on, 35 days, the model declares on, 14 days""", report.toString());
  }

  /** An alias cannot be told from the key ARN that DescribeTable gives: a KMS key is enough for it. */
  @Test
  void aKeyNamedByItsIdMatchesItsArnAndAnotherDoesNot() {
    CreateTableRequest byId = TableOptions.none().kmsKey("1234abcd-12ab-34cd-56ef-1234567890ab")
        .applyTo(LiveTableCheckTest.model(NAME));
    TableDescription table = table(t -> t.streamSpecification(byId.streamSpecification()));
    assertEquals(List.of(), TableCheck.compare(byId, table).differences());
    CreateTableRequest other = TableOptions.none().kmsKey("9999").applyTo(LiveTableCheckTest.model(NAME));
    assertEquals(List.of(Kind.ENCRYPTION), TableCheck.compare(other, table).differences().stream()
        .map(TableDifference::kind).toList());
    TableDescription unencrypted = table(t -> t.streamSpecification(byId.streamSpecification())
        .sseDescription((SSEDescription) null));
    assertEquals(List.of(new TableDifference(Kind.ENCRYPTION, Severity.INFO, null,
        "KMS 1234abcd-12ab-34cd-56ef-1234567890ab", "DynamoDB's own key")),
        TableCheck.compare(byId, unencrypted).differences());
  }

  @Test
  void recoveryOffAndAMissingTagAreReportedAndTheUpdateTurnsRecoveryOnButChangesNoPeriod() {
    TableReport off = compare(table(t -> t), recovery(PointInTimeRecoveryStatus.DISABLED, null), List.of());
    assertEquals(List.of(new TableDifference(Kind.TAG, Severity.INFO, null, "team=orders", "missing"),
        new TableDifference(Kind.POINT_IN_TIME_RECOVERY, Severity.INFO, null, "on, 14 days", "off")),
        off.differences(), off.toString());
    assertTrue(off.toString().contains("(info) table: tag missing, the model declares team=orders"));
    UpdateContinuousBackupsRequest recovery = TableOptionsLiveTest.ALL.pointInTimeRecoveryRequest(NAME).orElseThrow();

    List<UpdatePlan.Planned> plan = UpdatePlan.of(TableDefinition.of(model()).withPointInTimeRecovery(recovery), off);
    assertEquals(List.of(new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, NAME, null, "on, 14 days")),
        plan.stream().map(UpdatePlan.Planned::step).toList());
    assertEquals(recovery, plan.get(0).request());

    TableReport otherPeriod = compare(table(t -> t), recovery(PointInTimeRecoveryStatus.ENABLED, 35), TAGS);
    assertEquals(List.of(), UpdatePlan.of(TableDefinition.of(model()).withPointInTimeRecovery(recovery), otherPeriod), "a period is never changed");
  }
}
