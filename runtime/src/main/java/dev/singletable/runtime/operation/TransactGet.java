package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.write.TransactOperation;
import dev.singletable.runtime.internal.write.WriteFailures;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/**
 * Reads of items of any entities of one table as one consistent snapshot (TransactGetItems): no
 * write lands between them. Each {@link #get} returns a typed {@link Ref} whose value is there after
 * {@link #execute()}.
 *
 * <pre>{@code
 * TransactGet reads = TransactGet.of(table);
 * TransactGet.Ref<AggregateMeta> meta = reads.get(AggregateMetaEntity.SCHEMA, AggregateMetaEntity.key("order", "1234"));
 * TransactGet.Ref<Snapshot> snapshot = reads.get(SnapshotEntity.SCHEMA, SnapshotEntity.key("order", "1234"));
 * reads.execute();
 * long seq = meta.value().map(AggregateMeta::currentSeqNum).orElse(0L);
 * }</pre>
 *
 * <p>A key read twice is sent once (DynamoDB refuses two operations on one item) and both refs see
 * its item; an item that its ref's entity does not {@linkplain EntitySchema#owns own} reads as
 * absent. At most {@value #MAX_OPERATIONS} distinct keys, checked before sending. Not thread-safe.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/transactions-and-batches.md#transactions">Transactions and batches: transactions</a>
 */
public final class TransactGet {
  /** The most items DynamoDB reads in one transaction. */
  public static final int MAX_OPERATIONS = TransactOperation.MAX_OPERATIONS;

  private final Table table;
  private final List<TransactGetItem> items = new ArrayList<>();
  private final List<TransactOperation> operations = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, Integer> indexByKey = new HashMap<>();
  private final List<Ref<?>> refs = new ArrayList<>();

  private TransactGet(Table table) {
    this.table = Objects.requireNonNull(table, "table");
  }

  /**
   * An empty read transaction on a table.
   *
   * @param table the table every key is read from
   * @return the transaction
   */
  public static TransactGet of(Table table) {
    return new TransactGet(table);
  }

  /**
   * Adds a read.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key, as the generated {@code key(...)} returns it
   * @param <T> the entity's record type
   * @return the handle that holds the value after {@link #execute()}
   * @throws IllegalArgumentException when the key does not hold exactly the entity's key attributes
   */
  public <T> Ref<T> get(EntitySchema<T> schema, Key<T> key) {
    Objects.requireNonNull(schema, "schema");
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    Integer index = indexByKey.get(copy);
    if (index == null) {
      index = items.size();
      indexByKey.put(copy, index);
      items.add(TransactGetItem.builder().get(Get.builder().tableName(table.name()).key(copy).build()).build());
      operations.add(new TransactOperation("get", schema.entityName(), copy));
    }
    Ref<T> ref = new Ref<>(schema, copy, index);
    refs.add(ref);
    return ref;
  }

  /**
   * The number of distinct keys to read.
   *
   * @return keys, each counted once
   */
  public int size() {
    return items.size();
  }

  /**
   * The request {@link #execute()} sends, for inspection.
   *
   * @return a new request
   * @throws SingleTableException when there is no key or more than {@value #MAX_OPERATIONS}
   */
  public TransactGetItemsRequest request() {
    TransactOperation.checkCount(items.size());
    return TransactGetItemsRequest.builder().transactItems(items).build();
  }

  /**
   * Reads every key and fills the refs.
   *
   * @throws TransactionCanceledException when DynamoDB cancelled the read (a conflicting write in
   *     progress), with one reason per key
   * @throws SingleTableException when there is no key or too many; nothing is sent
   * @throws dev.singletable.runtime.exception.InvalidItemException when an attribute of an item cannot
   *     be read, naming the item's key
   */
  public void execute() {
    Dispatch.send(table, Call.TRANSACT_GET_ITEMS, "transactGet", null, request(), this::resolve, this::failed);
  }

  /**
   * Reads every key with the table's async client and fills the refs, as {@link #execute()} does.
   * Never throws: every failure {@link #execute()} throws completes the future exceptionally with the
   * same exception.
   *
   * @return a future that completes once the refs hold their values
   */
  public java.util.concurrent.CompletableFuture<Void> executeAsync() {
    return Dispatch.startOne(table, Call.TRANSACT_GET_ITEMS, "transactGet", null, this::request, this::resolve,
        this::failed);
  }

  private Void failed(RuntimeException failure) {
    if (failure instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException e) {
      throw WriteFailures.canceled(e, operations);
    }
    throw failure;
  }

  private Void resolve(TransactGetItemsResponse response) {
    List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
    for (Ref<?> ref : refs) {
      ItemResponse found = ref.index < responses.size() ? responses.get(ref.index) : null;
      ref.resolve(found != null && found.hasItem() ? found.item() : null);
    }
    return null;
  }

  /**
   * The value one {@link #get} reads, available after {@link TransactGet#execute()}.
   *
   * @param <T> the entity's record type
   */
  public static final class Ref<T> {
    private final EntitySchema<T> schema;
    private final Map<String, AttributeValue> key;
    private final int index;
    private boolean read;
    private T value;

    private Ref(EntitySchema<T> schema, Map<String, AttributeValue> key, int index) {
      this.schema = schema;
      this.key = key;
      this.index = index;
    }

    private void resolve(Map<String, AttributeValue> item) {
      value = item == null || item.isEmpty() || !schema.owns(item) ? null : schema.fromItem(item);
      read = true;
    }

    /**
     * The value read.
     *
     * @return the value; empty when no item of this entity is at the key
     * @throws IllegalStateException before the transaction was executed
     */
    public Optional<T> value() {
      if (!read) {
        throw new IllegalStateException(schema.entityName() + " " + Keys.describe(key)
            + ": the transaction has not been executed yet");
      }
      return Optional.ofNullable(value);
    }

    /**
     * The key read.
     *
     * @return the primary key, unmodifiable
     */
    public Map<String, AttributeValue> key() {
      return Collections.unmodifiableMap(key);
    }

    /**
     * The entity the value is read as.
     *
     * @return its schema
     */
    public EntitySchema<T> schema() {
      return schema;
    }
  }
}
