package dev.singletable.samples.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The event store of seed 000: appends under contention, replay from a snapshot, events by type. */
class EventStoreTest {
  private static final int WRITERS = 8;
  /**
   * As the async twin's: the engine copies the table for each transaction it evaluates (moto), so the
   * cost of an append grows with the aggregate; 200 events still make eight writers collide.
   */
  private static final int APPENDS_PER_WRITER = 25;

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static EventsService service(SampleEngine engine) {
    Table table = Engines.newTable(engine, "store",
        AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA);
    return EventsService.of(table);
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void eightWritersAppending25EventsEachLeave200GaplessSequenceNumbers() throws Exception {
    EventsService service = service(Engines.http());
    EventStore store = new EventStore(service);
    ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
    int retries = 0;
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<Integer>> writers = new ArrayList<>();
      for (int w = 0; w < WRITERS; w++) {
        String actor = "writer-" + w;
        writers.add(pool.submit((Callable<Integer>) () -> {
          start.await();
          int tries = 0;
          for (int i = 0; i < APPENDS_PER_WRITER && !Thread.currentThread().isInterrupted(); i++) {
            tries += store.append("order", "race", "ItemAdded", Map.of("n", i), actor).attempts() - 1;
          }
          return tries;
        }));
      }
      start.countDown();
      for (Future<Integer> writer : writers) {
        retries += writer.get();
      }
    } finally {
      // A writer left running after a timeout would keep the engine busy for the tests after this one.
      pool.shutdownNow();
    }

    int total = WRITERS * APPENDS_PER_WRITER;
    EventsService.AggregateCollection aggregate = service.consistent().aggregate("order", "race").list();
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
  void appendAtAStaleSequenceNumberFailsAndWritesNothing(SampleEngine engine) {
    EventsService service = service(engine);
    EventStore store = new EventStore(service);
    store.append("order", "1", "OrderPlaced", Map.of(), "u_alice");
    store.append("order", "1", "PaymentProcessed", Map.of(), null);

    ConcurrencyException e = assertThrows(ConcurrencyException.class,
        () -> store.append("order", "1", "OrderShipped", Map.of(), null, 1L));

    assertTrue(e.getMessage().contains("no longer at sequence number 1"), e.getMessage());
    assertEquals(2, service.events().query().primary("order", "1").list().size());
    assertEquals(2L, store.currentSeqNum("order", "1"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void loadReturnsTheSnapshotAndOnlyTheEventsAfterIt(SampleEngine engine) {
    EventStore store = new EventStore(service(engine));
    for (String type : List.of("OrderPlaced", "PaymentProcessed", "OrderShipped", "OrderDelivered")) {
      store.append("order", "1234", type, Map.of(), null);
    }
    store.snapshot("order", "1234", Map.of("status", "shipped"), 3);

    EventStore.Replay replay = store.load("order", "1234");

    assertEquals(Map.of("status", "shipped"), replay.snapshot().orElseThrow().state());
    assertEquals(List.of("OrderDelivered"), replay.events().stream().map(Event::eventType).toList());
    assertEquals(4L, replay.currentSeqNum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eventsOfOneTypeAreFoundAcrossAggregatesThroughTheTypeIndex(SampleEngine engine) {
    EventStore store = new EventStore(service(engine), Clock.systemUTC(), 5);
    store.append("order", "1", "OrderPlaced", Map.of(), null);
    store.append("order", "2", "OrderPlaced", Map.of(), null);
    store.append("order", "2", "OrderShipped", Map.of(), null);
    store.append("cart", "9", "OrderPlaced", Map.of(), null);

    List<Event> placed = store.eventsOfType("OrderPlaced");

    assertEquals(List.of("order#1", "order#2", "cart#9"),
        placed.stream().map(event -> event.aggregateType() + "#" + event.aggregateId()).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAppendedEventCarriesTheUlidTheLibraryGeneratedAndStoredInTheTypeIndexKey(SampleEngine engine) {
    EventsService service = service(engine);
    EventStore store = new EventStore(service, Clock.systemUTC(), 5);
    List<Event> appended = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      appended.add(store.append("order", "7", "ItemAdded", Map.of("n", "item " + i), null).event());
    }

    for (Event event : appended) {
      assertTrue(event.eventId().matches("[0-9A-HJKMNP-TV-Z]{26}"), event.eventId());
      assertEquals(event, service.events().get("order", "7", event.seqNum()).execute().orElseThrow());
    }
    assertEquals(appended, store.eventsOfType("ItemAdded"));
  }
}
