package dev.singletable.runtime;

import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.OrderSchema.Order;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.query.Queries;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.runtime.operation.UpdateOperation;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** What a table's {@link RequestListener}s see, on both engines and both paths. */
class RequestListenerTest {
  private static final Instant PLACED = Instant.parse("2024-04-30T09:15:10Z");
  private static final UpdatableAttribute<OrderSchema.Order, String> STATUS = UpdatableAttribute.of("order", "status", Codecs.ofString());
  private static final Backoff FAST = Backoff.of(20, Duration.ofMillis(1), Duration.ofMillis(8));

  static Stream<Named<AsyncEngines.Engine>> engines() {
    return Stream.of(Named.of("moto", AsyncEngines.http()));
  }

  static Order order(int i) {
    return new Order("C1", i, "PLACED", PLACED.plusSeconds(i));
  }

  /** Every event, in order, as a line, and the events themselves. */
  static final class Recording implements RequestListener {
    final List<String> lines = new CopyOnWriteArrayList<>();
    final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
    final List<ResponseEvent> responses = new CopyOnWriteArrayList<>();
    final List<ResponseEvent> failures = new CopyOnWriteArrayList<>();
    final List<RetryEvent> retries = new CopyOnWriteArrayList<>();
    final List<InvalidItemEvent> invalid = new CopyOnWriteArrayList<>();
    private final boolean capacity;

    Recording(boolean capacity) {
      this.capacity = capacity;
    }

    @Override
    public boolean wantsConsumedCapacity() {
      return capacity;
    }

    @Override
    public void onRequest(RequestEvent request) {
      requests.add(request);
      lines.add("before " + describe(request));
    }

    @Override
    public void onResponse(ResponseEvent response) {
      responses.add(response);
      lines.add("after " + describe(response.request()));
    }

    @Override
    public void onFailure(ResponseEvent failure) {
      failures.add(failure);
      lines.add("failed " + describe(failure.request()) + " " + failure.failure().getClass().getSimpleName());
    }

    @Override
    public void onRetry(RetryEvent retry) {
      retries.add(retry);
      lines.add("retry " + retry.operation());
    }

    @Override
    public void onInvalidItem(InvalidItemEvent event) {
      invalid.add(event);
      lines.add("invalid " + event.operation() + " " + event.entity() + (event.skipped() ? " skipped" : ""));
    }

    private static String describe(RequestEvent request) {
      return request.call() + " " + request.operation() + " " + request.entity()
          + (request.index() == null ? "" : " " + request.index());
    }
  }

  /** Throws from every method: the operations must not notice. */
  static final class Throwing implements RequestListener {
    @Override
    public boolean wantsConsumedCapacity() {
      throw new IllegalStateException("capacity");
    }

    @Override
    public void onRequest(RequestEvent request) {
      throw new IllegalStateException("request");
    }

    @Override
    public void onResponse(ResponseEvent response) {
      throw new IllegalStateException("response");
    }

    @Override
    public void onFailure(ResponseEvent failure) {
      throw new IllegalStateException("failure");
    }
  }

  /** An order's typed update, as the generated {@code OrderEntity.update(...)} builds it. */
  private static final class OrderUpdate extends UpdateOperation<Order, OrderUpdate> {
    OrderUpdate(Table table, Order order) {
      super(table, ORDERS, ORDERS.keyOf(order));
    }

    @Override
    protected OrderUpdate self() {
      return this;
    }
  }

  private static final List<String> SEQUENCE = List.of(
      "before PutItem put order", "after PutItem put order",
      "before GetItem get order", "after GetItem get order",
      "before Query query order gsi1", "after Query query order gsi1",
      "before UpdateItem update order", "after UpdateItem update order");

  private static void assertTimedAndNamed(Recording recording, Table table) {
    for (RequestEvent request : recording.requests) {
      assertEquals(table.name(), request.table());
    }
    for (ResponseEvent response : recording.responses) {
      assertTrue(response.succeeded());
      assertFalse(response.duration().isNegative());
      assertEquals(response.request().request(), recording.requests.get(recording.requests.indexOf(response.request()))
          .request());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void getPutQueryAndUpdateAreEachSeenBeforeAndAfterInOrderWithTheCapacityTheyConsumed(AsyncEngines.Engine engine) {
    Recording recording = new Recording(true);
    Table table = engine.newTable("listened", ORDERS).withListener(recording);

    PutOperation.put(table, ORDERS, order(1)).execute();
    assertEquals(Optional.of(order(1)), GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute());
    assertEquals(List.of(order(1)),
        Queries.<Order, QueryOperation<Order>>of(table, ORDERS, "gsi1", "gsi1pk", "STATUS#PLACED", "gsi1sk", null).list());
    new OrderUpdate(table, order(1)).set(STATUS, "SHIPPED").execute();

    assertEquals(SEQUENCE, recording.lines);
    assertTimedAndNamed(recording, table);
    for (ResponseEvent response : recording.responses) {
      assertEquals(ReturnConsumedCapacity.INDEXES.toString(),
          response.request().request().getValueForField("ReturnConsumedCapacity", String.class).orElseThrow());
      assertEquals(1, response.consumedCapacity().size(), response.toString());
      assertTrue(response.consumedCapacity().get(0).capacityUnits() > 0, response.toString());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theAsyncTerminalsAreSeenAsTheSyncOnesAre(AsyncEngines.Engine engine) throws Exception {
    Recording recording = new Recording(true);
    Table table = engine.newTable("listened-async", ORDERS).withListener(recording);

    await(PutOperation.put(table, ORDERS, order(1)).executeAsync());
    assertEquals(Optional.of(order(1)), await(GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).executeAsync()));
    assertEquals(List.of(order(1)),
        await(Queries.<Order, QueryOperation<Order>>of(table, ORDERS, "gsi1", "gsi1pk", "STATUS#PLACED", "gsi1sk", null).listAsync()));
    await(new OrderUpdate(table, order(1)).set(STATUS, "SHIPPED").executeAsync());

    assertEquals(SEQUENCE, recording.lines);
    assertTimedAndNamed(recording, table);
    for (ResponseEvent response : recording.responses) {
      assertEquals(1, response.consumedCapacity().size(), response.toString());
    }

    ExecutionException failed =
        assertThrows(ExecutionException.class, () -> await(PutOperation.create(table, ORDERS, order(1)).executeAsync()));
    assertInstanceOf(ConditionFailedException.class, failed.getCause());
    assertEquals("failed PutItem create order ConditionalCheckFailedException",
        recording.lines.get(recording.lines.size() - 1));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void responsesTellTheirOutcomeAndTheItemsDynamoDbReturnedAndRead(AsyncEngines.Engine engine) {
    Recording recording = new Recording(false);
    Table table = engine.newTable("listened-outcome", ORDERS).withListener(recording);
    PutOperation.put(table, ORDERS, order(1)).execute();
    PutOperation.put(table, ORDERS, order(2)).execute();
    GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute();
    GetOperation.of(table, ORDERS, ORDERS.keyOf(order(3))).execute();
    Queries.<Order, QueryOperation<Order>>of(table, ORDERS, null, "pk", "CUSTOMER#C1", "sk", null).list();
    assertThrows(ConditionFailedException.class, () -> PutOperation.create(table, ORDERS, order(1)).execute());

    assertEquals(List.of("PutItem ok 0/0", "PutItem ok 0/0", "GetItem ok 1/1", "GetItem ok 0/0", "Query ok 2/2"),
        recording.responses.stream().map(response -> response.request().call() + " " + response.outcome().label()
            + " " + response.itemsReturned() + "/" + response.itemsRead()).toList());
    ResponseEvent failure = recording.failures.get(0);
    assertEquals(ResponseEvent.Outcome.CONDITION_FAILED, failure.outcome());
    assertEquals(0, failure.itemsReturned());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFailedConditionIsAFailureEventWithTheSdkException(AsyncEngines.Engine engine) {
    Recording recording = new Recording(false);
    Table table = engine.newTable("listened-failure", ORDERS).withListener(recording);
    PutOperation.create(table, ORDERS, order(1)).execute();

    assertThrows(ConditionFailedException.class, () -> PutOperation.create(table, ORDERS, order(1)).execute());

    assertEquals(List.of("before PutItem create order", "after PutItem create order",
        "before PutItem create order", "failed PutItem create order ConditionalCheckFailedException"),
        recording.lines);
    ResponseEvent failure = recording.failures.get(0);
    assertFalse(failure.succeeded());
    assertNull(failure.response());
    assertInstanceOf(ConditionalCheckFailedException.class, failure.failure());
    assertFalse(failure.duration().isNegative());
    assertEquals(List.of(), failure.consumedCapacity());
  }

  /** Records every request the client is given, as built. */
  private static ExecutionInterceptor recorder(List<SdkRequest> sent) {
    return new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        sent.add(context.request());
      }
    };
  }

  /** Four requests, of which only the last, whose table has a listener that wants it, asks for the capacity consumed. */
  private static void assertCapacityAskedOnlyByTheLast(List<SdkRequest> sent) {
    assertEquals(4, sent.size());
    for (SdkRequest request : sent.subList(0, 3)) {
      assertEquals(Optional.empty(), request.getValueForField("ReturnConsumedCapacity", String.class), request.toString());
    }
    assertEquals(ReturnConsumedCapacity.INDEXES, ((GetItemRequest) sent.get(3)).returnConsumedCapacity());
  }

  @Test
  void withoutAListenerAskingForCapacityRequestsAreSentAsBuilt() {
    List<SdkRequest> sent = new CopyOnWriteArrayList<>();
    ExecutionInterceptor recorder = recorder(sent);
    Table created = LocalEngines.newTable(LocalEngines.http(), "unlistened", ORDERS);
    Table plain = Table.of(LocalEngines.http(recorder), created.name());
    PutOperation.put(plain, ORDERS, order(1)).execute();
    GetOperation.of(plain, ORDERS, ORDERS.keyOf(order(1))).execute();
    Table listened = plain.withListener(new Recording(false));
    GetOperation.of(listened, ORDERS, ORDERS.keyOf(order(1))).execute();
    Table asking = plain.withListener(new Recording(false)).withListener(new Recording(true));
    GetOperation.of(asking, ORDERS, ORDERS.keyOf(order(1))).execute();

    assertCapacityAskedOnlyByTheLast(sent);
    assertEquals(List.of(), plain.listeners());
    assertEquals(2, asking.listeners().size());
    assertEquals(created.name(), asking.withClock(java.time.Clock.systemUTC()).withWriteTokens(false).name());
    assertEquals(2, asking.withClock(java.time.Clock.systemUTC()).withWriteTokens(false).listeners().size());
  }

  @Test
  void withoutAListenerAskingForCapacityAsyncRequestsAreSentAsBuilt() throws Exception {
    List<SdkRequest> sent = new CopyOnWriteArrayList<>();
    ExecutionInterceptor recorder = recorder(sent);
    Table plain = AsyncEngines.http(recorder).newTable("unlistened-async", ORDERS);
    await(PutOperation.put(plain, ORDERS, order(1)).executeAsync());
    await(GetOperation.of(plain, ORDERS, ORDERS.keyOf(order(1))).executeAsync());
    Table listened = plain.withListener(new Recording(false));
    await(GetOperation.of(listened, ORDERS, ORDERS.keyOf(order(1))).executeAsync());
    Table asking = plain.withListener(new Recording(false)).withListener(new Recording(true));
    await(GetOperation.of(asking, ORDERS, ORDERS.keyOf(order(1))).executeAsync());

    assertCapacityAskedOnlyByTheLast(sent);
  }

  @Test
  void batchRetriesUnderThrottlingReportEachWaitAndWhy() {
    FlakyBatches writes = new FlakyBatches(20240502L, 0.3, 0.2, item -> false);
    Recording recording = new Recording(false);
    Table created = LocalEngines.newTable(LocalEngines.http(), "listened-batch", CUSTOMERS);
    Table table = Table.of(LocalEngines.http(writes), created.name()).withListener(recording);

    assertBatchRetriesTold(writes, recording, table, batch(table).execute());
  }

  @Test
  void asyncBatchRetriesUnderThrottlingReportEachWaitAndWhy() throws Exception {
    FlakyBatches writes = new FlakyBatches(20240502L, 0.3, 0.2, item -> false);
    Recording recording = new Recording(false);
    Table table = AsyncEngines.http(writes).newTable("listened-batch", CUSTOMERS).withListener(recording);

    assertBatchRetriesTold(writes, recording, table, await(batch(table).executeAsync()));
  }

  private static BatchWrite batch(Table table) {
    BatchWrite batch = BatchWrite.of(table).backoff(FAST);
    for (int i = 0; i < 200; i++) {
      batch.put(CUSTOMERS, new Customer("P" + i, "Customer " + i, "c" + i + "@example.com"));
    }
    return batch;
  }

  /** Each pause of the batch was told before the request it came before, with its delay and why. */
  private static void assertBatchRetriesTold(FlakyBatches writes, Recording recording, Table table,
      BatchWriteResult written) {
    assertTrue(written.isComplete(), written::toString);
    assertTrue(writes.throttledCalls > 0 && writes.heldOperations > 0, "throttled " + writes.throttledCalls);
    assertEquals(written.stats().requests(), recording.requests.size());
    assertEquals(written.stats().throttledRequests(), recording.failures.size());
    assertFalse(recording.retries.isEmpty());
    for (RetryEvent retry : recording.retries) {
      assertEquals("batchWrite", retry.operation());
      assertNull(retry.entity());
      assertEquals(table.name(), retry.table());
      assertTrue(retry.retry() >= 1);
      assertTrue(retry.delay().compareTo(FAST.maxDelay()) <= 0, retry.toString());
      assertTrue(retry.reason().startsWith("unprocessed") || retry.reason().startsWith("throttled"), retry.reason());
    }
    assertTrue(recording.retries.stream().anyMatch(retry -> retry.reason().startsWith("throttled (")),
        recording.retries::toString);
    // A request that carries items sent before is the one a pause comes before.
    for (int i = 0; i < recording.lines.size(); i++) {
      if (recording.lines.get(i).startsWith("retry")) {
        assertEquals("before BatchWriteItem batchWrite null", recording.lines.get(i + 1));
      }
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSkipInvalidQueryReportsTheItemItLeftOutAndAStrictOneTheItemItFailedOn(AsyncEngines.Engine engine)
      throws Exception {
    Recording recording = new Recording(false);
    Table table = engine.newTable("listened-invalid", ORDERS).withListener(recording);
    PutOperation.put(table, ORDERS, order(1)).execute();
    PutOperation.put(table, ORDERS, order(2)).execute();
    table.client().updateItem(UpdateItemRequest.builder().tableName(table.name()).key(ORDERS.keyOf(order(2)))
        .updateExpression("SET orderNumber = :text")
        .expressionAttributeValues(Map.of(":text", AttributeValue.fromS("two"))).build());
    QueryOperation<Order> query = Queries.<Order, QueryOperation<Order>>of(table, ORDERS, null, "pk", "CUSTOMER#C1", "sk", null);

    Page<Order> page = query.skipInvalid().page();
    assertEquals(List.of(order(1)), page.items());
    assertEquals(1, recording.invalid.size());
    InvalidItemEvent skipped = recording.invalid.get(0);
    assertTrue(skipped.skipped());
    assertEquals("query", skipped.operation());
    assertEquals("order", skipped.entity());
    assertEquals(ORDERS.keyOf(order(2)), skipped.key());
    assertInstanceOf(InvalidItemException.class, skipped.error());
    assertEquals(page.invalidItems().get(0).error(), skipped.error());

    assertEquals(List.of(order(1)), await(query.listAsync()));
    assertEquals(2, recording.invalid.size());
    assertEquals(List.of("invalid query order skipped", "invalid query order skipped"),
        recording.lines.stream().filter(line -> line.startsWith("invalid")).toList());

    QueryOperation<Order> strict = Queries.<Order, QueryOperation<Order>>of(table, ORDERS, null, "pk", "CUSTOMER#C1", "sk", null);
    assertThrows(InvalidItemException.class, strict::list);
    assertFalse(recording.invalid.get(2).skipped());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aThrowingListenerBreaksNeitherTheOperationNorTheListenersAfterIt(AsyncEngines.Engine engine) throws Exception {
    Recording recording = new Recording(true);
    Table table = engine.newTable("listened-throwing", ORDERS).withListener(new Throwing()).withListener(recording);

    PutOperation.put(table, ORDERS, order(1)).execute();
    assertEquals(Optional.of(order(1)), GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute());
    assertEquals(List.of(order(1)),
        await(Queries.<Order, QueryOperation<Order>>of(table, ORDERS, "gsi1", "gsi1pk", "STATUS#PLACED", "gsi1sk", null).listAsync()));
    assertThrows(ConditionFailedException.class, () -> PutOperation.create(table, ORDERS, order(1)).execute());

    assertEquals(List.of("before PutItem put order", "after PutItem put order", "before GetItem get order",
        "after GetItem get order", "before Query query order gsi1", "after Query query order gsi1",
        "before PutItem create order", "failed PutItem create order ConditionalCheckFailedException"),
        recording.lines);
    assertEquals(1, recording.responses.get(0).consumedCapacity().size());
  }

  /** A logger that keeps its lines, at DEBUG and above. */
  static final class RecordingLogger implements System.Logger {
    final List<String> lines = Collections.synchronizedList(new ArrayList<>());

    @Override
    public String getName() {
      return "recording";
    }

    @Override
    public boolean isLoggable(Level level) {
      return level.getSeverity() >= Level.DEBUG.getSeverity();
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
      lines.add(level + " " + msg);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
      lines.add(level + " " + format);
    }
  }

  @Test
  void theLoggingListenerWritesARequestAResponseAFailureAndARetryLine() {
    RecordingLogger logger = new RecordingLogger();
    LoggingRequestListener logging = new LoggingRequestListener(logger);
    Table table = LocalEngines.newTable(LocalEngines.client(), "logged", ORDERS).withListener(logging);

    PutOperation.create(table, ORDERS, order(1)).execute();
    GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute();
    assertThrows(ConditionFailedException.class, () -> PutOperation.create(table, ORDERS, order(1)).execute());
    logging.onRetry(new RetryEvent("batchWrite", null, table.name(), 2, Duration.ofMillis(40), "unprocessed after 2 attempts"));

    String on = ": PutItem on " + table.name();
    List<String> lines = logger.lines.stream()
        .map(line -> line.replaceAll("\\d+\\.\\d ms", "N ms").replaceAll("consumed \\d+\\.\\d", "consumed U")
            .replaceAll(" \\(Service: .*", ""))
        .toList();
    assertEquals(List.of(
        "DEBUG create order" + on,
        "DEBUG create order" + on + " took N ms, consumed U capacity units",
        "DEBUG get order: GetItem on " + table.name() + " key {pk=CUSTOMER#C1, sk=ORDER#00001}",
        "DEBUG get order: GetItem on " + table.name() + " took N ms, consumed U capacity units",
        "DEBUG create order" + on,
        "DEBUG create order" + on + " failed after N ms: ConditionalCheckFailedException: The conditional request failed",
        "INFO batchWrite on " + table.name() + ": retry 2 in N ms (unprocessed after 2 attempts)"),
        lines);
  }

  private static <V> V await(CompletableFuture<V> future) throws Exception {
    return future.get(30, TimeUnit.SECONDS);
  }
}
