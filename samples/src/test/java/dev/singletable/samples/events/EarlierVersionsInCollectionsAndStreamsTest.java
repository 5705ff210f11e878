package dev.singletable.samples.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.singletable.runtime.Table;
import dev.singletable.samples.ChangeRecords;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * An event stored by version 1 is found to be an event by its identity in a collection page and in
 * a stream image, and is then decoded in version 1's layout and upcast, never in version 2's: its
 * keys are the same in both layouts, so only the stored version tells them apart.
 */
class EarlierVersionsInCollectionsAndStreamsTest {
  private static final Instant T0 = Instant.parse("2024-04-30T09:15:00Z");
  /** Event 1 as version 2 reads it from version 1's item: {@code recordedAt} as the time, no actor. */
  private static final Event UPCAST = new Event("order", "evolved", 1, "ItemAdded", "01OLD1", Map.of(),
      Event.UNKNOWN_ACTOR, T0.plusSeconds(1));
  private static final Event CURRENT = new Event("order", "evolved", 2, "ItemAdded", "01NEW2", Map.of(), "u_bob",
      T0.plusSeconds(2));
  /** Event 1 as version 1 stored it. */
  private static final Map<String, AttributeValue> VERSION_1 = storedByVersion1(
      new Event("order", "evolved", 1, "ItemAdded", "01OLD1", Map.of(), "u_alice", T0.plusSeconds(1)));

  static Stream<?> engines() {
    return Engines.all();
  }

  /** An event as version 1 stored it: its time in {@code recordedAt}, no {@code actor}, {@code __version} 1. */
  private static Map<String, AttributeValue> storedByVersion1(Event event) {
    Map<String, AttributeValue> item = new HashMap<>(EventEntity.toItem(event));
    item.put("recordedAt", item.remove("occurredAt"));
    item.remove("actor");
    item.put("__version", AttributeValue.fromN("1"));
    return item;
  }

  private static Map<String, AttributeValue> atVersion(Event event, String version) {
    Map<String, AttributeValue> item = new HashMap<>(EventEntity.toItem(event));
    item.put("__version", AttributeValue.fromN(version));
    return item;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPageReadsAVersion1EventInItsOwnLayoutAndSkipsAVersionItDoesNotRead(SampleEngine engine) {
    Table table = Engines.newTable(engine, "earlier", AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA,
        SnapshotEntity.SCHEMA);
    for (Map<String, AttributeValue> item : List.of(VERSION_1, EventEntity.toItem(CURRENT),
        atVersion(new Event("order", "evolved", 3, "ItemAdded", "01NEW3", Map.of(), "u_bob", T0), "3"))) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }
    EventsService service = EventsService.of(table);

    assertEquals(List.of(UPCAST, CURRENT), service.aggregate("order", "evolved").list().events());
    assertEquals(List.of(new EventsService.EventItem(UPCAST), new EventsService.EventItem(CURRENT)),
        service.aggregate("order", "evolved").stream().collect(Collectors.toList()));
  }

  @Test
  void parseReadsAVersion1ImageInItsOwnLayout() {
    assertEquals(new EventsService.EventItem(UPCAST), EventsService.parse(VERSION_1));
    assertEquals(new EventsService.EventItem(CURRENT), EventsService.parse(EventEntity.toItem(CURRENT)));
    Map<String, AttributeValue> newer = atVersion(CURRENT, "3");
    assertEquals(new EventsService.Unknown(newer), EventsService.parse(newer));
  }

  private static EventsService.Change change(Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
    return EventsService.change(ChangeRecords.of(oldImage, newImage, "pk", "sk"));
  }

  @Test
  void aChangeReadsEachVersion1ImageInItsOwnLayout() {
    EventsService.EventChange inserted = assertInstanceOf(EventsService.EventChange.class, change(null, VERSION_1));
    assertEquals(Optional.of(UPCAST), inserted.newValue());
    EventsService.EventChange removed = assertInstanceOf(EventsService.EventChange.class, change(VERSION_1, null));
    assertEquals(Optional.of(UPCAST), removed.oldValue());
    Map<String, AttributeValue> rewritten = EventEntity.toItem(UPCAST);
    EventsService.EventChange migrated = assertInstanceOf(EventsService.EventChange.class, change(VERSION_1, rewritten));
    assertEquals(Optional.of(UPCAST), migrated.oldValue());
    assertEquals(Optional.of(UPCAST), migrated.newValue());
    EventsService.EventChange fromNewer = assertInstanceOf(EventsService.EventChange.class,
        change(atVersion(UPCAST, "3"), rewritten));
    assertEquals(Optional.empty(), fromNewer.oldValue(), "a version the entity does not read is no old value");
    assertInstanceOf(EventsService.UnknownChange.class, change(null, atVersion(UPCAST, "3")));
  }
}
