package dev.singletable.runtime.internal;

import dev.singletable.runtime.CallEndEvent;
import dev.singletable.runtime.CallEvent;
import dev.singletable.runtime.CallListener;
import dev.singletable.runtime.InvalidItemEvent;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.RetryEvent;
import dev.singletable.runtime.Table;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;

/**
 * Hands events to a table's {@link RequestListener}s, in the order they were registered; a listener
 * that throws, whatever it throws short of the JVM's own fatal errors, is logged and skipped, never
 * allowed to change what the operation it observes sends or returns. Callers
 * check {@link Table#listeners()} first, so that a table without listeners builds no event.
 */
public final class Listeners {
  private static final System.Logger LOG = System.getLogger(RequestListener.class.getName());
  /** Listener classes already reported as throwing: one warning each, not one per request. */
  private static final Set<Class<?>> THREW = ConcurrentHashMap.newKeySet();

  private Listeners() {}

  /**
   * The observation of one request: the request as it is sent (asking for consumed capacity when a
   * listener wants it), told to the listeners, and the clock started.
   */
  static final class Observed<Q extends DynamoDbRequest, R extends DynamoDbResponse> {
    private final List<RequestListener> listeners;
    private final CallListener[] following;
    private final Call<Q, R> call;
    private final Q request;
    private final RequestEvent event;
    /** Whether a listener asked for consumed capacity: an engine may report it unasked, and it is not passed on then. */
    private final boolean capacity;
    private final long started;

    Observed(List<RequestListener> listeners, CallListener[] following, Call<Q, R> call, String operation,
        String entity, String table, Q request) {
      this.listeners = listeners;
      this.following = following;
      this.call = call;
      this.capacity = wantsConsumedCapacity(listeners);
      this.request = capacity ? call.withConsumedCapacity(request) : request;
      this.event = new RequestEvent(call.name(), operation, entity, table, indexOf(this.request), this.request);
      tell(listeners, listener -> listener.onRequest(event));
      follow(following, listener -> listener.onRequest(event));
      this.started = System.nanoTime();
    }

    /** The request to send. */
    Q request() {
      return request;
    }

    void answered(R response) {
      ResponseEvent answered = new ResponseEvent(event, response, null, took(),
          capacity ? call.consumedCapacity(response) : List.of());
      tell(listeners, listener -> listener.onResponse(answered));
      follow(following, listener -> listener.onResponse(answered));
    }

    void failed(RuntimeException failure) {
      ResponseEvent failed = new ResponseEvent(event, null, failure, took(), List.of());
      tell(listeners, listener -> listener.onFailure(failed));
      follow(following, listener -> listener.onFailure(failed));
    }

    private Duration took() {
      return Duration.ofNanos(Math.max(0, System.nanoTime() - started));
    }
  }

  /** The index a request reads: a query's or a scan's; null for the table and for other calls. */
  static String indexOf(DynamoDbRequest request) {
    return request instanceof QueryRequest query ? query.indexName()
        : request instanceof ScanRequest scan ? scan.indexName()
        : request instanceof SearchVectorsRequest search ? search.indexName() : null;
  }

  /** The listener's follower of a call, or null when it throws. */
  static CallListener onCall(RequestListener listener, CallEvent call) {
    try {
      return listener.onCall(call);
    } catch (Throwable e) {
      threw(listener, e);
      return null;
    }
  }

  static CallListener.Scope enter(CallListener listener) {
    try {
      CallListener.Scope scope = listener.enter();
      return scope == null ? CallListener.Scope.NONE : scope;
    } catch (Throwable e) {
      threw(listener, e);
      return CallListener.Scope.NONE;
    }
  }

  static void close(CallListener listener, CallListener.Scope scope) {
    try {
      scope.close();
    } catch (Throwable e) {
      threw(listener, e);
    }
  }

  static void end(CallListener listener, CallEndEvent end) {
    try {
      listener.onEnd(end);
    } catch (Throwable e) {
      threw(listener, e);
    }
  }

  private static boolean wantsConsumedCapacity(List<RequestListener> listeners) {
    for (RequestListener listener : listeners) {
      try {
        if (listener.wantsConsumedCapacity()) {
          return true;
        }
      } catch (Throwable e) {
        threw(listener, e);
      }
    }
    return false;
  }

  /**
   * Tells the table's listeners that the runtime pauses before sending operations again.
   *
   * @param operation the library operation that retries
   * @param entity the entity, null for batches
   * @param retry 1 before the first retry, ...
   * @param delayNanos the pause
   * @param reason why the operations are sent again
   */
  public static void retry(Table table, String operation, String entity, int retry, long delayNanos, String reason) {
    List<RequestListener> listeners = table.listeners();
    if (listeners.isEmpty()) {
      return;
    }
    RetryEvent event = new RetryEvent(operation, entity, table.name(), retry, Duration.ofNanos(delayNanos), reason);
    tell(listeners, listener -> listener.onRetry(event));
    follow(following(table), listener -> listener.onRetry(event));
  }

  /**
   * Tells the table's listeners that a stored item could not be read.
   *
   * @param skipped whether the read leaves the item out instead of failing
   */
  public static void invalidItem(Table table, String operation, String entity, Map<String, AttributeValue> key,
      RuntimeException error, boolean skipped) {
    List<RequestListener> listeners = table.listeners();
    if (listeners.isEmpty()) {
      return;
    }
    InvalidItemEvent event = new InvalidItemEvent(operation, entity, table.name(), key, error, skipped);
    tell(listeners, listener -> listener.onInvalidItem(event));
    follow(following(table), listener -> listener.onInvalidItem(event));
  }

  /** The followers of the call current on this thread, when it is a call on {@code table}. */
  private static CallListener[] following(Table table) {
    LibraryCall call = LibraryCall.current();
    return call != null && call.boundTo(table) ? call.listeners() : null;
  }

  private static void follow(CallListener[] following, Consumer<CallListener> event) {
    if (following == null) {
      return;
    }
    for (CallListener listener : following) {
      try {
        event.accept(listener);
      } catch (Throwable e) {
        threw(listener, e);
      }
    }
  }

  private static void tell(List<RequestListener> listeners, Consumer<RequestListener> event) {
    for (RequestListener listener : listeners) {
      try {
        event.accept(listener);
      } catch (Throwable e) {
        threw(listener, e);
      }
    }
  }

  /**
   * Reports what a listener threw, once per listener class, unless it is one of the JVM's own fatal
   * errors ({@link OutOfMemoryError}, {@link InternalError}, {@link UnknownError}), which is thrown
   * on: after one of those nothing the runtime does can be trusted. Everything else, an {@link Error}
   * such as a {@link LinkageError} of a mismatched library version or a {@link StackOverflowError},
   * or a checked exception thrown sneakily, is the listener's alone.
   */
  private static void threw(Object listener, Throwable e) {
    if (e instanceof VirtualMachineError fatal && !(e instanceof StackOverflowError)) {
      throw fatal;
    }
    if (THREW.add(listener.getClass())) {
      LOG.log(System.Logger.Level.WARNING, "listener " + listener.getClass().getName()
          + " threw; the operation goes on, and further exceptions of this listener class are not logged", e);
    }
  }
}
