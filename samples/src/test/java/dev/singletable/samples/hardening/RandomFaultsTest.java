package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.test.FaultyHttpClient.Fault;
import dev.singletable.test.FaultyHttpClient;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;

/**
 * Random creates, puts, adds and deletes over a few counters with random faults in front of
 * the engine: after every write, and at the end, the table holds what the same writes without
 * faults give, so that no write was lost, duplicated or applied twice.
 */
class RandomFaultsTest {
  private static final int WRITES = 200;
  private static final int COUNTERS = 4;
  /** The slow fault is left to ExactlyOnceWritesTest: each costs an attempt timeout. */
  private static final Fault[] FAULTS = {
      Fault.RESET_AFTER_APPLIED, Fault.RESET_BEFORE_APPLIED, Fault.THROTTLED, Fault.INTERNAL_ERROR,
      Fault.REPLICATED_WRITE_CONFLICT};

  private final FaultyHttpClient http = new FaultyHttpClient(
      Apache5HttpClient.create(), ExactlyOnceWritesTest.ATTEMPT_TIMEOUT.multipliedBy(2));
  private final Table table = ExactlyOnceWritesTest.faulty(http,
      Engines.newTable(Engines.http(), "random-faults", CounterEntity.SCHEMA));
  private final CounterEntity counters = CounterEntity.of(table);

  @AfterEach
  void close() {
    table.client().close();
  }

  @Test
  void randomWritesWithRandomFaultsEndAsWithoutFaults() {
    Random random = new Random(20240611L);
    Map<String, Counter> expected = new HashMap<>();
    int faults = 0;
    for (int write = 0; write < WRITES; write++) {
      String id = "c" + random.nextInt(COUNTERS);
      Counter current = expected.get(id);
      int kind = random.nextInt(4);
      String operation = kind == 2 ? "UpdateItem" : kind == 3 ? "DeleteItem" : "PutItem";
      Fault fault = random.nextInt(10) < 4 ? FAULTS[random.nextInt(FAULTS.length)] : null;
      if (fault != null) {
        http.next(operation, fault);
        faults++;
      }
      String note = "w" + write;
      switch (kind) {
        case 0:
          if (current == null) {
            Counter created = counters.create(new Counter(id, 0, note, 0)).execute();
            assertEquals(new Counter(id, 0, note, 1), created, "write " + write);
            expected.put(id, created);
          } else {
            assertThrows(ConditionFailedException.class, () -> counters.create(new Counter(id, 0, note, 0)).execute());
          }
          break;
        case 1:
          long version = current == null ? 0 : current.version();
          long count = current == null ? 0 : current.count();
          Counter put = counters.put(new Counter(id, count, note, version)).execute();
          assertEquals(new Counter(id, count, note, version + 1), put, "write " + write);
          expected.put(id, put);
          break;
        case 2:
          long amount = 1 + random.nextInt(5);
          if (current == null) {
            assertThrows(ConditionFailedException.class,
                () -> counters.update(id).add(CounterEntity.COUNT, amount).execute());
          } else {
            Counter updated = counters.update(id).add(CounterEntity.COUNT, amount).execute();
            assertEquals(new Counter(id, current.count() + amount, current.note(), current.version() + 1), updated,
                "write " + write);
            expected.put(id, updated);
          }
          break;
        default:
          Optional<Counter> deleted = counters.delete(id).execute();
          if (fault != Fault.RESET_AFTER_APPLIED) {
            // After a lost response the deleted value is unknowable (DeleteOperation says so).
            assertEquals(Optional.ofNullable(current), deleted, "write " + write);
          }
          expected.remove(id);
          break;
      }
      assertTrue(http.spent(), "write " + write + " met its fault");
      assertEquals(Optional.ofNullable(expected.get(id)), counters.get(id).execute(), "write " + write);
    }
    assertTrue(faults > 50, "faults injected: " + faults);
    for (int i = 0; i < COUNTERS; i++) {
      assertEquals(Optional.ofNullable(expected.get("c" + i)), counters.get("c" + i).execute());
    }
    assertEquals(expected.size(), table.client().scan(b -> b.tableName(table.name()).consistentRead(true)).count());
  }
}
