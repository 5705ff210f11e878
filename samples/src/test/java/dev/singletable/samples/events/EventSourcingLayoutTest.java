package dev.singletable.samples.events;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** The event-sourcing seed table (000): rows stored letter for letter and read back. */
class EventSourcingLayoutTest {

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static Table seeded(SampleEngine engine) {
    // The seed clock stamps the metadata's updatedAt as the seed has it.
    Table table = Engines.newTable(engine, "events",
        EventEntity.SCHEMA, SnapshotEntity.SCHEMA, AggregateMetaEntity.SCHEMA).withClock(SeedData.clock());
    AggregateMetaEntity.of(table).put(SeedData.orderMeta()).execute();
    for (Event event : SeedData.orderEvents()) {
      EventEntity.of(table).create(event).execute();
    }
    SnapshotEntity.of(table).put(SeedData.orderSnapshot()).execute();
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(SampleEngine engine) {
    Table table = seeded(engine);

    assertEquals(
        rows(
            List.of("AGGREGATE#order#1234", "#METADATA", "-", "-"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000001", "EVENT_TYPE#OrderPlaced", "EVENT#01HW1A"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000002", "EVENT_TYPE#PaymentProcessed", "EVENT#01HW1B"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000003", "EVENT_TYPE#OrderShipped", "EVENT#01HW1C"),
            List.of("AGGREGATE#order#1234", "EVENT#000000000004", "EVENT_TYPE#OrderDelivered", "EVENT#01HW1D"),
            List.of("AGGREGATE#order#1234", "#SNAPSHOT", "-", "-")),
        keyRows(table, "pk", "sk", "gsi1pk", "gsi1sk"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesEventAttributesWithTypesAndIdentity(SampleEngine engine) {
    Table table = seeded(engine);

    Map<String, AttributeValue> item = table.client().getItem(GetItemRequest.builder()
        .tableName(table.name())
        .key(EventEntity.key("order", "1234", 2L))
        .build()).item();

    assertEquals("2", item.get("seqNum").n());
    assertEquals("PaymentProcessed", item.get("eventType").s());
    assertEquals("4500", item.get("payload").m().get("amount").n());
    assertEquals("2024-04-30T09:15:20.000000000Z", item.get("occurredAt").s());
    assertEquals("event", item.get("__entity").s());
    assertEquals("2", item.get("__version").n());
    assertFalse(item.containsKey("actor"), "a null component is not written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsEveryRowBackAsTheRecordWritten(SampleEngine engine) {
    Table table = seeded(engine);

    for (Event event : SeedData.orderEvents()) {
      assertEquals(Optional.of(event),
          EventEntity.of(table).get("order", "1234", event.seqNum()).execute());
    }
    assertEquals(Optional.of(SeedData.orderMeta()), AggregateMetaEntity.of(table).get("order", "1234").execute());
    Snapshot snapshot = SnapshotEntity.of(table).get("order", "1234").execute().orElseThrow();
    assertEquals(Map.of("status", "delivered", "total", new BigDecimal("4500")), snapshot.state());
    assertEquals(4L, snapshot.lastSeqNum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOfAnExistingEventFailsAndLeavesItUnchanged(SampleEngine engine) {
    Table table = seeded(engine);
    Event first = SeedData.orderEvents().get(0);
    Event rewrite = new Event("order", "1234", 1, "Tampered", "X", Map.of(), null, Instant.EPOCH);

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> EventEntity.of(table).create(rewrite).execute());

    assertEquals("event", e.entity());
    assertEquals(Optional.of(first), EventEntity.of(table).get("order", "1234", 1L).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eventWithoutTypeIsLeftOutOfTheSparseTypeIndex(SampleEngine engine) {
    Table table = Engines.newTable(engine, "events", EventEntity.SCHEMA);
    Event untyped = new Event("order", "9", 1, null, "01HW9", Map.of(), null, SeedData.T0);

    EventEntity.of(table).put(untyped).execute();

    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertFalse(item.containsKey("gsi1pk"));
    assertFalse(item.containsKey("gsi1sk"));
    assertEquals(Optional.of(untyped), EventEntity.of(table).get("order", "9", 1L).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void sequenceWiderThanItsPaddingIsRefusedAndNothingIsWritten(SampleEngine engine) {
    Table table = Engines.newTable(engine, "events", EventEntity.SCHEMA);
    Event tooFar = new Event("order", "1", 1_000_000_000_000L, "X", "Y", Map.of(), null, SeedData.T0);

    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> EventEntity.of(table).put(tooFar).execute());

    assertEquals("event", e.entity());
    assertEquals("seqNum", e.field());
    assertTrue(e.getMessage().contains("1000000000000"), e.getMessage());
    assertTrue(RawItems.scan(table).isEmpty());
  }

  @Test
  void keyBuildersRenderTheSeedKeys() {
    assertEquals("AGGREGATE#order#1234", EventEntity.pk("order", "1234"));
    assertEquals("EVENT#000000000001", EventEntity.sk(1L));
    assertEquals("EVENT#000000000042", EventEntity.sk(42L));
    assertEquals("EVENT#000000099999", EventEntity.sk(99999L));
    assertEquals("EVENT_TYPE#OrderPlaced", EventEntity.byTypePk("OrderPlaced"));
    assertEquals("#METADATA", AggregateMetaEntity.sk());
    assertEquals("#SNAPSHOT", SnapshotEntity.sk());
  }

  @Test
  void negativeSequenceIsRefusedNamingTheField() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> EventEntity.sk(-1L));
    assertEquals("seqNum", e.field());
  }
}
