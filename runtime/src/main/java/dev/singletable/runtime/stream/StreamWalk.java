package dev.singletable.runtime.stream;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.Retries;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * What {@link StreamReader} and {@link AsyncStreamReader} share: every request they send is built
 * here, every response read here, and every decision taken here (which shard is read next, parents
 * before children; which changes reach the handler; which checkpoint is written; when a read is
 * retried, paused or parked). The two readers only send the requests, the sync one with a {@code
 * DynamoDbStreamsClient} and sleeping pauses, the async one with a {@code
 * DynamoDbStreamsAsyncClient} and pauses that block no thread; so both read the same shards in the
 * same order, deliver the same changes and keep the same checkpoints, and a stream can be read by
 * either in turn.
 *
 * @param <C> the change type
 */
final class StreamWalk<C> {
  private final Function<ChangeRecord, ? extends C> decoder;
  private final ShardIteratorType start;
  private final int batchSize;
  private final Backoff backoff;
  private final Map<String, Optional<Checkpoints.Checkpoint>> known = new HashMap<>();
  private final Map<String, String> iterators = new HashMap<>();
  private String streamArn;
  private Checkpoints checkpoints;
  private long delivered;

  StreamWalk(Function<ChangeRecord, ? extends C> decoder, ShardIteratorType start, int batchSize, Backoff backoff) {
    this.decoder = decoder;
    this.start = start;
    this.batchSize = batchSize;
    this.backoff = backoff;
  }

  /**
   * Takes in the descriptions of the streamed table (its stream) and of the table holding the
   * checkpoints (their key types).
   *
   * @throws IllegalStateException when the table has no stream, or the checkpoints cannot be kept there
   */
  void described(Table table, TableDescription description, Table holder, TableDescription holderDescription) {
    String arn = Checkpoints.streamArn(table, description);
    checkpoints = Checkpoints.of(table, description, arn, holder, holderDescription);
    streamArn = arn;
  }

  boolean isDescribed() {
    return checkpoints != null;
  }

  String streamArn() {
    return streamArn;
  }

  Checkpoints checkpoints() {
    return checkpoints;
  }

  Backoff backoff() {
    return backoff;
  }

  long delivered() {
    return delivered;
  }

  // ----- shard discovery

  /** The request of one page of the stream's shards, after {@code after} (null for the first). */
  DescribeStreamRequest describeStream(String after) {
    return DescribeStreamRequest.builder().streamArn(streamArn).exclusiveStartShardId(after).build();
  }

  /** Adds a page's shards to {@code shards}; returns where the next page starts, null after the last. */
  static String addShards(DescribeStreamResponse response, Map<String, Shard> shards) {
    for (Shard shard : response.streamDescription().shards()) {
      shards.put(shard.shardId(), shard);
    }
    return response.streamDescription().lastEvaluatedShardId();
  }

  /** The shards whose checkpoint has not been read yet. */
  List<String> unknown(Map<String, Shard> shards) {
    List<String> unknown = new ArrayList<>();
    for (String shardId : shards.keySet()) {
      if (!known.containsKey(shardId)) {
        unknown.add(shardId);
      }
    }
    return unknown;
  }

  /** Takes in a shard's checkpoint as read from the table. */
  void loaded(String shardId, Optional<Checkpoints.Checkpoint> checkpoint) {
    known.put(shardId, checkpoint);
  }

  /** A walk over the shards of one poll; every shard's checkpoint must be {@linkplain #loaded known}. */
  Poll poll(Map<String, Shard> shards) {
    return new Poll(List.copyOf(shards.values()), shards);
  }

  private boolean finished(String shardId) {
    Optional<Checkpoints.Checkpoint> checkpoint = known.get(shardId);
    return checkpoint != null && checkpoint.map(Checkpoints.Checkpoint::finished).orElse(false);
  }

  private String sequence(String shardId) {
    Optional<Checkpoints.Checkpoint> checkpoint = known.get(shardId);
    return checkpoint == null ? null : checkpoint.map(Checkpoints.Checkpoint::sequenceNumber).orElse(null);
  }

  /**
   * One poll: every shard read once up to what it holds now, a shard only once its parent is read to
   * its end, and passes over the shards repeated while a pass finished one (its children may then be
   * read).
   */
  final class Poll {
    private final List<Shard> order;
    private final Map<String, Shard> shards;
    private int index;
    private boolean progress;
    private int count;

    private Poll(List<Shard> order, Map<String, Shard> shards) {
      this.order = order;
      this.shards = shards;
    }

    /** The next shard to read, or null when the poll is over. */
    ShardRead next() {
      while (true) {
        while (index < order.size()) {
          Shard shard = order.get(index++);
          if (!finished(shard.shardId()) && parentDone(shard)) {
            return new ShardRead(this, shard.shardId());
          }
        }
        if (!progress) {
          return null;
        }
        progress = false;
        index = 0;
      }
    }

    private boolean parentDone(Shard shard) {
      String parent = shard.parentShardId();
      // A parent the stream no longer lists was trimmed: nothing of it can be read any more.
      return parent == null || !shards.containsKey(parent) || finished(parent);
    }

    /** How many changes this poll handed to the handler. */
    int count() {
      return count;
    }
  }

  /** What the executor does after a failed {@code GetRecords}. */
  enum AfterFailure {
    /** Send it again at once (with a new iterator). */
    RETRY,
    /** Pause as the backoff says for {@link ShardRead#throttled()} attempts, then send it again. */
    PAUSE,
    /** Leave the shard for the next poll. */
    STOP
  }

  /** The reading of one shard within a poll: its iterator, throttled attempts and changes handled. */
  final class ShardRead {
    private final Poll poll;
    private final String shardId;
    private String iterator;
    private int throttled;
    private boolean done;

    private ShardRead(Poll poll, String shardId) {
      this.poll = poll;
      this.shardId = shardId;
      this.iterator = iterators.remove(shardId);
    }

    String shardId() {
      return shardId;
    }

    /** Whether this shard is read as far as this poll goes. */
    boolean done() {
      return done;
    }

    /** Whether the next request is for a new iterator (see {@link #iteratorRequest}) rather than records. */
    boolean needsIterator() {
      return iterator == null;
    }

    /** A new iterator: after the shard's checkpoint, else where the reader starts. */
    GetShardIteratorRequest iteratorRequest() {
      String after = sequence(shardId);
      GetShardIteratorRequest.Builder request = GetShardIteratorRequest.builder().streamArn(streamArn).shardId(shardId);
      if (after != null) {
        request.shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(after);
      } else {
        request.shardIteratorType(start);
      }
      return request.build();
    }

    void iterator(String iterator) {
      this.iterator = iterator;
      if (iterator == null) {
        // A shard trimmed or deleted under the reader has nothing left to read.
        done = true;
      }
    }

    GetRecordsRequest recordsRequest() {
      return GetRecordsRequest.builder().shardIterator(iterator).limit(batchSize).build();
    }

    /**
     * Decides what a failed {@code GetRecords} leads to: a new iterator for an expired one, a pause
     * for throttling while the backoff's attempts last, else the shard is left for the next poll.
     *
     * @throws RuntimeException the failure itself when it is neither
     */
    AfterFailure failed(RuntimeException failure) {
      if (failure instanceof ExpiredIteratorException) {
        iterator = null;
        return AfterFailure.RETRY;
      }
      if (!(failure instanceof LimitExceededException) && !Retries.isThrottling(failure)) {
        throw failure;
      }
      if (++throttled >= backoff.maxAttempts()) {
        park();
        return AfterFailure.STOP;
      }
      return AfterFailure.PAUSE;
    }

    /** How many reads in a row were throttled. */
    int throttled() {
      return throttled;
    }

    /** Leaves the shard for the next poll, which goes on with the same iterator. */
    void park() {
      iterators.put(shardId, iterator);
      done = true;
    }

    /**
     * Hands a batch's changes to the handler, in order, and moves on: to the next batch, or (at the
     * end of a closed shard, or after a read that found nothing) out of this shard.
     *
     * @return the checkpoint to write before going on, null when nothing is to be written
     * @throws RuntimeException what the handler threw; nothing of the batch is checkpointed
     */
    Checkpoints.Checkpoint received(GetRecordsResponse response, ChangeHandler<? super C> handler) {
      throttled = 0;
      List<Record> records = response.records();
      int handled = deliver(records, handler);
      poll.count += handled;
      String next = response.nextShardIterator();
      String last = records.isEmpty() ? null : records.get(records.size() - 1).dynamodb().sequenceNumber();
      if (next == null) {
        done = true;
        poll.progress = true;
        return new Checkpoints.Checkpoint(last != null ? last : sequence(shardId), true);
      }
      if (records.isEmpty()) {
        iterators.put(shardId, next);
        done = true;
      }
      iterator = next;
      return handled > 0 ? new Checkpoints.Checkpoint(last, false) : null;
    }

    /** Takes in a checkpoint once it is written. */
    void saved(Checkpoints.Checkpoint checkpoint) {
      known.put(shardId, Optional.of(checkpoint));
    }
  }

  private int deliver(List<Record> records, ChangeHandler<? super C> handler) {
    int count = 0;
    for (Record record : records) {
      ChangeRecord change = ChangeRecord.of(record);
      if (Checkpoints.isCheckpoint(change)) {
        continue;
      }
      handler.handle(decoder.apply(change));
      delivered++;
      count++;
    }
    return count;
  }
}
