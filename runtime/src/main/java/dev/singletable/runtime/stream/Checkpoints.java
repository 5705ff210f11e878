package dev.singletable.runtime.stream;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Where a {@link StreamReader} keeps how far it read each shard: one item per shard in the table
 * itself, of the library's own entity {@value #ENTITY}, keyed {@code __checkpoint#<stream
 * label>#<shard id>} in the partition key (and the sort key, when the table has one). The
 * checkpoint items appear in the table's stream like any write; readers skip them. {@link
 * StreamReader} keeps them with the table's sync client, {@link AsyncStreamReader} with its async
 * client: the items are the same, so a stream read by one can be read on by the other.
 */
public final class Checkpoints {
  /** The entity name stored in every checkpoint item. */
  public static final String ENTITY = "__checkpoint";
  /** The prefix of every checkpoint item's key. */
  public static final String KEY_PREFIX = "__checkpoint#";
  private static final AttributeValue ENTITY_VALUE = AttributeValue.createS(ENTITY);
  private static final AttributeValue VERSION_VALUE = AttributeValue.createN("1");
  private static final String SEQUENCE = "sequenceNumber";
  private static final String FINISHED = "finished";
  // What the table's request listeners see these requests as.
  private static final String OPERATION = "streamCheckpoint";

  private final Table table;
  private final String streamLabel;
  private final String partitionKeyField;
  private final String sortKeyField;

  private Checkpoints(Table table, String streamLabel, String partitionKeyField, String sortKeyField) {
    this.table = table;
    this.streamLabel = streamLabel;
    this.partitionKeyField = partitionKeyField;
    this.sortKeyField = sortKeyField;
  }

  /**
   * The checkpoints of one stream of a table whose key schema is given.
   *
   * @param table the table
   * @param description the table's description ({@code DescribeTable}), for its key attributes
   * @param streamArn the stream's ARN
   * @return the checkpoints
   */
  static Checkpoints of(Table table, TableDescription description, String streamArn) {
    String partition = null;
    String sort = null;
    for (KeySchemaElement key : description.keySchema()) {
      if (key.keyType() == KeyType.HASH) {
        partition = key.attributeName();
      } else {
        sort = key.attributeName();
      }
    }
    return new Checkpoints(table, label(streamArn), partition, sort);
  }

  /**
   * The checkpoints of a table's latest stream, reading its description.
   *
   * @param table the table, with a sync client
   * @return the checkpoints
   * @throws IllegalStateException when the table has no stream
   */
  public static Checkpoints of(Table table) {
    TableDescription description = describe(table);
    return of(table, description, streamArn(table, description));
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
   * Whether a stream record's key is that of a checkpoint item.
   *
   * @param keys a record's keys
   * @return true for checkpoint items, which handlers never see
   */
  public boolean isCheckpoint(Map<String, AttributeValue> keys) {
    AttributeValue partition = keys.get(partitionKeyField);
    return partition != null && partition.s() != null && partition.s().startsWith(KEY_PREFIX);
  }

  /**
   * How far a shard was read.
   *
   * @param shardId the shard
   * @return the checkpoint, empty when the shard was never checkpointed
   */
  public Optional<Checkpoint> load(String shardId) {
    return Dispatch.send(table, Call.GET_ITEM, OPERATION, ENTITY, loadRequest(shardId), Checkpoints::decode);
  }

  /**
   * {@link #load} with the table's async client.
   *
   * @param shardId the shard
   * @return a future of the checkpoint, failing as {@link #load} throws
   */
  public CompletableFuture<Optional<Checkpoint>> loadAsync(String shardId) {
    return Dispatch.start(() ->
        Dispatch.sendAsync(table, Call.GET_ITEM, OPERATION, ENTITY, loadRequest(shardId), Checkpoints::decode));
  }

  /**
   * Records how far a shard was read.
   *
   * @param shardId the shard
   * @param checkpoint the last sequence number handled, and whether the shard is closed and read to its end
   */
  public void save(String shardId, Checkpoint checkpoint) {
    Dispatch.send(table, Call.PUT_ITEM, OPERATION, ENTITY, saveRequest(shardId, checkpoint), response -> null);
  }

  /**
   * {@link #save} with the table's async client.
   *
   * @param shardId the shard
   * @param checkpoint the last sequence number handled, and whether the shard is closed and read to its end
   * @return a future completing once the checkpoint is written, failing as {@link #save} throws
   */
  public CompletableFuture<Void> saveAsync(String shardId, Checkpoint checkpoint) {
    return Dispatch.start(() -> Dispatch.<PutItemRequest, PutItemResponse, Void>sendAsync(table, Call.PUT_ITEM,
        OPERATION, ENTITY, saveRequest(shardId, checkpoint), response -> null));
  }

  private GetItemRequest loadRequest(String shardId) {
    return GetItemRequest.builder().tableName(table.name()).key(key(shardId)).consistentRead(true).build();
  }

  private static Optional<Checkpoint> decode(GetItemResponse response) {
    Map<String, AttributeValue> item = response.item();
    if (item == null || item.isEmpty()) {
      return Optional.empty();
    }
    AttributeValue sequence = item.get(SEQUENCE);
    AttributeValue finished = item.get(FINISHED);
    return Optional.of(new Checkpoint(sequence == null ? null : sequence.s(),
        finished != null && Boolean.TRUE.equals(finished.bool())));
  }

  private PutItemRequest saveRequest(String shardId, Checkpoint checkpoint) {
    Map<String, AttributeValue> item = new HashMap<>(key(shardId));
    item.put(EntitySchema.ENTITY_ATTRIBUTE, ENTITY_VALUE);
    item.put(EntitySchema.VERSION_ATTRIBUTE, VERSION_VALUE);
    if (checkpoint.sequenceNumber() != null) {
      item.put(SEQUENCE, AttributeValue.createS(checkpoint.sequenceNumber()));
    }
    item.put(FINISHED, AttributeValue.builder().bool(checkpoint.finished()).build());
    return PutItemRequest.builder().tableName(table.name()).item(item).build();
  }

  private Map<String, AttributeValue> key(String shardId) {
    AttributeValue key = AttributeValue.createS(KEY_PREFIX + streamLabel + "#" + shardId);
    return sortKeyField == null ? Map.of(partitionKeyField, key) : Map.of(partitionKeyField, key, sortKeyField, key);
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
