package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.ConcurrencyException;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventStore;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.SnapshotEntity;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The twin of {@code EventStoreTest} on the event store's async methods: appends racing on one
 * aggregate, a stale sequence number, replay from a snapshot, events by type.
 */
class AsyncEventStoreTest {
  private static final int WRITERS = 8;
  private static final int APPENDS_PER_WRITER = 25;
  /** How long the writers may take together, on a loaded machine. */
  private static final long RACE_SECONDS = 300;

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static EventsService service(AsyncEngines.Engine engine) {
    return EventsService.of(engine.newTable("store", AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA));
  }

  /** The appends of one writer from the {@code n}th on, each sent when the one before completed; completes with the retries. */
  private static CompletableFuture<Integer> appends(EventStore store, String actor, int n, int retries) {
    if (n == APPENDS_PER_WRITER) {
      return CompletableFuture.completedFuture(retries);
    }
    return store.appendAsync("order", "race", "ItemAdded", Map.of("n", n), actor)
        .thenCompose(appended -> appends(store, actor, n + 1, retries + appended.attempts() - 1));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eightWritersAppendingAtOnceLeaveGaplessSequenceNumbers(AsyncEngines.Engine engine) {
    EventsService service = service(engine);
    EventStore store = new EventStore(service);
    List<CompletableFuture<Integer>> writers = new ArrayList<>();
    for (int w = 0; w < WRITERS; w++) {
      writers.add(appends(store, "writer-" + w, 0, 0));
    }
    long started = System.nanoTime();
    await(CompletableFuture.allOf(writers.toArray(CompletableFuture[]::new)), RACE_SECONDS);
    int retries = 0;
    for (CompletableFuture<Integer> writer : writers) {
      retries += await(writer);
    }
    System.out.printf("AsyncEventStoreTest: %d appends by %d writers in %d ms, %d retries%n",
        WRITERS * APPENDS_PER_WRITER, WRITERS, (System.nanoTime() - started) / 1_000_000, retries);

    int total = WRITERS * APPENDS_PER_WRITER;
    EventsService.AggregateCollection aggregate = await(service.consistent().aggregate("order", "race").listAsync());
    List<Event> events = aggregate.events();
    assertEquals(total, events.size());
    TreeSet<Long> seqNums = new TreeSet<>();
    for (Event event : events) {
      seqNums.add(event.seqNum());
    }
    assertEquals(total, seqNums.size(), "no sequence number twice");
    assertEquals(1L, seqNums.first());
    assertEquals((long) total, seqNums.last(), "1.." + total + " without a gap");
    assertEquals(total, aggregate.aggregateMeta().orElseThrow().currentSeqNum());
    assertTrue(retries > 0, "eight writers on one aggregate must have collided at least once");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void appendAtAStaleSequenceNumberFailsAndWritesNothing(AsyncEngines.Engine engine) {
    EventsService service = service(engine);
    EventStore store = new EventStore(service);
    await(store.appendAsync("order", "1", "OrderPlaced", Map.of(), "u_alice"));
    await(store.appendAsync("order", "1", "PaymentProcessed", Map.of(), null));

    ConcurrencyException e = failure(ConcurrencyException.class,
        store.appendAsync("order", "1", "OrderShipped", Map.of(), null, 1L));

    assertTrue(e.getMessage().contains("no longer at sequence number 1"), e.getMessage());
    assertEquals(2, await(service.events().query().primary("order", "1").listAsync()).size());
    assertEquals(2L, await(store.currentSeqNumAsync("order", "1")));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void loadReturnsTheSnapshotAndOnlyTheEventsAfterIt(AsyncEngines.Engine engine) {
    EventStore store = new EventStore(service(engine));
    for (String type : List.of("OrderPlaced", "PaymentProcessed", "OrderShipped", "OrderDelivered")) {
      await(store.appendAsync("order", "1234", type, Map.of(), null));
    }
    store.snapshot("order", "1234", Map.of("status", "shipped"), 3);

    EventStore.Replay replay = await(store.loadAsync("order", "1234"));

    assertEquals(Map.of("status", "shipped"), replay.snapshot().orElseThrow().state());
    assertEquals(List.of("OrderDelivered"), replay.events().stream().map(Event::eventType).toList());
    assertEquals(4L, replay.currentSeqNum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eventsOfOneTypeAreFoundAcrossAggregatesThroughTheTypeIndex(AsyncEngines.Engine engine) {
    EventsService service = service(engine);
    EventStore store = new EventStore(service, Clock.systemUTC(), 5);
    await(store.appendAsync("order", "1", "OrderPlaced", Map.of(), null));
    await(store.appendAsync("order", "2", "OrderPlaced", Map.of(), null));
    await(store.appendAsync("order", "2", "OrderShipped", Map.of(), null));
    await(store.appendAsync("cart", "9", "OrderPlaced", Map.of(), null));

    List<Event> placed = await(service.events().query().byType("OrderPlaced").listAsync());

    assertEquals(List.of("order#1", "order#2", "cart#9"),
        placed.stream().map(event -> event.aggregateType() + "#" + event.aggregateId()).toList());
  }
}
