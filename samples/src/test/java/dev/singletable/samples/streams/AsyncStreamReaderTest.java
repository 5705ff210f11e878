package dev.singletable.samples.streams;

import static dev.singletable.samples.streams.StreamReaderTest.describe;
import static dev.singletable.samples.streams.StreamReaderTest.key;
import static dev.singletable.samples.streams.StreamReaderTest.keepRunning;
import static dev.singletable.samples.streams.StreamReaderTest.orderId;
import static dev.singletable.samples.streams.StreamReaderTest.placeOrders;
import static dev.singletable.samples.streams.StreamReaderTest.writeFiveThousand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.stream.AsyncStreamReader;
import dev.singletable.runtime.stream.ChangeHandler;
import dev.singletable.runtime.stream.ProcessedSequences;
import dev.singletable.runtime.stream.StreamReader;
import dev.singletable.samples.shop.ShopService;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.Faults;
import dev.singletable.test.Faults.Fault;
import dev.singletable.test.ObservedClients;
import dev.singletable.test.RequestLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The async stream reader against the engine's streams (moto's DynamoDB Streams), the twin of {@link StreamReaderTest}:
 * the same changes in the same order per item, the same restart from a checkpoint (also across the
 * sync and async readers, which keep the same checkpoints), the same back-off, taken without
 * sleeping, and the same exceptions, carried by the futures.
 */
class AsyncStreamReaderTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private static final StreamEngines ENGINES = new StreamEngines();


  @AfterEach
  void stopEnginesOfTheTest() {
    ENGINES.close();
  }

  @AfterAll
  static void stopSharedEngines() {
    ENGINES.closeShared();
  }

  private static Table streamTable(DynamoDbEngine engine, String prefix) {
    String name = prefix + "-async-stream-" + TABLES.incrementAndGet();
    engine.client().createTable(ShopService.createTableRequest(name, StreamViewType.NEW_AND_OLD_IMAGES));
    return Table.of(engine.client(), engine.asyncClient(), name);
  }

  private static AsyncStreamReader.Builder<ShopService.Change> reader(DynamoDbEngine engine, Table table) {
    return AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ShopService::change);
  }

  @Test
  void fiveThousandMixedWritesArriveAsWrittenInOrderPerKey() {
    DynamoDbEngine engine = ENGINES.start();
    Table table = streamTable(engine, "mixed");
    Map<String, List<String>> expected = new TreeMap<>();
    int writes = writeFiveThousand(table, expected);
    assertEquals(5_000, writes);

    Map<String, List<String>> seen = new TreeMap<>();
    int delivered = readAll(reader(engine, table).build(),
        change -> seen.computeIfAbsent(key(change.keys()), k -> new ArrayList<>()).add(describe(change)), writes);

    assertEquals(writes, delivered);
    StreamReaderTest.assertSeenAsWritten(expected, seen);
  }

  @Test
  void aRestartedReaderResumesAtItsCheckpointAndTheGuardAbsorbsRedeliveries() {
    DynamoDbEngine engine = ENGINES.start();
    Table table = streamTable(engine, "restart");
    Set<Integer> placed = placeOrders(table, 1_200);
    ProcessedSequences guard = new ProcessedSequences();
    List<Integer> handled = new ArrayList<>();

    crashAt650(reader(engine, table).batchSize(100).build()::pollAsync, guard, handled);
    AsyncStreamReader<ShopService.Change> second = reader(engine, table).batchSize(100).build();
    readAll(second, guard.wrap(change -> handled.add(orderId(change))), 1_200 - 600);

    assertEquals(1_200, handled.size(), "every order handled once");
    assertEquals(placed, Set.copyOf(handled));
    // The checkpoint after the sixth batch of 100: the 50 changes handled after it came again.
    assertEquals(600, second.delivered());
  }

  @Test
  void aStreamReadAsyncIsReadOnSyncFromTheSameCheckpoints() {
    DynamoDbEngine engine = ENGINES.start();
    Table table = streamTable(engine, "async-then-sync");
    Set<Integer> placed = placeOrders(table, 1_200);
    ProcessedSequences guard = new ProcessedSequences();
    List<Integer> handled = new ArrayList<>();

    crashAt650(reader(engine, table).batchSize(100).build()::pollAsync, guard, handled);
    StreamReader<ShopService.Change> sync =
        StreamReader.builder(engine.streamsClient(), table, ShopService::change).batchSize(100).build();
    StreamReaderTest.readAll(sync, guard.wrap(change -> handled.add(orderId(change))), 600);

    assertEquals(placed, Set.copyOf(handled));
    assertEquals(1_200, handled.size());
    assertEquals(600, sync.delivered());
  }

  @Test
  void aStreamReadSyncIsReadOnAsyncFromTheSameCheckpoints() {
    DynamoDbEngine engine = ENGINES.start();
    Table table = streamTable(engine, "sync-then-async");
    Set<Integer> placed = placeOrders(table, 1_200);
    ProcessedSequences guard = new ProcessedSequences();
    List<Integer> handled = new ArrayList<>();
    StreamReader<ShopService.Change> sync =
        StreamReader.builder(engine.streamsClient(), table, ShopService::change).batchSize(100).build();

    crashAt650(h -> {
      try {
        return CompletableFuture.completedFuture(sync.poll(h));
      } catch (RuntimeException e) {
        return CompletableFuture.failedFuture(e);
      }
    }, guard, handled);
    AsyncStreamReader<ShopService.Change> async = reader(engine, table).batchSize(100).build();
    readAll(async, guard.wrap(change -> handled.add(orderId(change))), 600);

    assertEquals(placed, Set.copyOf(handled));
    assertEquals(1_200, handled.size());
    assertEquals(600, async.delivered());
  }

  @Test
  void throttledReadsPauseWithAGrowingBackoffWithoutSleepingAndLoseNothing() {
    DynamoDbEngine engine = ENGINES.shared();
    Table table = streamTable(engine, "throttled");
    Set<Integer> placed = placeOrders(table, 300);
    Faults faults = new Faults().next("GetRecords", Fault.LIMIT_EXCEEDED, 2).next("GetRecords", Fault.THROTTLED);
    RecordedPauses clock = RecordedPauses.nonBlocking();
    AsyncStreamReader<ShopService.Change> reader = AsyncStreamReader.builder(
            ObservedClients.streamsAsync(engine.streamsAsyncClient(), new RequestLog(), faults), table,
            ShopService::change)
        .batchSize(100).backoff(clock.backoff(10)).build();

    List<Integer> handled = new ArrayList<>();
    int delivered = readAll(reader, change -> handled.add(orderId(change)), placed.size());

    assertEquals(List.of("GetRecords LIMIT_EXCEEDED", "GetRecords LIMIT_EXCEEDED", "GetRecords THROTTLED"),
        faults.applied());
    assertEquals(List.of(10L, 20L, 40L), clock.millis(), "one pause per throttled read, each twice as long");
    assertEquals(List.of(), clock.wrongKind(), "no thread slept");
    assertEquals(placed.size(), delivered);
    assertEquals(placed, Set.copyOf(handled));
    assertEquals(placed.size(), handled.size(), "no change twice");
  }

  @Test
  void aReadThrottledBeyondItsAttemptsIsLeftForTheNextPoll() {
    DynamoDbEngine engine = ENGINES.shared();
    Table table = streamTable(engine, "parked");
    Set<Integer> placed = placeOrders(table, 50);
    Faults faults = new Faults().next("GetRecords", Fault.LIMIT_EXCEEDED, 2);
    RecordedPauses clock = RecordedPauses.nonBlocking();
    AsyncStreamReader<ShopService.Change> reader = AsyncStreamReader.builder(
            ObservedClients.streamsAsync(engine.streamsAsyncClient(), new RequestLog(), faults), table,
            ShopService::change)
        .backoff(clock.backoff(2)).build();
    List<Integer> handled = new ArrayList<>();

    assertEquals(0, reader.pollAsync(change -> handled.add(orderId(change))).join());
    assertEquals(List.of(10L), clock.millis(), "one pause, then the second throttled read gives up");
    assertEquals(50, reader.pollAsync(change -> handled.add(orderId(change))).join());
    assertEquals(placed, Set.copyOf(handled));
  }

  @Test
  void emptyPollsOfARunPauseLongerEachTimeAndStartOverAfterChanges() {
    DynamoDbEngine engine = ENGINES.shared();
    Table table = streamTable(engine, "idle");
    placeOrders(table, 5);
    RecordedPauses clock = RecordedPauses.nonBlocking();
    AsyncStreamReader<ShopService.Change> reader =
        reader(engine, table).backoff(clock.backoff(Integer.MAX_VALUE)).build();
    List<Integer> handled = new ArrayList<>();
    AtomicInteger asked = new AtomicInteger();

    reader.runAsync(change -> handled.add(orderId(change)), () -> keepRunning(table, asked.incrementAndGet())).join();

    assertEquals(List.of(1, 2, 3, 4, 5, 6), handled.stream().sorted().toList());
    assertEquals(List.of(10L, 10L, 20L), clock.millis());
    assertEquals(List.of(), clock.wrongKind(), "no thread slept");
  }

  @Test
  void aTableWithoutStreamFailsTheFirstPollWithTheSyncReadersException() {
    DynamoDbEngine engine = ENGINES.shared();
    String name = "no-stream-async-" + TABLES.incrementAndGet();
    engine.client().createTable(ShopService.createTableRequest(name));
    Table table = Table.of(engine.client(), engine.asyncClient(), name);

    CompletableFuture<Integer> polled = reader(engine, table).build().pollAsync(change -> { });

    Throwable failure = polled.handle((count, thrown) -> thrown).join();
    assertInstanceOf(IllegalStateException.class, failure);
    assertTrue(failure.getMessage().contains("has no stream"), failure.getMessage());
  }

  /**
   * Polls with a handler that fails at the 651st order: the poll's future fails with that very
   * exception, not a wrapper, after 650 orders were handled.
   */
  private static void crashAt650(java.util.function.Function<ChangeHandler<ShopService.Change>,
      CompletableFuture<Integer>> poll, ProcessedSequences guard, List<Integer> handled) {
    IllegalStateException stop = new IllegalStateException("handler stopped at the 651st change");
    CompletableFuture<Integer> polled = poll.apply(guard.wrap(change -> {
      if (handled.size() == 650) {
        throw stop;
      }
      handled.add(orderId(change));
    }));
    assertSame(stop, polled.handle((count, thrown) -> thrown).join());
    assertEquals(650, handled.size());
  }

  /** Polls until {@code expected} changes were delivered or ten polls in a row brought nothing, then once more. */
  static <C> int readAll(AsyncStreamReader<C> reader, ChangeHandler<? super C> handler, int expected) {
    int delivered = 0;
    int idle = 0;
    while (delivered < expected && idle < 10) {
      int polled = reader.pollAsync(handler).join();
      delivered += polled;
      idle = polled == 0 ? idle + 1 : 0;
    }
    delivered += reader.pollAsync(handler).join();
    return delivered;
  }
}
