package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableUpdateStep.Action;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * The statuses DynamoDB describes while a table is created or an index is added online, which a step
 * waits through: moto creates both ACTIVE at once, so the live tests never see them. Each new status
 * is reported once; the step is done when the table is ACTIVE and the index ACTIVE and no longer
 * backfilling.
 */
class StepWatchTest {
  private static final TableUpdateStep STEP =
      new TableUpdateStep(Action.CREATE_INDEX, "orders", "gsi2", "global (gsi2pk HASH, gsi2sk RANGE) ALL");

  private static TableDescription table(TableStatus status, IndexStatus index, Boolean backfilling) {
    TableDescription.Builder table = TableDescription.builder().tableName("orders").tableStatus(status);
    if (index != null) {
      table.globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("gsi2").indexStatus(index)
          .backfilling(backfilling).build());
    }
    return table.build();
  }

  @Test
  void anIndexAddedOnlineIsWaitedForThroughEachStatusUntilActiveAndBackfilled() {
    List<String> progress = new ArrayList<>();
    StepWatch watch = new StepWatch(STEP, "gsi2", List.of(), Duration.ofHours(1), (step, status) -> progress.add(status));

    assertFalse(watch.seen(table(TableStatus.ACTIVE, null, null)));
    assertFalse(watch.seen(table(TableStatus.UPDATING, IndexStatus.CREATING, false)));
    assertFalse(watch.seen(table(TableStatus.ACTIVE, IndexStatus.CREATING, false)));
    assertFalse(watch.seen(table(TableStatus.ACTIVE, IndexStatus.CREATING, true)));
    assertFalse(watch.seen(table(TableStatus.ACTIVE, IndexStatus.CREATING, true)));
    assertFalse(watch.seen(table(TableStatus.ACTIVE, IndexStatus.ACTIVE, true)));
    assertTrue(watch.seen(table(TableStatus.ACTIVE, IndexStatus.ACTIVE, false)));

    assertEquals(List.of("index not listed yet", "table UPDATING", "CREATING", "CREATING (backfilling)",
        "ACTIVE (backfilling)"), progress);
  }

  @Test
  void aTableBeingCreatedIsWaitedForAndAStepStillWaitingAtItsTimeoutFails() {
    List<String> progress = new ArrayList<>();
    TableUpdateStep create = new TableUpdateStep(Action.CREATE_TABLE, "orders", null, "(pk HASH, sk RANGE)");
    StepWatch watch = new StepWatch(create, null, List.of(), Duration.ofHours(1), (step, status) -> progress.add(status));

    assertFalse(watch.seen(table(TableStatus.CREATING, null, null)));
    assertTrue(watch.seen(table(TableStatus.ACTIVE, null, null)));
    assertEquals(List.of("table CREATING"), progress);

    StepWatch late = new StepWatch(STEP, "gsi2", List.of(create), Duration.ofNanos(1), (step, status) -> { });
    TableUpdateException e = assertThrows(TableUpdateException.class,
        () -> late.seen(table(TableStatus.ACTIVE, IndexStatus.CREATING, true)));
    assertEquals(STEP, e.step());
    assertTrue(e.getMessage().startsWith("table orders: step failed (still CREATING (backfilling) after PT0.000000001S)"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("done before it, and kept: [" + create + "]"), e.getMessage());
  }
}
