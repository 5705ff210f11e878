package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.SnapshotEntity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The twin of {@code EventsServiceTest} on the async terminals: the aggregate collection (one query,
 * foreign items skipped, a partition over several pages), transactions, and batches.
 */
class AsyncEventsServiceTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Table newTable(AsyncEngines.Engine engine, String prefix) {
    return engine.newTable(prefix, AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA);
  }

  private static EventsService seeded(AsyncEngines.Engine engine) {
    EventsService service = EventsService.of(newTable(engine, "service").withClock(SeedData.clock()));
    await(service.aggregateMetas().put(SeedData.orderMeta()).executeAsync());
    for (Event event : SeedData.orderEvents()) {
      await(service.events().create(event).executeAsync());
    }
    await(service.snapshots().put(SeedData.orderSnapshot()).executeAsync());
    return service;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aggregateCollectionIsReadWithOneQueryAndSkipsForeignItems(AsyncEngines.Engine engine) {
    EventsService service = seeded(engine);
    Table table = service.table();
    Map<String, AttributeValue> stranger = new HashMap<>();
    stranger.put("pk", AttributeValue.fromS("AGGREGATE#order#1234"));
    stranger.put("sk", AttributeValue.fromS("#AUDIT#1"));
    stranger.put("__entity", AttributeValue.fromS("audit"));
    stranger.put("__version", AttributeValue.fromN("1"));
    Map<String, AttributeValue> bare = Map.of("pk", AttributeValue.fromS("AGGREGATE#order#1234"),
        "sk", AttributeValue.fromS("LEGACY"), "note", AttributeValue.fromS("written by hand"));
    Map<String, AttributeValue> newerEvent = new HashMap<>(EventEntity.toItem(
        new Event("order", "1234", 5, "OrderReturned", "01HW1E", Map.of(), null, SeedData.T0)));
    newerEvent.put("__version", AttributeValue.fromN("3"));
    for (Map<String, AttributeValue> item : List.of(stranger, bare, newerEvent)) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }
    CountingAsyncClient counting = new CountingAsyncClient(table.asyncClient());
    EventsService counted = EventsService.of(Table.of(table.client(), counting, table.name()));

    EventsService.AggregateCollection aggregate = await(counted.aggregate("order", "1234").listAsync());

    assertEquals(1, counting.queries());
    assertEquals(SeedData.orderEvents(), aggregate.events());
    assertEquals(Optional.of(SeedData.orderMeta()), aggregate.aggregateMeta());
    assertEquals(4L, aggregate.snapshot().orElseThrow().lastSeqNum());
    assertEquals(new EventsService.AggregateCollection(Optional.empty(), List.of(), Optional.empty()),
        await(service.aggregate("order", "9999").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aggregateCollectionReadsEveryPageOfALargePartition(AsyncEngines.Engine engine) {
    EventsService service = EventsService.of(newTable(engine, "pages"));
    String padding = "x".repeat(2_000);
    List<Event> events = new ArrayList<>();
    for (int seq = 1; seq <= 700; seq++) {
      events.add(new Event("order", "big", seq, "LineAdded", "E" + seq, Map.of("padding", padding), null, SeedData.T0));
    }
    await(service.batchWrite().putAll(EventEntity.SCHEMA, events).executeAsync()).requireComplete();

    List<Event> read = await(service.aggregate("order", "big").listAsync()).events();

    assertEquals(events, read, "1.4 MB of events span two pages, read in sort-key order");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cancelledTransactionNamesTheFailingOperationItsEntityAndReason(AsyncEngines.Engine engine) {
    EventsService service = seeded(engine);
    Event fifth = new Event("order", "1234", 5, "OrderReturned", "01HW1E", Map.of(), null, SeedData.T0);
    Event existing = SeedData.orderEvents().get(2);

    TransactionCanceledException e = failure(TransactionCanceledException.class, service.transactWrite()
        .update(AggregateMetaEntity.SCHEMA, service.aggregateMetas().update("order", "1234")
            .set(AggregateMetaEntity.CURRENT_SEQ_NUM, 5L)
            .condition(AggregateMetaEntity.CURRENT_SEQ_NUM.eq(4L)))
        .create(EventEntity.SCHEMA, fifth)
        .create(EventEntity.SCHEMA, existing)
        .executeAsync());

    assertEquals(1, e.failures().size());
    TransactionCanceledException.Reason reason = e.failures().get(0);
    assertEquals(2, reason.index());
    assertEquals("event", reason.entity());
    assertEquals("create", reason.operation());
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, reason.code());
    assertTrue(e.getMessage().contains("operation 2 (create event key pk=AGGREGATE#order#1234, sk=EVENT#000000000003)"
        + " failed: ConditionalCheckFailed"), e.getMessage());
    assertEquals(4L, await(service.aggregateMetas().get("order", "1234").executeAsync()).orElseThrow().currentSeqNum());
    assertEquals(Optional.empty(), await(service.events().get("order", "1234", 5L).executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchesAndTransactGetSpanTheServicesEntities(AsyncEngines.Engine engine) {
    EventsService service = EventsService.of(newTable(engine, "batches").withClock(SeedData.clock()));

    await(service.batchWrite()
        .putAll(EventEntity.SCHEMA, SeedData.orderEvents())
        .put(SnapshotEntity.SCHEMA, SeedData.orderSnapshot())
        .put(AggregateMetaEntity.SCHEMA, SeedData.orderMeta())
        .executeAsync()).requireComplete();
    var batch = await(service.batchGet()
        .get(EventEntity.SCHEMA, EventEntity.key("order", "1234", 3L))
        .get(SnapshotEntity.SCHEMA, SnapshotEntity.key("order", "1234"))
        .executeAsync()).requireComplete();

    assertEquals(List.of(SeedData.orderEvents().get(2)), batch.items(EventEntity.SCHEMA));
    assertEquals(4L, batch.items(SnapshotEntity.SCHEMA).get(0).lastSeqNum());

    var read = service.transactGet();
    var meta = read.get(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "1234"));
    var event = read.get(EventEntity.SCHEMA, EventEntity.key("order", "1234", 2L));
    await(read.executeAsync());

    assertEquals(Optional.of(SeedData.orderMeta()), meta.value());
    assertEquals(Optional.of(SeedData.orderEvents().get(1)), event.value());
  }
}
