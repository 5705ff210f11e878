package dev.singletable.samples.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The generated {@code EventsService}: the aggregate collection, stream parsing, table definition, transactions. */
class EventsServiceTest {

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static EventsService seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "service",
        AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA).withClock(SeedData.clock());
    return seed(EventsService.of(table));
  }

  private static EventsService seed(EventsService service) {
    service.aggregateMetas().put(SeedData.orderMeta()).execute();
    for (Event event : SeedData.orderEvents()) {
      service.events().create(event).execute();
    }
    service.snapshots().put(SeedData.orderSnapshot()).execute();
    return service;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aggregateCollectionHoldsMetadataEventsAndSnapshotOfThePartition(SampleEngine engine) {
    EventsService service = seeded(engine);

    EventsService.AggregateCollection aggregate = service.aggregate("order", "1234").list();

    assertEquals(Optional.of(SeedData.orderMeta()), aggregate.aggregateMeta());
    assertEquals(SeedData.orderEvents(), aggregate.events());
    assertEquals(4L, aggregate.snapshot().orElseThrow().lastSeqNum());
    assertEquals(new EventsService.AggregateCollection(Optional.empty(), List.of(), Optional.empty()),
        service.aggregate("order", "9999").list());
  }

  @Test
  void aggregateCollectionIsReadWithOneQuery() {
    SampleEngine engine = Engines.http();
    AtomicInteger queries = new AtomicInteger();
    ExecutionInterceptor counter = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof QueryRequest) {
          queries.incrementAndGet();
        }
      }
    };
    try (DynamoDbClient counting = DynamoDbClient.builder()
        .endpointOverride(engine.client().serviceClientConfiguration().endpointOverride().orElseThrow())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .overrideConfiguration(configuration -> configuration.addExecutionInterceptor(counter))
        .build()) {
      String name = Engines.newTable(engine, "one-query", AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA,
          SnapshotEntity.SCHEMA).name();
      EventsService service = seed(EventsService.of(Table.of(counting, name).withClock(SeedData.clock())));
      queries.set(0);

      EventsService.AggregateCollection aggregate = service.aggregate("order", "1234").list();

      assertEquals(1, queries.get());
      assertEquals(4, aggregate.events().size());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsOfUnknownEntitiesInThePartitionAreSkipped(SampleEngine engine) {
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

    EventsService.AggregateCollection aggregate = service.aggregate("order", "1234").list();

    assertEquals(SeedData.orderEvents(), aggregate.events());
    assertEquals(Optional.of(SeedData.orderMeta()), aggregate.aggregateMeta());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aggregateCollectionReadsEveryPageOfALargePartition(SampleEngine engine) {
    EventsService service = EventsService.of(Engines.newTable(engine, "pages",
        AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA));
    String padding = "x".repeat(2_000);
    List<Event> events = new ArrayList<>();
    for (int seq = 1; seq <= 700; seq++) {
      events.add(new Event("order", "big", seq, "LineAdded", "E" + seq, Map.of("padding", padding), null, SeedData.T0));
    }
    service.batchWrite().putAll(EventEntity.SCHEMA, events).execute().requireComplete();

    List<Event> read = service.aggregate("order", "big").list().events();

    assertEquals(events, read, "1.4 MB of events span two pages, read in sort-key order");
  }

  @Test
  void parseTurnsStreamImagesIntoTypedItems() {
    Event event = SeedData.orderEvents().get(1);
    EventsService.Item parsed = EventsService.parse(EventEntity.toItem(event));
    EventsService.EventItem item = assertInstanceOf(EventsService.EventItem.class, parsed);
    assertEquals(event, item.value());

    assertEquals(new EventsService.SnapshotItem(SeedData.orderSnapshot()),
        EventsService.parse(SnapshotEntity.toItem(SeedData.orderSnapshot())));
    Map<String, AttributeValue> guard = Map.of("pk", AttributeValue.fromS("_unique#x"), "sk", AttributeValue.fromS("_unique#x"));
    assertEquals(new EventsService.Unknown(guard), EventsService.parse(guard));
  }

  @Test
  void createTableRequestHasEveryKeyFieldAndTheTypeIndex() {
    CreateTableRequest request = EventsService.createTableRequest("events");

    assertEquals("events", request.tableName());
    assertEquals(List.of("pk", "sk", "gsi1pk", "gsi1sk"),
        request.attributeDefinitions().stream().map(definition -> definition.attributeName()).toList());
    assertEquals(List.of("gsi1"), request.globalSecondaryIndexes().stream().map(index -> index.indexName()).toList());
  }

  @Test
  void modelDescriptionIsAResourceBesideTheClasses() throws IOException {
    String description;
    try (InputStream in = EventsService.class.getClassLoader().getResourceAsStream("META-INF/singletable/events.md")) {
      assertTrue(in != null, "META-INF/singletable/events.md is on the class path");
      description = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertTrue(description.contains("| primary | `pk` = `AGGREGATE#${aggregateType}#${aggregateId}` | `sk` = `EVENT#${seqNum}` |"),
        description);
    assertTrue(description.contains("| `gsi1` (byType) | `gsi1pk` = `EVENT_TYPE#${eventType}` | `gsi1sk` = `EVENT#${eventId}` |"),
        description);
    assertTrue(description.contains("collection `aggregate` of `aggregateMeta`, `event`, `snapshot`"), description);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cancelledTransactionNamesTheFailingOperationItsEntityAndReason(SampleEngine engine) {
    EventsService service = seeded(engine);
    Event fifth = new Event("order", "1234", 5, "OrderReturned", "01HW1E", Map.of(), null, SeedData.T0);
    Event existing = SeedData.orderEvents().get(2);

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class, () -> service.transactWrite()
        .update(AggregateMetaEntity.SCHEMA, service.aggregateMetas().update("order", "1234")
            .set(AggregateMetaEntity.CURRENT_SEQ_NUM, 5L)
            .condition(AggregateMetaEntity.CURRENT_SEQ_NUM.eq(4L)))
        .create(EventEntity.SCHEMA, fifth)
        .create(EventEntity.SCHEMA, existing)
        .execute());

    assertEquals(1, e.failures().size());
    TransactionCanceledException.Reason reason = e.failures().get(0);
    assertEquals(2, reason.index());
    assertEquals("event", reason.entity());
    assertEquals("create", reason.operation());
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, reason.code());
    assertTrue(e.getMessage().contains("operation 2 (create event key pk=AGGREGATE#order#1234, sk=EVENT#000000000003)"
        + " failed: ConditionalCheckFailed"), e.getMessage());
    assertEquals(4L, service.aggregateMetas().get("order", "1234").execute().orElseThrow().currentSeqNum());
    assertEquals(Optional.empty(), service.events().get("order", "1234", 5L).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchWriteAndBatchGetSpanTheServicesEntities(SampleEngine engine) {
    EventsService service = EventsService.of(Engines.newTable(engine, "batches",
        AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA));

    service.batchWrite()
        .putAll(EventEntity.SCHEMA, SeedData.orderEvents())
        .put(SnapshotEntity.SCHEMA, SeedData.orderSnapshot())
        .execute().requireComplete();
    var read = service.batchGet()
        .get(EventEntity.SCHEMA, EventEntity.key("order", "1234", 3L))
        .get(SnapshotEntity.SCHEMA, SnapshotEntity.key("order", "1234"))
        .execute().requireComplete();

    assertEquals(List.of(SeedData.orderEvents().get(2)), read.items(EventEntity.SCHEMA));
    assertEquals(4L, read.items(SnapshotEntity.SCHEMA).get(0).lastSeqNum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void transactGetReadsItemsOfSeveralEntitiesAtOnce(SampleEngine engine) {
    EventsService service = seeded(engine);

    var read = service.transactGet();
    var meta = read.get(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "1234"));
    var event = read.get(EventEntity.SCHEMA, EventEntity.key("order", "1234", 2L));
    read.execute();

    assertEquals(Optional.of(SeedData.orderMeta()), meta.value());
    assertEquals(Optional.of(SeedData.orderEvents().get(1)), event.value());
  }
}
