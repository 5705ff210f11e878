package dev.singletable.runtime;

/**
 * Follows one library call: made by {@link RequestListener#onCall} when the call is about to send its
 * first request, it hears that call's requests, retries and unreadable items, and its end. The table's
 * {@link RequestListener}s hear the same requests too; a listener that keeps state per call (a span, a
 * start time) keeps it here, and the runtime drops it with the call.
 *
 * <p>Calls are told in the threads that run them, as {@link RequestListener} says; the requests of one
 * call may be told in several threads (the pages of an async query, the segments of a parallel scan),
 * so a call listener that keeps state must be thread-safe. Every method has a no-op default; one that
 * throws, whatever it throws, is logged and skipped, as a {@link RequestListener} is.
 */
public interface CallListener {
  /**
   * A request of the call is about to be handed to the client, on this thread. The runtime closes
   * the scope returned, on this thread, once the client has taken the request: the sync client has
   * answered, or the async client has returned its future. A tracing listener makes the call's span
   * current here, so that spans the client makes for the request (the AWS SDK's instrumentation, its
   * HTTP client's) are children of the call's span.
   *
   * @return what to close after the hand-over; {@link Scope#NONE} unless overridden
   */
  default Scope enter() {
    return Scope.NONE;
  }

  /**
   * A request of the call is about to be sent, as {@link RequestListener#onRequest} is told.
   *
   * @param request what is sent
   */
  default void onRequest(RequestEvent request) {}

  /**
   * DynamoDB answered a request of the call, as {@link RequestListener#onResponse} is told.
   *
   * @param response the response
   */
  default void onResponse(ResponseEvent response) {}

  /**
   * A request of the call failed, as {@link RequestListener#onFailure} is told. A request whose call is
   * cancelled while it is in flight fails with outcome {@link ResponseEvent.Outcome#CANCELLED}.
   *
   * @param failure the failure
   */
  default void onFailure(ResponseEvent failure) {}

  /**
   * The call pauses before it sends operations again, as {@link RequestListener#onRetry} is told.
   *
   * @param retry the pause
   */
  default void onRetry(RetryEvent retry) {}

  /**
   * A stored item the call read could not be read as its entity, as {@link
   * RequestListener#onInvalidItem} is told.
   *
   * @param invalid the item
   */
  default void onInvalidItem(InvalidItemEvent invalid) {}

  /**
   * The call is over: its result or failure is about to reach the caller, or the caller cancelled
   * it. Told once; not told for a lazy stream abandoned before its end and never closed.
   *
   * @param end the outcome, the time taken and the number of requests
   */
  default void onEnd(CallEndEvent end) {}

  /** What {@link #enter()} returns: closed once the client has taken the request. */
  @FunctionalInterface
  interface Scope extends AutoCloseable {
    /** A scope that does nothing. */
    Scope NONE = () -> {};

    /** Leaves the scope; never throws. */
    @Override
    void close();
  }
}
