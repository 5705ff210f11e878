package dev.singletable.opentelemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.opentelemetry.shop.Customer;
import dev.singletable.opentelemetry.shop.CustomerEntity;
import dev.singletable.opentelemetry.shop.Order;
import dev.singletable.opentelemetry.shop.OrderEntity;
import dev.singletable.opentelemetry.shop.ShopService;
import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.ThrottledException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.test.DynamoDbExtension;
import dev.singletable.test.Faults.Fault;
import dev.singletable.test.Subscriptions;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The spans of {@link OpenTelemetryRequestListener}, exactly: one per library call, its name, kind, parent, status,
 * every attribute and the events of its requests, for each operation kind, sync and async, including failures,
 * retries and cancellations, on both engines of DynamoDB Local.
 */
class OpenTelemetryRequestListenerTest {
  @RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("traces", ShopService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
  private final SdkTracerProvider tracerProvider =
      SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(exporter)).build();
  private final OpenTelemetrySdk openTelemetry = OpenTelemetrySdk.builder().setTracerProvider(tracerProvider).build();

  @AfterEach
  void close() {
    openTelemetry.close();
  }

  private ShopService shop(DynamoDbExtension dynamo, boolean capacity) {
    return ShopService.of(Table.of(dynamo.client(), dynamo.asyncClient(), dynamo.tableName())
        .withListener(new OpenTelemetryRequestListener(openTelemetry, capacity)));
  }

  /** A span's attributes by key, tables as {@code T}. */
  private static Map<String, Object> attributes(SpanData span, DynamoDbExtension dynamo) {
    Map<String, Object> attributes = new TreeMap<>();
    span.getAttributes().forEach((key, value) -> attributes.put(key.getKey(), value.equals(dynamo.tableName()) ? "T"
        : value.equals(List.of(dynamo.tableName())) ? List.of("T") : value));
    return attributes;
  }

  private static Map<String, Object> request(String call, String operation, String entity) {
    Map<String, Object> attributes = new TreeMap<>();
    attributes.put("db.system.name", "aws.dynamodb");
    attributes.put("db.operation.name", call);
    attributes.put("db.collection.name", "T");
    attributes.put("aws.dynamodb.table_names", List.of("T"));
    attributes.put("singletable.operation", operation);
    if (entity != null) {
      attributes.put("singletable.entity", entity);
    }
    attributes.put("singletable.requests", 1L);
    attributes.put("singletable.outcome", "ok");
    return attributes;
  }

  private static List<String> eventNames(SpanData span) {
    return span.getEvents().stream().map(EventData::getName).toList();
  }

  /** Runs {@code body} with {@code span} current, then ends the span. */
  private static void within(Span span, Runnable body) {
    Scope scope = span.makeCurrent();
    try {
      body.run();
    } finally {
      scope.close();
      span.end();
    }
  }

  private List<SpanData> spans(int expected) {
    List<SpanData> spans = exporter.getFinishedSpanItems();
    assertEquals(expected, spans.size(), spans::toString);
    return spans;
  }

  private SpanData only(String name, DynamoDbExtension dynamo) {
    String full = name + " " + dynamo.tableName();
    List<SpanData> named = exporter.getFinishedSpanItems().stream().filter(span -> span.getName().equals(full)).toList();
    assertEquals(1, named.size(), exporter.getFinishedSpanItems()::toString);
    return named.get(0);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSyncGetIsAClientSpanUnderTheCallersSpanWithTheDatabaseAttributes(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.customers().put(new Customer("c1", "Ada")).execute();
    Span handler = openTelemetry.getTracer("app").spanBuilder("handler").startSpan();
    within(handler, () -> {
      shop.customers().get("c1").execute();
    });

    List<SpanData> spans = spans(3);
    SpanData put = spans.get(0);
    SpanData get = spans.get(1);
    assertEquals(List.of(OpenTelemetryRequestListener.REQUEST_EVENT), eventNames(get));
    assertEquals("PutItem " + dynamo.tableName(), put.getName());
    assertEquals(request("PutItem", "put", "customer"), attributes(put, dynamo));
    assertEquals("GetItem " + dynamo.tableName(), get.getName());
    assertEquals(SpanKind.CLIENT, get.getKind());
    assertEquals(StatusCode.UNSET, get.getStatus().getStatusCode());
    assertEquals(handler.getSpanContext().getSpanId(), get.getParentSpanId());
    Map<String, Object> expected = request("GetItem", "get", "customer");
    expected.put("singletable.items.returned", 1L);
    assertEquals(expected, attributes(get, dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAsyncQueryOnAnIndexIsASpanUnderTheSpanCurrentWhenItWasCalled(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.orders().put(new Order("c1", "o1", "open")).executeAsync().join();
    shop.orders().put(new Order("c1", "o2", "shipped")).executeAsync().join();
    Span handler = openTelemetry.getTracer("app").spanBuilder("handler").startSpan();
    within(handler, () -> {
      assertEquals(1, shop.orders().query().byStatus("open").listAsync().join().size());
    });

    SpanData query = only("Query", dynamo);
    assertEquals(handler.getSpanContext().getSpanId(), query.getParentSpanId());
    Map<String, Object> expected = request("Query", "query", "order");
    expected.put("aws.dynamodb.index_name", "gsi1");
    expected.put("aws.dynamodb.count", 1L);
    expected.put("aws.dynamodb.scanned_count", 1L);
    expected.put("singletable.items.returned", 1L);
    assertEquals(expected, attributes(query, dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void transactionBatchCollectionAndScanAreSpansAcrossEntities(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.transactWrite()
        .put(CustomerEntity.SCHEMA, new Customer("c1", "Ada"))
        .put(OrderEntity.SCHEMA, new Order("c1", "o1", "open"))
        .execute();
    shop.batchWrite().put(OrderEntity.SCHEMA, new Order("c1", "o2", "open")).execute().requireComplete();
    shop.customer("c1").list();
    shop.scan().listAsync().join();

    spans(4);
    assertEquals(request("TransactWriteItems", "transactWrite", null), attributes(only("TransactWriteItems", dynamo), dynamo));
    assertEquals(request("BatchWriteItem", "batchWrite", null), attributes(only("BatchWriteItem", dynamo), dynamo));
    Map<String, Object> collection = request("Query", "collectionQuery", null);
    collection.put("aws.dynamodb.count", 3L);
    collection.put("aws.dynamodb.scanned_count", 3L);
    collection.put("singletable.items.returned", 3L);
    assertEquals(collection, attributes(only("Query", dynamo), dynamo));
    Map<String, Object> scan = request("Scan", "scan", null);
    scan.put("aws.dynamodb.count", 3L);
    scan.put("aws.dynamodb.scanned_count", 3L);
    scan.put("singletable.items.returned", 3L);
    assertEquals(scan, attributes(only("Scan", dynamo), dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void failuresRecordTheExceptionAndTheOutcome(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.customers().put(new Customer("c1", "Ada")).execute();
    exporter.reset();
    assertThrows(ConditionFailedException.class, () -> shop.customers().create(new Customer("c1", "Bob")).execute());
    assertThrows(TransactionCanceledException.class, () -> shop.transactWrite()
        .create(CustomerEntity.SCHEMA, new Customer("c1", "Bob")).execute());
    dynamo.faults().next("GetItem", Fault.THROTTLED);
    CompletionException throttled =
        assertThrows(CompletionException.class, () -> shop.customers().get("c1").executeAsync().join());
    assertEquals(ThrottledException.class, throttled.getCause().getClass());

    List<SpanData> spans = spans(3);
    assertEquals(List.of("condition_failed", "cancelled", "throttled"),
        spans.stream().map(span -> span.getAttributes().get(OpenTelemetryRequestListener.OUTCOME)).toList());
    assertEquals(List.of("dev.singletable.runtime.exception.ConditionFailedException",
            "dev.singletable.runtime.exception.TransactionCanceledException",
            "dev.singletable.runtime.exception.ThrottledException"),
        spans.stream().map(span -> span.getAttributes().get(OpenTelemetryRequestListener.ERROR_TYPE)).toList());
    assertEquals(List.of("software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException",
            "software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException",
            "software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException"),
        spans.stream().map(span -> span.getEvents().get(0).getAttributes().get(OpenTelemetryRequestListener.ERROR_TYPE))
            .toList());
    for (SpanData span : spans) {
      assertEquals(StatusCode.ERROR, span.getStatus().getStatusCode());
      List<EventData> events = span.getEvents();
      assertEquals(List.of(OpenTelemetryRequestListener.REQUEST_EVENT, "exception"), eventNames(span));
      assertEquals(span.getAttributes().get(OpenTelemetryRequestListener.OUTCOME),
          events.get(0).getAttributes().get(OpenTelemetryRequestListener.OUTCOME));
      assertEquals(span.getAttributes().get(OpenTelemetryRequestListener.ERROR_TYPE),
          events.get(1).getAttributes().get(AttributeKey.stringKey("exception.type")));
    }
    Map<String, Object> create = request("PutItem", "create", "customer");
    create.put("singletable.outcome", "condition_failed");
    create.put("error.type", "dev.singletable.runtime.exception.ConditionFailedException");
    assertEquals(create, attributes(spans.get(0), dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void consumedCapacityIsOnTheSpanWhenAsked(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, true);
    shop.customers().put(new Customer("c1", "Ada")).execute();
    shop.customers().get("c1").execute();

    List<SpanData> spans = spans(2);
    assertEquals(List.of("{\"TableName\":\"" + dynamo.tableName() + "\",\"CapacityUnits\":1.0}"),
        spans.get(0).getAttributes().get(OpenTelemetryRequestListener.CONSUMED_CAPACITY));
    assertEquals(List.of("{\"TableName\":\"" + dynamo.tableName() + "\",\"CapacityUnits\":0.5}"),
        spans.get(1).getAttributes().get(OpenTelemetryRequestListener.CONSUMED_CAPACITY));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchRetriesAreEventsOnTheCurrentSpan(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    dynamo.faults().next("BatchWriteItem", Fault.UNPROCESSED);
    Span handler = openTelemetry.getTracer("app").spanBuilder("handler").startSpan();
    within(handler, () -> {
      shop.batchWrite().put(OrderEntity.SCHEMA, new Order("c1", "o1", "open"))
          .backoff(Backoff.of(3, Duration.ofMillis(1), Duration.ofMillis(2)))
          .execute().requireComplete();
    });

    SpanData batch = only("BatchWriteItem", dynamo);
    assertEquals(handler.getSpanContext().getSpanId(), batch.getParentSpanId());
    assertEquals(List.of(OpenTelemetryRequestListener.REQUEST_EVENT, OpenTelemetryRequestListener.RETRY_EVENT,
        OpenTelemetryRequestListener.REQUEST_EVENT), eventNames(batch));
    EventData retry = batch.getEvents().get(1);
    assertEquals(1L, retry.getAttributes().get(AttributeKey.longKey("singletable.retry")));
    assertEquals("batchWrite", retry.getAttributes().get(OpenTelemetryRequestListener.OPERATION));
    assertEquals(2L, batch.getAttributes().get(OpenTelemetryRequestListener.REQUESTS));
    assertEquals("ok", batch.getAttributes().get(OpenTelemetryRequestListener.OUTCOME));
    assertEquals(List.of(), eventNames(exporter.getFinishedSpanItems().stream()
        .filter(span -> span.getName().equals("handler")).findFirst().orElseThrow()));
  }

  /** Orders o1..o4 of c1, o1 and o4 open: a query for open ones with a limit of 2 reads three pages (2, 1, 1 items). */
  private static void fourOrders(ShopService shop) {
    shop.orders().put(new Order("c1", "o1", "open")).execute();
    shop.orders().put(new Order("c1", "o2", "shipped")).execute();
    shop.orders().put(new Order("c1", "o3", "shipped")).execute();
    shop.orders().put(new Order("c1", "o4", "open")).execute();
  }

  private static void assertOneSpanOfThreePages(SpanData query, Span handler, DynamoDbExtension dynamo) {
    assertEquals("Query " + dynamo.tableName(), query.getName());
    assertEquals(SpanKind.CLIENT, query.getKind());
    assertEquals(handler.getSpanContext().getSpanId(), query.getParentSpanId());
    Map<String, Object> expected = request("Query", "query", "order");
    expected.put("aws.dynamodb.count", 2L);
    expected.put("aws.dynamodb.scanned_count", 4L);
    expected.put("singletable.items.returned", 2L);
    expected.put("singletable.requests", 3L);
    assertEquals(expected, attributes(query, dynamo));
    assertEquals(List.of(OpenTelemetryRequestListener.REQUEST_EVENT, OpenTelemetryRequestListener.REQUEST_EVENT,
        OpenTelemetryRequestListener.REQUEST_EVENT), eventNames(query));
    assertEquals(List.of(1L, 0L, 1L), query.getEvents().stream()
        .map(event -> event.getAttributes().get(OpenTelemetryRequestListener.COUNT)).toList());
    assertEquals(List.of("Query", "Query", "Query"), query.getEvents().stream()
        .map(event -> event.getAttributes().get(OpenTelemetryRequestListener.DB_OPERATION_NAME)).toList());
  }

  /** A query's terminals that read every page: sync list, async list and lazy stream. */
  static Stream<Arguments> terminals() {
    Map<String, Function<QueryOperation<Order>, Integer>> terminals = new java.util.LinkedHashMap<>();
    terminals.put("list", query -> query.list().size());
    terminals.put("listAsync", query -> query.listAsync().join().size());
    terminals.put("stream", query -> (int) query.stream().count());
    return engines().flatMap(engine -> terminals.entrySet().stream()
        .map(terminal -> Arguments.of(engine, Named.of(terminal.getKey(), terminal.getValue()))));
  }

  @ParameterizedTest
  @MethodSource("terminals")
  void aQueryOfThreePagesIsOneSpanWithAnEventPerPage(DynamoDbExtension dynamo,
      Function<QueryOperation<Order>, Integer> terminal) {
    ShopService shop = shop(dynamo, false);
    fourOrders(shop);
    exporter.reset();
    dynamo.requests().clear();
    Span handler = openTelemetry.getTracer("app").spanBuilder("handler").startSpan();
    within(handler, () -> assertEquals(2,
        terminal.apply(shop.orders().query().primary("c1").filter(OrderEntity.STATUS.eq("open")).limit(2))));

    assertEquals(3, dynamo.requests().of(QueryRequest.class).size());
    assertEquals(2, spans(2).size());
    assertOneSpanOfThreePages(only("Query", dynamo), handler, dynamo);
  }

  /** Spans as the AWS SDK's instrumentation makes them: one per request, a child of the span current when sent. */
  private ExecutionInterceptor sdkSpans() {
    ExecutionAttribute<Span> span = new ExecutionAttribute<>("test.span");
    return new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        attributes.putAttribute(span, openTelemetry.getTracer("aws-sdk").spanBuilder("DynamoDb." +
            context.request().getClass().getSimpleName().replace("Request", "")).setSpanKind(SpanKind.CLIENT).startSpan());
      }

      @Override
      public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        attributes.getAttribute(span).end();
      }

      @Override
      public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
        attributes.getAttribute(span).end();
      }
    };
  }

  @Test
  void theSdksSpansOfEachPageAreChildrenOfTheCallSpanSyncAndAsync() {
    ExecutionInterceptor interceptor = sdkSpans();
    DynamoDbClient client = HTTP.engine().newClient(builder ->
        builder.overrideConfiguration(configuration -> configuration.addExecutionInterceptor(interceptor)));
    DynamoDbAsyncClient asyncClient = HTTP.engine().newAsyncClient(builder ->
        builder.overrideConfiguration(configuration -> configuration.addExecutionInterceptor(interceptor)));
    try {
      ShopService shop = ShopService.of(Table.of(client, asyncClient, HTTP.tableName())
          .withListener(new OpenTelemetryRequestListener(openTelemetry)));
      fourOrders(shop);
      exporter.reset();
      Span handler = openTelemetry.getTracer("app").spanBuilder("handler").startSpan();
      within(handler, () -> {
        shop.orders().query().primary("c1").filter(OrderEntity.STATUS.eq("open")).limit(2).list();
        shop.orders().query().primary("c1").filter(OrderEntity.STATUS.eq("open")).limit(2).listAsync().join();
      });

      List<SpanData> spans = exporter.getFinishedSpanItems();
      List<SpanData> calls = spans.stream().filter(span -> span.getName().startsWith("Query ")).toList();
      assertEquals(2, calls.size(), spans::toString);
      for (SpanData call : calls) {
        assertOneSpanOfThreePages(call, handler, HTTP);
        List<SpanData> children = spans.stream()
            .filter(span -> span.getParentSpanId().equals(call.getSpanId())).toList();
        assertEquals(List.of("DynamoDb.Query", "DynamoDb.Query", "DynamoDb.Query"),
            children.stream().map(SpanData::getName).toList());
      }
      assertEquals(1 + 2 + 6, spans.size(), spans::toString);
    } finally {
      client.close();
      asyncClient.close();
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCancelledFutureEndsTheCallSpanCancelledAndItsRequestInFlight(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    dynamo.faults().next("Query", Fault.HELD);
    CompletableFuture<List<Order>> orders = shop.orders().query().primary("c1").listAsync();
    assertTrue(orders.cancel(true));

    SpanData query = only("Query", dynamo);
    assertEquals("cancelled", query.getAttributes().get(OpenTelemetryRequestListener.OUTCOME));
    assertEquals(StatusCode.UNSET, query.getStatus().getStatusCode());
    assertEquals(List.of(OpenTelemetryRequestListener.REQUEST_EVENT), eventNames(query));
    assertEquals("cancelled", query.getEvents().get(0).getAttributes().get(OpenTelemetryRequestListener.OUTCOME));
    assertEquals("java.util.concurrent.CancellationException",
        query.getEvents().get(0).getAttributes().get(OpenTelemetryRequestListener.ERROR_TYPE));
    assertEquals(List.of("Query HELD"), dynamo.faults().applied());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCancelledSubscriptionEndsTheCallSpanCancelled(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    dynamo.faults().next("Query", Fault.HELD);
    Flow.Subscription subscription = Subscriptions.request(shop.orders().query().primary("c1").publisher(), 1);
    assertEquals(List.of(), exporter.getFinishedSpanItems());
    subscription.cancel();

    SpanData query = only("Query", dynamo);
    assertEquals("cancelled", query.getAttributes().get(OpenTelemetryRequestListener.OUTCOME));
    assertEquals(List.of("cancelled"), query.getEvents().stream()
        .map(event -> event.getAttributes().get(OpenTelemetryRequestListener.OUTCOME)).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStreamClosedBeforeItsEndEndsTheCallSpanCancelled(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    fourOrders(shop);
    exporter.reset();
    try (Stream<Order> orders = shop.orders().query().primary("c1").filter(OrderEntity.STATUS.eq("open")).stream()) {
      assertEquals("o1", orders.iterator().next().orderId());
      assertEquals(List.of(), exporter.getFinishedSpanItems());
    }

    SpanData query = only("Query", dynamo);
    assertEquals("cancelled", query.getAttributes().get(OpenTelemetryRequestListener.OUTCOME));
    assertEquals(List.of("ok"), query.getEvents().stream()
        .map(event -> event.getAttributes().get(OpenTelemetryRequestListener.OUTCOME)).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAsyncParallelScanIsOneSpanOfItsSegmentsRequests(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    fourOrders(shop);
    exporter.reset();
    assertEquals(4, shop.scan().segments(2).listAsync().join().size());

    SpanData scan = only("Scan", dynamo);
    assertEquals(1, spans(1).size());
    assertEquals(2L, scan.getAttributes().get(OpenTelemetryRequestListener.REQUESTS));
    assertEquals(4L, scan.getAttributes().get(OpenTelemetryRequestListener.ITEMS_RETURNED));
    assertEquals(List.of(OpenTelemetryRequestListener.REQUEST_EVENT, OpenTelemetryRequestListener.REQUEST_EVENT),
        eventNames(scan));
  }
}
