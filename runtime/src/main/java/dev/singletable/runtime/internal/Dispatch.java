package dev.singletable.runtime.internal;

import dev.singletable.runtime.Table;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;

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
 * <p>The seam for observing requests: a listener that sees each request before it is sent and each
 * response or failure after it (with the call, the table and the time taken) belongs in {@link
 * #send} and {@link #sendAsync}, around the client call, where the comments say so; nothing else
 * sends a request.
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

  /** Sends a request with the table's sync client, decodes the response or translates the failure. */
  public static <Q, R, V> V send(Table table, Call<Q, R> call, Q request, Function<? super R, ? extends V> decode,
      Failure<V> failure) {
    R response;
    // Seam: a listener sees (call, table, request) here, before the request is sent.
    try {
      response = call.send(table.client(), request);
    } catch (RuntimeException e) {
      // Seam: ... and the failure here.
      return failure.recover(e);
    }
    // Seam: ... and the response (consumed capacity, retries) here.
    return decode.apply(response);
  }

  /** {@link #send} without a translation of failures. */
  public static <Q, R, V> V send(Table table, Call<Q, R> call, Q request, Function<? super R, ? extends V> decode) {
    return send(table, call, request, decode, rethrow());
  }

  /**
   * Sends a request with the table's async client; the future completes with the decoded response or
   * the translated failure, as {@link #send} returns or throws them.
   */
  public static <Q, R, V> CompletableFuture<V> sendAsync(Table table, Call<Q, R> call, Q request,
      Function<? super R, ? extends V> decode, Failure<V> failure) {
    CompletableFuture<R> sent;
    // Seam: a listener sees (call, table, request) here, before the request is sent.
    try {
      sent = call.sendAsync(table.asyncClient(), request);
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    return sent.handle((response, thrown) -> {
      if (thrown == null) {
        // Seam: ... and the response here.
        return decode.apply(response);
      }
      // Seam: ... and the failure here.
      Throwable cause = unwrap(thrown);
      if (cause instanceof RuntimeException runtime) {
        return failure.recover(runtime);
      }
      throw new CompletionException(cause);
    });
  }

  /** {@link #sendAsync} without a translation of failures. */
  public static <Q, R, V> CompletableFuture<V> sendAsync(Table table, Call<Q, R> call, Q request,
      Function<? super R, ? extends V> decode) {
    return sendAsync(table, call, request, decode, rethrow());
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
