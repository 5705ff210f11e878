package dev.singletable.runtime;

import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.OrderSchema.Order;
import dev.singletable.runtime.batch.BatchFailure;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.batch.BatchStats;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteIncompleteException;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.exception.SingleTableException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** Batch writes against DynamoDB Local, with an interceptor that plays a busy table where it matters. */
class BatchWriteTest {
  private static final Instant PLACED = Instant.parse("2024-04-30T09:15:10Z");
  // Real pauses, kept short: the 10,000-item test waits on the system clock like production does.
  private static final Backoff FAST = Backoff.of(20, Duration.ofMillis(1), Duration.ofMillis(8));

  static Stream<Named<DynamoDbClient>> engines() {
    return Stream.of(Named.of("moto", LocalEngines.http()));
  }

  static Order order(int i) {
    return new Order("C" + (i % 500), i, i % 3 == 0 ? "SHIPPED" : "PLACED", PLACED.plusSeconds(i));
  }

  static Customer customer(int i) {
    return new Customer("P" + i, "Customer " + i, "c" + i + "@example.com");
  }

  @Test
  void tenThousandItemsOfTwoEntitiesAreAllStoredAndReadBackDespiteUnprocessedItemsAndThrottling() {
    List<Order> orders = new ArrayList<>();
    List<Customer> customers = new ArrayList<>();
    for (int i = 0; i < 5_000; i++) {
      orders.add(order(i));
      customers.add(customer(i));
    }
    FlakyBatches writes = new FlakyBatches(20240430L, 0.3, 0.1, item -> false);
    Table table = LocalEngines.newTable(LocalEngines.http(writes), "batch-10k", ORDERS, CUSTOMERS);

    BatchWriteResult written = BatchWrite.of(table).backoff(FAST)
        .putAll(ORDERS, orders)
        .putAll(CUSTOMERS, customers)
        .execute();

    assertTrue(written.isComplete(), written::toString);
    assertEquals(10_000, written.operations());
    assertTrue(writes.heldOperations > 1_000, "held back: " + writes.heldOperations);
    assertTrue(writes.throttledCalls > 10, "throttled: " + writes.throttledCalls);
    assertEquals(writes.batchCalls, written.stats().requests());
    assertEquals(writes.throttledCalls, written.stats().throttledRequests());
    assertTrue(written.stats().resentOperations() >= writes.heldOperations / 2, written.stats()::toString);
    assertEquals(10_000, LocalEngines.count(Table.of(LocalEngines.http(), table.name())));

    FlakyBatches reads = new FlakyBatches(7L, 0.3, 0.1, key -> false);
    BatchGet get = BatchGet.of(Table.of(LocalEngines.http(reads), table.name())).backoff(FAST);
    for (Order order : orders) {
      get.get(ORDERS, ORDERS.keyOf(order));
    }
    for (Customer customer : customers) {
      get.get(CUSTOMERS, CUSTOMERS.keyOf(customer));
    }
    BatchGetResult read = get.execute();

    assertTrue(read.isComplete(), read::toString);
    assertEquals(orders, read.items(ORDERS));
    assertEquals(customers, read.items(CUSTOMERS));
    assertTrue(reads.heldOperations > 1_000, "held back: " + reads.heldOperations);
    assertTrue(reads.throttledCalls > 0, "throttled: " + reads.throttledCalls);
    assertEquals(reads.batchCalls, read.stats().requests());
  }

  @Test
  void anItemLeftUnprocessedEveryTimeIsReportedAfterTheAttemptBoundNotDropped() {
    Order stuck = order(7);
    Map<String, AttributeValue> stuckKey = ORDERS.keyOf(stuck);
    FlakyBatches flaky = new FlakyBatches(1L, 0.0, 0.0, item -> stuckKey.get("pk").equals(item.get("pk")) && stuckKey.get("sk").equals(item.get("sk")));
    Table table = LocalEngines.newTable(LocalEngines.http(flaky), "batch-stuck", ORDERS, CUSTOMERS);
    FakeClock clock = new FakeClock();
    Backoff backoff = Backoff.of(5, Duration.ofMillis(10), Duration.ofMillis(40)).withClock(clock).withRandom(new SplittableRandom(3));
    BatchWrite batch = BatchWrite.of(table).backoff(backoff).put(CUSTOMERS, customer(1));
    for (int i = 0; i < 60; i++) {
      batch.put(ORDERS, order(i));
    }

    BatchWriteResult result = batch.execute();

    assertFalse(result.isComplete());
    assertEquals(1, result.failures().size(), result.failures()::toString);
    BatchFailure failure = result.failures().get(0);
    assertEquals("put", failure.operation());
    assertEquals("order", failure.entity());
    assertEquals(stuckKey, failure.key());
    assertEquals(5, failure.attempts());
    assertEquals("unprocessed after 5 attempts", failure.reason());
    assertEquals(List.of(stuck), result.failedPuts(ORDERS));
    assertEquals(List.of(), result.failedPuts(CUSTOMERS));
    assertEquals(List.of(), result.failedDeletes(ORDERS));
    assertEquals(60, LocalEngines.count(table));
    assertFalse(table.client().getItem(GetItemRequest.builder().tableName(table.name()).key(stuckKey).build()).hasItem());
    // One pause before each of the four retries, each within its exponential ceiling.
    assertEquals(4, clock.pauses().size(), clock.pauses()::toString);
    long[] ceilings = {10, 20, 40, 40};
    for (int i = 0; i < 4; i++) {
      long pause = clock.pauses().get(i);
      assertTrue(pause >= 0 && pause <= Duration.ofMillis(ceilings[i]).toNanos(), "pause " + i + ": " + pause);
    }
    SingleTableException incomplete = assertThrows(SingleTableException.class, result::requireComplete);
    assertEquals("batch write gave up 1 of 61 operations: put order key pk=CUSTOMER#C7, sk=ORDER#00007: "
        + "unprocessed after 5 attempts", incomplete.getMessage());
  }

  @Test
  void throttlingWithoutEndIsGivenUpOnceTheRetryTimeIsSpent() {
    FlakyBatches flaky = new FlakyBatches(2L, 0.0, 1.0, item -> false);
    Table table = LocalEngines.newTable(LocalEngines.http(flaky), "batch-throttled", ORDERS);
    FakeClock clock = new FakeClock();
    Backoff backoff = Backoff.of(1_000, Duration.ofSeconds(1), Duration.ofSeconds(1))
        .withMaxRetryTime(Duration.ofSeconds(5)).withClock(clock).withRandom(new SplittableRandom(4));

    BatchWriteResult result = BatchWrite.of(table).backoff(backoff).put(ORDERS, order(1)).put(ORDERS, order(2)).execute();

    assertEquals(2, result.failures().size());
    int attempts = result.failures().get(0).attempts();
    assertTrue(attempts > 1 && attempts < 1_000, "attempts: " + attempts);
    assertEquals("throttled (ProvisionedThroughputExceededException) after " + attempts + " attempts",
        result.failures().get(0).reason());
    assertEquals(attempts, flaky.throttledCalls);
    assertEquals(attempts, result.stats().throttledRequests());
    long waited = 0;
    for (long pause : clock.pauses()) {
      waited += pause;
    }
    assertTrue(waited >= Duration.ofSeconds(5).toNanos(), "waited " + waited);
    assertEquals(0, LocalEngines.count(Table.of(LocalEngines.http(), table.name())));
  }

  @Test
  void anInterruptedPauseReportsEveryOperationNotDone() {
    FlakyBatches flaky = new FlakyBatches(5L, 0.5, 0.0, item -> false);
    Table table = LocalEngines.newTable(LocalEngines.http(flaky), "batch-interrupted", ORDERS);
    Backoff backoff = Backoff.DEFAULT.withClock(new Backoff.Clock() {
      @Override
      public long nanoTime() {
        return 0;
      }

      @Override
      public void sleep(long nanos) throws InterruptedException {
        throw new InterruptedException();
      }
    });
    BatchWrite batch = BatchWrite.of(table).backoff(backoff);
    for (int i = 0; i < 60; i++) {
      batch.put(ORDERS, order(i));
    }

    BatchWriteResult result;
    try {
      result = batch.execute();
    } finally {
      assertTrue(Thread.interrupted(), "the interrupt is passed on");
    }

    int stored = LocalEngines.count(table);
    assertEquals(60, stored + result.failures().size());
    assertTrue(stored > 0 && stored < 60, "stored " + stored);
    assertTrue(result.failures().get(0).reason().contains("interrupted"), result.failures().get(0)::toString);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putsAndDeletesOfTwoEntitiesMixInOneBatch(DynamoDbClient client) {
    Table table = LocalEngines.newTable(client, "batch-mixed", ORDERS, CUSTOMERS);
    BatchWrite first = BatchWrite.of(table).put(CUSTOMERS, customer(1)).put(CUSTOMERS, customer(2));
    for (int i = 0; i < 30; i++) {
      first.put(ORDERS, order(i));
    }
    assertEquals(32, first.size());
    BatchWriteResult firstResult = first.execute().requireComplete();
    assertEquals(2, firstResult.stats().requests());
    assertEquals(0, firstResult.stats().resentOperations());

    BatchWrite second = BatchWrite.of(table).delete(CUSTOMERS, CustomerSchema.key("P1")).put(CUSTOMERS, customer(3));
    for (int i = 0; i < 10; i++) {
      second.delete(ORDERS, ORDERS.keyOf(order(i)));
    }
    second.execute().requireComplete();

    assertEquals(20 + 2, LocalEngines.count(table));
    BatchGetResult read = BatchGet.of(table)
        .get(CUSTOMERS, CustomerSchema.key("P1")).get(CUSTOMERS, CustomerSchema.key("P2")).get(CUSTOMERS, CustomerSchema.key("P3"))
        .get(ORDERS, ORDERS.keyOf(order(9))).get(ORDERS, ORDERS.keyOf(order(10)))
        .execute();
    assertEquals(List.of(customer(2), customer(3)), read.items(CUSTOMERS));
    assertEquals(List.of(order(10)), read.items(ORDERS));
  }

  @Test
  void aSecondOperationOnOneKeyIsRefusedWhenAddedNamingTheKey() {
    Table table = Table.of(LocalEngines.client(), "never-sent");
    BatchWrite batch = BatchWrite.of(table).put(ORDERS, order(1));

    IllegalArgumentException put = assertThrows(IllegalArgumentException.class, () -> batch.put(ORDERS, order(1)));
    assertEquals("order: the batch already holds a put of order key pk=CUSTOMER#C1, sk=ORDER#00001; "
        + "DynamoDB refuses two operations on one item in a batch", put.getMessage());
    IllegalArgumentException delete = assertThrows(IllegalArgumentException.class,
        () -> batch.delete(ORDERS, ORDERS.keyOf(order(1))));
    assertTrue(delete.getMessage().startsWith("order: the batch already holds a put of order key pk=CUSTOMER#C1"), delete.getMessage());
    assertEquals(1, batch.size());
  }

  @Test
  void keysOfTheWrongShapeAndEntitiesOfAnotherKeySchemaAreRefusedWhenAdded() {
    Table table = Table.of(LocalEngines.client(), "never-sent");
    IllegalArgumentException shape = assertThrows(IllegalArgumentException.class,
        () -> BatchWrite.of(table).delete(ORDERS, Key.of(Map.of("pk", AttributeValue.fromS("CUSTOMER#C1")))));
    assertEquals("order: a key holds pk and sk and nothing else, was [pk]", shape.getMessage());

    OrderSchema withoutSortKey = new OrderSchema("order", 1, null, List.of());
    IllegalArgumentException fields = assertThrows(IllegalArgumentException.class,
        () -> BatchWrite.of(table).put(ORDERS, order(1)).put(withoutSortKey, order(2)));
    assertEquals("order has key attributes pk but the batch's table has pk/sk", fields.getMessage());
  }

  @Test
  void anEmptyBatchSendsNothing() {
    FlakyBatches counting = new FlakyBatches(0L, 0.0, 0.0, item -> false);
    BatchWriteResult result = BatchWrite.of(Table.of(LocalEngines.http(counting), "no-such-table")).execute();
    assertTrue(result.isComplete());
    assertEquals(new BatchStats(0, 0, 0), result.stats());
    assertEquals(0, counting.batchCalls);
  }

  @Test
  void aFailureOtherThanThrottlingIsThrownAtOnce() {
    FlakyBatches counting = new FlakyBatches(0L, 0.0, 0.0, item -> false);
    BatchWrite batch = BatchWrite.of(Table.of(LocalEngines.http(counting), "no-such-table")).put(ORDERS, order(1));
    BatchWriteIncompleteException e = assertThrows(BatchWriteIncompleteException.class, batch::execute);
    assertTrue(e.getCause() instanceof ResourceNotFoundException, e::toString);
    assertEquals(List.of(), e.written());
    assertEquals(1, e.unwritten().size());
    assertEquals(1, counting.batchCalls);
  }
}
