package dev.singletable.runtime.internal;

import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import java.util.List;
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
 * else sends a request. A table without listeners costs one check of an empty list, and its
 * requests go out as they were built.
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
   *
   * @param operation the library operation, for the table's listeners ({@code get}, {@code put}, ...)
   * @param entity the entity the request is for, null when it spans several
   */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> V send(Table table, Call<Q, R> call,
      String operation, String entity, Q request, Function<? super R, ? extends V> decode, Failure<V> failure) {
    List<RequestListener> listeners = table.listeners();
    Listeners.Observed<Q, R> observed =
        listeners.isEmpty() ? null : new Listeners.Observed<>(listeners, call, operation, entity, table.name(), request);
    R response;
    try {
      response = sendSync(table, call, observed == null ? request : observed.request());
    } catch (RuntimeException e) {
      if (observed != null) {
        observed.failed(e);
      }
      return failure.recover(e);
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
   * the translated failure, as {@link #send} returns or throws them.
   */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> sendAsync(Table table,
      Call<Q, R> call, String operation, String entity, Q request, Function<? super R, ? extends V> decode,
      Failure<V> failure) {
    List<RequestListener> listeners = table.listeners();
    Listeners.Observed<Q, R> observed =
        listeners.isEmpty() ? null : new Listeners.Observed<>(listeners, call, operation, entity, table.name(), request);
    CompletableFuture<R> sent;
    try {
      Q sending = observed == null ? request : observed.request();
      sent = table.hasAsyncClient()
          ? call.sendAsync(table.asyncClient(), sending)
          : CompletableFuture.completedFuture(call.send(table.client(), sending));
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    return sent.handle((response, thrown) -> {
      if (thrown == null) {
        if (observed != null) {
          observed.answered(response);
        }
        return decode.apply(response);
      }
      Throwable cause = unwrap(thrown);
      if (cause instanceof RuntimeException runtime) {
        if (observed != null) {
          observed.failed(runtime);
        }
        return failure.recover(runtime);
      }
      throw new CompletionException(cause);
    });
  }

  /** {@link #sendAsync} without a translation of failures. */
  public static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> sendAsync(Table table,
      Call<Q, R> call, String operation, String entity, Q request, Function<? super R, ? extends V> decode) {
    return sendAsync(table, call, operation, entity, request, decode, rethrow());
  }

  /**
   * Runs the body of an async terminal: what it throws before its future exists (a refused value)
   * completes the result exceptionally, and the result's failure is the exception itself, never a
   * {@link CompletionException} around it.
   */
  public static <V> CompletableFuture<V> start(Supplier<? extends CompletableFuture<V>> body) {
    CompletableFuture<V> started;
    try {
      started = body.get();
    } catch (RuntimeException | Error e) {
      started = CompletableFuture.failedFuture(e);
    }
    CompletableFuture<V> result = new CompletableFuture<>();
    started.whenComplete((value, thrown) -> {
      if (thrown == null) {
        result.complete(value);
      } else {
        result.completeExceptionally(unwrap(thrown));
      }
    });
    return result;
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
