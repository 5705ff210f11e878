package dev.singletable.samples.recipes.locking;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.returned.Applied;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import java.util.NoSuchElementException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;

/**
 * Changes stock levels by read, change, write: the write is a put of the record read, changed, which
 * the library sends on condition that the stored version is the one read. When another writer's put
 * came first the condition fails; the next try reads again after a random pause that grows with each
 * try. Thread-safe.
 */
public final class StockKeeper {
  /** How many times one change is tried before the last refusal is thrown. */
  public static final int MAX_ATTEMPTS = 100;
  /** The longest pause before the first retry, in microseconds; it doubles with each retry. */
  private static final long BASE_PAUSE_MICROS = 1_000;
  /** The longest pause before any retry, in microseconds. */
  private static final long MAX_PAUSE_MICROS = 64_000;

  private final StockLevelEntity levels;

  /**
   * A stock keeper on the service's table.
   *
   * @param service the stockroom service, bound to its table
   */
  public StockKeeper(StockroomService service) {
    this.levels = service.stockLevels();
  }

  /**
   * Starts counting a product's stock at 0.
   *
   * @param sku the product
   * @return the stock level as stored, at revision 1
   * @throws ConditionFailedException when the product has a stock level already
   */
  public StockLevel open(String sku) {
    return levels.create(new StockLevel(sku, 0, 0)).execute();
  }

  /**
   * Adds {@code delta} units to a product's stock (removes them when negative), retrying when another
   * writer changed it in between.
   *
   * @param sku the product
   * @param delta the units received (positive) or taken (negative)
   * @return the stock level as stored and how many tries it took
   * @throws NoSuchElementException when the product has no stock level
   * @throws IllegalStateException when fewer than {@code -delta} units are on hand
   * @throws ConditionFailedException when every one of {@value #MAX_ATTEMPTS} tries lost to another writer
   */
  public Adjusted adjust(String sku, long delta) {
    for (int attempt = 1; ; attempt++) {
      StockLevel read = levels.get(sku).consistent().execute()
          .orElseThrow(() -> new NoSuchElementException("no stock level for product " + sku));
      long onHand = read.onHand() + delta;
      if (onHand < 0) {
        throw new IllegalStateException(read.onHand() + " units of " + sku + " on hand, " + -delta + " asked for");
      }
      // The revision read goes back unchanged: the put requires it and stores it + 1.
      WriteOutcome<StockLevel> outcome = levels.put(new StockLevel(sku, onHand, read.revision())).outcome();
      if (outcome instanceof Applied<StockLevel> applied) {
        return new Adjusted(applied.value(), attempt);
      }
      if (attempt == MAX_ATTEMPTS) {
        throw ((Rejected<StockLevel>) outcome).failure();
      }
      pause(attempt);   // another writer won: wait, then read its change and try again
    }
  }

  /** Exponential backoff with full jitter: writers that lost together spread out. */
  private static void pause(int attempt) {
    long ceiling = Math.min(MAX_PAUSE_MICROS, BASE_PAUSE_MICROS << Math.min(attempt - 1, 6));
    LockSupport.parkNanos(ThreadLocalRandom.current().nextLong(ceiling + 1) * 1_000);
  }

  /**
   * A change made.
   *
   * @param level the stock level as stored
   * @param attempts how many tries it took: 1 when no other writer got in between
   */
  public record Adjusted(StockLevel level, int attempts) {}
}
