package dev.singletable.runtime;

import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.OrderSchema.Order;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.query.Queries;
import dev.singletable.runtime.operation.DeleteOperation;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.runtime.operation.TransactWrite;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;


/** The async terminals against DynamoDB Local, embedded and over HTTP (Netty). */
class AsyncOperationsTest {
  private static final Instant PLACED = Instant.parse("2024-04-30T09:15:10Z");
  private static final AttributePath<OrderSchema.Order, String> STATUS = AttributePath.of("order", "status", Codecs.ofString());
  private static final Backoff FAST = Backoff.of(20, Duration.ofMillis(1), Duration.ofMillis(8));

  static Stream<Named<AsyncEngines.Engine>> engines() {
    return Stream.of(Named.of("moto", AsyncEngines.http()));
  }

  static Order order(int i) {
    return new Order("C1", i, i % 3 == 0 ? "SHIPPED" : "PLACED", PLACED.plusSeconds(i));
  }

  static Customer customer(int i) {
    return new Customer("P" + i, "Customer " + i, "c" + i + "@example.com");
  }

  /** The value of a future, or the very exception it failed with. */
  static <V> V await(CompletableFuture<V> future) throws Throwable {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    // get() can return before this callback has run: its own stage completes once it has.
    CompletableFuture<V> observed = future.whenComplete((value, thrown) -> failure.set(thrown));
    try {
      V value = future.get(30, TimeUnit.SECONDS);
      return value;
    } catch (java.util.concurrent.ExecutionException e) {
      observed.handle((value, thrown) -> null).get(30, TimeUnit.SECONDS);
      assertSame(e.getCause(), failure.get(), "the future fails with the exception itself, not a wrapper");
      throw e.getCause();
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putCreateGetAndDeleteAsyncReturnAndFailAsTheirSyncTwins(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("ops", ORDERS, CUSTOMERS);

    assertEquals(order(1), await(PutOperation.create(table, ORDERS, order(1)).executeAsync()));
    ConditionFailedException exists = assertThrows(ConditionFailedException.class,
        () -> await(PutOperation.create(table, ORDERS, order(1)).executeAsync()));
    assertTrue(exists.getMessage().contains("has this key already"), exists.getMessage());
    assertThrows(ConditionFailedException.class,
        () -> await(PutOperation.put(table, ORDERS, order(1)).condition(STATUS.eq("SHIPPED")).executeAsync()));

    assertEquals(Optional.of(order(1)), await(GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).executeAsync()));
    assertEquals(Optional.empty(), await(GetOperation.of(table, ORDERS, ORDERS.keyOf(order(2))).consistent().executeAsync()));

    assertThrows(ConditionFailedException.class, () -> await(
        DeleteOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).condition(STATUS.eq("SHIPPED")).executeAsync()));
    assertEquals(Optional.of(order(1)), await(DeleteOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).executeAsync()));
    assertEquals(Optional.empty(), GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCancelledAsyncTransactionReportsItsReasons(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("tx", ORDERS, CUSTOMERS);
    await(TransactWrite.of(table).create(CUSTOMERS, customer(1)).executeAsync());

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class, () -> await(
        TransactWrite.of(table).put(ORDERS, order(1)).create(CUSTOMERS, customer(1)).executeAsync()));

    assertEquals(2, e.reasons().size());
    assertEquals("create", e.failures().get(0).operation());
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, e.failures().get(0).code());
    assertFalse(GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute().isPresent());

    TransactGet read = TransactGet.of(table);
    TransactGet.Ref<Customer> ref = read.get(CUSTOMERS, CustomerSchema.key("P1"));
    await(read.executeAsync());
    assertEquals(Optional.of(customer(1)), ref.value());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listPageAndFirstAsyncReadWhatTheSyncTerminalsRead(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("query", ORDERS);
    BatchWrite batch = BatchWrite.of(table);
    for (int i = 1; i <= 25; i++) {
      batch.put(ORDERS, order(i));
    }
    assertTrue(await(batch.executeAsync()).isComplete());

    List<Order> all = query(table).list();
    assertEquals(25, all.size());
    assertEquals(all, await(query(table).listAsync()));
    assertEquals(all.subList(0, 7), await(query(table).limit(7).listAsync()));
    assertEquals(query(table).limit(10).page(), await(query(table).limit(10).pageAsync()));
    assertEquals(Optional.of(all.get(24)), await(query(table).descending().firstAsync()));
    String cursor = query(table).limit(10).page().cursor().orElseThrow();
    assertEquals(all.subList(10, 20), await(query(table).limit(10).startAfter(cursor).pageAsync()).items());
  }

  /** Counts the Query calls in flight on a client, and the most ever in flight at once. */
  static final class InFlight implements ExecutionInterceptor {
    final AtomicInteger now = new AtomicInteger();
    final AtomicInteger max = new AtomicInteger();
    final AtomicInteger sent = new AtomicInteger();

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof QueryRequest) {
        sent.incrementAndGet();
        max.accumulateAndGet(now.incrementAndGet(), Math::max);
      }
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof QueryRequest) {
        now.decrementAndGet();
      }
    }

    @Override
    public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof QueryRequest) {
        now.decrementAndGet();
      }
    }
  }

  /**
   * A subscriber that asks for one page at a time, and for the next only some time after the last
   * arrived: no Query may be sent in between, and one at most is ever outstanding.
   */
  @Test
  void pagesAreFetchedOneAtATimeAsTheSubscriberRequestsThem() throws Exception {
    InFlight inFlight = new InFlight();
    Table table = AsyncEngines.http(inFlight).newTable("pages", ORDERS);
    for (int i = 1; i <= 23; i++) {
      PutOperation.put(table, ORDERS, order(i)).execute();
    }
    List<Page<Order>> pages = new ArrayList<>();
    // The delayed request after the last page still adds to the protocol while the test reads it.
    List<String> protocol = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch done = new CountDownLatch(1);
    AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
    query(table).limit(5).pages().subscribe(new Flow.Subscriber<>() {
      @Override
      public void onSubscribe(Flow.Subscription s) {
        subscription.set(s);
        protocol.add("subscribe");
        s.request(1);
      }

      @Override
      public void onNext(Page<Order> page) {
        synchronized (pages) {
          pages.add(page);
          protocol.add("page " + page.items().size() + " after " + inFlight.sent.get() + " queries");
        }
        CompletableFuture.delayedExecutor(20, TimeUnit.MILLISECONDS).execute(() -> {
          // The publisher waits: nothing was sent since this page arrived.
          synchronized (pages) {
            protocol.add("idle " + inFlight.sent.get() + " queries");
          }
          subscription.get().request(1);
        });
      }

      @Override
      public void onError(Throwable throwable) {
        protocol.add("error " + throwable);
        done.countDown();
      }

      @Override
      public void onComplete() {
        protocol.add("complete");
        done.countDown();
      }
    });
    assertTrue(done.await(30, TimeUnit.SECONDS), protocol::toString);

    assertEquals(List.of(5, 5, 5, 5, 3), pages.stream().map(page -> page.items().size()).toList(), protocol::toString);
    assertEquals(query(table).list(), pages.stream().flatMap(page -> page.items().stream()).toList());
    assertEquals(1, inFlight.max.get(), "one Query outstanding at most");
    assertEquals(List.of("subscribe", "page 5 after 1 queries", "idle 1 queries", "page 5 after 2 queries",
        "idle 2 queries", "page 5 after 3 queries", "idle 3 queries", "page 5 after 4 queries", "idle 4 queries",
        "page 3 after 5 queries", "complete"), snapshot(protocol).subList(0, 11));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theItemPublisherHonoursDemandAndCancellation(AsyncEngines.Engine engine) throws Exception {
    Table table = engine.newTable("items", ORDERS);
    for (int i = 1; i <= 12; i++) {
      PutOperation.put(table, ORDERS, order(i)).execute();
    }
    List<Order> seen = new ArrayList<>();
    CountDownLatch gotSeven = new CountDownLatch(1);
    query(table).limit(5).publisher().subscribe(new Flow.Subscriber<>() {
      Flow.Subscription subscription;

      @Override
      public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        s.request(7);
      }

      @Override
      public synchronized void onNext(Order item) {
        seen.add(item);
        if (seen.size() == 7) {
          subscription.cancel();
          gotSeven.countDown();
        }
      }

      @Override
      public void onError(Throwable throwable) {
        seen.add(null);
      }

      @Override
      public void onComplete() {
        seen.add(null);
      }
    });
    assertTrue(gotSeven.await(30, TimeUnit.SECONDS));
    Thread.sleep(50);
    synchronized (seen) {
      assertEquals(query(table).list().subList(0, 7), seen, "seven items, then nothing after the cancel");
    }
  }

  @Test
  void aRequestOfZeroEndsTheSubscriptionWithIllegalArgumentException() throws Exception {
    Table table = AsyncEngines.http().newTable("rule-3-9", ORDERS);
    AtomicReference<Throwable> error = new AtomicReference<>();
    CountDownLatch done = new CountDownLatch(1);
    query(table).pages().subscribe(new Flow.Subscriber<>() {
      @Override
      public void onSubscribe(Flow.Subscription s) {
        s.request(0);
      }

      @Override
      public void onNext(Page<Order> item) {
        error.set(new AssertionError("no page was requested"));
      }

      @Override
      public void onError(Throwable throwable) {
        error.compareAndSet(null, throwable);
        done.countDown();
      }

      @Override
      public void onComplete() {
        done.countDown();
      }
    });
    assertTrue(done.await(10, TimeUnit.SECONDS));
    assertInstanceOf(IllegalArgumentException.class, error.get());
  }

  @Test
  void asyncBatchesRetryUnprocessedAndThrottledOperationsWithoutLosingAny() throws Throwable {
    FlakyBatches writes = new FlakyBatches(20240501L, 0.3, 0.2, item -> false);
    Table table = AsyncEngines.http(writes).newTable("batch", ORDERS, CUSTOMERS);
    BatchWrite batch = BatchWrite.of(table).backoff(FAST);
    List<Customer> customers = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      customers.add(customer(i));
      batch.put(CUSTOMERS, customer(i));
    }

    BatchWriteResult written = await(batch.executeAsync());

    assertTrue(written.isComplete(), written::toString);
    assertTrue(writes.heldOperations > 10 && writes.throttledCalls > 0, "held " + writes.heldOperations
        + ", throttled " + writes.throttledCalls);
    assertEquals(writes.batchCalls, written.stats().requests());
    assertEquals(300, LocalEngines.count(table));

    FlakyBatches reads = new FlakyBatches(7L, 0.3, 0.2, key -> false);
    Table flakyReads = Table.of(AsyncEngines.httpAsync(reads), table.name());
    BatchGet get = BatchGet.of(flakyReads).backoff(FAST);
    for (Customer customer : customers) {
      get.get(CUSTOMERS, CustomerSchema.key(customer.id()));
    }
    BatchGetResult read = await(get.executeAsync());
    assertTrue(read.isComplete(), read::toString);
    assertEquals(customers.size(), read.items(CUSTOMERS).size());
    assertTrue(reads.heldOperations + reads.throttledCalls > 0, "held " + reads.heldOperations + ", throttled " + reads.throttledCalls);
    assertEquals(reads.batchCalls, read.stats().requests());
  }

  /**
   * No terminal that compiles fails for want of a client: on a table bound to one client only, the
   * other kind of terminal sends with that client (an async terminal on a sync client returns a
   * future already complete).
   */
  @ParameterizedTest
  @MethodSource("engines")
  void everyTerminalWorksOnATableBoundToOneClientOnly(AsyncEngines.Engine engine) throws Throwable {
    Table both = engine.newTable("one-client", ORDERS);
    Table asyncOnly = Table.of(both.asyncClient(), both.name());
    Table syncOnly = Table.of(both.client(), both.name());
    assertFalse(asyncOnly.hasSyncClient());
    assertFalse(syncOnly.hasAsyncClient());

    assertEquals(order(1), PutOperation.create(asyncOnly, ORDERS, order(1)).execute());
    assertEquals(Optional.of(order(1)), GetOperation.of(asyncOnly, ORDERS, ORDERS.keyOf(order(1))).execute());
    assertThrows(ConditionFailedException.class, () -> PutOperation.create(asyncOnly, ORDERS, order(1)).execute(),
        "the sync terminal on an async client throws the exception itself, not a CompletionException");

    CompletableFuture<Order> created = PutOperation.create(syncOnly, ORDERS, order(2)).executeAsync();
    assertTrue(created.isDone(), "an async terminal on a sync client has sent when it returns");
    assertEquals(order(2), await(created));
    assertEquals(Optional.of(order(2)), await(GetOperation.of(syncOnly, ORDERS, ORDERS.keyOf(order(2))).executeAsync()));
    assertThrows(ConditionFailedException.class,
        () -> await(PutOperation.create(syncOnly, ORDERS, order(2)).executeAsync()));
    assertEquals(List.of(order(1), order(2)), await(query(syncOnly).listAsync()));
    assertEquals(List.of(order(1), order(2)), query(asyncOnly).list());

    // An empty transaction is refused before anything is sent, as execute() refuses it.
    assertThrows(SingleTableException.class, () -> await(TransactWrite.of(asyncOnly).executeAsync()));
  }

  private static QueryOperation<Order> query(Table table) {
    return Queries.<Order, QueryOperation<Order>>of(table, ORDERS, null, "pk", "CUSTOMER#C1", "sk", null);
  }

  private static List<String> snapshot(List<String> synchronizedList) {
    synchronized (synchronizedList) {
      return List.copyOf(synchronizedList);
    }
  }
}
