package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import dev.singletable.samples.recipes.locking.StockKeeper;
import dev.singletable.samples.recipes.locking.StockLevel;
import dev.singletable.samples.recipes.locking.StockLevelEntity;
import dev.singletable.samples.recipes.locking.StockroomService;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The optimistic-locking recipe, run as written (see {@link ReadmeSnippets}). */
class ReadmeRecipeOptimisticLockingTest {
  @Test
  void aStalePutIsRejectedAndTheKeeperRetriesOnTheStoredRecord() {
    Table table = Engines.newTable(Engines.http(), "readme-recipe-locking", StockLevelEntity.SCHEMA);

    // readme: recipe-optimistic-locking
    StockroomService stockroom = StockroomService.of(table);
    StockLevelEntity levels = stockroom.stockLevels();
    levels.create(new StockLevel("SKU-1", 10, 0)).execute();                 // stored at revision 1

    StockLevel read = levels.get("SKU-1").execute().orElseThrow();           // 10 on hand, revision 1
    levels.put(new StockLevel("SKU-1", read.onHand() + 1, read.revision())).execute();   // revision 2
    WriteOutcome<StockLevel> stale =
        levels.put(new StockLevel("SKU-1", read.onHand() - 1, read.revision())).outcome();
    Optional<StockLevel> stored = ((Rejected<StockLevel>) stale).found();   // 11 on hand, revision 2

    StockKeeper keeper = new StockKeeper(stockroom);
    StockKeeper.Adjusted adjusted = keeper.adjust("SKU-1", -1);              // 10 on hand, revision 3
    assertInstanceOf(Rejected.class, stale);
    assertEquals(Optional.of(new StockLevel("SKU-1", 11, 2)), stored);
    assertEquals(new StockLevel("SKU-1", 10, 3), adjusted.level());
    assertEquals(1, adjusted.attempts());
    // readme: end
  }
}
