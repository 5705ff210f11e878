package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.FaultyAsyncHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.hardening.Counter;
import dev.singletable.samples.hardening.CounterEntity;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The twin of {@code RandomFaultsTest} on the async terminals and the async SDK client: random creates, puts, adds and deletes over a few counters with random faults in front of
 * the engine: after every write, and at the end, the table holds what the same writes without
 * faults give, so that no write was lost, duplicated or applied twice.
 */
class AsyncRandomFaultsTest {
  private static final int WRITES = 200;
  private static final int COUNTERS = 4;
  /** The slow fault is left to AsyncExactlyOnceWritesTest: each costs an attempt timeout. */
  private static final Fault[] FAULTS = {
      Fault.RESET_AFTER_APPLIED, Fault.RESET_BEFORE_APPLIED, Fault.THROTTLED, Fault.INTERNAL_ERROR,
      Fault.REPLICATED_WRITE_CONFLICT};

  /**
   * No fault here holds a response past it, and an attempt given up while DynamoDB has not yet
   * applied it would race its own resend: long, so that only the injected faults make the SDK resend.
   */
  private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);

  private final FaultyAsyncHttpClient http = new FaultyAsyncHttpClient(ATTEMPT_TIMEOUT.multipliedBy(2));
  private final Table table = faulty(http, Engines.newTable(Engines.http(), "random-faults", CounterEntity.SCHEMA));
  private final CounterEntity counters = CounterEntity.of(table);

  /** The same table, its async client reached through {@code http} with the SDK's default retries. */
  private static Table faulty(FaultyAsyncHttpClient http, Table table) {
    return Table.of(table.client(),
        http.client(table.client().serviceClientConfiguration().endpointOverride().orElseThrow(), ATTEMPT_TIMEOUT),
        table.name());
  }

  @AfterEach
  void close() {
    table.asyncClient().close();
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
      try {
        write(write, id, kind, current, fault, expected, random, note);
      } catch (RuntimeException e) {
        throw new AssertionError("write " + write + " (" + operation + ", fault " + fault + ") failed; the last requests:\n"
            + http.recent(), e);
      }
      assertTrue(http.spent(), "write " + write + " met its fault");
      assertEquals(Optional.ofNullable(expected.get(id)), await(counters.get(id).executeAsync()), "write " + write);
    }
    assertTrue(faults > 50, "faults injected: " + faults);
    for (int i = 0; i < COUNTERS; i++) {
      assertEquals(Optional.ofNullable(expected.get("c" + i)), counters.get("c" + i).execute());
    }
    assertEquals(expected.size(), table.client().scan(b -> b.tableName(table.name()).consistentRead(true)).count());
  }

  /** One random write of {@code kind} to counter {@code id}, checked against {@code expected}, which it updates. */
  private void write(int write, String id, int kind, Counter current, Fault fault, Map<String, Counter> expected,
      Random random, String note) {
    switch (kind) {
      case 0:
        if (current == null) {
          Counter created = await(counters.create(new Counter(id, 0, note, 0)).executeAsync());
          assertEquals(new Counter(id, 0, note, 1), created, "write " + write);
          expected.put(id, created);
        } else {
          failure(ConditionFailedException.class, counters.create(new Counter(id, 0, note, 0)).executeAsync());
        }
        break;
      case 1:
        long version = current == null ? 0 : current.version();
        long count = current == null ? 0 : current.count();
        Counter put = await(counters.put(new Counter(id, count, note, version)).executeAsync());
        assertEquals(new Counter(id, count, note, version + 1), put, "write " + write);
        expected.put(id, put);
        break;
      case 2:
        long amount = 1 + random.nextInt(5);
        if (current == null) {
          failure(ConditionFailedException.class, counters.update(id).add(CounterEntity.COUNT, amount).executeAsync());
        } else {
          Counter updated = await(counters.update(id).add(CounterEntity.COUNT, amount).executeAsync());
          assertEquals(new Counter(id, current.count() + amount, current.note(), current.version() + 1), updated,
              "write " + write);
          expected.put(id, updated);
        }
        break;
      default:
        Optional<Counter> deleted = await(counters.delete(id).executeAsync());
        if (fault != Fault.RESET_AFTER_APPLIED) {
          // After a lost response the deleted value is unknowable (DeleteOperation says so).
          assertEquals(Optional.ofNullable(current), deleted, "write " + write);
        }
        expected.remove(id);
        break;
    }
  }
}
