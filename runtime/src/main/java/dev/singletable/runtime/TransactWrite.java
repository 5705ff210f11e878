package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
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
 * never replaces or removes an item of another entity at its key, a create needs the key to be free
 * ({@code attribute_not_exists} on the partition key). When DynamoDB cancels the transaction,
 * {@link #execute()} throws {@link TransactionCanceledException} with one reason per operation, in
 * the order they were added, naming entity, key and reason code.
 *
 * <p>Checked before anything is sent: at most {@value #MAX_OPERATIONS} operations and at least one,
 * and each item at most once (DynamoDB refuses two operations on one item in a transaction).
 * Values are converted to items when they are added. Every request carries a client request
 * token, so that DynamoDB applies a transaction sent twice (a retry after a lost response) once: the
 * caller's, or a random one drawn when the request is first built and kept, so that calling
 * {@link #execute()} again on this object is idempotent for the ten minutes DynamoDB remembers
 * tokens. Not thread-safe.
 */
public final class TransactWrite {
  /** The most operations DynamoDB takes in one transaction. */
  public static final int MAX_OPERATIONS = TransactOperation.MAX_OPERATIONS;
  private static final int MAX_TOKEN_LENGTH = 36;

  private final Table table;
  private final List<TransactWriteItem> items = new ArrayList<>();
  private final List<TransactOperation> operations = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, Integer> indexByKey = new HashMap<>();
  private String clientRequestToken;

  private TransactWrite(Table table) {
    this.table = Objects.requireNonNull(table, "table");
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
   * transaction is cancelled when an item of another entity is at that key.
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
  public <T> TransactWrite put(EntitySchema<T> schema, T value, Condition condition) {
    return write("put", schema, value, WriteGuards.with(WriteGuards.absentOrOwned(schema), condition));
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
  public <T> TransactWrite create(EntitySchema<T> schema, T value, Condition condition) {
    return write("create", schema, value, WriteGuards.with(WriteGuards.absent(schema), condition));
  }

  /**
   * Adds a delete of the item of this entity at the key. A key holding no item is not an error; the
   * transaction is cancelled when an item of another entity is there.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key, as the generated {@code key(...)} returns it
   * @return this transaction
   * @throws IllegalArgumentException when the key does not hold exactly the entity's key attributes,
   *     or the transaction already has an operation on it
   */
  public TransactWrite delete(EntitySchema<?> schema, Map<String, AttributeValue> key) {
    return delete(schema, key, null);
  }

  /**
   * Adds a delete that happens only if the item meets {@code condition} too.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key
   * @param condition built from the entity's attribute constants; null for none
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public TransactWrite delete(EntitySchema<?> schema, Map<String, AttributeValue> key, Condition condition) {
    Objects.requireNonNull(schema, "schema");
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    ExpressionBuilder expressions = new ExpressionBuilder();
    String expression = expressions.render(WriteGuards.with(WriteGuards.absentOrOwned(schema), condition));
    Delete delete = Delete.builder()
        .tableName(table.name())
        .key(copy)
        .conditionExpression(expression)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
    return add("delete", schema.entityName(), copy, TransactWriteItem.builder().delete(delete).build());
  }

  /**
   * Adds a check that the item at the key meets {@code condition}, without writing it: the
   * transaction is cancelled when it does not. The condition alone decides: to require that the
   * item exists, include {@code exists()} of an attribute it always has.
   *
   * @param schema the entity the key belongs to
   * @param key the primary key
   * @param condition built from the entity's attribute constants
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public TransactWrite conditionCheck(EntitySchema<?> schema, Map<String, AttributeValue> key, Condition condition) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(condition, "condition");
    Map<String, AttributeValue> copy = Keys.require(schema, key);
    ExpressionBuilder expressions = new ExpressionBuilder();
    String expression = expressions.render(condition);
    ConditionCheck check = ConditionCheck.builder()
        .tableName(table.name())
        .key(copy)
        .conditionExpression(expression)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
    return add("condition check", schema.entityName(), copy, TransactWriteItem.builder().conditionCheck(check).build());
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
    return update(entity, update.key(), update);
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
    UpdateItemRequest request = Objects.requireNonNull(update, "update").request();
    return update(schema.entityName(), Keys.require(schema, request.key()), transactional(request));
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
    return update(entity, transactional(Objects.requireNonNull(request, "request")));
  }

  /**
   * Adds the claim of a unique value: a guard item that holds only {@code guardKey} (e.g. {@code
   * USEREMAIL#john@example.com}), written only if no item has that key, so that the transaction is
   * cancelled when another item already claimed the value. What {@code @Unique} attributes write
   * next to their entity's item.
   *
   * @param owner the entity whose attribute is unique; its key attributes name the guard's
   * @param guardKey the guard item's primary key
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public TransactWrite claimUnique(EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    Objects.requireNonNull(owner, "owner");
    Map<String, AttributeValue> copy = Keys.require(owner, guardKey);
    return put("claim unique", owner.entityName(), copy, new HashMap<>(copy), WriteGuards.absent(owner));
  }

  /**
   * Adds the release of a unique value claimed with {@link #claimUnique}: deletes its guard item, as
   * when the value changes or its item is deleted.
   *
   * @param owner the entity whose attribute is unique
   * @param guardKey the guard item's primary key
   * @return this transaction
   * @throws IllegalArgumentException when the key is malformed or already in the transaction
   */
  public TransactWrite releaseUnique(EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    Objects.requireNonNull(owner, "owner");
    Map<String, AttributeValue> copy = Keys.require(owner, guardKey);
    Delete delete = Delete.builder().tableName(table.name()).key(copy).build();
    return add("release unique", owner.entityName(), copy, TransactWriteItem.builder().delete(delete).build());
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
    return TransactWriteItemsRequest.builder().transactItems(items).clientRequestToken(clientRequestToken).build();
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
    TransactWriteItemsRequest request = request();
    try {
      table.client().transactWriteItems(request);
    } catch (software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException e) {
      throw TransactionCanceledException.of(e, operations);
    }
  }

  private TransactWrite update(String entity, Map<String, AttributeValue> key, Update update) {
    Update bound = update;
    if (update.tableName() == null) {
      bound = update.toBuilder().tableName(table.name()).build();
    } else if (!update.tableName().equals(table.name())) {
      throw new IllegalArgumentException(entity + ": the update is for table " + update.tableName()
          + ", the transaction for table " + table.name());
    }
    return add("update", entity, key, TransactWriteItem.builder().update(bound).build());
  }

  /** The update of a single-item request; ReturnValues is dropped, a transaction returns nothing. */
  private static Update transactional(UpdateItemRequest request) {
    Update.Builder update = Update.builder()
        .tableName(request.tableName())
        .key(request.key())
        .updateExpression(request.updateExpression())
        .conditionExpression(request.conditionExpression())
        .expressionAttributeNames(request.hasExpressionAttributeNames() ? request.expressionAttributeNames() : null)
        .expressionAttributeValues(request.hasExpressionAttributeValues() ? request.expressionAttributeValues() : null);
    if (request.returnValuesOnConditionCheckFailure() != null) {
      update.returnValuesOnConditionCheckFailure(request.returnValuesOnConditionCheckFailure());
    }
    return update.build();
  }

  private <T> TransactWrite write(String operation, EntitySchema<T> schema, T value, Condition condition) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(value, "value");
    Map<String, AttributeValue> item = schema.toItem(value);
    return put(operation, schema.entityName(), PrimaryKey.of(schema, item), item, condition);
  }

  private TransactWrite put(String operation, String entity, Map<String, AttributeValue> key,
      Map<String, AttributeValue> item, Condition condition) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String expression = expressions.render(condition);
    Put put = Put.builder()
        .tableName(table.name())
        .item(item)
        .conditionExpression(expression)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
    return add(operation, entity, key, TransactWriteItem.builder().put(put).build());
  }

  private TransactWrite add(String operation, String entity, Map<String, AttributeValue> key, TransactWriteItem item) {
    Integer earlier = indexByKey.get(key);
    if (earlier != null) {
      TransactOperation first = operations.get(earlier);
      throw new IllegalArgumentException(entity + ": operation " + earlier + " (" + first.operation() + " "
          + first.entity() + ") of the transaction is already on " + Keys.describe(key)
          + "; DynamoDB refuses two operations on one item in a transaction");
    }
    indexByKey.put(key, items.size());
    items.add(item);
    operations.add(new TransactOperation(operation, entity, key));
    return this;
  }
}
