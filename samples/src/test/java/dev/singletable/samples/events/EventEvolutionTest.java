package dev.singletable.samples.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.migration.Migration;
import dev.singletable.runtime.migration.MigrationProgress;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The event store's events moved to version 2, seed 000's layout (version 1's {@code recordedAt}
 * renamed {@code occurredAt}, an {@code actor} that version 1 events read as {@link
 * Event#UNKNOWN_ACTOR}): events stored by version 1 replay with the new ones, and a migration
 * rewrites them all while appends go on, losing and repeating none.
 */
class EventEvolutionTest {
  private static final Instant T0 = Instant.parse("2024-04-30T09:15:00Z");

  static Stream<Named<Object[]>> engines() {
    // One engine, over HTTP, at the size of the HTTP run (moto's transactions copy the table they write).
    return Stream.of(Named.of("moto", new Object[] {Engines.http(), 120}));
  }

  /** An event as version 1 stored it: {@code recordedAt}, no {@code actor}, {@code __version} 1. */
  private static Map<String, AttributeValue> version1(long seq) {
    Map<String, AttributeValue> item = new HashMap<>(EventEntity.toItem(new Event("order", "legacy", seq,
        seq % 2 == 0 ? "ItemAdded" : "ItemRemoved", "01OLD" + seq, Map.of("n", java.math.BigDecimal.valueOf(seq)),
        "u_alice", T0.plusSeconds(seq))));
    item.put("recordedAt", item.remove("occurredAt"));
    item.remove("actor");
    item.remove("__token");
    item.put("__version", AttributeValue.createN("1"));
    return item;
  }

  @ParameterizedTest
  @MethodSource("engines")
  @Timeout(value = 180, unit = TimeUnit.SECONDS)
  void version1EventsReplayWithNewOnesAndAreMigratedWhileAppendsGoOn(Object[] engineAndCount) throws Exception {
    SampleEngine engine = (SampleEngine) engineAndCount[0];
    int stored = (Integer) engineAndCount[1];
    Table table = Engines.newTable(engine, "evolving",
        AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA);
    EventsService service = EventsService.of(table);
    for (long seq = 1; seq <= stored; seq++) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(version1(seq)).build());
    }
    service.aggregateMetas().put(new AggregateMeta("order", "legacy", stored, null, null)).execute();
    EventStore store = new EventStore(service);

    // Old and new events replay together, in order.
    store.append("order", "legacy", "ItemAdded", Map.of("n", 1), "u_bob");
    EventStore.Replay replay = store.load("order", "legacy");
    assertEquals(stored + 1, replay.events().size());
    Event first = replay.events().get(0);
    assertEquals(T0.plusSeconds(1), first.occurredAt(), "recordedAt read as occurredAt");
    assertEquals(Event.UNKNOWN_ACTOR, first.actor(), "a version 1 event names no actor");
    assertEquals("u_bob", replay.events().get(stored).actor());
    assertEquals(stored + 1, replay.currentSeqNum());
    assertTrue(store.eventsOfType("ItemRemoved").size() >= stored / 2, "the index finds version 1 events too");

    // The migration rewrites the stored events while appends go on.
    AtomicBoolean appending = new AtomicBoolean(true);
    CompletableFuture<Integer> appender = CompletableFuture.supplyAsync(() -> {
      int appended = 0;
      while (appending.get() || appended < 20) {
        store.append("order", "legacy", "ItemAdded", Map.of("n", appended), "u_carol");
        appended++;
      }
      return appended;
    });
    MigrationProgress done = Migration.of(table, EventEntity.SCHEMA).segments(4).pageSize(25).run();
    appending.set(false);
    int appended = appender.get(120, TimeUnit.SECONDS);

    assertTrue(done.finished(), done.toString());
    assertEquals(stored, done.migrated() + done.skipped(), done.toString());
    assertEquals(0, done.failed());
    long total = stored + 1L + appended;
    List<Event> events = store.load("order", "legacy").events();
    assertEquals(total, events.size(), "no event lost or repeated");
    TreeSet<Long> seqNums = new TreeSet<>();
    for (Event event : events) {
      seqNums.add(event.seqNum());
    }
    assertEquals(total, seqNums.size());
    assertEquals(1L, seqNums.first());
    assertEquals(total, (long) seqNums.last());
    List<String> leftAtVersion1 = new ArrayList<>();
    for (Map<String, AttributeValue> item : RawItems.scan(table)) {
      if ("event".equals(item.get("__entity").s()) && !"2".equals(item.get("__version").n())) {
        leftAtVersion1.add(item.get("sk").s());
      }
      assertFalse(item.containsKey("recordedAt"), "version 1 attribute left behind");
    }
    assertEquals(List.of(), leftAtVersion1);
    assertEquals(events.subList(0, stored), store.load("order", "legacy").events().subList(0, stored),
        "the migration changed the layout, not the events");
    assertEquals(replay.events().subList(0, stored), events.subList(0, stored));
  }
}
