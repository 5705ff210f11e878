package dev.singletable.samples.recipes.locking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.samples.Engines;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Read, change, write on the version read: concurrent writers lose no change. */
class StockKeeperTest {
  private static final int WRITERS = 8;
  private static final int CHANGES_PER_WRITER = 25;

  private static StockroomService service() {
    return StockroomService.of(Engines.newTable(Engines.http(), "recipe-locking", StockLevelEntity.SCHEMA));
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void eightWritersAdding25UnitsEachLeaveExactly200() throws Exception {
    StockroomService service = service();
    StockKeeper keeper = new StockKeeper(service);
    keeper.open("SKU-1");
    ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
    int retries = 0;
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Integer>> writers = new ArrayList<>();
      for (int w = 0; w < WRITERS; w++) {
        writers.add(pool.submit((Callable<Integer>) () -> {
          start.await();
          int lost = 0;
          for (int i = 0; i < CHANGES_PER_WRITER; i++) {
            lost += keeper.adjust("SKU-1", 1).attempts() - 1;
          }
          return lost;
        }));
      }
      start.countDown();
      for (Future<Integer> writer : writers) {
        retries += writer.get();
      }
    } finally {
      pool.shutdownNow();
    }
    StockLevel level = service.stockLevels().get("SKU-1").consistent().execute().orElseThrow();
    assertEquals(WRITERS * CHANGES_PER_WRITER, level.onHand());
    // Opened at revision 1, one more per change: no change was written twice or lost.
    assertEquals(1 + WRITERS * CHANGES_PER_WRITER, level.revision());
    assertTrue(retries > 0, "the writers never collided, so the retry was not exercised");
  }

  @Test
  void aPutOfAStaleRecordIsRejectedWithTheStoredOne() {
    StockroomService service = service();
    StockLevelEntity levels = service.stockLevels();
    levels.create(new StockLevel("SKU-2", 10, 0)).execute();
    StockLevel read = levels.get("SKU-2").execute().orElseThrow();
    assertEquals(1, read.revision());
    StockLevel winner = levels.put(new StockLevel("SKU-2", 11, read.revision())).execute();
    assertEquals(2, winner.revision());

    Rejected<StockLevel> stale = assertInstanceOf(Rejected.class,
        levels.put(new StockLevel("SKU-2", 9, read.revision())).outcome());
    assertEquals(Optional.of(new StockLevel("SKU-2", 11, 2)), stale.found());
    assertEquals(11, levels.get("SKU-2").execute().orElseThrow().onHand());
  }

  @Test
  void aChangeBelowZeroIsRefusedAndAProductIsOpenedOnce() {
    StockroomService service = service();
    StockKeeper keeper = new StockKeeper(service);
    keeper.open("SKU-3");
    keeper.adjust("SKU-3", 5);
    assertEquals(new StockLevel("SKU-3", 5, 2), service.stockLevels().get("SKU-3").execute().orElseThrow());
    IllegalStateException tooMany = assertThrows(IllegalStateException.class, () -> keeper.adjust("SKU-3", -6));
    assertEquals("5 units of SKU-3 on hand, 6 asked for", tooMany.getMessage());
    assertThrows(ConditionFailedException.class, () -> keeper.open("SKU-3"));
  }
}
