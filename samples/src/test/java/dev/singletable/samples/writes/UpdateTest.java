package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.types.Colour;
import dev.singletable.samples.types.Everything;
import dev.singletable.samples.types.EverythingEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Updates: every action, conditions, the existence guard and index keys written again. */
class UpdateTest {
  private static final Event PLACED = SeedData.orderEvents().get(0);

  static Stream<?> engines() {
    return Engines.all();
  }

  /** A table holding {@link #PLACED}. */
  private static Table placed(SampleEngine engine) {
    Table table = Engines.newTable(engine, "updates", EventEntity.SCHEMA);
    EventEntity.of(table).put(PLACED).execute();
    return table;
  }

  private static EventEntity events(SampleEngine engine) {
    return EventEntity.of(placed(engine));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void setReturnsTheRecordAsStoredAfterwards(SampleEngine engine) {
    EventEntity events = events(engine);

    Event updated = events.update("order", "1234", 1L).set(EventEntity.ACTOR, "u_bob").execute();

    Event expected = new Event(PLACED.aggregateType(), PLACED.aggregateId(), 1, PLACED.eventType(), PLACED.eventId(),
        PLACED.payload(), "u_bob", PLACED.occurredAt());
    assertEquals(expected, updated);
    assertEquals(Optional.of(expected), events.get("order", "1234", 1L).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void removeAndSetNullBothLeaveTheComponentNull(SampleEngine engine) {
    EventEntity events = events(engine);

    assertNull(events.update("order", "1234", 1L).remove(EventEntity.ACTOR).execute().actor());
    assertNull(events.update("order", "1234", 1L).set(EventEntity.PAYLOAD, (java.util.Map<String, Object>) null).execute().payload());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updateOfAMissingItemFailsAndCreatesNothing(SampleEngine engine) {
    Table table = Engines.newTable(engine, "updates", EventEntity.SCHEMA);
    EventEntity events = EventEntity.of(table);

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> events.update("order", "1234", 9L).set(EventEntity.ACTOR, "u_bob").execute());

    assertEquals("event: condition failed for key pk=AGGREGATE#order#1234, sk=EVENT#000000000009: no item has this key",
        e.getMessage());
    assertEquals(List.of(), RawItems.scan(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void conditionDecidesWhetherTheUpdateHappens(SampleEngine engine) {
    EventEntity events = events(engine);

    ConditionFailedException e = assertThrows(ConditionFailedException.class, () -> events.update("order", "1234", 1L)
        .set(EventEntity.ACTOR, "u_bob").condition(EventEntity.ACTOR.eq("u_carol")).execute());
    assertTrue(e.getMessage().endsWith("the event item there does not meet the condition"), e.getMessage());
    assertEquals("u_alice", events.get("order", "1234", 1L).execute().orElseThrow().actor());

    Event updated = events.update("order", "1234", 1L).set(EventEntity.ACTOR, "u_bob")
        .condition(EventEntity.ACTOR.eq("u_alice").and(EventEntity.SEQ_NUM.eq(1L))).execute();
    assertEquals("u_bob", updated.actor());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void settingIndexComponentsTogetherMovesTheItemInTheIndex(SampleEngine engine) {
    Table table = placed(engine);
    EventEntity events = EventEntity.of(table);

    Event updated = events.update("order", "1234", 1L).setByType("OrderAmended", "01HW9Z").execute();

    assertEquals("OrderAmended", updated.eventType());
    Map<String, AttributeValue> item = new HashMap<>(RawItems.scan(table).get(0));
    assertEquals("EVENT_TYPE#OrderAmended", item.get("gsi1pk").s());
    assertEquals("EVENT#01HW9Z", item.get("gsi1sk").s());
    assertEquals(22, item.remove("__token").s().length(), "the update's write token");
    assertEquals(22, item.remove("__token1").s().length(), "the put's write token, kept");
    item.keySet().removeIf(name -> name.matches("__token[0-9]+"));
    assertEquals(EventEntity.toItem(updated), item);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void removingAnIndexComponentTakesTheItemOutOfTheSparseIndex(SampleEngine engine) {
    Table table = placed(engine);
    EventEntity events = EventEntity.of(table);

    Event updated = events.update("order", "1234", 1L).setByType("OrderPlaced", null).execute();

    Map<String, AttributeValue> item = new HashMap<>(RawItems.scan(table).get(0));
    assertFalse(item.containsKey("gsi1pk"));
    assertFalse(item.containsKey("gsi1sk"));
    assertEquals(22, item.remove("__token").s().length(), "the update's write token");
    assertEquals(22, item.remove("__token1").s().length(), "the put's write token, kept");
    item.keySet().removeIf(name -> name.matches("__token[0-9]+"));
    assertEquals(EventEntity.toItem(updated), item);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void oneIndexComponentAloneIsRefusedNamingIndexMissingComponentAndSetter(SampleEngine engine) {
    EventEntity events = events(engine);

    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class,
        () -> events.update("order", "1234", 1L).set(EventEntity.EVENT_TYPE, "OrderAmended").execute());

    assertEquals("event: the update changes eventType of index gsi1 (byType) but not eventId, which its keys are"
        + " rendered from too; set them together with setByType(eventType, eventId)"
        + " or read them with readingMissingComponents()", e.getMessage());
    assertEquals(List.of("eventId"), e.missing());
    assertEquals("OrderPlaced", events.get("order", "1234", 1L).execute().orElseThrow().eventType());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void addAndSubtractChangeNumbersInPlace(SampleEngine engine) {
    Table table = Engines.newTable(engine, "updates", AggregateMetaEntity.SCHEMA);
    AggregateMetaEntity metas = AggregateMetaEntity.of(table);
    metas.put(SeedData.orderMeta()).execute();

    assertEquals(5, metas.update("order", "1234").add(AggregateMetaEntity.CURRENT_SEQ_NUM, 1L).execute().currentSeqNum());
    AggregateMeta meta = metas.update("order", "1234").subtract(AggregateMetaEntity.CURRENT_SEQ_NUM, 3L)
        .condition(AggregateMetaEntity.CURRENT_SEQ_NUM.eq(5L)).execute();
    assertEquals(2, meta.currentSeqNum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listAndSetActionsAndSetIfNotExists(SampleEngine engine) {
    Table table = Engines.newTable(engine, "updates", EverythingEntity.SCHEMA);
    EverythingEntity things = EverythingEntity.of(table);
    Instant at = Instant.parse("2024-01-01T00:00:00Z");
    Everything sparse = new Everything("id-2", Colour.RED, at, null, 0, null, 0L, null, (short) 0, null, (byte) 0,
        null, 0.0, null, 0f, null, false, null, null, null, null, null, null, List.of("a"), new ArrayList<>(),
        Set.of("x", "y"), null, null, Map.of(), null, List.of(), Map.of(), Map.of(), List.of(), null, null);
    things.put(sparse).execute();

    Everything updated = things.update("id-2", Colour.RED, at)
        .append(EverythingEntity.NAMES, List.of("b", "c"))
        .append(EverythingEntity.NUMBERS, List.of(1, 2))
        .addToSet(EverythingEntity.TAGS, Set.of("z"))
        .addToSet(EverythingEntity.LONGS, Set.of(7L, 8L))
        .setIfNotExists(EverythingEntity.TEXT, "first")
        .add(EverythingEntity.BOXED_I, 4)
        .execute();

    assertEquals(List.of("a", "b", "c"), updated.names());
    assertEquals(List.of(1, 2), updated.numbers());
    assertEquals(Set.of("x", "y", "z"), updated.tags());
    assertEquals(Set.of(7L, 8L), updated.longs());
    assertEquals("first", updated.text());
    assertEquals(4, updated.boxedI());

    Everything again = things.update("id-2", Colour.RED, at)
        .deleteFromSet(EverythingEntity.TAGS, Set.of("x", "z"))
        .deleteFromSet(EverythingEntity.LONGS, Set.of(7L, 8L))
        .setIfNotExists(EverythingEntity.TEXT, "second")
        .set(EverythingEntity.DECIMAL, new BigDecimal("1.25"))
        .execute();

    assertEquals(Set.of("y"), again.tags());
    assertNull(again.longs(), "DynamoDB removes a set emptied by DELETE");
    assertEquals("first", again.text());
    assertEquals(new BigDecimal("1.25"), again.decimal());
    assertEquals(Optional.of(again), things.get("id-2", Colour.RED, at).execute());
  }
}
