package dev.singletable.micrometer;

import dev.singletable.runtime.CallEndEvent;
import dev.singletable.runtime.CallEvent;
import dev.singletable.runtime.CallListener;
import dev.singletable.runtime.InvalidItemEvent;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.RetryEvent;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * A {@link RequestListener} that records a table's requests in a Micrometer {@link MeterRegistry}:
 *
 * <table>
 *   <caption>Meters</caption>
 *   <tr><th>name</th><th>type</th><th>tags</th><th>what</th></tr>
 *   <tr><td>{@value #CALLS}</td><td>timer</td><td>table, entity, operation, index, outcome</td>
 *       <td>each library call ({@code execute()}, {@code list()}, {@code page()}, {@code count()}, a publisher's
 *       subscription, their async twins, see {@link CallEvent}), from its start to its result, failure or
 *       cancellation, however many requests it sends; {@code entity}, {@code operation} and {@code index} are its
 *       first request's</td></tr>
 *   <tr><td>{@value #REQUESTS}</td><td>timer</td><td>table, entity, operation, call, index, outcome</td>
 *       <td>each request to DynamoDB, from just before it is handed to the client to its response or failure</td></tr>
 *   <tr><td>{@value #ITEMS_READ}</td><td>counter</td><td>table, entity, operation, call, index</td>
 *       <td>items DynamoDB read to answer reads ({@code ScannedCount} of queries and scans)</td></tr>
 *   <tr><td>{@value #ITEMS_RETURNED}</td><td>counter</td><td>table, entity, operation, call, index</td>
 *       <td>items DynamoDB returned to reads</td></tr>
 *   <tr><td>{@value #CAPACITY_READ}, {@value #CAPACITY_WRITE}</td><td>counter</td>
 *       <td>table, entity, operation, call, index</td>
 *       <td>read and write capacity units consumed, when built {@linkplain #MicrometerRequestListener(MeterRegistry,
 *       boolean) to ask for them}; {@code table} is the table DynamoDB charged</td></tr>
 *   <tr><td>{@value #RETRIES}</td><td>counter</td><td>table, entity, operation</td>
 *       <td>the runtime's own retries (batches' unprocessed or throttled items, unique-value writes)</td></tr>
 *   <tr><td>{@value #BACKOFF}</td><td>timer</td><td>table, entity, operation</td>
 *       <td>the pauses before those retries</td></tr>
 *   <tr><td>{@value #INVALID_ITEMS}</td><td>counter</td><td>table, entity, operation, skipped</td>
 *       <td>stored items that failed to read as their entity; {@code skipped=true} when {@code skipInvalid()} left
 *       them out</td></tr>
 * </table>
 *
 * <p>Tags: {@code table} the table name; {@code entity} the entity name, {@code none} for requests across
 * entities (batches, transactions, collections); {@code operation} the library operation ({@code get}, {@code
 * put}, {@code query}, {@code collectionQuery}, {@code scan}, {@code batchWrite}, {@code transactWrite}, ...);
 * {@code call} the DynamoDB API call ({@code GetItem}, {@code Query}, ...); {@code index} the index a query or
 * scan reads, {@code none} for the table; {@code outcome} one of {@code ok}, {@code condition_failed}, {@code
 * throttled}, {@code cancelled}, {@code error} ({@link ResponseEvent.Outcome}, {@link CallEndEvent#outcome()}). A
 * call the caller cancelled (a future cancelled, a publisher's subscription cancelled, a stream closed before its
 * end) is timed with outcome {@code cancelled}, and so is its request in flight, if any. No tag holds a key value, a
 * cursor or a message, so the number of time series stays bounded by the model.
 *
 * <p>Retries that the AWS SDK makes inside one call are not seen here: the SDK publishes those with its own
 * metrics.
 *
 * <pre>{@code
 * Table table = Table.of(client, "app").withListener(new MicrometerRequestListener(registry));
 * }</pre>
 */
public final class MicrometerRequestListener implements RequestListener {
  /** The timer of library calls. */
  public static final String CALLS = "singletable.calls";
  /** The timer of requests. */
  public static final String REQUESTS = "singletable.requests";
  /** The counter of items read. */
  public static final String ITEMS_READ = "singletable.items.read";
  /** The counter of items returned. */
  public static final String ITEMS_RETURNED = "singletable.items.returned";
  /** The counter of read capacity units consumed. */
  public static final String CAPACITY_READ = "singletable.capacity.read";
  /** The counter of write capacity units consumed. */
  public static final String CAPACITY_WRITE = "singletable.capacity.write";
  /** The counter of the runtime's retries. */
  public static final String RETRIES = "singletable.retries";
  /** The timer of the pauses before the runtime's retries. */
  public static final String BACKOFF = "singletable.retries.backoff";
  /** The counter of stored items that failed to read. */
  public static final String INVALID_ITEMS = "singletable.items.invalid";
  /** The tag value of an absent entity or index. */
  public static final String NONE = "none";

  private static final Set<String> READS = Set.of("GetItem", "Query", "Scan", "BatchGetItem", "TransactGetItems");

  private final MeterRegistry registry;
  private final boolean consumedCapacity;
  /** Times each call at its end; keeps nothing per call. */
  private final CallListener calls = new CallListener() {
    @Override
    public void onEnd(CallEndEvent end) {
      CallEvent call = end.call();
      Timer.builder(CALLS)
          .tags("table", call.table(), "entity", orNone(call.entity()), "operation", call.operation(),
              "index", orNone(call.index()), "outcome", end.outcome().label())
          .description("library calls, each of one or more requests").register(registry).record(end.duration());
    }
  };

  /**
   * Records in {@code registry}, without asking for consumed capacity.
   *
   * @param registry where the meters go
   */
  public MicrometerRequestListener(MeterRegistry registry) {
    this(registry, false);
  }

  /**
   * Records in {@code registry}, and the capacity requests consume when {@code consumedCapacity}.
   *
   * @param registry where the meters go
   * @param consumedCapacity whether requests ask DynamoDB for the capacity they consume (each request of the table
   *     then asks, see {@link RequestListener#wantsConsumedCapacity()}) and the units are counted
   */
  public MicrometerRequestListener(MeterRegistry registry, boolean consumedCapacity) {
    this.registry = Objects.requireNonNull(registry, "registry");
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
   * Follows the call to time it at its end.
   *
   * @param call the call
   * @return the follower that times calls
   */
  @Override
  public CallListener onCall(CallEvent call) {
    return calls;
  }

  @Override
  public void onResponse(ResponseEvent response) {
    RequestEvent request = response.request();
    Tags tags = tags(request);
    timer(response, tags);
    if (READS.contains(request.call())) {
      Counter.builder(ITEMS_READ).tags(tags).baseUnit("items").description("items DynamoDB read to answer")
          .register(registry).increment(response.itemsRead());
      Counter.builder(ITEMS_RETURNED).tags(tags).baseUnit("items").description("items DynamoDB returned")
          .register(registry).increment(response.itemsReturned());
    }
    if (consumedCapacity) {
      for (ConsumedCapacity consumed : response.consumedCapacity()) {
        capacity(request, consumed);
      }
    }
  }

  @Override
  public void onFailure(ResponseEvent failure) {
    timer(failure, tags(failure.request()));
  }

  @Override
  public void onRetry(RetryEvent retry) {
    Tags tags = Tags.of("table", retry.table(), "entity", orNone(retry.entity()), "operation", retry.operation());
    Counter.builder(RETRIES).tags(tags).description("the runtime's retries").register(registry).increment();
    Timer.builder(BACKOFF).tags(tags).description("pauses before the runtime's retries").register(registry)
        .record(retry.delay());
  }

  @Override
  public void onInvalidItem(InvalidItemEvent invalid) {
    Counter.builder(INVALID_ITEMS)
        .tags("table", invalid.table(), "entity", invalid.entity(), "operation", invalid.operation(),
            "skipped", Boolean.toString(invalid.skipped()))
        .description("stored items that failed to read as their entity")
        .register(registry).increment();
  }

  private void timer(ResponseEvent event, Tags tags) {
    Timer.builder(REQUESTS).tags(tags).tag("outcome", event.outcome().label())
        .description("requests to DynamoDB").register(registry).record(event.duration());
  }

  private void capacity(RequestEvent request, ConsumedCapacity consumed) {
    boolean read = READS.contains(request.call());
    double readUnits = units(consumed.readCapacityUnits(), read ? consumed.capacityUnits() : null);
    double writeUnits = units(consumed.writeCapacityUnits(), read ? null : consumed.capacityUnits());
    Tags tags = tags(consumed.tableName() == null ? request.table() : consumed.tableName(), request);
    Counter.builder(CAPACITY_READ).tags(tags).baseUnit("capacity units").description("read capacity units consumed")
        .register(registry).increment(readUnits);
    Counter.builder(CAPACITY_WRITE).tags(tags).baseUnit("capacity units").description("write capacity units consumed")
        .register(registry).increment(writeUnits);
  }

  /** The units of one kind DynamoDB reported, else the total when the request is of that kind. */
  private static double units(Double kind, Double total) {
    return kind != null ? kind : total != null ? total : 0;
  }

  private static Tags tags(RequestEvent request) {
    return tags(request.table(), request);
  }

  private static Tags tags(String table, RequestEvent request) {
    return Tags.of("table", table, "entity", orNone(request.entity()), "operation", request.operation(),
        "call", request.call(), "index", orNone(request.index()));
  }

  private static String orNone(String value) {
    return value == null ? NONE : value;
  }
}
