package dev.singletable.runtime.batch;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.operation.TransactWrite;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Puts and deletes of any entities of one table, sent as BatchWriteItem requests of up to {@value
 * #MAX_CHUNK} operations. What DynamoDB leaves unprocessed, and requests it refuses as throttled,
 * are sent again with exponential backoff and full jitter up to the {@link Backoff}'s bound;
 * whatever is still not done then is listed in the {@link BatchWriteResult}, never dropped.
 *
 * <pre>{@code
 * BatchWriteResult result = BatchWrite.of(table)
 *     .put(OrderEntity.SCHEMA, order)
 *     .delete(CustomerEntity.SCHEMA, CustomerEntity.key("XYQ"))
 *     .execute();
 * result.requireComplete();
 * }</pre>
 *
 * <p>A batch holds each primary key once: DynamoDB refuses a request with two operations on one
 * item, and the order of two such operations in a batch would be undefined anyway, so a second
 * operation on a key already in the batch is refused when it is added, naming the key. Puts and
 * deletes are unconditional (BatchWriteItem takes no conditions): a put replaces, and a delete
 * removes, whatever item has its key, an item of another entity or one written by a newer version of
 * this entity included, which the single-item writes and transactions refuse. Puts stamp
 * {@code @CreatedAt}, {@code @UpdatedAt} and {@code @Version} as a create does, but check no version
 * and keep no stored {@code createdAt}: the value's, or the table's time when it has none, replaces
 * it. Where those guards matter (an older version of the code still writing during a rolling deploy,
 * other entities sharing the keys), send guarded single-item writes ({@code
 * put(value).executeAsync()} for many at once) or a {@link TransactWrite} of up to 100 instead.
 * Entities with {@code @Unique} attributes are refused, since a batch cannot keep their guard items. Values are converted to items, and checked against
 * DynamoDB's limits, when they are added, so an invalid value fails at its {@code put} call and
 * nothing of the batch is sent; a request that fails part-way is reported with what was written
 * ({@link BatchWriteIncompleteException}).
 *
 * <p>Under retries (the SDK's after a lost response, and this batch's of unprocessed items) a batch
 * is at least once but idempotent: a put sent twice stores the same item twice, a delete sent twice
 * deletes nothing more. A put resent after another writer changed the item does replace that change,
 * as a put arriving late would; batch puts carry no write token (see {@link Table#withWriteTokens}),
 * since without conditions nothing could use it.
 * Nothing is sent before {@link #execute()}; requests go one after another on the calling thread,
 * or up to {@link #concurrent(int)} at a time. Not thread-safe.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/transactions-and-batches.md#batches">Transactions and batches: batches</a>
 */
public final class BatchWrite {
  /** The most operations DynamoDB takes in one BatchWriteItem request. */
  public static final int MAX_CHUNK = 25;

  private final Writes writes;

  private BatchWrite(Table table) {
    this.writes = new Writes(table);
  }

  /**
   * An empty batch for a table.
   *
   * @param table the table every operation goes to
   * @return the batch
   */
  public static BatchWrite of(Table table) {
    return new BatchWrite(table);
  }

  /**
   * Sets how unprocessed and throttled operations are retried; {@link Backoff#DEFAULT} otherwise.
   *
   * @param backoff the retry bound and pauses
   * @return this batch
   */
  public BatchWrite backoff(Backoff backoff) {
    writes.backoff(backoff);
    return this;
  }

  /**
   * Sends up to {@code requests} chunks at a time, as ElectroDB's {@code concurrent} option does; 1
   * (one request after another) otherwise. The chunks are dealt to that many lanes in turn, each
   * sending its chunks one after another with its own retries of unprocessed operations and throttled
   * requests; the synchronous {@code execute()} runs a lane on the calling thread and the others on
   * threads of its own for the call. The result reports every operation as one lane would. A request
   * that fails other than by throttling stops every lane before its next request.
   *
   * @param requests the most requests in flight at once, at least 1
   * @return this batch
   * @throws IllegalArgumentException when {@code requests} is less than 1
   */
  public BatchWrite concurrent(int requests) {
    writes.concurrency(requests);
    return this;
  }

  /**
   * Adds a put: the value's item replaces any item with the same key, whichever entity or version
   * wrote it (a batch carries no conditions), and its {@code @CreatedAt} replaces a stored one.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return this batch
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the batch already holds an operation on the value's key, the
   *     entity's key attributes differ from those of the entities already in the batch, or the entity
   *     has {@code @ReadOnly} attributes
   */
  public <T> BatchWrite put(EntitySchema<T> schema, T value) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(value, "value");
    writes.checkKeyFields(schema);
    refuseGuarded(schema);
    if (!schema.readOnlyAttributes().isEmpty()) {
      throw new IllegalArgumentException(schema.entityName() + " has read-only attributes " + schema.readOnlyAttributes()
          + " (@ReadOnly), which a put must not change, and a batch write carries no condition; write it with create,"
          + " put or transactWrite");
    }
    T stamped = schema.stamp(value, writes.table().now());
    Map<String, AttributeValue> item = Items.toItem(schema, stamped);
    Map<String, AttributeValue> key = PrimaryKey.of(schema, item);
    refuseRepeated(schema, key);
    WriteRequest request = WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    writes.add(new Write("put", schema, key, stamped, request));
    return this;
  }

  /**
   * Adds a put of each value.
   *
   * @param schema the values' entity
   * @param values the values
   * @param <T> the entity's record type
   * @return this batch
   * @throws InvalidValueException when a value cannot be stored
   * @throws IllegalArgumentException when two operations would share a key (see {@link #put})
   */
  public <T> BatchWrite putAll(EntitySchema<T> schema, Iterable<? extends T> values) {
    for (T value : values) {
      put(schema, value);
    }
    return this;
  }

  /**
   * Adds a delete of whatever item has the key, whichever entity or version wrote it (a batch carries
   * no conditions). Deleting a key that holds no item is not an error.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key, as the generated {@code key(...)} returns it
   * @param <T> the entity's record type
   * @return this batch
   * @throws IllegalArgumentException when the key does not hold exactly the entity's key attributes, or
   *     the batch already holds an operation on it
   */
  public <T> BatchWrite delete(EntitySchema<T> schema, Key<T> key) {
    Objects.requireNonNull(schema, "schema");
    writes.checkKeyFields(schema);
    refuseGuarded(schema);
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    refuseRepeated(schema, copy);
    WriteRequest request = WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(copy).build()).build();
    writes.add(new Write("delete", schema, copy, null, request));
    return this;
  }

  /**
   * The number of operations added.
   *
   * @return puts and deletes
   */
  public int size() {
    return writes.size();
  }

  /**
   * Sends every operation, retrying what DynamoDB leaves unprocessed or throttles, and reports what
   * could not be done. Calling it again sends every operation again.
   *
   * @return what was not done and what it cost
   * @throws BatchWriteIncompleteException when a request fails other than by throttling; sent at
   *     once, it lists the operations earlier requests carried out and those they did not, and its
   *     cause is the client's failure
   */
  public BatchWriteResult execute() {
    List<Write> failed;
    try {
      failed = writes.run();
    } catch (RuntimeException e) {
      throw incomplete(e);
    }
    return new BatchWriteResult(writes.size(), failed, writes.stats());
  }

  /**
   * Sends every operation with the table's async client, as {@link #execute()} does: retries of
   * unprocessed or throttled operations wait on the {@link Backoff} without blocking a thread. Never
   * throws: every failure {@link #execute()} throws completes the future exceptionally with the same
   * exception.
   *
   * @return what was not done and what it cost, as {@link #execute()} returns it
   */
  public java.util.concurrent.CompletableFuture<BatchWriteResult> executeAsync() {
    return Dispatch.start(() -> writes.runAsync().handle((failed, thrown) -> {
      if (thrown != null) {
        throw incomplete(Dispatch.rethrown(thrown));
      }
      return new BatchWriteResult(writes.size(), failed, writes.stats());
    }));
  }

  private BatchWriteIncompleteException incomplete(RuntimeException cause) {
    List<BatchOperation> written = new ArrayList<>();
    List<BatchFailure> unwritten = new ArrayList<>();
    String failure = cause.getClass().getSimpleName();
    for (Write write : writes.entries()) {
      if (write.done) {
        written.add(new BatchOperation(write.operation, write.schema.entityName(), write.key));
      } else {
        String reason = write.inFailedRequest
            ? "in the request that failed (" + failure + "); DynamoDB may or may not have carried it out"
            : write.attempts == 0 ? "not sent: the batch stopped when a request failed (" + failure + ")"
            : "left unprocessed, then the batch stopped when a request failed (" + failure + ")";
        unwritten.add(new BatchFailure(write.operation, write.schema.entityName(), write.key, write.attempts, reason));
      }
    }
    return new BatchWriteIncompleteException(written, unwritten, cause);
  }

  /**
   * A batch takes no conditions and no transactions, so it cannot keep the guards of unique values,
   * nor keep a write off the item of another entity that shares the key layout.
   */
  private static void refuseGuarded(EntitySchema<?> schema) {
    if (!schema.uniqueAttributes().isEmpty()) {
      throw new IllegalArgumentException(schema.entityName() + " has unique attributes " + schema.uniqueAttributes()
          + ", whose guard items only transactions keep; write it with create, put, delete or transactWrite");
    }
    if (!schema.sharesKeysWith().isEmpty()) {
      throw new IllegalArgumentException(schema.entityName() + " shares its primary keys with "
          + String.join(", ", schema.sharesKeysWith()) + " (sharesKeysWith), and a batch write carries no condition, so"
          + " it could replace or delete their item at its key; write it with create, put, delete or transactWrite,"
          + " whose guards keep to its own items");
    }
  }

  private void refuseRepeated(EntitySchema<?> schema, Map<String, AttributeValue> key) {
    Write existing = writes.find(key);
    if (existing != null) {
      throw new IllegalArgumentException(schema.entityName() + ": the batch already holds a " + existing.operation
          + " of " + existing.schema.entityName() + " " + Keys.describe(key)
          + "; DynamoDB refuses two operations on one item in a batch");
    }
  }

  /** A put or delete and the value it was added with. */
  static final class Write extends RetryingBatch.Entry {
    final Object value;
    final WriteRequest request;

    Write(String operation, EntitySchema<?> schema, Map<String, AttributeValue> key, Object value, WriteRequest request) {
      super(operation, schema, key);
      this.value = value;
      this.request = request;
    }
  }

  private static final class Writes extends RetryingBatch<Write, BatchWriteItemRequest, BatchWriteItemResponse> {
    Writes(Table table) {
      super(table, MAX_CHUNK);
    }

    @Override
    Call<BatchWriteItemRequest, BatchWriteItemResponse> call() {
      return Call.BATCH_WRITE_ITEM;
    }

    @Override
    String operation() {
      return "batchWrite";
    }

    @Override
    BatchWriteItemRequest request(List<Write> chunk) {
      List<WriteRequest> requests = new ArrayList<>(chunk.size());
      for (Write write : chunk) {
        requests.add(write.request);
      }
      return BatchWriteItemRequest.builder().requestItems(Map.of(table().name(), requests)).build();
    }

    @Override
    List<Write> unprocessed(BatchWriteItemResponse response) {
      String tableName = table().name();
      List<WriteRequest> left = response.hasUnprocessedItems() ? response.unprocessedItems().get(tableName) : null;
      if (left == null || left.isEmpty()) {
        return List.of();
      }
      List<Write> unprocessed = new ArrayList<>(left.size());
      for (WriteRequest request : left) {
        unprocessed.add(sent(request.putRequest() != null ? keyOf(request.putRequest().item()) : request.deleteRequest().key()));
      }
      return unprocessed;
    }
  }

}
