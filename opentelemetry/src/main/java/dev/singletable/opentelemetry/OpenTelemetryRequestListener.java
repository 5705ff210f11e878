package dev.singletable.opentelemetry;

import dev.singletable.runtime.CallEndEvent;
import dev.singletable.runtime.CallEvent;
import dev.singletable.runtime.CallListener;
import dev.singletable.runtime.InvalidItemEvent;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.RetryEvent;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * A {@link RequestListener} that traces a table's library calls with OpenTelemetry: one span of kind {@code CLIENT}
 * per call ({@code execute()}, {@code list()}, {@code page()}, {@code count()}, a publisher's subscription, their
 * async twins, see {@link CallEvent}), however many requests it sends. The span starts when the call is about to send
 * its first request, as a child of the span current on that thread, and ends when its result, its failure or its
 * cancellation reaches the caller. While the runtime hands each of the call's requests to the client, the call's span
 * is current, so that spans the AWS SDK's own instrumentation (or its HTTP client's) makes for the request are its
 * children. The span is named {@code <call> <table>} ({@code Query app}), as the database conventions name spans
 * {@code <db.operation.name> <db.collection.name>}.
 *
 * <p>Attributes, from OpenTelemetry's database and AWS DynamoDB semantic conventions where they fit:
 *
 * <ul>
 *   <li>{@code db.system.name} = {@code aws.dynamodb}; {@code db.operation.name}: the DynamoDB call of the call's
 *       last request ({@code GetItem}, {@code Query}, {@code TransactWriteItems} for a put of {@code @Unique} values
 *       that reads the item first, ...); {@code db.collection.name} and {@code aws.dynamodb.table_names}: the table;
 *       {@code aws.dynamodb.index_name}: the index a query or scan reads;
 *   <li>at the end: {@code aws.dynamodb.count} and {@code aws.dynamodb.scanned_count}, summed over the pages of a
 *       query or scan; {@code aws.dynamodb.consumed_capacity} (one JSON object per table, as DynamoDB returned it,
 *       per request) when built {@linkplain #OpenTelemetryRequestListener(OpenTelemetry, boolean) to ask for it};
 *   <li>the library's own: {@code singletable.entity} (absent for calls across entities), {@code
 *       singletable.operation} ({@code get}, {@code query}, {@code collectionQuery}, {@code transactWrite}, ...),
 *       {@code singletable.items.returned} (reads, summed over the pages), {@code singletable.requests} (how many
 *       requests the call sent), {@code singletable.outcome} ({@code ok}, {@code condition_failed}, {@code
 *       throttled}, {@code cancelled}, {@code error});
 *   <li>on failure: the exception the caller gets (the library's, such as {@code ConditionFailedException}) recorded
 *       as an event, status {@code ERROR}, and {@code error.type} its class name. A call the caller cancelled (a
 *       future cancelled, a publisher's subscription cancelled, a stream closed before its end) has outcome {@code
 *       cancelled} and no error status.
 * </ul>
 *
 * <p>Each request of the call is an event {@value #REQUEST_EVENT} at its response or failure, with {@code
 * db.operation.name}, {@code singletable.outcome}, {@code singletable.duration_ms}, a page's {@code
 * aws.dynamodb.count} and {@code aws.dynamodb.scanned_count}, and a failure's {@code error.type}: a query that reads
 * three pages is one span with three request events. The runtime's own retries (a batch's unprocessed items, a
 * unique-value write after a conflict) and stored items that fail to read are events too, {@value #RETRY_EVENT} and
 * {@value #INVALID_ITEM_EVENT}. Attribute values never hold keys or cursors.
 *
 * <pre>{@code
 * Table table = Table.of(client, "app").withListener(new OpenTelemetryRequestListener(openTelemetry));
 * }</pre>
 */
public final class OpenTelemetryRequestListener implements RequestListener {
  /** The instrumentation scope name of the tracer. */
  public static final String INSTRUMENTATION_NAME = "dev.singletable";
  /** The name of the event of a request of the call. */
  public static final String REQUEST_EVENT = "singletable.request";
  /** The name of the event of a retry. */
  public static final String RETRY_EVENT = "singletable.retry";
  /** The name of the event of an item that failed to read. */
  public static final String INVALID_ITEM_EVENT = "singletable.invalid_item";

  /** {@code db.system.name}. */
  public static final AttributeKey<String> DB_SYSTEM_NAME = AttributeKey.stringKey("db.system.name");
  /** {@code db.operation.name}. */
  public static final AttributeKey<String> DB_OPERATION_NAME = AttributeKey.stringKey("db.operation.name");
  /** {@code db.collection.name}. */
  public static final AttributeKey<String> DB_COLLECTION_NAME = AttributeKey.stringKey("db.collection.name");
  /** {@code aws.dynamodb.table_names}. */
  public static final AttributeKey<List<String>> TABLE_NAMES = AttributeKey.stringArrayKey("aws.dynamodb.table_names");
  /** {@code aws.dynamodb.index_name}. */
  public static final AttributeKey<String> INDEX_NAME = AttributeKey.stringKey("aws.dynamodb.index_name");
  /** {@code aws.dynamodb.count}. */
  public static final AttributeKey<Long> COUNT = AttributeKey.longKey("aws.dynamodb.count");
  /** {@code aws.dynamodb.scanned_count}. */
  public static final AttributeKey<Long> SCANNED_COUNT = AttributeKey.longKey("aws.dynamodb.scanned_count");
  /** {@code aws.dynamodb.consumed_capacity}. */
  public static final AttributeKey<List<String>> CONSUMED_CAPACITY =
      AttributeKey.stringArrayKey("aws.dynamodb.consumed_capacity");
  /** {@code error.type}. */
  public static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
  /** {@code singletable.entity}. */
  public static final AttributeKey<String> ENTITY = AttributeKey.stringKey("singletable.entity");
  /** {@code singletable.operation}. */
  public static final AttributeKey<String> OPERATION = AttributeKey.stringKey("singletable.operation");
  /** {@code singletable.items.returned}. */
  public static final AttributeKey<Long> ITEMS_RETURNED = AttributeKey.longKey("singletable.items.returned");
  /** {@code singletable.requests}. */
  public static final AttributeKey<Long> REQUESTS = AttributeKey.longKey("singletable.requests");
  /** {@code singletable.duration_ms}, of a request event. */
  public static final AttributeKey<Double> DURATION_MS = AttributeKey.doubleKey("singletable.duration_ms");
  /** {@code singletable.outcome}. */
  public static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("singletable.outcome");

  private static final String SYSTEM = "aws.dynamodb";
  private static final List<String> READS = List.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems");

  private final Tracer tracer;
  private final boolean consumedCapacity;

  /**
   * Traces with {@code openTelemetry}'s tracer {@value #INSTRUMENTATION_NAME}, without asking for consumed capacity.
   *
   * @param openTelemetry the application's OpenTelemetry
   */
  public OpenTelemetryRequestListener(OpenTelemetry openTelemetry) {
    this(openTelemetry, false);
  }

  /**
   * Traces with {@code openTelemetry}'s tracer {@value #INSTRUMENTATION_NAME}, and the capacity requests consume
   * when {@code consumedCapacity}.
   *
   * @param openTelemetry the application's OpenTelemetry
   * @param consumedCapacity whether requests ask DynamoDB for the capacity they consume (each request of the table
   *     then asks, see {@link RequestListener#wantsConsumedCapacity()}) and spans carry it
   */
  public OpenTelemetryRequestListener(OpenTelemetry openTelemetry, boolean consumedCapacity) {
    this.tracer = Objects.requireNonNull(openTelemetry, "openTelemetry").getTracer(INSTRUMENTATION_NAME);
    this.consumedCapacity = consumedCapacity;
  }

  /**
   * Whether requests ask for consumed capacity, as built.
   *
   * @return the flag given to the constructor
   */
  @Override
  public boolean wantsConsumedCapacity() {
    return consumedCapacity;
  }

  /**
   * Starts the call's span, as a child of the span current on this thread.
   *
   * @param call the call
   * @return the span's follower of the call
   */
  @Override
  public CallListener onCall(CallEvent call) {
    var span = tracer.spanBuilder(call.operation() + " " + call.table())
        .setSpanKind(SpanKind.CLIENT)
        .setAttribute(DB_SYSTEM_NAME, SYSTEM)
        .setAttribute(DB_COLLECTION_NAME, call.table())
        .setAttribute(TABLE_NAMES, List.of(call.table()))
        .setAttribute(OPERATION, call.operation());
    if (call.index() != null) {
      span.setAttribute(INDEX_NAME, call.index());
    }
    if (call.entity() != null) {
      span.setAttribute(ENTITY, call.entity());
    }
    return new CallSpan(span.startSpan(), call.table());
  }

  /** The span of one call and what its requests add up to. */
  private final class CallSpan implements CallListener {
    private final Span span;
    private final Context context;
    private final String table;
    private String call;
    private boolean read;
    private boolean paged;
    private long count;
    private long scanned;
    private long returned;
    private final List<String> capacities = new ArrayList<>();

    CallSpan(Span span, String table) {
      this.span = span;
      this.context = Context.current().with(span);
      this.table = table;
    }

    @Override
    public Scope enter() {
      io.opentelemetry.context.Scope scope = context.makeCurrent();
      return scope::close;
    }

    @Override
    public synchronized void onRequest(RequestEvent request) {
      if (!request.call().equals(call)) {
        call = request.call();
        span.updateName(call + " " + table);
        span.setAttribute(DB_OPERATION_NAME, call);
      }
    }

    @Override
    public void onResponse(ResponseEvent response) {
      AttributesBuilder event = Attributes.builder()
          .put(DB_OPERATION_NAME, response.request().call())
          .put(OUTCOME, response.outcome().label())
          .put(DURATION_MS, response.duration().toNanos() / 1_000_000.0);
      boolean page = response.response() instanceof QueryResponse || response.response() instanceof ScanResponse;
      if (page) {
        event.put(COUNT, response.itemsReturned()).put(SCANNED_COUNT, response.itemsRead());
      }
      synchronized (this) {
        if (READS.contains(response.request().call())) {
          read = true;
          returned += response.itemsReturned();
        }
        if (page) {
          paged = true;
          count += response.itemsReturned();
          scanned += response.itemsRead();
        }
        for (ConsumedCapacity capacity : response.consumedCapacity()) {
          capacities.add(json(capacity));
        }
      }
      span.addEvent(REQUEST_EVENT, event.build());
    }

    @Override
    public void onFailure(ResponseEvent failure) {
      span.addEvent(REQUEST_EVENT, Attributes.builder()
          .put(DB_OPERATION_NAME, failure.request().call())
          .put(OUTCOME, failure.outcome().label())
          .put(DURATION_MS, failure.duration().toNanos() / 1_000_000.0)
          .put(ERROR_TYPE, failure.failure().getClass().getName())
          .build());
    }

    @Override
    public void onRetry(RetryEvent retry) {
      AttributesBuilder attributes = Attributes.builder()
          .put(OPERATION, retry.operation())
          .put(DB_COLLECTION_NAME, retry.table())
          .put("singletable.retry", retry.retry())
          .put("singletable.retry.delay_ms", retry.delay().toMillis());
      if (retry.entity() != null) {
        attributes.put(ENTITY, retry.entity());
      }
      span.addEvent(RETRY_EVENT, attributes.build());
    }

    @Override
    public void onInvalidItem(InvalidItemEvent invalid) {
      span.addEvent(INVALID_ITEM_EVENT, Attributes.builder()
          .put(OPERATION, invalid.operation())
          .put(ENTITY, invalid.entity())
          .put(DB_COLLECTION_NAME, invalid.table())
          .put("singletable.skipped", invalid.skipped())
          .build());
    }

    @Override
    public void onEnd(CallEndEvent end) {
      synchronized (this) {
        if (read) {
          span.setAttribute(ITEMS_RETURNED, returned);
        }
        if (paged) {
          span.setAttribute(COUNT, count);
          span.setAttribute(SCANNED_COUNT, scanned);
        }
        if (!capacities.isEmpty()) {
          span.setAttribute(CONSUMED_CAPACITY, List.copyOf(capacities));
        }
      }
      span.setAttribute(REQUESTS, end.requests());
      span.setAttribute(OUTCOME, end.outcome().label());
      if (end.failure() != null && !(end.failure() instanceof CancellationException)) {
        span.recordException(end.failure());
        span.setStatus(StatusCode.ERROR);
        span.setAttribute(ERROR_TYPE, end.failure().getClass().getName());
      }
      span.end();
    }
  }

  /** A consumed capacity as DynamoDB's JSON spells it, its parts that are present in a fixed order. */
  private static String json(ConsumedCapacity capacity) {
    StringBuilder json = new StringBuilder("{");
    if (capacity.tableName() != null) {
      json.append("\"TableName\":\"").append(capacity.tableName().replace("\\", "\\\\").replace("\"", "\\\""))
          .append('"');
    }
    units(json, "CapacityUnits", capacity.capacityUnits());
    units(json, "ReadCapacityUnits", capacity.readCapacityUnits());
    units(json, "WriteCapacityUnits", capacity.writeCapacityUnits());
    return json.append('}').toString();
  }

  private static void units(StringBuilder json, String name, Double units) {
    if (units != null) {
      json.append(json.length() > 1 ? "," : "").append('"').append(name).append("\":").append(units);
    }
  }
}
