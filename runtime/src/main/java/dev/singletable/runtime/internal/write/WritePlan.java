package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * A write as data: what to send, and what to make of the answer, built once and run by {@link
 * WriteExecutor} with the table's sync or async client. A plan is one request ({@link Send}), a
 * value known without sending ({@link Done}), a plan followed by the plan its result calls for
 * ({@link Then}: a read, then the write built from it), a plan whose failure calls for another
 * ({@link Recover}: a transaction tried again after a conflict), or a pause before the next plan
 * ({@link Pause}). Nothing in a plan sends a request or waits: the executor does both, the same way
 * on either client.
 *
 * @param <V> what the write returns
 */
public sealed interface WritePlan<V> {

  /**
   * One request: the call, the library operation and entity the table's listeners are told, the
   * request, its decoding and the translation of its failure (as {@link Dispatch#send} takes them).
   */
  record Send<Q extends DynamoDbRequest, R extends DynamoDbResponse, V>(Call<Q, R> call, String operation,
      String entity, Q request, Function<? super R, ? extends V> decode, Dispatch.Failure<V> failure)
      implements WritePlan<V> {}

  /**
   * A plan whose library call is named after the write it serves (an update that reads the stored
   * item first is an {@code update}, not a read), for the table's listeners.
   */
  record Named<V>(String operation, String entity, WritePlan<V> plan) implements WritePlan<V> {}

  /** A value known without sending anything. */
  record Done<V>(V value) implements WritePlan<V> {}

  /** A plan, then the plan its result calls for. */
  record Then<A, V>(WritePlan<A> first, Function<? super A, ? extends WritePlan<V>> next) implements WritePlan<V> {}

  /** A plan whose failure (an unchecked exception) calls for another plan, or is thrown again. */
  record Recover<V>(WritePlan<V> plan, Function<? super RuntimeException, ? extends WritePlan<V>> recover)
      implements WritePlan<V> {}

  /**
   * A pause on a clock, then a plan: the sync executor sleeps, the async one blocks no thread.
   *
   * @param interrupted what the write was doing, for the exception when the sleeping thread is interrupted
   */
  record Pause<V>(Backoff.Clock clock, long nanos, String interrupted, Supplier<? extends WritePlan<V>> next)
      implements WritePlan<V> {}

  /** One request, its failure translated by {@code failure}. */
  static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> WritePlan<V> send(Call<Q, R> call, String operation,
      String entity, Q request, Function<? super R, ? extends V> decode, Dispatch.Failure<V> failure) {
    return new Send<>(call, operation, entity, request, decode, failure);
  }

  /** One request, its failure thrown as the SDK raised it. */
  static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> WritePlan<V> send(Call<Q, R> call, String operation,
      String entity, Q request, Function<? super R, ? extends V> decode) {
    return new Send<>(call, operation, entity, request, decode, Dispatch.rethrow());
  }

  /** A value known without sending anything. */
  static <V> WritePlan<V> done(V value) {
    return new Done<>(value);
  }

  /** This plan, then the plan its result calls for. */
  default <W> WritePlan<W> then(Function<? super V, ? extends WritePlan<W>> next) {
    return new Then<>(this, next);
  }

  /** This plan, its result turned into another value. */
  default <W> WritePlan<W> map(Function<? super V, ? extends W> mapping) {
    return new Then<V, W>(this, value -> done(mapping.apply(value)));
  }

  /** This plan, a failure turned into another plan (which may throw it again). */
  default WritePlan<V> recover(Function<? super RuntimeException, ? extends WritePlan<V>> recover) {
    return new Recover<>(this, recover);
  }
}
