package dev.singletable.samples.async;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.Snapshot;
import dev.singletable.samples.events.SnapshotEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** The event-sourcing seed table of {@code EventSourcingLayoutTest} (000), written and read back with the async terminals. */
class AsyncEventSourcingLayoutTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Table seeded(AsyncEngines.Engine engine) {
    // The seed clock stamps the metadata's updatedAt as the seed has it.
    Table table = engine.newTable("events",
        EventEntity.SCHEMA, SnapshotEntity.SCHEMA, AggregateMetaEntity.SCHEMA).withClock(SeedData.clock());
    await(AggregateMetaEntity.of(table).put(SeedData.orderMeta()).executeAsync());
    for (Event event : SeedData.orderEvents()) {
      await(EventEntity.of(table).create(event).executeAsync());
    }
    await(SnapshotEntity.of(table).put(SeedData.orderSnapshot()).executeAsync());
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(AsyncEngines.Engine engine) {
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
  void storesEventAttributesWithTypesAndIdentity(AsyncEngines.Engine engine) {
    Table table = seeded(engine);

    Map<String, AttributeValue> item = await(table.asyncClient().getItem(GetItemRequest.builder()
        .tableName(table.name())
        .key(EventEntity.key("order", "1234", 2L))
        .build())).item();

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
  void readsEveryRowBackAsTheRecordWritten(AsyncEngines.Engine engine) {
    Table table = seeded(engine);

    for (Event event : SeedData.orderEvents()) {
      assertEquals(Optional.of(event), await(EventEntity.of(table).get("order", "1234", event.seqNum()).executeAsync()));
    }
    assertEquals(Optional.of(SeedData.orderMeta()),
        await(AggregateMetaEntity.of(table).get("order", "1234").executeAsync()));
    Snapshot snapshot = await(SnapshotEntity.of(table).get("order", "1234").executeAsync()).orElseThrow();
    assertEquals(Map.of("status", "delivered", "total", new BigDecimal("4500")), snapshot.state());
    assertEquals(4L, snapshot.lastSeqNum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOfAnExistingEventFailsAndLeavesItUnchanged(AsyncEngines.Engine engine) {
    Table table = seeded(engine);
    Event first = SeedData.orderEvents().get(0);
    Event rewrite = new Event("order", "1234", 1, "Tampered", "X", Map.of(), null, Instant.EPOCH);

    ConditionFailedException e = failure(ConditionFailedException.class, EventEntity.of(table).create(rewrite).executeAsync());

    assertEquals("event", e.entity());
    assertEquals(Optional.of(first), await(EventEntity.of(table).get("order", "1234", 1L).executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eventWithoutTypeIsLeftOutOfTheSparseTypeIndex(AsyncEngines.Engine engine) {
    Table table = engine.newTable("events", EventEntity.SCHEMA);
    Event untyped = new Event("order", "9", 1, null, "01HW9", Map.of(), null, SeedData.T0);

    await(EventEntity.of(table).put(untyped).executeAsync());

    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertFalse(item.containsKey("gsi1pk"));
    assertFalse(item.containsKey("gsi1sk"));
    assertEquals(Optional.of(untyped), await(EventEntity.of(table).get("order", "9", 1L).executeAsync()));
    assertEquals(List.of(), await(EventEntity.of(table).query().byType("OrderPlaced").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void sequenceWiderThanItsPaddingIsRefusedAndNothingIsWritten(AsyncEngines.Engine engine) {
    Table table = engine.newTable("events", EventEntity.SCHEMA);
    Event tooFar = new Event("order", "1", 1_000_000_000_000L, "X", "Y", Map.of(), null, SeedData.T0);

    InvalidValueException e = failure(InvalidValueException.class, EventEntity.of(table).put(tooFar).executeAsync());

    assertEquals("event", e.entity());
    assertEquals("seqNum", e.field());
    assertTrue(e.getMessage().contains("1000000000000"), e.getMessage());
    assertTrue(RawItems.scan(table).isEmpty());
  }
}
