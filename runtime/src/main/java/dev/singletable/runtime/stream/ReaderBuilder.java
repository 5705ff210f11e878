package dev.singletable.runtime.stream;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;

/**
 * The options {@link StreamReader.Builder} and {@link AsyncStreamReader.Builder} share, with their
 * defaults and checks in one place.
 *
 * @param <C> the change type
 * @param <B> the builder itself
 */
abstract class ReaderBuilder<C, B extends ReaderBuilder<C, B>> {
  /** The most records one {@code GetRecords} returns, and the default batch. */
  private static final int MAX_BATCH = 1000;

  final Table table;
  final Function<ChangeRecord, ? extends C> decoder;
  private ShardIteratorType start = ShardIteratorType.TRIM_HORIZON;
  private int batchSize = MAX_BATCH;
  private Backoff backoff = Backoff.of(Integer.MAX_VALUE, Duration.ofMillis(100), Duration.ofSeconds(5));
  private Table checkpointTable;

  ReaderBuilder(Table table, Function<ChangeRecord, ? extends C> decoder) {
    this.table = Objects.requireNonNull(table, "table");
    this.decoder = Objects.requireNonNull(decoder, "decoder");
  }

  abstract B self();

  /**
   * Where a shard without a checkpoint is read from: {@code TRIM_HORIZON} (the default, the
   * oldest record the stream keeps) or {@code LATEST} (only what is written from now on).
   *
   * @param start {@code TRIM_HORIZON} or {@code LATEST}
   * @return this builder
   */
  public B startAt(ShardIteratorType start) {
    if (start != ShardIteratorType.TRIM_HORIZON && start != ShardIteratorType.LATEST) {
      throw new IllegalArgumentException("a reader starts at TRIM_HORIZON or LATEST, not " + start);
    }
    this.start = start;
    return self();
  }

  /**
   * How many records one {@code GetRecords} asks for, and so how many changes one checkpoint
   * covers at most.
   *
   * @param batchSize 1 to 1000 (the default)
   * @return this builder
   */
  public B batchSize(int batchSize) {
    if (batchSize < 1 || batchSize > MAX_BATCH) {
      throw new IllegalArgumentException("batchSize must be 1 to " + MAX_BATCH + ", was " + batchSize);
    }
    this.batchSize = batchSize;
    return self();
  }

  /**
   * The pauses after a throttled read and between polls that found nothing (of {@code run} or
   * {@code runAsync}); its maximum attempts bound how often one throttled read is retried within a
   * poll. The sync reader sleeps, the async one waits on {@link Backoff.Clock#pauseAsync}. Default:
   * 100 ms growing to 5 s, retried without bound.
   *
   * @param backoff the backoff
   * @return this builder
   */
  public B backoff(Backoff backoff) {
    this.backoff = Objects.requireNonNull(backoff, "backoff");
    return self();
  }

  /**
   * Keeps the checkpoints in another table instead of the streamed one: what a reader of a stream
   * without new images ({@code KEYS_ONLY}, {@code OLD_IMAGE}) needs, since it could not tell its
   * checkpoint items from the table's other items, and what keeps the checkpoints' writes out of the
   * stream. The table may have keys of any types; several readers may share it. Its client keeps the
   * checkpoints (its sync client for {@link StreamReader}, its async client for {@link
   * AsyncStreamReader}).
   *
   * @param table the table holding the checkpoints
   * @return this builder
   */
  public B checkpointsIn(Table table) {
    this.checkpointTable = Objects.requireNonNull(table, "table");
    return self();
  }

  /** The table holding the checkpoints: the one given, else the streamed table. */
  Table checkpointTable() {
    return checkpointTable == null ? table : checkpointTable;
  }

  /** The walk these options describe. */
  StreamWalk<C> walk() {
    return new StreamWalk<>(decoder, start, batchSize, backoff);
  }
}
