package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.FaultyAsyncHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.hardening.Counter;
import dev.singletable.samples.hardening.CounterEntity;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The twin of {@code ExactlyOnceWritesTest}: the async terminals apply each single-item write exactly
 * once when the async SDK client resends it with its default retry policy, whatever broke the first
 * attempt: a response lost after DynamoDB applied the write (a connection reset, an attempt timeout),
 * a reset before it reached DynamoDB, throttling, a 500. The engine over HTTP (faults need a
 * network), reached by a Netty client.
 */
class AsyncExactlyOnceWritesTest {
  /** Longer than any request takes on a loaded machine; the slow fault holds a response past it. */
  private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(5);
  private static final AtomicInteger TABLES = new AtomicInteger();

  private final FaultyAsyncHttpClient http = new FaultyAsyncHttpClient(ATTEMPT_TIMEOUT.multipliedBy(2));
  private final DynamoDbAsyncClient async;
  private final CounterEntity counters;

  AsyncExactlyOnceWritesTest() {
    DynamoDbClient client = Engines.http().client();
    async = http.client(client.serviceClientConfiguration().endpointOverride().orElseThrow(), ATTEMPT_TIMEOUT);
    String name = "exactly-once-async-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, CounterEntity.SCHEMA));
    counters = CounterEntity.of(Table.of(client, async, name));
  }

  @AfterEach
  void close() {
    async.close();
  }

  private Counter stored(String id) {
    return counters.get(id).execute().orElseThrow();
  }

  @Test
  void addWhoseResponseIsLostCountsOnceAndReturnsTheCount() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    Counter updated = await(counters.update("c").add(CounterEntity.COUNT, 1L).executeAsync());

    assertTrue(http.spent());
    assertEquals(new Counter("c", 1, "new", 2), updated);
    assertEquals(updated, stored("c"));
  }

  @Test
  void addWhoseResponseOutlivesTheAttemptTimeoutCountsOnce() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("UpdateItem", Fault.SLOW_AFTER_APPLIED);

    assertEquals(new Counter("c", 1, "new", 2), await(counters.update("c").add(CounterEntity.COUNT, 1L).executeAsync()));
    assertTrue(http.spent());
    assertEquals(1, stored("c").count());
  }

  @Test
  void createWhoseResponseIsLostSucceedsAndStoresOneItem() {
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertEquals(new Counter("c", 0, "new", 1), await(counters.create(new Counter("c", 0, "new", 0)).executeAsync()));

    assertTrue(http.spent());
    assertEquals(1, await(counters.query().primary("c").listAsync()).size());
    assertEquals(new Counter("c", 0, "new", 1), stored("c"));
  }

  @Test
  void versionedPutWhoseResponseIsLostSucceedsAndIncrementsTheVersionOnce() {
    Counter created = counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    Counter put = await(counters.put(new Counter("c", 5, "put", created.version())).executeAsync());

    assertTrue(http.spent());
    assertEquals(new Counter("c", 5, "put", 2), put);
    assertEquals(put, stored("c"));
  }

  @Test
  void deleteWhoseResponseIsLostDeletesAndReturnsNothing() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("DeleteItem", Fault.RESET_AFTER_APPLIED);

    // The deleted item was in the lost response: the resend finds no item, which is no error.
    assertEquals(Optional.empty(), await(counters.delete("c").executeAsync()));
    assertTrue(http.spent());
    assertEquals(Optional.empty(), await(counters.get("c").executeAsync()));
  }

  @Test
  void anotherWritersChangeStillFailsAVersionedPut() {
    Counter created = counters.create(new Counter("c", 0, "new", 0)).execute();
    counters.update("c").set(CounterEntity.NOTE, "theirs").execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    failure(ConditionFailedException.class, counters.put(new Counter("c", 5, "mine", created.version())).executeAsync());
    assertTrue(http.spent());
    assertEquals(new Counter("c", 0, "theirs", 2), stored("c"));
  }

  @Test
  void anotherWritersChangeStillFailsAConditionalUpdate() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    counters.update("c").set(CounterEntity.NOTE, "theirs").execute();
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    failure(ConditionFailedException.class,
        counters.update("c").add(CounterEntity.COUNT, 1L).condition(CounterEntity.NOTE.eq("new")).executeAsync());
    assertTrue(http.spent());
    assertEquals(0, stored("c").count());
  }

  @Test
  void anotherWritersItemStillFailsACreate() {
    counters.create(new Counter("c", 0, "theirs", 0)).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    failure(ConditionFailedException.class, counters.create(new Counter("c", 0, "mine", 0)).executeAsync());
    assertTrue(http.spent());
    assertEquals("theirs", stored("c").note());
  }

  @ParameterizedTest
  @EnumSource(value = Fault.class, names = {"RESET_BEFORE_APPLIED", "THROTTLED", "INTERNAL_ERROR"})
  void writesRefusedBeforeTheyApplyAreAppliedOnceByTheResend(Fault fault) {
    http.next("PutItem", fault).next("UpdateItem", fault).next("PutItem", fault).next("DeleteItem", fault);

    assertEquals(new Counter("c", 0, "new", 1), await(counters.create(new Counter("c", 0, "new", 0)).executeAsync()));
    assertEquals(new Counter("c", 1, "new", 2), await(counters.update("c").add(CounterEntity.COUNT, 1L).executeAsync()));
    assertEquals(new Counter("c", 1, "put", 3), await(counters.put(new Counter("c", 1, "put", 2)).executeAsync()));
    assertEquals(Optional.of(new Counter("c", 1, "put", 3)), await(counters.delete("c").executeAsync()));

    assertTrue(http.spent());
    assertEquals(Optional.empty(), counters.get("c").execute());
  }
}
