package dev.singletable.opentelemetry;

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
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * A {@link RequestListener} that traces a table's requests with OpenTelemetry: one span of kind {@code CLIENT} per
 * request to DynamoDB, started when the request is about to be sent (as a child of the span current on the calling
 * thread) and ended at its response or failure. The span is named {@code <call> <table>} ({@code GetItem app}), as
 * the database conventions name spans {@code <db.operation.name> <db.collection.name>}.
 *
 * <p>Attributes, from OpenTelemetry's database and AWS DynamoDB semantic conventions where they fit:
 *
 * <ul>
 *   <li>{@code db.system.name} = {@code aws.dynamodb}; {@code db.operation.name}: the DynamoDB call ({@code
 *       GetItem}, {@code Query}, ...); {@code db.collection.name} and {@code aws.dynamodb.table_names}: the table;
 *       {@code aws.dynamodb.index_name}: the index a query or scan reads;
 *   <li>after the response: {@code aws.dynamodb.count} and {@code aws.dynamodb.scanned_count} of a query or scan
 *       page; {@code aws.dynamodb.consumed_capacity} (one JSON object per table, as DynamoDB returned it) when built
 *       {@linkplain #OpenTelemetryRequestListener(OpenTelemetry, boolean) to ask for it};
 *   <li>the library's own: {@code singletable.entity} (absent for requests across entities), {@code
 *       singletable.operation} ({@code get}, {@code query}, {@code collectionQuery}, {@code transactWrite}, ...),
 *       {@code singletable.items.returned} (reads), {@code singletable.outcome} ({@code ok}, {@code
 *       condition_failed}, {@code throttled}, {@code cancelled}, {@code error});
 *   <li>on failure: the exception recorded as an event, status {@code ERROR}, and {@code error.type} the
 *       exception's class name.
 * </ul>
 *
 * <p>The runtime's own retries (a batch's unprocessed items, a unique-value write after a conflict) and stored items
 * that fail to read are events, {@value #RETRY_EVENT} and {@value #INVALID_ITEM_EVENT}, on the span current where
 * they happen. Attribute values never hold keys or cursors.
 *
 * <pre>{@code
 * Table table = Table.of(client, "app").withListener(new OpenTelemetryRequestListener(openTelemetry));
 * }</pre>
 */
public final class OpenTelemetryRequestListener implements RequestListener {
  /** The instrumentation scope name of the tracer. */
  public static final String INSTRUMENTATION_NAME = "dev.singletable";
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
  /** {@code singletable.outcome}. */
  public static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("singletable.outcome");

  private static final String SYSTEM = "aws.dynamodb";
  private static final List<String> READS = List.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems");

  private final Tracer tracer;
  private final boolean consumedCapacity;
  /** The spans of requests sent and not answered yet, by the identity of their event. */
  private final Map<RequestEvent, Span> open = Collections.synchronizedMap(new IdentityHashMap<>());

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

  @Override
  public void onRequest(RequestEvent request) {
    var span = tracer.spanBuilder(request.call() + " " + request.table())
        .setSpanKind(SpanKind.CLIENT)
        .setAttribute(DB_SYSTEM_NAME, SYSTEM)
        .setAttribute(DB_OPERATION_NAME, request.call())
        .setAttribute(DB_COLLECTION_NAME, request.table())
        .setAttribute(TABLE_NAMES, List.of(request.table()))
        .setAttribute(OPERATION, request.operation());
    if (request.index() != null) {
      span.setAttribute(INDEX_NAME, request.index());
    }
    if (request.entity() != null) {
      span.setAttribute(ENTITY, request.entity());
    }
    open.put(request, span.startSpan());
  }

  @Override
  public void onResponse(ResponseEvent response) {
    Span span = open.remove(response.request());
    if (span == null) {
      return;
    }
    if (READS.contains(response.request().call())) {
      span.setAttribute(ITEMS_RETURNED, response.itemsReturned());
    }
    if (response.response() instanceof QueryResponse || response.response() instanceof ScanResponse) {
      span.setAttribute(COUNT, response.itemsReturned());
      span.setAttribute(SCANNED_COUNT, response.itemsRead());
    }
    if (!response.consumedCapacity().isEmpty()) {
      List<String> capacities = new ArrayList<>(response.consumedCapacity().size());
      for (ConsumedCapacity capacity : response.consumedCapacity()) {
        capacities.add(json(capacity));
      }
      span.setAttribute(CONSUMED_CAPACITY, capacities);
    }
    span.setAttribute(OUTCOME, response.outcome().label());
    span.end();
  }

  @Override
  public void onFailure(ResponseEvent failure) {
    Span span = open.remove(failure.request());
    if (span == null) {
      return;
    }
    span.recordException(failure.failure());
    span.setStatus(StatusCode.ERROR);
    span.setAttribute(ERROR_TYPE, failure.failure().getClass().getName());
    span.setAttribute(OUTCOME, failure.outcome().label());
    span.end();
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
    Span.current().addEvent(RETRY_EVENT, attributes.build());
  }

  @Override
  public void onInvalidItem(InvalidItemEvent invalid) {
    Span.current().addEvent(INVALID_ITEM_EVENT, Attributes.builder()
        .put(OPERATION, invalid.operation())
        .put(ENTITY, invalid.entity())
        .put(DB_COLLECTION_NAME, invalid.table())
        .put("singletable.skipped", invalid.skipped())
        .build());
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
