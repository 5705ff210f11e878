package dev.singletable.runtime.stream;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's DynamoDB stream as typed changes: discovers the stream's shards, reads a parent
 * shard to its end before its children (so that every item's changes arrive in the order they were
 * made), decodes each record with the service's {@code change(record)} and hands it to a handler.
 *
 * <pre>{@code
 * StreamReader<ShopService.Change> reader =
 *     StreamReader.builder(streamsClient, table, ShopService::change).build();
 * reader.run(change -> project(change), () -> running);
 * }</pre>
 *
 * <p><b>Checkpoints and delivery.</b> After every batch of records ({@code GetRecords}) whose
 * changes were all handled, the reader writes the last sequence number of the shard into the table
 * itself or in the table given to {@link Builder#checkpointsIn} (see {@link Checkpoints}); a reader
 * started later on the same table resumes after it.
 * Delivery is <em>at least once</em>: when a handler throws, or the process stops between handling
 * and checkpointing, the batch is delivered again from its first change. Handlers must therefore be
 * idempotent; {@link ProcessedSequences} makes one so. Checkpoint items, recognised by the identity
 * in their image (never by their key), are skipped, never handed to the handler.
 *
 * <p>One reader per stream at a time: two readers of one stream each deliver every change.
 * Not thread-safe; {@link #poll} and {@link #run} are meant for one thread.
 *
 * @param <C> the change type, usually a service's sealed {@code Change}
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/streams.md#change-data-capture-dynamodb-streams">Change data capture (DynamoDB Streams)</a>
 */
public final class StreamReader<C> {
  private final DynamoDbStreamsClient streams;
  private final StreamWalk<C> walk;

  private StreamReader(Builder<C> builder) {
    this.streams = builder.streams;
    this.walk = builder.walk();
    TableDescription description = Checkpoints.describe(builder.table);
    Table holder = builder.checkpointTable();
    walk.described(builder.table, description, holder,
        holder == builder.table ? description : Checkpoints.describe(holder));
  }

  /**
   * Starts a reader of the latest stream of {@code table}.
   *
   * @param streams the streams client (for a local engine, a client with its endpoint)
   * @param table the table; its sync client reads the table's description and keeps the checkpoints
   * @param decoder the service's {@code change(record)}, e.g. {@code ShopService::change}
   * @param <C> the change type
   * @return a builder
   */
  public static <C> Builder<C> builder(DynamoDbStreamsClient streams, Table table,
      Function<ChangeRecord, ? extends C> decoder) {
    return new Builder<>(streams, table, decoder);
  }

  /**
   * The stream this reader reads.
   *
   * @return its ARN
   */
  public String streamArn() {
    return walk.streamArn();
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
   * Reads every shard once up to what it holds now: a closed shard to its end, an open shard until
   * a read returns no records. Parents are read to their end before their children.
   *
   * @param handler what each change goes to
   * @return the number of changes handed to the handler
   * @throws RuntimeException what the handler threw; the changes of its batch after the last
   *     checkpoint are delivered again by the next poll
   */
  public int poll(ChangeHandler<? super C> handler) {
    Objects.requireNonNull(handler, "handler");
    Map<String, Shard> shards = new LinkedHashMap<>();
    String after = null;
    do {
      after = StreamWalk.addShards(streams.describeStream(walk.describeStream(after)), shards);
    } while (after != null);
    for (String shardId : walk.unknown(shards)) {
      walk.loaded(shardId, walk.checkpoints().load(shardId));
    }
    StreamWalk<C>.Poll poll = walk.poll(shards);
    for (StreamWalk<C>.ShardRead read = poll.next(); read != null; read = poll.next()) {
      readShard(read, handler);
    }
    return poll.count();
  }

  /**
   * Polls until {@code keepRunning} says stop, pausing with the backoff between polls that
   * delivered nothing (the pause grows with every empty poll, and starts over after changes).
   *
   * @param handler what each change goes to
   * @param keepRunning asked before every poll
   * @throws RuntimeException what the handler threw
   */
  public void run(ChangeHandler<? super C> handler, BooleanSupplier keepRunning) {
    int empty = 0;
    while (keepRunning.getAsBoolean()) {
      if (poll(handler) > 0) {
        empty = 0;
      } else if (!pause(++empty)) {
        return;
      }
    }
  }

  private void readShard(StreamWalk<C>.ShardRead read, ChangeHandler<? super C> handler) {
    while (!read.done()) {
      if (read.needsIterator()) {
        read.iterator(streams.getShardIterator(read.iteratorRequest()).shardIterator());
        continue;
      }
      GetRecordsResponse response;
      try {
        response = streams.getRecords(read.recordsRequest());
      } catch (RuntimeException e) {
        if (read.failed(e) == StreamWalk.AfterFailure.PAUSE && !pause(read.throttled())) {
          read.park();
        }
        continue;
      }
      Checkpoints.Checkpoint checkpoint = read.received(response, handler);
      if (checkpoint != null) {
        walk.checkpoints().save(read.shardId(), checkpoint);
        read.saved(checkpoint);
      }
    }
  }

  private boolean pause(int attempt) {
    Backoff backoff = walk.backoff();
    try {
      backoff.clock().sleep(backoff.delayNanos(attempt));
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Configures a {@link StreamReader}.
   *
   * @param <C> the change type
   */
  public static final class Builder<C> extends ReaderBuilder<C, Builder<C>> {
    private final DynamoDbStreamsClient streams;

    private Builder(DynamoDbStreamsClient streams, Table table, Function<ChangeRecord, ? extends C> decoder) {
      super(table, decoder);
      this.streams = Objects.requireNonNull(streams, "streams");
    }

    @Override
    Builder<C> self() {
      return this;
    }

    /**
     * The reader; reads the table's description (one {@code DescribeTable}, and one of the {@linkplain
     * #checkpointsIn checkpoint table}).
     *
     * @return the reader
     * @throws IllegalStateException when the table has no stream, or when the checkpoints are kept in
     *     the streamed table and its stream has no new images (the message says what to do)
     */
    public StreamReader<C> build() {
      return new StreamReader<>(this);
    }
  }
}
