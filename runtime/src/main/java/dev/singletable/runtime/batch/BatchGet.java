package dev.singletable.runtime.batch;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.Keys;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * Reads of items of any entities of one table by primary key, sent as BatchGetItem requests of up
 * to {@value #MAX_CHUNK} keys. Keys DynamoDB leaves unprocessed (throttling, or the 16 MB response
 * limit) and throttled requests are sent again with exponential backoff and full jitter up to the
 * {@link Backoff}'s bound; keys still not read then are listed in the {@link BatchGetResult}.
 *
 * <pre>{@code
 * BatchGetResult result = BatchGet.of(table)
 *     .get(OrderEntity.SCHEMA, OrderEntity.key("XYQ", 1))
 *     .get(CustomerEntity.SCHEMA, CustomerEntity.key("XYQ"))
 *     .execute()
 *     .requireComplete();
 * List<Order> orders = result.items(OrderEntity.SCHEMA);
 * }</pre>
 *
 * <p>A key asked for twice is read once (DynamoDB refuses repeated keys in one request). An item
 * is returned only to an entity that {@linkplain EntitySchema#owns owns} it, so a key that holds an
 * item of another entity reads as absent. An item that cannot be read as its entity (an attribute
 * of the wrong type, a key that disagrees with its components) fails {@link BatchGetResult#items}
 * with an {@link InvalidItemException} naming its key, or, after {@link #skipInvalid()}, is left out
 * and listed in {@link BatchGetResult#invalidItems()}. Nothing is sent before {@link #execute()}; requests go
 * one after another on the calling thread, or up to {@link #concurrent(int)} at a time. Not thread-safe.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/transactions-and-batches.md#batches">Transactions and batches: batches</a>
 */
public final class BatchGet {
  /** The most keys DynamoDB takes in one BatchGetItem request. */
  public static final int MAX_CHUNK = 100;

  private final Reads reads;
  private final Map<EntitySchema<?>, Set<Read>> bySchema = new LinkedHashMap<>();
  private boolean skipInvalid;

  private BatchGet(Table table) {
    this.reads = new Reads(table);
  }

  /**
   * An empty batch for a table.
   *
   * @param table the table every key is read from
   * @return the batch
   */
  public static BatchGet of(Table table) {
    return new BatchGet(table);
  }

  /**
   * Sets how unprocessed keys and throttled requests are retried; {@link Backoff#DEFAULT} otherwise.
   *
   * @param backoff the retry bound and pauses
   * @return this batch
   */
  public BatchGet backoff(Backoff backoff) {
    reads.backoff(backoff);
    return this;
  }

  /**
   * Sends up to {@code requests} chunks at a time, as ElectroDB's {@code concurrent} option does; 1
   * (one request after another) otherwise. The chunks are dealt to that many lanes in turn, each
   * sending its chunks one after another with its own retries of unprocessed keys and throttled
   * requests; the synchronous {@code execute()} runs a lane on the calling thread and the others on
   * threads of its own for the call. The result reports every operation as one lane would. A request
   * that fails other than by throttling stops every lane before its next request.
   *
   * @param requests the most requests in flight at once, at least 1
   * @return this batch
   * @throws IllegalArgumentException when {@code requests} is less than 1
   */
  public BatchGet concurrent(int requests) {
    reads.concurrency(requests);
    return this;
  }

  /**
   * Asks for strongly consistent reads (twice the read cost), which see every write acknowledged
   * before them.
   *
   * @return this batch
   */
  public BatchGet consistent() {
    reads.consistent = true;
    return this;
  }

  /**
   * Skips items that cannot be read as their entity instead of failing: the result's {@code
   * items} leave them out and {@link BatchGetResult#invalidItems()} lists them.
   *
   * @return this batch
   */
  public BatchGet skipInvalid() {
    skipInvalid = true;
    return this;
  }

  /**
   * Adds a read.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key, as the generated {@code key(...)} returns it
   * @param <T> the entity's record type
   * @return this batch
   * @throws IllegalArgumentException when the key does not hold exactly the entity's key attributes,
   *     or the entity's key attributes differ from those of the entities already in the batch
   */
  public <T> BatchGet get(EntitySchema<T> schema, Key<T> key) {
    Objects.requireNonNull(schema, "schema");
    reads.checkKeyFields(schema);
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    Read read = reads.find(copy);
    if (read == null) {
      read = new Read(schema, copy);
      reads.add(read);
    }
    Set<Read> keys = bySchema.get(schema);
    if (keys == null) {
      keys = new LinkedHashSet<>();
      bySchema.put(schema, keys);
    }
    keys.add(read);
    return this;
  }

  /**
   * Adds a read of each key.
   *
   * @param schema the entity the keys belong to
   * @param keys the primary keys
   * @param <T> the entity's record type
   * @return this batch
   * @throws IllegalArgumentException when a key is malformed (see {@link #get})
   */
  public <T> BatchGet getAll(EntitySchema<T> schema, Iterable<? extends Key<T>> keys) {
    for (Key<T> key : keys) {
      get(schema, key);
    }
    return this;
  }

  /**
   * The number of distinct keys to read.
   *
   * @return keys, each counted once
   */
  public int size() {
    return reads.size();
  }

  /**
   * Reads every key, retrying what DynamoDB leaves unprocessed or throttles, and reports what could
   * not be read. Calling it again reads every key again.
   *
   * @return the items found per entity and the keys not read
   * @throws software.amazon.awssdk.core.exception.SdkException any failure of the client other than
   *     throttling, at once
   */
  public BatchGetResult execute() {
    for (Read read : reads.entries()) {
      read.item = null;
    }
    return result(reads.run());
  }

  /**
   * Reads every key with the table's async client, as {@link #execute()} does: retries of
   * unprocessed or throttled keys wait on the {@link Backoff} without blocking a thread. Never
   * throws: every failure {@link #execute()} throws completes the future exceptionally with the same
   * exception.
   *
   * @return the items found per entity and the keys not read, as {@link #execute()} returns them
   */
  public java.util.concurrent.CompletableFuture<BatchGetResult> executeAsync() {
    return Dispatch.start(() -> {
      for (Read read : reads.entries()) {
        read.item = null;
      }
      return reads.runAsync().thenApply(this::result);
    });
  }

  private BatchGetResult result(List<Read> failed) {
    Map<Map<String, AttributeValue>, Map<String, AttributeValue>> items = new HashMap<>();
    for (Read read : reads.entries()) {
      if (read.item != null) {
        items.put(read.key, read.item);
      }
    }
    Set<Map<String, AttributeValue>> failedKeys = new HashSet<>();
    for (Read read : failed) {
      failedKeys.add(read.key);
    }
    Map<EntitySchema<?>, List<Map<String, AttributeValue>>> requested = new LinkedHashMap<>();
    for (Map.Entry<EntitySchema<?>, Set<Read>> entry : bySchema.entrySet()) {
      List<Map<String, AttributeValue>> keys = new ArrayList<>(entry.getValue().size());
      for (Read read : entry.getValue()) {
        keys.add(read.key);
      }
      requested.put(entry.getKey(), keys);
    }
    return new BatchGetResult(reads.size(), failed, reads.stats(), requested, items, failedKeys,
        skipInvalid, reads.table());
  }

  /** A key to read and, once read, the item found there. */
  static final class Read extends RetryingBatch.Entry {
    Map<String, AttributeValue> item;

    Read(EntitySchema<?> schema, Map<String, AttributeValue> key) {
      super("get", schema, key);
    }
  }

  private static final class Reads extends RetryingBatch<Read, BatchGetItemRequest, BatchGetItemResponse> {
    boolean consistent;

    Reads(Table table) {
      super(table, MAX_CHUNK);
    }

    @Override
    Call<BatchGetItemRequest, BatchGetItemResponse> call() {
      return Call.BATCH_GET_ITEM;
    }

    @Override
    String operation() {
      return "batchGet";
    }

    @Override
    BatchGetItemRequest request(List<Read> chunk) {
      List<Map<String, AttributeValue>> keys = new ArrayList<>(chunk.size());
      for (Read read : chunk) {
        keys.add(read.key);
      }
      KeysAndAttributes.Builder request = KeysAndAttributes.builder().keys(keys);
      if (consistent) {
        request.consistentRead(Boolean.TRUE);
      }
      return BatchGetItemRequest.builder().requestItems(Map.of(table().name(), request.build())).build();
    }

    @Override
    List<Read> unprocessed(BatchGetItemResponse response) {
      String tableName = table().name();
      List<Map<String, AttributeValue>> found = response.hasResponses() ? response.responses().get(tableName) : null;
      if (found != null) {
        for (Map<String, AttributeValue> item : found) {
          Read read = find(keyOf(item));
          if (read != null) {
            read.item = item;
          }
        }
      }
      KeysAndAttributes left = response.hasUnprocessedKeys() ? response.unprocessedKeys().get(tableName) : null;
      if (left == null || !left.hasKeys() || left.keys().isEmpty()) {
        return List.of();
      }
      List<Read> unprocessed = new ArrayList<>(left.keys().size());
      for (Map<String, AttributeValue> key : left.keys()) {
        unprocessed.add(sent(key));
      }
      return unprocessed;
    }
  }
}
