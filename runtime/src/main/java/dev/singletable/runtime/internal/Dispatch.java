package dev.singletable.runtime.internal;

import dev.singletable.runtime.CallListener;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * The one place where requests meet a client: every operation builds its SDK request once, decodes
 * the response once and translates the SDK's failure once, and hands those three to {@link #send}
 * (its sync terminal) or {@link #sendAsync} (its async terminal). Both run the same decode and the
 * same translation, so a caller sees the same values and the same exceptions either way.
 *
 * <p>Async contract, the same for every async terminal of the runtime: the terminal never throws;
 * whatever the sync terminal would throw, including a value refused before anything is sent,
 * completes the returned future exceptionally with that very exception (not wrapped in a {@link
 * CompletionException}; {@link CompletableFuture#join()} wraps it as usual). Retries and backoff
 * pauses of async terminals block no thread.
 *
 * <p>Either terminal works on a table bound to one client only: a sync terminal on a table with an
 * async client alone waits for that client's answer; an async terminal on a table with a sync client
 * alone sends with it on the calling thread and returns a future already complete. So no terminal
 * that compiles fails for want of a client.
 *
 * <p>The table's {@link RequestListener}s see each request here, before it is sent, and its response
 * or failure after, with the call, the library operation, the entity and the time taken; nothing
 * else sends a request. Each request belongs to a {@link LibraryCall}: the one current on the
 * thread ({@link #start}, {@link #call} and the read engine open them), or one of its own. A table
 * without listeners costs one check of an empty list per request (and, for async terminals of more
 * than one request and paged reads, one small call record), and its requests go out as they were built.
 */
public final class Dispatch {
  private Dispatch() {}

  /**
   * What becomes of the SDK's failure of a request: a value when the failure means success after
   * all (an earlier attempt of this call was applied), else the exception to give the caller.
   */
  @FunctionalInterface
  public interface Failure<V> {
    V recover(RuntimeException failure);
  }

  /** The failure as the SDK raised it. */
  public static <V> Failure<V> rethrow() {
    return failure -> {
      throw failure;
    };
  }

  /**
   * Sends a request with the table's sync client, decodes the response or translates the failure.
   * The request joins the library call current on this thread; outside any, it is a call of its own.
   *
   * @param operation the library operation, for the table's listeners ({@code get}, {@code put}, ...)
   * @param entity the entity the request is for, null when it spans several
   */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> V send(Table table, Call<Q, R> call,
      String operation, String entity, Q request, Function<? super R, ? extends V> decode, Failure<V> failure) {
    LibraryCall current = LibraryCall.current();
    if (current != null && current.joins(table, operation, entity, Listeners.indexOf(request))) {
      return sendIn(current, table, call, operation, entity, request, decode, failure);
    }
    if (table.listeners().isEmpty()) {
      R response;
      try {
        response = sendSync(table, call, request);
      } catch (RuntimeException e) {
        return failure.recover(Throttling.translated(e, operation, entity, table, request));
      }
      return decode.apply(response);
    }
    LibraryCall single = LibraryCall.sync();
    single.joins(table, operation, entity, Listeners.indexOf(request));
    V value;
    try {
      value = single.run(() -> sendIn(single, table, call, operation, entity, request, decode, failure));
    } catch (RuntimeException | Error e) {
      single.end(e);
      throw e;
    }
    single.end(null);
    return value;
  }

  /** {@link #send} as a request of {@code libraryCall}, which is bound to {@code table}. */
  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> V sendIn(LibraryCall libraryCall,
      Table table, Call<Q, R> call, String operation, String entity, Q request, Function<? super R, ? extends V> decode,
      Failure<V> failure) {
    List<RequestListener> listeners = table.listeners();
    Listeners.Observed<Q, R> observed = listeners.isEmpty() ? null
        : new Listeners.Observed<>(listeners, libraryCall.listeners(), call, operation, entity, table.name(), request);
    libraryCall.sending();
    R response = null;
    RuntimeException failed = null;
    CallListener.Scope entered = libraryCall.enter();
    try {
      response = sendSync(table, call, observed == null ? request : observed.request());
    } catch (RuntimeException e) {
      failed = e;
    } finally {
      entered.close();
    }
    if (failed != null) {
      if (observed != null) {
        observed.failed(failed);
      }
      return failure.recover(Throttling.translated(failed, operation, entity, table, request));
    }
    if (observed != null) {
      observed.answered(response);
    }
    return decode.apply(response);
  }

  /** Sends with the sync client, or with the async client and waits, when the table has no sync client. */
  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse> R sendSync(Table table, Call<Q, R> call,
      Q request) {
    if (table.hasSyncClient()) {
      return call.send(table.client(), request);
    }
    try {
      return call.sendAsync(table.asyncClient(), request).join();
    } catch (CompletionException e) {
      throw rethrown(e);
    }
  }

  /** {@link #send} without a translation of failures. */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> V send(Table table, Call<Q, R> call,
      String operation, String entity, Q request, Function<? super R, ? extends V> decode) {
    return send(table, call, operation, entity, request, decode, rethrow());
  }

  /**
   * Sends a request with the table's async client; the future completes with the decoded response or
   * the translated failure, as {@link #send} returns or throws them. The request joins the library call
   * current on this thread (outside any, it is a call of its own), and that call is current again
   * while the response is decoded and while the stages that wait for the returned future run, so that
   * the requests they send join it too. A request of a cancelled call is not sent: the future fails
   * with a {@link CancellationException}.
   */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> sendAsync(Table table,
      Call<Q, R> call, String operation, String entity, Q request, Function<? super R, ? extends V> decode,
      Failure<V> recover) {
    LibraryCall current = LibraryCall.current();
    List<RequestListener> listeners = table.listeners();
    LibraryCall libraryCall;
    boolean single = false;
    if (current != null && current.joins(table, operation, entity, Listeners.indexOf(request))) {
      libraryCall = current;
    } else if (!listeners.isEmpty()) {
      libraryCall = LibraryCall.async();
      libraryCall.joins(table, operation, entity, Listeners.indexOf(request));
      single = true;
    } else {
      libraryCall = null;
    }
    if (libraryCall != null && libraryCall.cancelled()) {
      return CompletableFuture.failedFuture(new CancellationException("the call was cancelled"));
    }
    Listeners.Observed<Q, R> observed = listeners.isEmpty() ? null
        : new Listeners.Observed<>(listeners, libraryCall.listeners(), call, operation, entity, table.name(), request);
    CompletableFuture<R> sent;
    if (libraryCall != null) {
      libraryCall.sending();
    }
    CallListener.Scope entered = libraryCall == null ? CallListener.Scope.NONE : libraryCall.enter();
    try {
      sent = handOver(table, call, observed == null ? request : observed.request());
    } finally {
      entered.close();
    }
    boolean inFlight = libraryCall != null && libraryCall.track(sent);
    CompletableFuture<V> result = new CompletableFuture<>();
    LibraryCall inCall = libraryCall;
    boolean own = single;
    CompletableFuture<R> tracked = sent;
    sent.whenComplete((response, thrown) -> {
      // Listeners see the SDK's failure, as with the sync client; the caller gets it translated.
      Failure<V> failure = thrown == null ? recover : translating(recover, operation, entity, table, request);
      if (inCall == null) {
        settle(result, response, thrown, observed, decode, failure);
        return;
      }
      if (inFlight) {
        inCall.untrack(tracked);
      }
      if (!own) {
        inCall.run(() -> settle(result, response, thrown, observed, decode, failure));
        return;
      }
      // A call of its own ends before the caller's stages run, which run in the caller's call, if any.
      CompletableFuture<V> settled = new CompletableFuture<>();
      inCall.run(() -> settle(settled, response, thrown, observed, decode, failure));
      settled.whenComplete((value, error) -> inCall.end(error));
      Runnable complete = () -> settled.whenComplete((value, error) -> {
        if (error == null) {
          result.complete(value);
        } else {
          result.completeExceptionally(error);
        }
      });
      if (current == null) {
        LibraryCall.outside(complete);
      } else {
        current.run(() -> {
          complete.run();
          return null;
        });
      }
    });
    return result;
  }

  /** Completes {@code result} with the decoded response or the translated failure. */
  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> Void settle(CompletableFuture<V> result,
      R response, Throwable thrown, Listeners.Observed<Q, R> observed, Function<? super R, ? extends V> decode,
      Failure<V> failure) {
    V value;
    try {
      if (thrown == null) {
        if (observed != null) {
          observed.answered(response);
        }
        value = decode.apply(response);
      } else {
        Throwable cause = unwrap(thrown);
        if (!(cause instanceof RuntimeException runtime)) {
          result.completeExceptionally(cause);
          return null;
        }
        if (observed != null) {
          observed.failed(runtime);
        }
        value = failure.recover(runtime);
      }
    } catch (Throwable e) {
      result.completeExceptionally(e);
      return null;
    }
    result.complete(value);
    return null;
  }

  /** {@link #sendAsync} without a translation of failures. */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> sendAsync(Table table,
      Call<Q, R> call, String operation, String entity, Q request, Function<? super R, ? extends V> decode) {
    return sendAsync(table, call, operation, entity, request, decode, rethrow());
  }

  /**
   * The async terminal of one request: {@link #start} around {@link #sendAsync} of the request {@code
   * request} builds, with the same value, the same failures and the same cancellation. Outside a
   * library call, on a table without listeners, nothing follows the call and its one request is all
   * there is to cancel, so it runs without a call record: cancelling the returned future, or a future
   * derived from it, cancels the request.
   *
   * @param request builds the request; what it throws (a refused value) completes the future, untranslated
   */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> startOne(Table table,
      Call<Q, R> call, String operation, String entity, Supplier<? extends Q> request,
      Function<? super R, ? extends V> decode, Failure<V> recover) {
    if (!unobserved(table)) {
      return start(() -> sendAsync(table, call, operation, entity, request.get(), decode, recover));
    }
    Q built;
    try {
      built = request.get();
    } catch (RuntimeException | Error e) {
      return CompletableFuture.failedFuture(e);
    }
    return sendUnobserved(table, call, operation, entity, built, decode, recover);
  }

  /**
   * {@link #startOne} of a request already built, for a caller that has found the terminal {@link
   * #unobserved}: it sends without a call record, and cancelling the returned future, or a future
   * derived from it, cancels the request.
   */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> sendUnobserved(
      Table table, Call<Q, R> call, String operation, String entity, Q request,
      Function<? super R, ? extends V> decode, Failure<V> recover) {
    CompletableFuture<R> sent = handOver(table, call, request);
    CompletableFuture<V> result = new Cancelling<>(() -> sent.cancel(true));
    sent.whenComplete((response, thrown) -> settle(result, response, thrown, null, decode,
        thrown == null ? recover : translating(recover, operation, entity, table, request)));
    return result;
  }

  /**
   * Hands the request to the table's async client, or, on a table with a sync client alone, sends it
   * on this thread; what the client throws fails the returned future.
   */
  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse> CompletableFuture<R> handOver(Table table,
      Call<Q, R> call, Q request) {
    try {
      return table.hasAsyncClient()
          ? call.sendAsync(table.asyncClient(), request)
          : CompletableFuture.completedFuture(call.send(table.client(), request));
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /** {@code recover} of the SDK's failure translated, as the sync terminal translates it. */
  private static <V> Failure<V> translating(Failure<V> recover, String operation, String entity, Table table,
      DynamoDbRequest request) {
    return sdkFailure -> recover.recover(Throttling.translated(sdkFailure, operation, entity, table, request));
  }

  /**
   * Whether an async terminal starting now on this thread runs unobserved: outside any library call,
   * on a table without listeners. Such a terminal that sends one request needs no call record ({@link
   * #startOne}).
   */
  public static boolean unobserved(Table table) {
    return LibraryCall.current() == null && table.listeners().isEmpty();
  }

  /**
   * Runs the body of an async terminal: what it throws before its future exists (a refused value)
   * completes the result exceptionally, and the result's failure is the exception itself, never a
   * {@link CompletionException} around it.
   *
   * <p>Outside a library call, the body is a call of its own: its requests join it, it ends when the
   * body's future completes (before the result does), and cancelling the result, or a future derived
   * from it ({@code thenApply}, {@code thenCompose}, ...), cancels it, and with it the requests it has
   * in flight. Inside one, the body is part of that call.
   */
  public static <V> CompletableFuture<V> start(Supplier<? extends CompletableFuture<V>> body) {
    LibraryCall current = LibraryCall.current();
    LibraryCall libraryCall = current == null ? LibraryCall.async() : null;
    CompletableFuture<V> result = libraryCall == null ? new CompletableFuture<>() : new Cancelling<>(libraryCall::cancel);
    CompletableFuture<V> started;
    try {
      started = libraryCall == null ? body.get() : libraryCall.run(body);
    } catch (RuntimeException | Error e) {
      started = CompletableFuture.failedFuture(e);
    }
    started.whenComplete((value, thrown) -> {
      if (libraryCall == null) {
        complete(result, value, thrown);
        return;
      }
      libraryCall.end(thrown);
      LibraryCall.outside(() -> complete(result, value, thrown));
    });
    return result;
  }

  /**
   * The future of an async terminal, and every future derived from it: cancelling any of them cancels
   * what the terminal runs (its library call, or its one request), so that a terminal's own stages
   * after {@link #start} (a page turned into the caller's type) pass the caller's cancellation on.
   */
  private static final class Cancelling<V> extends CompletableFuture<V> {
    private final Runnable cancel;

    Cancelling(Runnable cancel) {
      this.cancel = cancel;
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
      return new Cancelling<>(cancel);
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      if (cancelled) {
        cancel.run();
      }
      return cancelled;
    }
  }

  private static <V> void complete(CompletableFuture<V> result, V value, Throwable thrown) {
    if (thrown == null) {
      result.complete(value);
    } else {
      result.completeExceptionally(unwrap(thrown));
    }
  }

  /**
   * Runs the body of a sync terminal that may send several requests as one library call: they join
   * it, and it ends when the body returns or throws. Inside a library call, the body is part of it.
   * On a table without listeners nothing observes the call, so the body runs without one: each
   * request then takes the path of a lone request, as it would inside an unobserved call.
   *
   * @param table the table every request of the body goes to
   */
  public static <V> V call(Table table, Supplier<V> body) {
    if (LibraryCall.current() != null || table.listeners().isEmpty()) {
      return body.get();
    }
    LibraryCall libraryCall = LibraryCall.sync();
    V value;
    try {
      value = libraryCall.run(body);
    } catch (RuntimeException | Error e) {
      libraryCall.end(e);
      throw e;
    }
    libraryCall.end(null);
    return value;
  }

  /**
   * Names the library call current on this thread after {@code operation} and {@code entity}, when
   * it has sent nothing yet: a write whose first request reads the stored item ({@code uniqueRead})
   * is a call of the write.
   */
  public static void nameCall(String operation, String entity) {
    LibraryCall current = LibraryCall.current();
    if (current != null) {
      current.name(operation, entity);
    }
  }

  /**
   * The future of a pause (a backoff's timer) completing in the library call current now, so that what
   * waits for it (the retry) joins that call.
   */
  public static <T> CompletableFuture<T> inCurrentCall(CompletableFuture<T> future) {
    LibraryCall current = LibraryCall.current();
    if (current == null) {
      return future;
    }
    CompletableFuture<T> carried = new CompletableFuture<>();
    future.whenComplete((value, thrown) -> current.run(() -> {
      if (thrown == null) {
        carried.complete(value);
      } else {
        carried.completeExceptionally(thrown);
      }
      return null;
    }));
    return carried;
  }

  /** The failure inside the wrappers that futures add. */
  public static Throwable unwrap(Throwable thrown) {
    Throwable cause = thrown;
    while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause;
  }

  /** A failure seen by a stage of a future, as the unchecked exception it was thrown as. */
  public static RuntimeException rethrown(Throwable thrown) {
    Throwable cause = unwrap(thrown);
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new CompletionException(cause);
  }
}
