package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.internal.Dispatch;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * Runs a {@link WritePlan}: the one sync and the one async executor of every write. Each request goes
 * through {@link Dispatch}, so both see the same listeners, the same decoding and the same
 * translation of failures; they differ only in how they wait.
 *
 * <p>The async executor keeps {@link Dispatch}'s contract: it never throws; whatever the sync
 * executor would throw, a value refused while the plan is built included, completes the future
 * exceptionally with that very exception; pauses block no thread.
 */
public final class WriteExecutor {
  private WriteExecutor() {}

  /**
   * Runs a plan with the table's sync client.
   *
   * @param table the table
   * @param plan the plan
   * @param <V> what it returns
   * @return what it returns
   */
  public static <V> V execute(Table table, WritePlan<V> plan) {
    // One library call, however many requests the plan sends.
    return Dispatch.call(table, () -> executeInCall(table, plan));
  }

  private static <V> V executeInCall(Table table, WritePlan<V> plan) {
    if (plan instanceof WritePlan.Named<V> named) {
      Dispatch.nameCall(named.operation(), named.entity());
      return executeInCall(table, named.plan());
    }
    if (plan instanceof WritePlan.Send<?, ?, V> send) {
      return send(table, send);
    }
    if (plan instanceof WritePlan.Done<V> done) {
      return done.value();
    }
    if (plan instanceof WritePlan.Then<?, V> then) {
      return then(table, then);
    }
    if (plan instanceof WritePlan.Recover<V> recover) {
      WritePlan<V> next;
      try {
        return executeInCall(table, recover.plan());
      } catch (RuntimeException failure) {
        next = recover.recover().apply(failure);
      }
      return executeInCall(table, next);
    }
    WritePlan.Pause<V> pause = (WritePlan.Pause<V>) plan;
    try {
      pause.clock().sleep(pause.nanos());
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      throw new SingleTableException("interrupted while " + pause.interrupted(), interrupted);
    }
    return executeInCall(table, pause.next().get());
  }

  /**
   * Runs a plan with the table's async client; the plan is built inside, so that what building it
   * throws completes the future too.
   *
   * @param table the table
   * @param plan builds the plan
   * @param <V> what it returns
   * @return a future of what it returns
   */
  public static <V> CompletableFuture<V> executeAsync(Table table, Supplier<? extends WritePlan<V>> plan) {
    if (!Dispatch.unobserved(table)) {
      return Dispatch.start(() -> run(table, plan.get()));
    }
    WritePlan<V> built;
    try {
      built = plan.get();
    } catch (RuntimeException | Error e) {
      return CompletableFuture.failedFuture(e);
    }
    if (built instanceof WritePlan.Send<?, ?, V> send) {
      return startOne(table, send);
    }
    return Dispatch.start(() -> run(table, built));
  }

  /** A plan of one request, found unobserved, as the async terminal of one request. */
  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> startOne(Table table,
      WritePlan.Send<Q, R, V> send) {
    return Dispatch.sendUnobserved(table, send.call(), send.operation(), send.entity(), send.request(), send.decode(),
        send.failure());
  }

  private static <V> CompletableFuture<V> run(Table table, WritePlan<V> plan) {
    if (plan instanceof WritePlan.Named<V> named) {
      Dispatch.nameCall(named.operation(), named.entity());
      return run(table, named.plan());
    }
    if (plan instanceof WritePlan.Send<?, ?, V> send) {
      return sendAsync(table, send);
    }
    if (plan instanceof WritePlan.Done<V> done) {
      return CompletableFuture.completedFuture(done.value());
    }
    if (plan instanceof WritePlan.Then<?, V> then) {
      return thenAsync(table, then);
    }
    if (plan instanceof WritePlan.Recover<V> recover) {
      return started(() -> run(table, recover.plan())).handle((value, thrown) -> {
        if (thrown == null) {
          return CompletableFuture.completedFuture(value);
        }
        Throwable cause = Dispatch.unwrap(thrown);
        if (!(cause instanceof RuntimeException failure)) {
          return CompletableFuture.<V>failedFuture(cause);
        }
        return started(() -> run(table, recover.recover().apply(failure)));
      }).thenCompose(next -> next);
    }
    WritePlan.Pause<V> pause = (WritePlan.Pause<V>) plan;
    // The timer's thread goes on with the plan inside the same library call.
    return Dispatch.inCurrentCall(pause.clock().pauseAsync(pause.nanos()))
        .thenCompose(paused -> run(table, pause.next().get()));
  }

  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> V send(Table table,
      WritePlan.Send<Q, R, V> send) {
    return Dispatch.send(table, send.call(), send.operation(), send.entity(), send.request(), send.decode(),
        send.failure());
  }

  private static <Q extends DynamoDbRequest, R extends DynamoDbResponse, V> CompletableFuture<V> sendAsync(Table table,
      WritePlan.Send<Q, R, V> send) {
    return Dispatch.sendAsync(table, send.call(), send.operation(), send.entity(), send.request(), send.decode(),
        send.failure());
  }

  private static <A, V> V then(Table table, WritePlan.Then<A, V> then) {
    return executeInCall(table, then.next().apply(executeInCall(table, then.first())));
  }

  private static <A, V> CompletableFuture<V> thenAsync(Table table, WritePlan.Then<A, V> then) {
    return run(table, then.first()).thenCompose(value -> run(table, then.next().apply(value)));
  }

  /** A stage whose body may throw before its future exists: the throw completes the future instead. */
  private static <V> CompletableFuture<V> started(Supplier<CompletableFuture<V>> body) {
    try {
      return body.get();
    } catch (RuntimeException failure) {
      return CompletableFuture.failedFuture(failure);
    }
  }
}
