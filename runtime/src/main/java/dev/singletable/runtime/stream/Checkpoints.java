package dev.singletable.runtime.stream;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.reserved.CheckpointStore;
import dev.singletable.runtime.internal.reserved.ReservedItems;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Where a {@link StreamReader} keeps how far it read each shard: one checkpoint item per shard,
 * named {@code <stream label>#<shard id>}, in the streamed table itself or in a table the reader was
 * given ({@link StreamReader.Builder#checkpointsIn}). The store is the one migrations use too: the item's
 * key has the type of each key attribute of the table that holds it (a string {@code
 * __checkpoint#<stream label>#<shard id>}, those bytes for a binary key, a number drawn from them
 * for a numeric key), and the item carries the identity {@code __entity = }{@value #ENTITY} with
 * {@code __reserved = <its name>}. It is written only where there is no item or this checkpoint:
 * another item at its key is never replaced, the write fails with {@link
 * dev.singletable.runtime.exception.ReservedItemException} instead.
 *
 * <p>The checkpoint items of a reader that keeps them in the streamed table appear in its stream like
 * any write; readers recognise them by that identity in the record's image, never by their key, so
 * such a reader needs a stream with new images ({@code NEW_IMAGE} or {@code NEW_AND_OLD_IMAGES}) and
 * is refused otherwise. {@link StreamReader} keeps them with the table's sync client, {@link
 * AsyncStreamReader} with its async client: the items are the same, so a stream read by one can be
 * read on by the other.
 */
public final class Checkpoints {
  /** The entity name stored in every checkpoint item. */
  public static final String ENTITY = ReservedItems.CHECKPOINT;
  private static final String SEQUENCE = "sequenceNumber";
  private static final String FINISHED = "finished";
  // What the table's request listeners see these requests as.
  private static final String OPERATION = "streamCheckpoint";

  private final CheckpointStore store;
  private final String streamLabel;

  private Checkpoints(CheckpointStore store, String streamLabel) {
    this.store = store;
    this.streamLabel = streamLabel;
  }

  /**
   * The checkpoints of one stream, kept in {@code holder}.
   *
   * @param streamed the streamed table and its description
   * @param streamArn the stream's ARN
   * @param holder the table holding the checkpoints and its description (the streamed one, or another)
   * @throws IllegalStateException when the checkpoints are to be kept in the streamed table and its
   *     stream has no new images, so that a reader could not tell them from other items
   */
  static Checkpoints of(Table streamed, TableDescription streamedDescription, String streamArn, Table holder,
      TableDescription holderDescription) {
    if (holder.name().equals(streamed.name())) {
      StreamViewType view = streamedDescription.streamSpecification().streamViewType();
      if (view != StreamViewType.NEW_IMAGE && view != StreamViewType.NEW_AND_OLD_IMAGES) {
        throw new IllegalStateException("the stream of table " + streamed.name() + " carries no new images (view type "
            + streamedDescription.streamSpecification().streamViewTypeAsString() + "), so a reader keeping its"
            + " checkpoints in that table could not tell its checkpoint items from yours: keep them in another table"
            + " with checkpointsIn(table) on the reader's builder, or give the table a stream of view type NEW_IMAGE"
            + " or NEW_AND_OLD_IMAGES");
      }
    }
    String remedy = "delete or move that item, or keep the checkpoints in another table with checkpointsIn(table) on"
        + " the reader's builder";
    return new Checkpoints(CheckpointStore.of(holder, holderDescription, remedy), label(streamArn));
  }

  /**
   * The checkpoints of a table's latest stream, kept in the table itself, reading its description.
   *
   * @param table the table, with a sync client
   * @return the checkpoints
   * @throws IllegalStateException when the table has no stream, or one without new images
   */
  public static Checkpoints of(Table table) {
    TableDescription description = describe(table);
    return of(table, description, streamArn(table, description), table, description);
  }

  static TableDescription describe(Table table) {
    return table.client().describeTable(describeRequest(table)).table();
  }

  static CompletableFuture<TableDescription> describeAsync(Table table) {
    return table.asyncClient().describeTable(describeRequest(table)).thenApply(DescribeTableResponse::table);
  }

  private static DescribeTableRequest describeRequest(Table table) {
    return DescribeTableRequest.builder().tableName(table.name()).build();
  }

  static String streamArn(Table table, TableDescription description) {
    String arn = description.latestStreamArn();
    if (arn == null || description.streamSpecification() == null
        || !Boolean.TRUE.equals(description.streamSpecification().streamEnabled())) {
      throw new IllegalStateException("table " + table.name() + " has no stream: create it with the service's "
          + "createTableRequest(tableName, streamViewType), or enable one with UpdateTable");
    }
    return arn;
  }

  /**
   * Whether a stream record is of a checkpoint item: its new image (or, when it has none, as for a
   * removal, its old image) carries the checkpoint identity. A record without images is never taken
   * for one.
   *
   * @param record a stream record
   * @return true for checkpoint items, which handlers never see
   */
  public static boolean isCheckpoint(ChangeRecord record) {
    // The item as the change left it: a checkpoint replaced by another item is that item now.
    Optional<Map<String, AttributeValue>> after = record.newImage();
    return CheckpointStore.isCheckpoint(after.isPresent() ? after.get() : record.oldImage().orElse(null));
  }

  /**
   * How far a shard was read.
   *
   * @param shardId the shard
   * @return the checkpoint, empty when the shard was never checkpointed
   * @throws dev.singletable.runtime.exception.ReservedItemException when an item that is not this
   *     checkpoint holds its key
   */
  public Optional<Checkpoint> load(String shardId) {
    return store.load(name(shardId), OPERATION).map(Checkpoints::decode);
  }

  /**
   * {@link #load} with the table's async client.
   *
   * @param shardId the shard
   * @return a future of the checkpoint, failing as {@link #load} throws
   */
  public CompletableFuture<Optional<Checkpoint>> loadAsync(String shardId) {
    return store.loadAsync(name(shardId), OPERATION).thenApply(state -> state.map(Checkpoints::decode));
  }

  /**
   * Records how far a shard was read.
   *
   * @param shardId the shard
   * @param checkpoint the last sequence number handled, and whether the shard is closed and read to its end
   * @throws dev.singletable.runtime.exception.ReservedItemException when an item that is not this
   *     checkpoint holds its key; it is left as it is
   */
  public void save(String shardId, Checkpoint checkpoint) {
    store.save(name(shardId), encode(checkpoint), OPERATION);
  }

  /**
   * {@link #save} with the table's async client.
   *
   * @param shardId the shard
   * @param checkpoint the last sequence number handled, and whether the shard is closed and read to its end
   * @return a future completing once the checkpoint is written, failing as {@link #save} throws
   */
  public CompletableFuture<Void> saveAsync(String shardId, Checkpoint checkpoint) {
    return store.saveAsync(name(shardId), encode(checkpoint), OPERATION);
  }

  private String name(String shardId) {
    return streamLabel + "#" + shardId;
  }

  private static Checkpoint decode(Map<String, AttributeValue> state) {
    AttributeValue sequence = state.get(SEQUENCE);
    AttributeValue finished = state.get(FINISHED);
    return new Checkpoint(sequence == null ? null : sequence.s(), finished != null && Boolean.TRUE.equals(finished.bool()));
  }

  private static Map<String, AttributeValue> encode(Checkpoint checkpoint) {
    Map<String, AttributeValue> state = new HashMap<>(4);
    if (checkpoint.sequenceNumber() != null) {
      state.put(SEQUENCE, AttributeValue.fromS(checkpoint.sequenceNumber()));
    }
    state.put(FINISHED, AttributeValue.fromBool(checkpoint.finished()));
    return state;
  }

  private static String label(String streamArn) {
    int slash = streamArn.lastIndexOf("/stream/");
    return slash < 0 ? streamArn : streamArn.substring(slash + "/stream/".length());
  }

  /**
   * How far one shard was read.
   *
   * @param sequenceNumber the last sequence number whose change was handled, null when none was
   * @param finished whether the shard is closed and was read to its end
   */
  public record Checkpoint(String sequenceNumber, boolean finished) {}
}
