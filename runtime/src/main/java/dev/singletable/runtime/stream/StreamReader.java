package dev.singletable.runtime.stream;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
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
 * itself (see {@link Checkpoints}); a reader started later on the same table resumes after it.
 * Delivery is <em>at least once</em>: when a handler throws, or the process stops between handling
 * and checkpointing, the batch is delivered again from its first change. Handlers must therefore be
 * idempotent; {@link ProcessedSequences} makes one so. Checkpoint items are skipped, never handed
 * to the handler.
 *
 * <p>One reader per stream at a time: two readers of one stream each deliver every change.
 * Not thread-safe; {@link #poll} and {@link #run} are meant for one thread.
 *
 * @param <C> the change type, usually a service's sealed {@code Change}
 */
public final class StreamReader<C> {
  private final DynamoDbStreamsClient streams;
  private final Function<ChangeRecord, ? extends C> decoder;
  private final String streamArn;
  private final Checkpoints checkpoints;
  private final ShardIteratorType start;
  private final int batchSize;
  private final Backoff backoff;
  private final Map<String, Optional<Checkpoints.Checkpoint>> known = new HashMap<>();
  private final Map<String, String> iterators = new HashMap<>();
  private long delivered;

  private StreamReader(Builder<C> builder) {
    this.streams = builder.streams;
    this.decoder = builder.decoder;
    TableDescription description = Checkpoints.describe(builder.table);
    this.streamArn = Checkpoints.streamArn(builder.table, description);
    this.checkpoints = Checkpoints.of(builder.table, description, streamArn);
    this.start = builder.start;
    this.batchSize = builder.batchSize;
    this.backoff = builder.backoff;
  }

  /**
   * Starts a reader of the latest stream of {@code table}.
   *
   * @param streams the streams client (for DynamoDB Local: {@code dynamoDbStreamsClient()} of the
   *     embedded engine, or a client with the server's endpoint)
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
    return streamArn;
  }

  /**
   * How many changes this reader handed to handlers so far (redeliveries included).
   *
   * @return the count
   */
  public long delivered() {
    return delivered;
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
    Map<String, Shard> shards = shards();
    int count = 0;
    boolean progress = true;
    while (progress) {
      progress = false;
      for (Shard shard : shards.values()) {
        if (finished(shard.shardId()) || !parentDone(shard, shards)) {
          continue;
        }
        count += readShard(shard.shardId(), handler);
        progress |= finished(shard.shardId());
      }
    }
    return count;
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

  private Map<String, Shard> shards() {
    Map<String, Shard> shards = new LinkedHashMap<>();
    String after = null;
    do {
      DescribeStreamResponse response = streams.describeStream(DescribeStreamRequest.builder()
          .streamArn(streamArn).exclusiveStartShardId(after).build());
      for (Shard shard : response.streamDescription().shards()) {
        shards.put(shard.shardId(), shard);
      }
      after = response.streamDescription().lastEvaluatedShardId();
    } while (after != null);
    return shards;
  }

  private boolean parentDone(Shard shard, Map<String, Shard> shards) {
    String parent = shard.parentShardId();
    // A parent the stream no longer lists was trimmed: nothing of it can be read any more.
    return parent == null || !shards.containsKey(parent) || finished(parent);
  }

  private Optional<Checkpoints.Checkpoint> checkpoint(String shardId) {
    return known.computeIfAbsent(shardId, checkpoints::load);
  }

  private boolean finished(String shardId) {
    return checkpoint(shardId).map(Checkpoints.Checkpoint::finished).orElse(false);
  }

  private int readShard(String shardId, ChangeHandler<? super C> handler) {
    int count = 0;
    String iterator = iterators.remove(shardId);
    if (iterator == null) {
      iterator = iterator(shardId);
    }
    int throttled = 0;
    while (iterator != null) {
      GetRecordsResponse response;
      try {
        response = streams.getRecords(GetRecordsRequest.builder().shardIterator(iterator).limit(batchSize).build());
      } catch (LimitExceededException | ProvisionedThroughputExceededException e) {
        if (++throttled >= backoff.maxAttempts() || !pause(throttled)) {
          iterators.put(shardId, iterator);
          return count;
        }
        continue;
      } catch (ExpiredIteratorException e) {
        iterator = iterator(shardId);
        continue;
      }
      throttled = 0;
      int handled = deliver(response.records(), handler);
      count += handled;
      String next = response.nextShardIterator();
      String last = response.records().isEmpty() ? null : lastSequence(response.records());
      if (next == null) {
        save(shardId, new Checkpoints.Checkpoint(last != null ? last : sequence(shardId), true));
        return count;
      }
      if (handled > 0) {
        save(shardId, new Checkpoints.Checkpoint(last, false));
      }
      if (response.records().isEmpty()) {
        iterators.put(shardId, next);
        return count;
      }
      iterator = next;
    }
    return count;
  }

  private int deliver(List<Record> records, ChangeHandler<? super C> handler) {
    int count = 0;
    for (Record record : records) {
      ChangeRecord change = ChangeRecord.of(record);
      if (checkpoints.isCheckpoint(change.keys())) {
        continue;
      }
      handler.handle(decoder.apply(change));
      delivered++;
      count++;
    }
    return count;
  }

  private static String lastSequence(List<Record> records) {
    return records.get(records.size() - 1).dynamodb().sequenceNumber();
  }

  private String sequence(String shardId) {
    return checkpoint(shardId).map(Checkpoints.Checkpoint::sequenceNumber).orElse(null);
  }

  private void save(String shardId, Checkpoints.Checkpoint checkpoint) {
    checkpoints.save(shardId, checkpoint);
    known.put(shardId, Optional.of(checkpoint));
  }

  private String iterator(String shardId) {
    String after = sequence(shardId);
    GetShardIteratorRequest.Builder request = GetShardIteratorRequest.builder().streamArn(streamArn).shardId(shardId);
    if (after != null) {
      request.shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(after);
    } else {
      request.shardIteratorType(start);
    }
    return streams.getShardIterator(request.build()).shardIterator();
  }

  private boolean pause(int attempt) {
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
  public static final class Builder<C> {
    private final DynamoDbStreamsClient streams;
    private final Table table;
    private final Function<ChangeRecord, ? extends C> decoder;
    private ShardIteratorType start = ShardIteratorType.TRIM_HORIZON;
    private int batchSize = 1000;
    private Backoff backoff = Backoff.of(Integer.MAX_VALUE, Duration.ofMillis(100), Duration.ofSeconds(5));

    private Builder(DynamoDbStreamsClient streams, Table table, Function<ChangeRecord, ? extends C> decoder) {
      this.streams = Objects.requireNonNull(streams, "streams");
      this.table = Objects.requireNonNull(table, "table");
      this.decoder = Objects.requireNonNull(decoder, "decoder");
    }

    /**
     * Where a shard without a checkpoint is read from: {@code TRIM_HORIZON} (the default, the
     * oldest record the stream keeps) or {@code LATEST} (only what is written from now on).
     *
     * @param start {@code TRIM_HORIZON} or {@code LATEST}
     * @return this builder
     */
    public Builder<C> startAt(ShardIteratorType start) {
      if (start != ShardIteratorType.TRIM_HORIZON && start != ShardIteratorType.LATEST) {
        throw new IllegalArgumentException("a reader starts at TRIM_HORIZON or LATEST, not " + start);
      }
      this.start = start;
      return this;
    }

    /**
     * How many records one {@code GetRecords} asks for, and so how many changes one checkpoint
     * covers at most.
     *
     * @param batchSize 1 to 1000 (the default)
     * @return this builder
     */
    public Builder<C> batchSize(int batchSize) {
      if (batchSize < 1 || batchSize > 1000) {
        throw new IllegalArgumentException("batchSize must be 1 to 1000, was " + batchSize);
      }
      this.batchSize = batchSize;
      return this;
    }

    /**
     * The pauses after a throttled read and between polls of {@link #run} that found nothing; its
     * maximum attempts bound how often one throttled read is retried within a poll. Default: 100 ms
     * growing to 5 s, retried without bound.
     *
     * @param backoff the backoff
     * @return this builder
     */
    public Builder<C> backoff(Backoff backoff) {
      this.backoff = Objects.requireNonNull(backoff, "backoff");
      return this;
    }

    /**
     * The reader; reads the table's description (one {@code DescribeTable}).
     *
     * @return the reader
     * @throws IllegalStateException when the table has no stream
     */
    public StreamReader<C> build() {
      return new StreamReader<>(this);
    }
  }
}
