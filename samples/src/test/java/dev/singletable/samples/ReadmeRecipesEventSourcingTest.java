package dev.singletable.samples;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Table;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.ConcurrencyException;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventStore;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.SnapshotEntity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The event-sourcing recipe, run as {@code docs/recipes/event-sourcing.md} shows it (the region
 * between {@code // readme:} markers, see {@link ReadmeSnippets}), on the {@code events} sample.
 */
class ReadmeRecipesEventSourcingTest {

  private static List<Long> seqNums(List<Event> events) {
    return events.stream().map(Event::seqNum).toList();
  }

  @Test
  void appendsAreNumberedWithoutGapsAndReplayStartsFromTheSnapshot() {
    QueryRecorder recorder = new QueryRecorder();
    Table table = Engines.newTable(Engines.http(), "recipe-events", EventEntity.SCHEMA, SnapshotEntity.SCHEMA,
        AggregateMetaEntity.SCHEMA).withListener(recorder);

    // readme: recipe-event-sourcing
    EventStore store = new EventStore(EventsService.of(table));
    store.append("order", "1234", "OrderPlaced", Map.of("total", 42), "u_alice");        // seqNum 1
    store.append("order", "1234", "OrderPaid", Map.of(), "u_alice");                      // seqNum 2
    try {
      store.append("order", "1234", "OrderCancelled", Map.of(), "u_bob", 1L);           // bob read seqNum 1
      fail("the aggregate is at 2");
    } catch (ConcurrencyException stale) {                    // nothing written: read again and retry
      assertTrue(stale.getMessage().contains("no longer at sequence number 1"), stale.getMessage());
    }
    store.snapshot("order", "1234", Map.of("status", "PAID"), 2);                        // state after event 2
    store.append("order", "1234", "OrderShipped", Map.of(), "u_carol");                   // seqNum 3

    EventStore.Replay replay = store.load("order", "1234");   // one Query of the partition
    replay.snapshot();                                        // the state after event 2
    replay.events();                                          // event 3 only
    replay.currentSeqNum();                                   // 3
    assertEquals(null, recorder.single().indexName());
    List<Event> paid = store.eventsOfType("OrderPaid");       // one Query of GSI1, across aggregates
    assertEquals(2L, replay.snapshot().orElseThrow().lastSeqNum());
    assertEquals(List.of(3L), seqNums(replay.events()));
    assertEquals(3L, replay.currentSeqNum());
    assertEquals(List.of(2L), seqNums(paid));
    assertEquals(2, recorder.sent().size());
    assertEquals("gsi1", recorder.sent().get(1).indexName());
    // readme: end

    assertEquals(
        rows(
            List.of("AGGREGATE#order#1234", "#METADATA", "-"),
            List.of("AGGREGATE#order#1234", "#SNAPSHOT", "-"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000001", "EVENT_TYPE#OrderPlaced"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000002", "EVENT_TYPE#OrderPaid"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000003", "EVENT_TYPE#OrderShipped")),
        keyRows(table, "pk", "sk", "gsi1pk"));
    for (List<String> row : keyRows(table, "sk", "gsi1sk")) {
      assertTrue(row.get(0).startsWith("#") ? row.get(1).equals("-") : row.get(1).matches("EVENT#[0-9A-Z]{26}"),
          row.toString());
    }
  }
}
