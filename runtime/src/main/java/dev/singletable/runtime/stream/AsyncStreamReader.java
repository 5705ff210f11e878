package dev.singletable.runtime.stream;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.Dispatch;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;

/**
 * {@link StreamReader} on a {@link DynamoDbStreamsAsyncClient}: the same shards read in the same
 * order (parents to their end before their children), the same typed changes in the same order per
 * item, and the same checkpoints in the table, kept with the table's async client. A stream read so
 * far by one kind of reader is read on by the other from the same checkpoints.
 *
 * <pre>{@code
 * Table table = Table.of(client, asyncClient, "app");
 * AsyncStreamReader<ShopService.Change> reader =
 *     AsyncStreamReader.builder(streamsAsyncClient, table, ShopService::change).build();
 * reader.runAsync(change -> project(change), () -> running)
 *     .whenComplete((stopped, failure) -> ...);
 * }</pre>
 *
 * <p>The runtime's async contract holds: {@link #pollAsync} and {@link #runAsync} never throw;
 * whatever {@link StreamReader#poll} and {@link StreamReader#run} would throw, the handler's own
 * exceptions included, completes the returned future exceptionally with that very exception. The
 * pauses after a throttled read and between empty polls wait on {@link Backoff.Clock#pauseAsync}
 * and block no thread.
 *
 * <p>The handler is called in stream order, one change at a time, on the thread that completes the
 * client's future (an SDK thread for a Netty client): it must not block, and in particular must not
 * wait for another request of the same client.
 *
 * <p>Delivery is at least once, as with {@link StreamReader}: a batch whose handling failed, or
 * that was not checkpointed before the process stopped, is delivered again from its first change.
 * {@link ProcessedSequences} absorbs what comes twice. One reader per stream at a time; not
 * thread-safe: start a poll only after the previous one completed.
 *
 * @param <C> the change type, usually a service's sealed {@code Change}
 */
public final class AsyncStreamReader<C> {
  private static final CompletableFuture<Boolean> GO_ON = CompletableFuture.completedFuture(true);
  private static final CompletableFuture<Boolean> STOP = CompletableFuture.completedFuture(false);

  private final DynamoDbStreamsAsyncClient streams;
  private final Table table;
  private final Table checkpointTable;
  private final StreamWalk<C> walk;

  private AsyncStreamReader(Builder<C> builder) {
    this.streams = builder.streams;
    this.table = builder.table;
    this.checkpointTable = builder.checkpointTable();
    this.walk = builder.walk();
  }

  /**
   * Starts a reader of the latest stream of {@code table}.
   *
   * @param streams the async streams client (for a local engine, a client with its endpoint)
   * @param table the table; its async client reads the table's description and keeps the checkpoints
   * @param decoder the service's {@code change(record)}, e.g. {@code ShopService::change}
   * @param <C> the change type
   * @return a builder
   */
  public static <C> Builder<C> builder(DynamoDbStreamsAsyncClient streams, Table table,
      Function<ChangeRecord, ? extends C> decoder) {
    return new Builder<>(streams, table, decoder);
  }

  /**
   * The stream this reader reads, known once a poll has read the table's description.
   *
   * @return its ARN, empty before the first poll
   */
  public Optional<String> streamArn() {
    return Optional.ofNullable(walk.streamArn());
  }

  /**
   * How many changes this reader handed to handlers so far (redeliveries included).
   *
   * @return the count
   */
  public long delivered() {
    return walk.delivered();
  }

  /**
   * Reads every shard once up to what it holds now, as {@link StreamReader#poll} does. The first
   * poll reads the table's description first (one {@code DescribeTable}).
   *
   * @param handler what each change goes to
   * @return a future of the number of changes handed to the handler; it fails with what the handler
   *     threw (the changes of its batch after the last checkpoint are delivered again by the next
   *     poll), with {@link IllegalStateException} when the table has no stream or no async client,
   *     or with the client's failure
   */
  public CompletableFuture<Integer> pollAsync(ChangeHandler<? super C> handler) {
    return Dispatch.start(() -> {
      Objects.requireNonNull(handler, "handler");
      return describe()
          .thenCompose(described -> shards())
          .thenCompose(shards -> loadCheckpoints(walk.unknown(shards)).thenApply(loaded -> walk.poll(shards)))
          .thenCompose(poll -> repeat(() -> {
            StreamWalk<C>.ShardRead read = poll.next();
            return read == null ? STOP : readShard(read, handler).thenApply(done -> true);
          }).thenApply(done -> poll.count()));
    });
  }

  /**
   * Polls until {@code keepRunning} says stop, pausing with the backoff between polls that delivered
   * nothing, as {@link StreamReader#run} does; the pauses block no thread.
   *
   * @param handler what each change goes to
   * @param keepRunning asked before every poll
   * @return a future that completes once {@code keepRunning} said stop (or a pause was interrupted),
   *     or fails as {@link #pollAsync} does
   */
  public CompletableFuture<Void> runAsync(ChangeHandler<? super C> handler, BooleanSupplier keepRunning) {
    return Dispatch.start(() -> {
      Objects.requireNonNull(handler, "handler");
      Objects.requireNonNull(keepRunning, "keepRunning");
      int[] empty = {0};
      return repeat(() -> {
        if (!keepRunning.getAsBoolean()) {
          return STOP;
        }
        return pollAsync(handler).thenCompose(count -> {
          if (count > 0) {
            empty[0] = 0;
            return GO_ON;
          }
          return pause(++empty[0]);
        });
      });
    });
  }

  private CompletableFuture<Void> describe() {
    if (walk.isDescribed()) {
      return CompletableFuture.completedFuture(null);
    }
    Table holder = checkpointTable;
    return Checkpoints.describeAsync(table).thenCompose(description -> {
      CompletableFuture<TableDescription> held =
          holder == table ? CompletableFuture.completedFuture(description) : Checkpoints.describeAsync(holder);
      return held.thenAccept(holderDescription -> walk.described(table, description, holder, holderDescription));
    });
  }

  private CompletableFuture<Map<String, Shard>> shards() {
    Map<String, Shard> shards = new LinkedHashMap<>();
    String[] after = {null};
    return repeat(() -> streams.describeStream(walk.describeStream(after[0])).thenApply(response -> {
      after[0] = StreamWalk.addShards(response, shards);
      return after[0] != null;
    })).thenApply(done -> shards);
  }

  private CompletableFuture<Void> loadCheckpoints(List<String> shardIds) {
    int[] next = {0};
    return repeat(() -> {
      if (next[0] == shardIds.size()) {
        return STOP;
      }
      String shardId = shardIds.get(next[0]++);
      return walk.checkpoints().loadAsync(shardId).thenApply(checkpoint -> {
        walk.loaded(shardId, checkpoint);
        return true;
      });
    });
  }

  private CompletableFuture<Void> readShard(StreamWalk<C>.ShardRead read, ChangeHandler<? super C> handler) {
    return repeat(() -> {
      if (read.done()) {
        return STOP;
      }
      if (read.needsIterator()) {
        return streams.getShardIterator(read.iteratorRequest()).thenApply(response -> {
          read.iterator(response.shardIterator());
          return true;
        });
      }
      return streams.getRecords(read.recordsRequest())
          .handle((response, thrown) -> thrown == null ? received(read, response, handler) : failed(read, thrown))
          .thenCompose(Function.identity());
    });
  }

  private CompletableFuture<Boolean> received(StreamWalk<C>.ShardRead read, GetRecordsResponse response,
      ChangeHandler<? super C> handler) {
    Checkpoints.Checkpoint checkpoint = read.received(response, handler);
    if (checkpoint == null) {
      return GO_ON;
    }
    return walk.checkpoints().saveAsync(read.shardId(), checkpoint).thenApply(saved -> {
      read.saved(checkpoint);
      return true;
    });
  }

  private CompletableFuture<Boolean> failed(StreamWalk<C>.ShardRead read, Throwable thrown) {
    if (read.failed(Dispatch.rethrown(thrown)) != StreamWalk.AfterFailure.PAUSE) {
      return GO_ON;
    }
    return pause(read.throttled()).thenApply(resumed -> {
      if (!resumed) {
        read.park();
      }
      return true;
    });
  }

  /** A pause of the backoff's {@code attempt}-th delay; false when it was interrupted. */
  private CompletableFuture<Boolean> pause(int attempt) {
    Backoff backoff = walk.backoff();
    return backoff.clock().pauseAsync(backoff.delayNanos(attempt)).handle((paused, interrupted) -> interrupted == null);
  }

  /**
   * Runs {@code step} again and again while its future says true, without growing the stack when
   * steps complete at once, and without blocking a thread when they do not.
   *
   * @return a future that completes when a step says false, or fails as the first failing step
   */
  private static CompletableFuture<Void> repeat(Supplier<CompletableFuture<Boolean>> step) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    new Runnable() {
      @Override
      public void run() {
        while (true) {
          CompletableFuture<Boolean> next;
          try {
            next = step.get();
          } catch (RuntimeException | Error e) {
            done.completeExceptionally(e);
            return;
          }
          if (next.isDone() && !next.isCompletedExceptionally()) {
            if (!next.join()) {
              done.complete(null);
              return;
            }
            continue;
          }
          next.whenComplete((more, thrown) -> {
            if (thrown != null) {
              done.completeExceptionally(thrown);
            } else if (more) {
              run();
            } else {
              done.complete(null);
            }
          });
          return;
        }
      }
    }.run();
    return done;
  }

  /**
   * Configures an {@link AsyncStreamReader}, with the options and defaults of {@link
   * StreamReader.Builder}.
   *
   * @param <C> the change type
   */
  public static final class Builder<C> extends ReaderBuilder<C, Builder<C>> {
    private final DynamoDbStreamsAsyncClient streams;

    private Builder(DynamoDbStreamsAsyncClient streams, Table table, Function<ChangeRecord, ? extends C> decoder) {
      super(table, decoder);
      this.streams = Objects.requireNonNull(streams, "streams");
    }

    @Override
    Builder<C> self() {
      return this;
    }

    /**
     * The reader. Nothing is sent yet: the first poll reads the table's description (and the
     * {@linkplain #checkpointsIn checkpoint table}'s), and fails with the {@link
     * IllegalStateException} that {@link StreamReader.Builder#build} throws when the table has no
     * stream or the checkpoints cannot be kept where they are to be; {@link #buildAsync} checks that
     * before it gives the reader.
     *
     * @return the reader
     */
    public AsyncStreamReader<C> build() {
      return new AsyncStreamReader<>(this);
    }

    /**
     * The reader, once the table's description (and the {@linkplain #checkpointsIn checkpoint
     * table}'s) is read: what {@link StreamReader.Builder#build} checks, without blocking a thread.
     *
     * @return a future of the reader; it fails with {@link IllegalStateException} when the table has
     *     no stream or the checkpoints cannot be kept where they are to be (the message says what to
     *     do), or with the client's failure
     */
    public CompletableFuture<AsyncStreamReader<C>> buildAsync() {
      return Dispatch.start(() -> {
        AsyncStreamReader<C> reader = new AsyncStreamReader<>(this);
        return reader.describe().thenApply(described -> reader);
      });
    }
  }
}
