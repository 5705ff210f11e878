package dev.singletable.samples.events;

import dev.singletable.runtime.migration.Migration;
import dev.singletable.runtime.migration.MigrationProgress;
import java.io.PrintStream;
import java.time.Instant;
import java.util.HashMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The demo's event-store part (seed 000): appends with optimistic concurrency, a conflict between
 * two writers and its retry, a replay from the snapshot, a query of events by type, and events
 * stored by version 1 replayed with new ones and migrated to version 2.
 */
public final class EventStoreDemo {
  private static final String TYPE = "order";
  private static final String ID = "5678";

  private EventStoreDemo() {}

  /**
   * Runs the event-store part on the service's table, which holds the seed's order #1234.
   *
   * @param out where to print
   * @param service the events service
   */
  public static void run(PrintStream out, EventsService service) {
    EventStore store = new EventStore(service);
    out.println("== event store: order #" + ID);
    appends(out, store);
    conflict(out, store);
    race(out, store);
    replay(out, store);
    byType(out, store);
    evolution(out, service, store);
    out.println();
  }

  /**
   * Events stored by version 1 of the application ({@code recordedAt}, no actor) replay with version 2
   * ones (seed 000's layout), and a migration rewrites them at version 2.
   */
  private static void evolution(PrintStream out, EventsService service, EventStore store) {
    String id = ID + "-v1";
    Instant at = Instant.parse("2024-04-30T09:15:00Z");
    for (long seq = 1; seq <= 3; seq++) {
      Map<String, AttributeValue> stored = version1(new EventV1(TYPE, id, seq, "ItemAdded", "01HWV1" + seq,
          Map.of("sku", "sku-" + seq), at.plusSeconds(seq)));
      service.table().client().putItem(PutItemRequest.builder().tableName(service.table().name()).item(stored)
          .build());
    }
    service.aggregateMetas().put(new AggregateMeta(TYPE, id, 3, null, null)).execute();
    store.append(TYPE, id, "OrderPlaced", Map.of("items", 3), "u_alice");
    List<Event> events = store.load(TYPE, id).events();
    out.println("order #" + id + ": 3 events stored by version 1 and 1 appended replay together: "
        + events.stream().map(event -> event.seqNum() + " " + event.eventType() + " (actor "
            + event.actor() + ")").toList());
    MigrationProgress done = Migration.of(service.table(), EventEntity.SCHEMA).segments(4).run();
    out.println("migration to version 2: " + done.seen() + " seen, " + done.migrated() + " migrated, "
        + done.skipped() + " skipped, " + done.failed() + " failed");
  }

  /** The item version 1 of the application stored for an event: {@code recordedAt}, no actor. */
  private static Map<String, AttributeValue> version1(EventV1 event) {
    Map<String, AttributeValue> item = new HashMap<>(EventEntity.toItem(Event.from(event)));
    item.put("recordedAt", item.remove("occurredAt"));
    item.remove("actor");
    item.put("__version", AttributeValue.createN("1"));
    return item;
  }

  private static void appends(PrintStream out, EventStore store) {
    for (String type : List.of("OrderPlaced", "PaymentProcessed")) {
      EventStore.Appended appended = store.append(TYPE, ID, type, Map.of("by", "demo"), "u_bob");
      out.println("append " + type + ": seq " + appended.event().seqNum() + " (" + appended.attempts() + " try)");
    }
  }

  /** Writer A reads, writer B appends, A's append at the stale number fails, A reads again and succeeds. */
  private static void conflict(PrintStream out, EventStore store) {
    long readByA = store.currentSeqNum(TYPE, ID);
    out.println("writer A reads seq " + readByA);
    Event byB = store.append(TYPE, ID, "AddressChanged", Map.of("city", "Leeds"), "writer B", readByA);
    out.println("writer B appends " + byB.eventType() + " at seq " + byB.seqNum());
    try {
      store.append(TYPE, ID, "OrderShipped", Map.of(), "writer A", readByA);
    } catch (ConcurrencyException e) {
      out.println("writer A refused: " + e.getMessage());
      long again = store.currentSeqNum(TYPE, ID);
      Event retried = store.append(TYPE, ID, "OrderShipped", Map.of(), "writer A", again);
      out.println("writer A reads seq " + again + " again and appends " + retried.eventType() + " at seq "
          + retried.seqNum());
    }
  }

  /** Two writers appending at once: every lost try is retried, no number is skipped or taken twice. */
  private static void race(PrintStream out, EventStore store) {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<Integer>> writers = new ArrayList<>();
    for (String writer : List.of("writer C", "writer D")) {
      writers.add(pool.submit(() -> {
        int retries = 0;
        for (int i = 0; i < 10; i++) {
          retries += store.append(TYPE, ID, "NoteAdded", Map.of("n", i), writer).attempts() - 1;
        }
        return retries;
      }));
    }
    int retries = 0;
    try {
      for (Future<Integer> writer : writers) {
        retries += writer.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    } finally {
      pool.shutdown();
    }
    out.println("writers C and D append 10 events each at once: " + retries + " lost tries retried, seq now "
        + store.currentSeqNum(TYPE, ID));
  }

  private static void replay(PrintStream out, EventStore store) {
    EventStore.Replay before = store.load(TYPE, ID);
    Map<String, Object> state = fold(new LinkedHashMap<>(), before.events().subList(0, 3));
    store.snapshot(TYPE, ID, state, 3);
    out.println("snapshot at seq 3: " + state);
    EventStore.Replay replay = store.load(TYPE, ID);
    Map<String, Object> current = fold(new LinkedHashMap<>(replay.snapshot().orElseThrow().state()), replay.events());
    out.println("replay (one query): snapshot at seq " + replay.snapshot().orElseThrow().lastSeqNum() + " + "
        + replay.events().size() + " events after it -> " + current);
  }

  /** The order's state: its status after each event, and how many events it has seen. */
  private static Map<String, Object> fold(Map<String, Object> state, List<Event> events) {
    for (Event event : events) {
      switch (event.eventType()) {
        case "OrderPlaced" -> state.put("status", "placed");
        case "PaymentProcessed" -> state.put("status", "paid");
        case "OrderShipped" -> state.put("status", "shipped");
        case "OrderDelivered" -> state.put("status", "delivered");
        case "AddressChanged" -> state.put("city", event.payload().get("city"));
        default -> state.put("notes", ((Number) state.getOrDefault("notes", 0)).intValue() + 1);
      }
      state.put("seq", event.seqNum());
    }
    return state;
  }

  private static void byType(PrintStream out, EventStore store) {
    List<String> placed = new ArrayList<>();
    for (Event event : store.eventsOfType("OrderPlaced")) {
      placed.add(event.aggregateType() + "#" + event.aggregateId() + " seq " + event.seqNum());
    }
    out.println("OrderPlaced events across aggregates (GSI1): " + placed);
  }
}
