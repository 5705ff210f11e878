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
import dev.singletable.samples.sales.Sale;
import dev.singletable.samples.sales.SaleEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The README's complete example, run as written (with DynamoDB Local as the client). */
class ReadmeExampleTest {

  @Test
  void readmeExampleStoresTheItemItShows() {
    DynamoDbClient client = Engines.embedded().client();
    client.createTable(TableDefinitions.createTableRequest("app-table", EventEntity.SCHEMA));

    Table table = Table.of(client, "app-table");
    EventEntity events = EventEntity.of(table);

    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A",
        Map.of("total", new BigDecimal("45.5")), "u_alice", Instant.now());
    events.create(placed).execute();
    events.put(placed).execute();
    assertThrows(ConditionFailedException.class, () -> events.create(placed).execute());

    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertEquals("AGGREGATE#order#1234", item.get("pk").s());
    assertEquals("EVENT#000000000001", item.get("sk").s());
    assertEquals("EVENT_TYPE#OrderPlaced", item.get("gsi1pk").s());
    assertEquals("EVENT#01HW1A", item.get("gsi1sk").s());
    assertEquals("event", item.get("__entity").s());
    assertEquals("1", item.get("__version").n());
    assertEquals(Set.of("pk", "sk", "gsi1pk", "gsi1sk", "aggregateType", "aggregateId", "seqNum",
        "eventType", "eventId", "payload", "actor", "occurredAt", "__entity", "__version", "__token"), item.keySet());

    Optional<Event> first = events.get("order", "1234", 1L).execute();
    Optional<Event> deleted = events.delete("order", "1234", 1L).execute();
    assertEquals(Optional.of(placed), first);
    assertEquals(Optional.of(placed), deleted);
    assertEquals(Optional.empty(), events.get("order", "1234", 1L).execute());
  }

  @Test
  void readmeQueryExamplesReturnWhatTheyDescribe() {
    Table salesTable = Engines.newTable(Engines.embedded(), "readme-sales", SaleEntity.SCHEMA);
    SaleEntity sales = SaleEntity.of(salesTable);
    for (int month = 1; month <= 12; month++) {
      sales.put(new Sale("USA", "SAN_FRANCISCO", 235, 2020, month, 1, BigDecimal.ONE)).execute();
      sales.put(new Sale("USA", "SAN_FRANCISCO", 235, 2021, month, 1, BigDecimal.ONE)).execute();
    }
    sales.put(new Sale("USA", "SAN", 235, 2020, 7, 1, BigDecimal.ONE)).execute();

    List<Sale> summer = sales.query().primary("USA")
        .city("SAN_FRANCISCO")
        .store(235).year(2020)
        .monthBetween(6, 9)
        .descending().limit(10).list();

    assertEquals(List.of(9, 8, 7, 6), summer.stream().map(Sale::month).toList());
    assertEquals(List.of(2020), summer.stream().map(Sale::year).distinct().toList());

    Table eventsTable = Engines.newTable(Engines.embedded(), "readme-events", EventEntity.SCHEMA);
    EventEntity events = EventEntity.of(eventsTable);
    for (long seq = 1; seq <= 60; seq++) {
      String type = seq % 2 == 0 ? "OrderPlaced" : "Other";
      events.put(new Event("order", "1234", seq, type, "E" + seq, Map.of(), null, Instant.EPOCH)).execute();
    }
    Page<Event> page = events.query().primary("order", "1234").seqNumGt(10L).limit(50).page();
    List<Event> placed = events.query().byType("OrderPlaced").list();

    assertEquals(50, page.items().size());
    assertEquals(11L, page.items().get(0).seqNum());
    assertEquals(30, placed.size());
  }

  @Test
  void readmeUpdateExamplesDoWhatTheySay() {
    Table table = Engines.newTable(Engines.embedded(), "readme-updates", EventEntity.SCHEMA);
    EventEntity events = EventEntity.of(table);
    events.put(new Event("order", "1234", 2L, "PaymentProcessed", "01HW1B", Map.of(), null, Instant.EPOCH))
        .execute();

    Event changed = events.update("order", "1234", 2L)
        .set(EventEntity.ACTOR, "u_bob")
        .condition(EventEntity.ACTOR.notExists())
        .execute();
    events.update("order", "1234", 2L).setByType("PaymentRefunded", "01HW9Z").execute();

    assertEquals("u_bob", changed.actor());
    Event refunded = events.get("order", "1234", 2L).execute().orElseThrow();
    assertEquals("PaymentRefunded", refunded.eventType());
    assertEquals("EVENT_TYPE#PaymentRefunded",
        RawItems.scan(table).get(0).get("gsi1pk").s());
    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class,
        () -> events.update("order", "1234", 2L).set(EventEntity.EVENT_TYPE, "OrderShipped").execute());
    assertTrue(e.getMessage().contains("eventId"), e.getMessage());
  }

  @Test
  void readmeServiceExampleReadsTheAggregateInOneCollection() {
    DynamoDbClient client = Engines.embedded().client();
    client.createTable(EventsService.createTableRequest("readme-service"));
    EventsService service = EventsService.of(Table.of(client, "readme-service"));
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice", Instant.EPOCH);
    service.events().put(placed).execute();
    service.snapshots().put(new Snapshot("order", "1234", Map.of(), 1)).execute();

    EventsService.AggregateCollection order = service.aggregate("order", "1234").list();
    Optional<AggregateMeta> meta = order.aggregateMeta();
    List<Event> history = order.events();
    Optional<Snapshot> snapshot = order.snapshot();
    EventsService.Item item = EventsService.parse(EventEntity.toItem(placed));

    assertEquals(Optional.empty(), meta);
    assertEquals(List.of(placed), history);
    assertEquals(1L, snapshot.orElseThrow().lastSeqNum());
    assertTrue(item instanceof EventsService.EventItem e && e.value().equals(placed), item.toString());
  }
}
