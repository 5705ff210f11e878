package dev.singletable.runtime;

/**
 * Observes what a {@link Table} sends to DynamoDB: each request before it is sent, its response or
 * failure after, each pause before a retry and each stored item that fails to read. Register one
 * with {@link Table#withListener}; every method has a no-op default, so a listener implements only
 * what it needs.
 *
 * <p>Listeners are called on the thread that sends or completes the request: the caller's thread
 * for sync terminals, the client's threads for async ones. They should return quickly and must be
 * thread-safe when the table is shared. A listener that throws does not change the operation:
 * whatever it throws, any {@link RuntimeException}, any {@link Error} (a {@link LinkageError} of a
 * mismatched library, an {@link AssertionError}, a {@link StackOverflowError}) or a checked
 * exception thrown sneakily, is logged through the {@link System.Logger} named
 * {@code dev.singletable.runtime.RequestListener} at {@code WARNING}, once per listener class, and
 * the operation sends and returns exactly what it would without the listener. Only the JVM's own
 * fatal errors, {@link OutOfMemoryError}, {@link InternalError} and {@link UnknownError}, are
 * thrown on to the caller.
 *
 * <p>Requests belong to library calls: {@link #onCall} follows a call from its first request to its
 * end, which is how a tracing listener makes one span per call and a metrics listener times calls,
 * cancelled ones included.
 *
 * <p>A table without listeners checks for them once per request and sends its requests unchanged.
 *
 * @see LoggingRequestListener
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/observability.md#observing-requests">Metrics, traces and request listeners: observing requests</a>
 */
public interface RequestListener {
  /**
   * Whether requests should ask DynamoDB for the capacity they consume. When any listener of a
   * table says yes, every request of the table is sent with {@code ReturnConsumedCapacity.INDEXES}
   * (unless it sets a level itself), and {@link ResponseEvent#consumedCapacity()} holds what
   * DynamoDB returned.
   *
   * @return false unless overridden
   */
  default boolean wantsConsumedCapacity() {
    return false;
  }

  /**
   * A library call is about to send its first request: one terminal of an operation, which may send
   * several requests (see {@link CallEvent}). The call listener returned hears that call's requests,
   * retries and unreadable items, the hand-over of each request to the client, and the call's end;
   * this listener still hears the requests as well. Told on the thread that sends the first request,
   * just before {@link #onRequest}.
   *
   * <p>A request sent outside any terminal the runtime knows is a call of its own.
   *
   * @param call the operation, entity, table and index of the call's first request
   * @return what follows the call; null (the default) when this listener does not follow calls
   */
  default CallListener onCall(CallEvent call) {
    return null;
  }

  /**
   * A request is about to be sent.
   *
   * @param request what is sent, for which operation, entity, table and index
   */
  default void onRequest(RequestEvent request) {}

  /**
   * DynamoDB answered a request.
   *
   * @param response the response, its request, the time taken and the capacity consumed
   */
  default void onResponse(ResponseEvent response) {}

  /**
   * A request failed: the client threw, DynamoDB refused it (a failed condition, a cancelled
   * transaction, throttling) or the connection broke. The operation may still turn the failure into
   * a result (a retried batch, a resent write recognised by its write token) or into an exception of
   * its own.
   *
   * @param failure the SDK's exception, its request and the time taken
   */
  default void onFailure(ResponseEvent failure) {}

  /**
   * The runtime pauses before it sends operations again: a batch's unprocessed or throttled items,
   * or a unique-value write cancelled by a conflicting transaction.
   *
   * @param retry the wait, why, and for which operation
   */
  default void onRetry(RetryEvent retry) {}

  /**
   * A stored item could not be read as its entity: the read fails with the error, or, after {@code
   * skipInvalid()}, leaves the item out.
   *
   * @param invalid the item's key, the error and whether it was skipped
   */
  default void onInvalidItem(InvalidItemEvent invalid) {}
}
