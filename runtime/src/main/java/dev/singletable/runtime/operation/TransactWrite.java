package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.write.Lifecycle;
import dev.singletable.runtime.internal.write.TransactItems;
import dev.singletable.runtime.internal.write.TransactOperation;
import dev.singletable.runtime.internal.write.WriteExecutor;
import dev.singletable.runtime.internal.write.WritePlan;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Writes of any entities of one table that succeed or fail together (TransactWriteItems): puts,
 * creates, updates, deletes and condition checks, each with its own condition.
 *
 * <pre>{@code
 * TransactWrite.of(table)
 *     .update(AggregateMetaEntity.NAME, metaUpdate)       // currentSeqNum = expected + 1
 *     .create(EventEntity.SCHEMA, event)                  // fails if the event exists
 *     .execute();                                         // TransactionCanceledException otherwise
 * }</pre>
 *
 * <p>Puts, creates and deletes carry the same guards as the single-item operations: a put or delete
 * never replaces or removes an item of another entity at its key, nor one a newer version of its
 * entity wrote (unless added with {@link #putOverwritingNewerVersion} or {@link
 * #deleteOverwritingNewerVersion}), a create needs the key to be free ({@code attribute_not_exists}
 * on the partition key), an update an item of its entity and version. When DynamoDB cancels the
 * transaction, {@link #execute()} throws {@link TransactionCanceledException} with one reason per
 * operation, in the order they were added, naming entity, key and reason code; the reason of a write
 * refused because the item is a newer version's holds that refusal ({@link
 * TransactionCanceledException.Reason#newerVersion()}).
 *
 * <p>Lifecycle components are kept as in the single-item operations: puts and creates stamp
 * {@code @CreatedAt}, {@code @UpdatedAt} and {@code @Version} (a put checks the version the value
 * was read at, and keeps the stored {@code createdAt}, being sent as an update for such entities),
 * updates set {@code updatedAt} and increment the version. For an entity with {@code @Unique}
 * attributes, a create claims its values' guard items in this transaction; a put, a delete and an
 * update that changes such an attribute first read the stored item (strongly consistent) to
 * release the values it holds, conditional on them being unchanged, and claim the new ones.
 *
 * <p>Checked before anything is sent: at most {@value #MAX_OPERATIONS} operations and at least one,
 * and each item at most once (DynamoDB refuses two operations on one item in a transaction).
 * Values are converted to items when they are added. Every request carries a client request
 * token, so that DynamoDB applies a transaction sent twice (a retry after a lost response) once: the
 * caller's, or a random one drawn when the request is first built and kept, so that calling
 * {@link #execute()} again on this object is idempotent for the ten minutes DynamoDB remembers
 * tokens. Not thread-safe.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/transactions-and-batches.md#transactions">Transactions and batches: transactions</a>
 */
public final class TransactWrite {
  /** The most operations DynamoDB takes in one transaction. */
  public static final int MAX_OPERATIONS = TransactOperation.MAX_OPERATIONS;
  private static final int MAX_TOKEN_LENGTH = 36;

  private final Table table;
  private final TransactItems items;
  private String clientRequestToken;

  private TransactWrite(Table table) {
    this.table = Objects.requireNonNull(table, "table");
    this.items = new TransactItems(table);
  }

  /**
   * An empty transaction on a table.
   *
   * @param table the table every operation goes to
   * @return the transaction
   */
  public static TransactWrite of(Table table) {
    return new TransactWrite(table);
  }

  /**
   * Adds a put: the value's item replaces the item of this entity with the same key, if any. The
   * transaction is cancelled when an item of another entity, or of a newer version of this one, is
   * at that key.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return this transaction
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite put(EntitySchema<T> schema, T value) {
    return put(schema, value, null);
  }

  /**
   * Adds a put that happens only if the item at the key meets {@code condition} too.
   *
   * @param schema the value's entity
   * @param value the value
   * @param condition built from the entity's attribute constants; null for none
   * @param <T> the entity's record type
   * @return this transaction
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite put(EntitySchema<T> schema, T value, Condition<T> condition) {
    Map<String, AttributeValue> item = EntityWrites.stamped(table, schema, value);
    EntityWrites.put(items, table, schema, item, EntityWrites.stored(table, schema, PrimaryKey.of(schema, item)), condition, false);
    return this;
  }

  /**
   * Adds a put that may replace an item written by a newer version of the entity, which {@link
   * #put(EntitySchema, Object)} refuses (the transaction is cancelled, its reason's {@link
   * TransactionCanceledException.Reason#newerVersion()} saying so): for a caller that means to put
   * the older layout back over the newer data. An item of another entity is still never replaced.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return this transaction
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite putOverwritingNewerVersion(EntitySchema<T> schema, T value) {
    return putOverwritingNewerVersion(schema, value, null);
  }

  /**
   * Adds a put that may replace an item written by a newer version of the entity, and happens only
   * if the item at the key meets {@code condition} too.
   *
   * @param schema the value's entity
   * @param value the value
   * @param condition built from the entity's attribute constants; null for none
   * @param <T> the entity's record type
   * @return this transaction
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite putOverwritingNewerVersion(EntitySchema<T> schema, T value, Condition<T> condition) {
    Map<String, AttributeValue> item = EntityWrites.stamped(table, schema, value);
    EntityWrites.put(items, table, schema, item, EntityWrites.stored(table, schema, PrimaryKey.of(schema, item)), condition, true);
    return this;
  }

  /**
   * Adds a create: the transaction is cancelled when any item has the value's key.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return this transaction
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite create(EntitySchema<T> schema, T value) {
    return create(schema, value, null);
  }

  /**
   * Adds a create that also needs {@code condition}: {@code attribute_not_exists(pk) AND
   * condition}.
   *
   * @param schema the value's entity
   * @param value the value
   * @param condition built from the entity's attribute constants; null for none
   * @param <T> the entity's record type
   * @return this transaction
   * @throws InvalidValueException when the value cannot be stored
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite create(EntitySchema<T> schema, T value, Condition<T> condition) {
    EntityWrites.create(items, table, schema, EntityWrites.stamped(table, schema, value), condition);
    return this;
  }

  /**
   * Adds a delete of the item of this entity at the key. A key holding no item is not an error; the
   * transaction is cancelled when an item of another entity, or of a newer version of this one, is
   * there.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key, as the generated {@code key(...)} returns it
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalArgumentException when the key does not hold exactly the entity's key attributes,
   *     or the transaction already has an operation on it
   */
  public <T> TransactWrite delete(EntitySchema<T> schema, Key<T> key) {
    return delete(schema, key, null);
  }

  /**
   * Adds a delete of the item {@code value} was read from, only while the stored {@code @Version}
   * equals the record's (for an entity with one): a stale record cancels the transaction.
   *
   * @param schema the entity
   * @param value the record, as read
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   * @throws dev.singletable.runtime.exception.InvalidValueException when the entity has {@code
   *     @Version} and the record's is null
   */
  public <T> TransactWrite delete(EntitySchema<T> schema, T value) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(value, "value");
    return delete(schema, schema.keyOf(value), Lifecycle.deleteGuard(schema, value));
  }

  /**
   * Adds a delete that happens only if the item meets {@code condition} too.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key
   * @param condition built from the entity's attribute constants; null for none
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public <T> TransactWrite delete(EntitySchema<T> schema, Key<T> key, Condition<T> condition) {
    Objects.requireNonNull(schema, "schema");
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    EntityWrites.delete(items, table, schema, copy, EntityWrites.stored(table, schema, copy), condition, false);
    return this;
  }

  /**
   * Adds a delete that may remove an item written by a newer version of the entity, which {@link
   * #delete(EntitySchema, Key)} refuses (the transaction is cancelled, its reason's {@link
   * TransactionCanceledException.Reason#newerVersion()} saying so). An item of another entity is
   * still never deleted.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public <T> TransactWrite deleteOverwritingNewerVersion(EntitySchema<T> schema, Key<T> key) {
    return deleteOverwritingNewerVersion(schema, key, null);
  }

  /**
   * Adds a delete that may remove an item written by a newer version of the entity, and happens only
   * if the item meets {@code condition} too.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key
   * @param condition built from the entity's attribute constants; null for none
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public <T> TransactWrite deleteOverwritingNewerVersion(EntitySchema<T> schema, Key<T> key, Condition<T> condition) {
    Objects.requireNonNull(schema, "schema");
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    EntityWrites.delete(items, table, schema, copy, EntityWrites.stored(table, schema, copy), condition, true);
    return this;
  }

  /**
   * Adds a check that the item at the key meets {@code condition}, without writing it: the
   * transaction is cancelled when it does not. The condition alone decides: to require that the
   * item exists, include {@code exists()} of an attribute it always has.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key
   * @param condition built from the entity's attribute constants
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public <T> TransactWrite conditionCheck(EntitySchema<T> schema, Key<T> key, Condition<T> condition) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(condition, "condition");
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    items.conditionCheck(new TransactOperation("conditionCheck", schema.entityName(), copy), copy, condition);
    return this;
  }

  /**
   * Adds an update prepared elsewhere, e.g. by an entity's update builder: its key, update
   * expression, condition and placeholders are sent as they are. A missing table name is filled
   * in.
   *
   * @param entity the name of the entity it changes, for cancellation reasons
   * @param update the update
   * @return this transaction
   * @throws IllegalArgumentException when it names another table, has no key, or its key is already
   *     in the transaction
   */
  public TransactWrite update(String entity, Update update) {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(update, "update");
    if (!update.hasKey() || update.key().isEmpty()) {
      throw new IllegalArgumentException(entity + ": an update in a transaction needs a key");
    }
    items.update(new TransactOperation("update", entity, update.key()), update);
    return this;
  }

  /**
   * Adds an entity's typed update, as its generated {@code update(key...)} builds it: the changes,
   * the index keys they recompute, the caller's condition and the guard that the item exists and
   * belongs to the entity all go into the transaction.
   *
   * @param schema the entity the update is for
   * @param update the update, not sent on its own
   * @param <T> the entity's record type
   * @return this transaction
   * @throws IllegalStateException when the update changes nothing
   * @throws IncompleteUpdateException when a changed index component's index cannot be rendered
   * @throws IllegalArgumentException when the transaction already has an operation on the key
   */
  public <T> TransactWrite update(EntitySchema<T> schema, UpdateOperation<T, ?> update) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(update, "update");
    EntityWrites.update(items, table, schema, update, EntityWrites.stored(table, schema, update));
    return this;
  }

  /**
   * Adds an update prepared as a single-item request, e.g. the {@code request()} of an entity's
   * update builder: its key, expressions and placeholders become an update of this transaction.
   * Its {@code ReturnValues} is dropped (a transaction returns no values).
   *
   * @param entity the name of the entity it changes, for cancellation reasons
   * @param request the update request
   * @return this transaction
   * @throws IllegalArgumentException when it names another table, has no key, or its key is already
   *     in the transaction
   */
  public TransactWrite update(String entity, UpdateItemRequest request) {
    return update(entity, TransactItems.transactional(Objects.requireNonNull(request, "request")));
  }

  /**
   * Adds the claim of a unique value: the guard item at {@code guardKey} (e.g. {@code
   * USEREMAIL#john@example.com}) that an entity's own {@code @Unique} claim writes, its marks
   * ({@code __entity = __unique}, {@code __reserved = <entity>.<attribute>}) included for an entity
   * with the default identity, written only if no item has that key, so that the transaction is
   * cancelled when another item already claimed the value, and a later {@code create} of the value
   * fails with {@link dev.singletable.runtime.exception.UniqueConstraintException}. The attribute is
   * the owner's unique attribute whose guard keys begin as {@code guardKey} does; when none does,
   * {@code __reserved} names the entity alone.
   *
   * @param owner the entity whose attribute is unique; its key attributes name the guard's
   * @param guardKey the guard item's primary key
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public TransactWrite claimUnique(EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    EntityWrites.claim(items, Objects.requireNonNull(owner, "owner"), guardKey);
    return this;
  }

  /**
   * Adds the release of a unique value claimed with {@link #claimUnique} or by the entity's own
   * write: deletes its guard item, as when the value changes or its item is deleted, only where it
   * is a guard of {@code owner} (or nothing is there); another entity's guard, or an item that is no
   * guard, cancels the transaction and stays. A guard does not record which item holds its value:
   * add a {@link #conditionCheck} on that item so that a release never frees another item's value.
   *
   * @param owner the entity whose attribute is unique
   * @param guardKey the guard item's primary key
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public TransactWrite releaseUnique(EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    EntityWrites.release(items, table, Objects.requireNonNull(owner, "owner"), guardKey);
    return this;
  }

  /** The operations added, for the single-item operations that send a transaction. */
  TransactItems items() {
    return items;
  }

  /**
   * Sets the idempotency token: DynamoDB applies transactions with the same token and content once
   * within ten minutes, and refuses one with the same token and other content.
   *
   * @param token 1 to 36 characters, e.g. a UUID
   * @return this transaction
   * @throws IllegalArgumentException when the token is empty or longer than 36 characters
   */
  public TransactWrite clientRequestToken(String token) {
    Objects.requireNonNull(token, "token");
    if (token.isEmpty() || token.length() > MAX_TOKEN_LENGTH) {
      throw new IllegalArgumentException("a client request token has 1 to " + MAX_TOKEN_LENGTH + " characters, was "
          + token.length());
    }
    this.clientRequestToken = token;
    return this;
  }

  /**
   * The idempotency token the transaction is sent with.
   *
   * @return the caller's token, or the one drawn by {@link #request()}; null before either
   */
  public String clientRequestToken() {
    return clientRequestToken;
  }

  /**
   * The number of operations added.
   *
   * @return operations, guard items included
   */
  public int size() {
    return items.size();
  }

  /**
   * The request {@link #execute()} sends, for inspection. Draws the idempotency token if none was
   * set.
   *
   * @return a new request
   * @throws SingleTableException when the transaction is empty or has more than {@value
   *     #MAX_OPERATIONS} operations
   */
  public TransactWriteItemsRequest request() {
    TransactOperation.checkCount(items.size());
    if (clientRequestToken == null) {
      clientRequestToken = UUID.randomUUID().toString();
    }
    return items.request(clientRequestToken);
  }

  /**
   * Sends the transaction: every operation is applied, or none.
   *
   * @throws TransactionCanceledException when DynamoDB cancelled it, with one reason per operation
   * @throws SingleTableException when the transaction is empty or too large; nothing is sent
   * @throws software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException when
   *     the token was used for a different transaction
   */
  public void execute() {
    WriteExecutor.execute(table, plan());
  }

  /**
   * Sends the transaction with the table's async client, as {@link #execute()} does. Never throws:
   * every failure {@link #execute()} throws, an empty or too large transaction included, completes
   * the future exceptionally with the same exception ({@link TransactionCanceledException} with its
   * reasons when DynamoDB cancelled it).
   *
   * @return a future that completes when every operation is applied
   */
  public CompletableFuture<Void> executeAsync() {
    return WriteExecutor.executeAsync(table, this::plan);
  }

  /** The transaction as a plan: checked, then sent, its cancellation told per operation. */
  WritePlan<Void> plan() {
    return items.plan(request());
  }
}
