package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.Snapshot;
import dev.singletable.samples.events.SnapshotEntity;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.sales.Sale;
import dev.singletable.samples.sales.SaleEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The README's complete example, queries, updates and service, run as written
 * (the README shows the regions between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeExampleTest {
  private final List<Event> projected = new ArrayList<>();

  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeExampleStoresTheItemItShows(SampleEngine engine) {
    // readme: complete
    DynamoDbClient client = engine.client();   // readme shows: DynamoDbClient client = DynamoDbClient.create();
    client.createTable(TableDefinitions.createTableRequest("app-table", EventEntity.SCHEMA));

    Table table = Table.of(client, "app-table");
    EventEntity events = EventEntity.of(table);

    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A",
        Map.of("total", new BigDecimal("45.5")), "u_alice", Instant.now());
    events.create(placed).execute();          // fails with ConditionFailedException if the item exists
    assertThrows(ConditionFailedException.class, () -> events.create(placed).execute());
    events.put(placed).execute();             // upsert
    assertStoredAsTheReadmeTableShows(RawItems.scan(table).get(0));

    Optional<Event> first = events.get("order", "1234", 1L).execute();
    Optional<Event> deleted = events.delete("order", "1234", 1L).execute();
    // readme: end
    assertEquals(Optional.of(placed), first);
    assertEquals(Optional.of(placed), deleted);
    assertEquals(Optional.empty(), events.get("order", "1234", 1L).execute());
    client.deleteTable(request -> request.tableName("app-table"));
  }

  private static void assertStoredAsTheReadmeTableShows(Map<String, AttributeValue> item) {
    assertEquals("AGGREGATE#order#1234", item.get("pk").s());
    assertEquals("EVENT#000000000001", item.get("sk").s());
    assertEquals("EVENT_TYPE#OrderPlaced", item.get("gsi1pk").s());
    assertEquals("EVENT#01HW1A", item.get("gsi1sk").s());
    assertEquals("event", item.get("__entity").s());
    assertEquals("2", item.get("__version").n());
    assertEquals("1", item.get("seqNum").n());
    assertEquals(Map.of("total", AttributeValue.fromN("45.5")), item.get("payload").m());
    assertEquals(Set.of("pk", "sk", "gsi1pk", "gsi1sk", "aggregateType", "aggregateId", "seqNum",
        "eventType", "eventId", "payload", "actor", "occurredAt", "__entity", "__version", "__token"), item.keySet());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeQueryExamplesReturnWhatTheyDescribe(SampleEngine engine) {
    SaleEntity sales = SaleEntity.of(Engines.newTable(engine, "readme-sales", SaleEntity.SCHEMA));
    for (int month = 1; month <= 12; month++) {
      sales.put(new Sale("USA", "SAN_FRANCISCO", 235, 2020, month, 1, BigDecimal.ONE)).execute();
      sales.put(new Sale("USA", "SAN_FRANCISCO", 235, 2021, month, 1, BigDecimal.ONE)).execute();
    }
    sales.put(new Sale("USA", "SAN", 235, 2020, 7, 1, BigDecimal.ONE)).execute();
    EventEntity events = EventEntity.of(Engines.newTable(engine, "readme-events", EventEntity.SCHEMA));
    for (long seq = 1; seq <= 60; seq++) {
      String type = seq % 2 == 0 ? "OrderPlaced" : "Other";
      events.put(new Event("order", "1234", seq, type, "E" + seq, Map.of(), null, Instant.EPOCH)).execute();
    }

    // readme: queries
    List<Sale> summer = sales.query().primary("USA")   // SALE#USA
        .city("SAN_FRANCISCO")                         // begins_with SAN_FRANCISCO#
        .store(235).year(2020)                         // begins_with SAN_FRANCISCO#00235#2020-
        .monthBetween(6, 9)                            // June to September 2020 only
        .descending().limit(10).list();
    assertEquals(List.of(9, 8, 7, 6), summer.stream().map(Sale::month).toList());
    assertEquals(List.of("SAN_FRANCISCO"), summer.stream().map(Sale::city).distinct().toList());
    assertEquals(List.of(2020), summer.stream().map(Sale::year).distinct().toList());

    Page<Event> page = events.query().primary("order", "1234").seqNumGt(10L).limit(50).page();
    List<Event> placed = events.query().byType("OrderPlaced").list();
    // readme: end
    assertEquals(50, page.items().size());
    assertEquals(11L, page.items().get(0).seqNum());
    assertEquals(30, placed.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeUpdateExamplesDoWhatTheySay(SampleEngine engine) {
    Table table = Engines.newTable(engine, "readme-updates", EventEntity.SCHEMA);
    EventEntity events = EventEntity.of(table);
    events.put(new Event("order", "1234", 2L, "PaymentProcessed", "01HW1B", Map.of(), null, Instant.EPOCH))
        .execute();

    // readme: updates
    Event changed = events.update("order", "1234", 2L)
        .set(EventEntity.ACTOR, "u_bob")
        .condition(EventEntity.ACTOR.notExists())
        .execute();                                    // the record as stored afterwards
    assertEquals("u_bob", changed.actor());
    assertEquals(Optional.of(changed), events.get("order", "1234", 2L).execute());

    events.update("order", "1234", 2L).setByType("PaymentRefunded", "01HW9Z").execute();
    // readme: end
    Event refunded = events.get("order", "1234", 2L).execute().orElseThrow();
    assertEquals("PaymentRefunded", refunded.eventType());
    assertEquals("EVENT_TYPE#PaymentRefunded", RawItems.scan(table).get(0).get("gsi1pk").s());
    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class,
        () -> events.update("order", "1234", 2L).set(EventEntity.EVENT_TYPE, "OrderShipped").execute());
    assertTrue(e.getMessage().contains("eventId"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeServiceExampleReadsTheAggregateInOneCollection(SampleEngine engine) {
    DynamoDbClient client = engine.client();
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice", Instant.EPOCH);
    Map<String, AttributeValue> newImage = EventEntity.toItem(placed);

    // readme: service
    client.createTable(EventsService.createTableRequest("app-table"));   // every key field and GSI
    EventsService service = EventsService.of(Table.of(client, "app-table"));
    service.events().put(placed).execute();                                // one accessor per entity
    service.snapshots().put(new Snapshot("order", "1234", Map.of("status", "PLACED"), 1)).execute();

    EventsService.AggregateCollection order = service.aggregate("order", "1234").list();   // one query
    Optional<AggregateMeta> meta = order.aggregateMeta();
    List<Event> history = order.events();                                  // sort-key order
    Optional<Snapshot> snapshot = order.snapshot();
    assertEquals(Optional.empty(), meta);
    assertEquals(List.of(placed), history);
    assertEquals(1L, snapshot.orElseThrow().lastSeqNum());

    EventsService.Item item = EventsService.parse(newImage);               // stream images
    if (item instanceof EventsService.EventItem e) { project(e.value()); } // sealed; Unknown otherwise
    // readme: end
    assertEquals(List.of(placed), projected);
    assertEquals(new EventsService.Unknown(Map.of("pk", AttributeValue.fromS("x"))),
        EventsService.parse(Map.of("pk", AttributeValue.fromS("x"))));
    assertEquals(Optional.of(snapshot.orElseThrow()), service.snapshots().get("order", "1234").execute());
    assertEquals(SnapshotEntity.NAME, "snapshot");
    client.deleteTable(request -> request.tableName("app-table"));
  }

  private void project(Event event) {
    projected.add(event);
  }
}
