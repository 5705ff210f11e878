package dev.singletable.runtime;

import static dev.singletable.runtime.AsyncOperationsTest.await;
import static dev.singletable.runtime.BatchWriteTest.customer;
import static dev.singletable.runtime.BatchWriteTest.order;
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
import dev.singletable.runtime.batch.BatchOperation;
import dev.singletable.runtime.batch.BatchStats;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteIncompleteException;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.exception.SingleTableException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * The twins of {@link BatchWriteTest} and {@link BatchGetTest} on {@code executeAsync()}: the same
 * chunks, the same retries of unprocessed and throttled operations (played by {@link FlakyBatches}
 * over HTTP), the same reports of operations given up, and the same exception when a request fails.
 */
class AsyncBatchTest {
  private static final Backoff FAST = Backoff.of(20, Duration.ofMillis(1), Duration.ofMillis(8));

  static Stream<Named<AsyncEngines.Engine>> engines() {
    return AsyncOperationsTest.engines();
  }

  /** Fails the BatchWriteItem request numbered {@code failAt} (1-based) before it is sent, as a broken connection does. */
  private static final class BrokenConnection implements ExecutionInterceptor {
    private final int failAt;
    private final AtomicInteger batchWrites = new AtomicInteger();

    BrokenConnection(int failAt) {
      this.failAt = failAt;
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
      if (context.request() instanceof BatchWriteItemRequest && batchWrites.incrementAndGet() == failAt) {
        throw SdkClientException.create("connection reset (injected on BatchWriteItem " + failAt + ")");
      }
    }
  }

  @Test
  void sixHundredItemsOfTwoEntitiesAreAllStoredAndReadBackDespiteUnprocessedItemsAndThrottling() throws Throwable {
    List<Order> orders = new ArrayList<>();
    List<Customer> customers = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      orders.add(order(i));
      customers.add(customer(i));
    }
    FlakyBatches writes = new FlakyBatches(20240502L, 0.3, 0.1, item -> false);
    Table table = AsyncEngines.http(writes).newTable("abatch-600", ORDERS, CUSTOMERS);

    BatchWriteResult written = await(BatchWrite.of(table).backoff(FAST)
        .putAll(ORDERS, orders)
        .putAll(CUSTOMERS, customers)
        .executeAsync());

    assertTrue(written.isComplete(), written::toString);
    assertEquals(600, written.operations());
    assertTrue(writes.heldOperations > 60, "held back: " + writes.heldOperations);
    assertTrue(writes.throttledCalls > 0, "throttled: " + writes.throttledCalls);
    assertEquals(writes.batchCalls, written.stats().requests());
    assertEquals(writes.throttledCalls, written.stats().throttledRequests());
    assertTrue(written.stats().resentOperations() >= writes.heldOperations / 2, written.stats()::toString);
    assertEquals(600, LocalEngines.count(table));

    FlakyBatches reads = new FlakyBatches(8L, 0.3, 0.25, key -> false);
    BatchGet get = BatchGet.of(Table.of(AsyncEngines.httpAsync(reads), table.name())).backoff(FAST);
    for (Order order : orders) {
      get.get(ORDERS, ORDERS.keyOf(order));
    }
    for (Customer customer : customers) {
      get.get(CUSTOMERS, CUSTOMERS.keyOf(customer));
    }
    BatchGetResult read = await(get.executeAsync());

    assertTrue(read.isComplete(), read::toString);
    assertEquals(orders, read.items(ORDERS));
    assertEquals(customers, read.items(CUSTOMERS));
    assertTrue(reads.heldOperations > 60, "held back: " + reads.heldOperations);
    assertTrue(reads.throttledCalls > 0, "throttled: " + reads.throttledCalls);
    assertEquals(reads.batchCalls, read.stats().requests());
    assertEquals(reads.throttledCalls, read.stats().throttledRequests());
  }

  @Test
  void anItemLeftUnprocessedEveryTimeIsReportedAfterTheAttemptBoundNotDropped() throws Throwable {
    Order stuck = order(7);
    Map<String, AttributeValue> stuckKey = ORDERS.keyOf(stuck);
    FlakyBatches flaky = new FlakyBatches(1L, 0.0, 0.0,
        item -> stuckKey.get("pk").equals(item.get("pk")) && stuckKey.get("sk").equals(item.get("sk")));
    Table table = AsyncEngines.http(flaky).newTable("abatch-stuck", ORDERS, CUSTOMERS);
    FakeClock clock = new FakeClock();
    Backoff backoff = Backoff.of(5, Duration.ofMillis(10), Duration.ofMillis(40)).withClock(clock)
        .withRandom(new SplittableRandom(3));
    BatchWrite batch = BatchWrite.of(table).backoff(backoff).put(CUSTOMERS, customer(1));
    for (int i = 0; i < 60; i++) {
      batch.put(ORDERS, order(i));
    }

    BatchWriteResult result = await(batch.executeAsync());

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
    assertEquals(60, LocalEngines.count(table));
    assertFalse(table.client().getItem(GetItemRequest.builder().tableName(table.name()).key(stuckKey).build()).hasItem());
    // One pause before each of the four retries, each within its exponential ceiling, taken through pauseAsync.
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
  void throttlingWithoutEndIsGivenUpOnceTheRetryTimeIsSpent() throws Throwable {
    FlakyBatches flaky = new FlakyBatches(2L, 0.0, 1.0, item -> false);
    Table table = AsyncEngines.http(flaky).newTable("abatch-throttled", ORDERS);
    FakeClock clock = new FakeClock();
    Backoff backoff = Backoff.of(1_000, Duration.ofSeconds(1), Duration.ofSeconds(1))
        .withMaxRetryTime(Duration.ofSeconds(5)).withClock(clock).withRandom(new SplittableRandom(4));

    BatchWriteResult result = await(BatchWrite.of(table).backoff(backoff)
        .put(ORDERS, order(1)).put(ORDERS, order(2)).executeAsync());

    assertEquals(2, result.failures().size());
    int attempts = result.failures().get(0).attempts();
    assertTrue(attempts > 1 && attempts < 1_000, "attempts: " + attempts);
    assertEquals("throttled (ProvisionedThroughputExceededException) after " + attempts + " attempts",
        result.failures().get(0).reason());
    assertEquals(attempts, flaky.throttledCalls);
    assertEquals(attempts, result.stats().throttledRequests());
    long waited = clock.pauses().stream().mapToLong(Long::longValue).sum();
    assertTrue(waited >= Duration.ofSeconds(5).toNanos(), "waited " + waited);
    assertEquals(0, LocalEngines.count(table));
  }

  /**
   * The twin of {@code BatchWriteTest.anInterruptedPauseReportsEveryOperationNotDone}: a pause that
   * fails (the clock interrupted) ends the batch as {@code execute()} ends it, with a result
   * reporting every operation not done as interrupted, not as a request that failed.
   */
  @Test
  void anInterruptedPauseReportsEveryOperationNotDone() throws Throwable {
    FlakyBatches flaky = new FlakyBatches(5L, 0.5, 0.0, item -> false);
    Table table = AsyncEngines.http(flaky).newTable("abatch-interrupted", ORDERS);
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

    CompletableFuture<BatchWriteResult> future = batch.executeAsync();
    BatchWriteResult result;
    try {
      result = await(future);
    } finally {
      Thread.interrupted();
    }

    int stored = LocalEngines.count(table);
    assertEquals(60, stored + result.failures().size());
    assertTrue(stored > 0 && stored < 60, "stored " + stored);
    assertTrue(result.failures().get(0).reason().contains("interrupted"), result.failures().get(0)::toString);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putsAndDeletesOfTwoEntitiesMixInOneBatch(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("abatch-mixed", ORDERS, CUSTOMERS);
    BatchWrite first = BatchWrite.of(table).put(CUSTOMERS, customer(1)).put(CUSTOMERS, customer(2));
    for (int i = 0; i < 30; i++) {
      first.put(ORDERS, order(i));
    }
    BatchWriteResult firstResult = await(first.executeAsync()).requireComplete();
    assertEquals(2, firstResult.stats().requests(), "32 operations in chunks of 25");
    assertEquals(0, firstResult.stats().resentOperations());

    BatchWrite second = BatchWrite.of(table).delete(CUSTOMERS, CustomerSchema.key("P1")).put(CUSTOMERS, customer(3));
    for (int i = 0; i < 10; i++) {
      second.delete(ORDERS, ORDERS.keyOf(order(i)));
    }
    await(second.executeAsync()).requireComplete();

    assertEquals(20 + 2, LocalEngines.count(table));
    BatchGetResult read = await(BatchGet.of(table)
        .get(CUSTOMERS, CustomerSchema.key("P1")).get(CUSTOMERS, CustomerSchema.key("P2")).get(CUSTOMERS, CustomerSchema.key("P3"))
        .get(ORDERS, ORDERS.keyOf(order(9))).get(ORDERS, ORDERS.keyOf(order(10)))
        .executeAsync());
    assertEquals(List.of(customer(2), customer(3)), read.items(CUSTOMERS));
    assertEquals(List.of(order(10)), read.items(ORDERS));
  }

  @Test
  void anEmptyBatchSendsNothing() throws Throwable {
    FlakyBatches counting = new FlakyBatches(0L, 0.0, 0.0, item -> false);
    Table table = Table.of(AsyncEngines.httpAsync(counting), "no-such-table");

    BatchWriteResult result = await(BatchWrite.of(table).executeAsync());
    assertTrue(result.isComplete());
    assertEquals(new BatchStats(0, 0, 0), result.stats());
    BatchGetResult read = await(BatchGet.of(table).executeAsync());
    assertTrue(read.isComplete());
    assertEquals(new BatchStats(0, 0, 0), read.stats());
    assertEquals(0, counting.batchCalls);
  }

  @Test
  void aFailureOtherThanThrottlingFailsTheFutureAtOnce() throws Throwable {
    FlakyBatches counting = new FlakyBatches(0L, 0.0, 0.0, item -> false);
    Table table = Table.of(AsyncEngines.httpAsync(counting), "no-such-table");

    BatchWriteIncompleteException e = assertThrows(BatchWriteIncompleteException.class,
        () -> await(BatchWrite.of(table).put(ORDERS, order(1)).executeAsync()));
    assertTrue(e.getCause() instanceof ResourceNotFoundException, e::toString);
    assertEquals(List.of(), e.written());
    assertEquals(1, e.unwritten().size());
    assertEquals(1, counting.batchCalls);

    assertThrows(ResourceNotFoundException.class,
        () -> await(BatchGet.of(table).get(ORDERS, ORDERS.keyOf(order(1))).executeAsync()));
    assertEquals(2, counting.batchCalls, "sent once, not retried");
  }

  @Test
  void aBatchWhoseSecondRequestFailsReportsWhatWasWritten() throws Throwable {
    BrokenConnection broken = new BrokenConnection(2);
    Table table = AsyncEngines.http(broken).newTable("abatch-broken", ORDERS);
    BatchWrite batch = BatchWrite.of(table);
    for (int i = 0; i < 60; i++) {
      batch.put(ORDERS, order(i));
    }

    BatchWriteIncompleteException e = assertThrows(BatchWriteIncompleteException.class,
        () -> await(batch.executeAsync()));

    assertTrue(e.getCause() instanceof SdkClientException, e::toString);
    assertEquals(25, e.written().size());
    assertEquals(35, e.unwritten().size());
    List<Map<String, AttributeValue>> written = e.written().stream().map(BatchOperation::key).toList();
    for (int i = 0; i < 25; i++) {
      assertEquals(ORDERS.keyOf(order(i)), written.get(i));
    }
    assertEquals(25, LocalEngines.count(table));
    List<BatchFailure> inFailed = e.unwritten().stream().filter(f -> f.reason().contains("request that failed")).toList();
    assertEquals(25, inFailed.size());
    List<BatchFailure> notSent = e.unwritten().stream().filter(f -> f.reason().startsWith("not sent")).toList();
    assertEquals(10, notSent.size());
    assertEquals(0, notSent.get(0).attempts());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsOfTwoEntitiesComeBackTypedInTheOrderAsked(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("aget-mixed", ORDERS, CUSTOMERS);
    await(BatchWrite.of(table).put(ORDERS, order(1)).put(ORDERS, order(2)).put(ORDERS, order(3))
        .put(CUSTOMERS, customer(1)).put(CUSTOMERS, customer(2)).executeAsync()).requireComplete();

    BatchGetResult result = await(BatchGet.of(table)
        .get(ORDERS, ORDERS.keyOf(order(3)))
        .get(CUSTOMERS, CustomerSchema.key("P2"))
        .get(ORDERS, ORDERS.keyOf(order(1)))
        .get(ORDERS, ORDERS.keyOf(order(99)))
        .get(CUSTOMERS, CustomerSchema.key("P1"))
        .consistent()
        .executeAsync())
        .requireComplete();

    assertEquals(List.of(order(3), order(1)), result.items(ORDERS));
    assertEquals(List.of(customer(2), customer(1)), result.items(CUSTOMERS));
    assertEquals(Optional.of(order(1)), result.item(ORDERS, ORDERS.keyOf(order(1))));
    assertEquals(Optional.empty(), result.item(ORDERS, ORDERS.keyOf(order(99))));
    assertEquals(List.of(), result.failedKeys(ORDERS));
    assertEquals(5, result.operations());
    assertEquals(1, result.stats().requests());
  }

  @Test
  void anItemOfAnotherEntityAtTheKeyReadsAsAbsentAndARepeatedKeyIsReadOnce() throws Throwable {
    Table table = AsyncEngines.http().newTable("aget-foreign", ORDERS, CUSTOMERS);
    await(BatchWrite.of(table).put(CUSTOMERS, customer(1)).executeAsync()).requireComplete();
    Key<Customer> key = CustomerSchema.key("P1");
    Key<Order> forged = Key.of(key);

    BatchGet get = BatchGet.of(table).get(ORDERS, forged).get(CUSTOMERS, key).get(CUSTOMERS, key);
    assertEquals(1, get.size());
    BatchGetResult result = await(get.executeAsync());

    assertEquals(List.of(), result.items(ORDERS));
    assertEquals(Optional.empty(), result.item(ORDERS, forged));
    assertEquals(List.of(customer(1)), result.items(CUSTOMERS));
    assertTrue(result.isComplete());
  }

  @Test
  void moreThanAHundredKeysAreSentInChunksOfAHundred() throws Throwable {
    FlakyBatches counting = new FlakyBatches(0L, 0.0, 0.0, key -> false);
    Table table = AsyncEngines.http(counting).newTable("aget-chunks", ORDERS);
    List<Order> orders = new ArrayList<>();
    BatchWrite write = BatchWrite.of(table);
    for (int i = 0; i < 250; i++) {
      orders.add(order(i));
      write.put(ORDERS, order(i));
    }
    assertEquals(10, await(write.executeAsync()).requireComplete().stats().requests());
    assertEquals(10, counting.batchCalls);
    BatchGet get = BatchGet.of(table);
    for (Order order : orders) {
      get.get(ORDERS, ORDERS.keyOf(order));
    }

    BatchGetResult result = await(get.executeAsync());

    assertEquals(orders, result.items(ORDERS));
    assertEquals(13, counting.batchCalls);
    assertEquals(3, result.stats().requests());
  }

  @Test
  void aKeyLeftUnprocessedEveryTimeIsReportedNotDropped() throws Throwable {
    Map<String, AttributeValue> stuck = ORDERS.keyOf(order(42));
    FlakyBatches flaky = new FlakyBatches(9L, 0.2, 0.0,
        key -> stuck.equals(Map.of("pk", key.get("pk"), "sk", key.get("sk"))));
    Table table = AsyncEngines.http(flaky).newTable("aget-stuck", ORDERS);
    // Written through the sync client, which has no interceptor: it would hold the key back from writes too.
    BatchWrite write = BatchWrite.of(Table.of(table.client(), table.name()));
    BatchGet get = BatchGet.of(table).backoff(Backoff.of(4, Duration.ofMillis(5), Duration.ofMillis(5))
        .withClock(new FakeClock()).withRandom(new SplittableRandom(1)));
    for (int i = 0; i < 150; i++) {
      write.put(ORDERS, order(i));
      get.get(ORDERS, ORDERS.keyOf(order(i)));
    }
    write.execute().requireComplete();

    BatchGetResult result = await(get.executeAsync());

    assertFalse(result.isComplete());
    assertEquals(List.of(stuck), result.failedKeys(ORDERS));
    assertEquals(1, result.failures().size());
    assertEquals("get order key pk=CUSTOMER#C42, sk=ORDER#00042: unprocessed after 4 attempts",
        result.failures().get(0).toString());
    assertEquals(149, result.items(ORDERS).size());
    assertFalse(result.items(ORDERS).contains(order(42)));
    assertTrue(result.stats().resentOperations() > 3, result.stats()::toString);
    SingleTableException incomplete = assertThrows(SingleTableException.class, result::requireComplete);
    assertTrue(incomplete.getMessage().startsWith("batch get gave up 1 of 150 operations: get order key pk=CUSTOMER#C42"),
        incomplete.getMessage());
  }
}
