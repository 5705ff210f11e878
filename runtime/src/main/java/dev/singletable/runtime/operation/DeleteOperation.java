package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.write.Lifecycle;
import dev.singletable.runtime.internal.write.WriteExecutor;
import dev.singletable.runtime.internal.write.WriteFailures;
import dev.singletable.runtime.internal.write.WriteGuards;
import dev.singletable.runtime.internal.write.WritePlan;
import dev.singletable.runtime.returned.DeleteOutcome;
import dev.singletable.runtime.returned.Deleted;
import dev.singletable.runtime.returned.Rejected;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * Deletes one item of this entity by its primary key and returns what was there; may carry a {@link
 * #condition}. Built by generated {@code delete(components...)}; nothing is sent before {@link
 * #execute()}. For an entity with {@code @Unique} attributes, the item is read first (strongly
 * consistent) and deleted in a transaction that releases its values' guard items, conditional on
 * them being unchanged.
 *
 * <p>Under the SDK's retries a delete applies once in effect, without a write token: a resend of a
 * delete DynamoDB has applied finds no item and deletes nothing more. What a resend cannot give back
 * is the deleted value, which was in the lost response and is no longer stored anywhere; knowing it
 * would take a read before every delete. So after a lost response {@link #execute()} returns empty
 * although the item was deleted, and a delete with a {@linkplain #condition condition} fails with
 * {@link ConditionFailedException} ("no item has this key"), as a delete of a missing key does. A
 * caller that needs the deleted value exactly reads the item first and deletes with a condition on
 * its {@code @Version}; the transactional delete of an entity with {@code @Unique} attributes reads
 * first already, and its client request token makes a resend a no-op that succeeds.
 *
 * @param <T> the entity's record type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/writes.md#conditional-outcomes">Writes: conditional outcomes</a>
 */
public final class DeleteOperation<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final Map<String, AttributeValue> key;
  private Condition<?> condition;
  private boolean overwriteNewer;

  private DeleteOperation(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.key = Objects.requireNonNull(key, "key");
  }

  /**
   * A delete of the item with the given key.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> DeleteOperation<T> of(Table table, EntitySchema<T> schema, Key<T> key) {
    return new DeleteOperation<>(table, schema, key);
  }

  /**
   * A delete of the item {@code value} was read from, only while it is unchanged: for an entity
   * with {@code @Version}, only while the stored version equals the record's (the check a put makes);
   * otherwise a {@link ConditionFailedException} says what is stored.
   *
   * @param table the table
   * @param schema the entity
   * @param value the record, as read
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   * @throws InvalidValueException when the entity has {@code @Version} and the record's is null
   */
  public static <T> DeleteOperation<T> of(Table table, EntitySchema<T> schema, T value) {
    Objects.requireNonNull(value, "value");
    DeleteOperation<T> delete = new DeleteOperation<>(table, schema, schema.keyOf(value));
    delete.condition = Lifecycle.deleteGuard(schema, value);
    return delete;
  }

  /**
   * Deletes only if the item meets {@code condition} as well; several calls combine with AND. A
   * condition other than {@code notExists()} fails when there is no item.
   *
   * @param condition built from the entity's attribute constants
   * @return this operation
   */
  public DeleteOperation<T> condition(Condition<T> condition) {
    this.condition = Condition.both(this.condition, Objects.requireNonNull(condition, "condition"));
    return this;
  }

  /**
   * Lets this delete remove an item written by a newer version of the entity, which it otherwise
   * refuses with {@link NewerVersionException}. The item must still be this entity's.
   *
   * @return this operation
   */
  public DeleteOperation<T> overwriteNewerVersion() {
    this.overwriteNewer = true;
    return this;
  }

  /**
   * The request {@link #execute()} sends, for inspection: it asks for the old item ({@code
   * ReturnValues ALL_OLD}), which costs no extra capacity, and never deletes an item of another
   * entity nor one a newer version of this entity wrote ({@code attribute_not_exists(pk) OR
   * (__entity = name AND NOT __version > version)}; without the version clause after {@link
   * #overwriteNewerVersion()}).
   *
   * @return a new request
   */
  public DeleteItemRequest request() {
    WriteGuards.Rendered guard = condition == null ? WriteGuards.renderedAbsentOrOwned(schema, overwriteNewer)
        : WriteGuards.Rendered.of(schema, WriteGuards.with(WriteGuards.absentOrOwned(schema, overwriteNewer), condition));
    return DeleteItemRequest.builder()
        .tableName(table.name())
        .key(key)
        .conditionExpression(guard.expression())
        .expressionAttributeNames(guard.names())
        .expressionAttributeValues(guard.values())
        .returnValues(ReturnValue.ALL_OLD)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /**
   * Sends the delete. Deleting a key that holds no item is not an error.
   *
   * @return the deleted value; empty when there was no item, when it was of another version of this
   *     entity, or when the SDK resent the delete after DynamoDB had applied it (the value is then
   *     unknowable; see above)
   * @throws ConditionFailedException when the item at the key belongs to another entity, or the
   *     {@linkplain #condition condition} does not hold; its message says which
   * @throws NewerVersionException when the item at the key was written by a newer version of the
   *     entity (and the delete did not {@linkplain #overwriteNewerVersion() ask to delete it})
   * @throws InvalidValueException when an attribute of the deleted item cannot be read
   */
  public Optional<T> execute() {
    return WriteExecutor.execute(table, plan());
  }

  /**
   * Sends the delete with the table's async client, as {@link #execute()} does (the read and the
   * transaction of an entity with unique attributes included). Never throws: every failure {@link
   * #execute()} throws completes the future exceptionally with the same exception.
   *
   * @return the deleted value, as {@link #execute()} returns it
   */
  public CompletableFuture<Optional<T>> executeAsync() {
    return WriteExecutor.executeAsync(table, this::plan);
  }

  /**
   * Sends the delete and returns what it came to instead of throwing when a condition does not hold:
   * {@link Deleted} with the record deleted ({@link #execute()}'s result, empty when no item had the
   * key), or {@link Rejected} with the record found at the key (the stored item a {@code
   * delete(record)} is stale against, the item that fails the {@linkplain #condition condition}) and
   * the failure {@link #execute()} would have thrown. One request, as {@link #execute()} sends.
   *
   * @return {@link Deleted} or {@link Rejected}; a {@link NewerVersionException} is a rejection too,
   *     with the record found empty
   * @throws InvalidItemException when the item found, or the item deleted, is this entity's but
   *     cannot be read, as a get of it throws
   */
  public DeleteOutcome<T> outcome() {
    return WriteExecutor.execute(table, Outcomes.ofDelete(schema, plan()));
  }

  /**
   * Sends the delete with the table's async client and returns what it came to, as {@link
   * #outcome()} does. Never throws: what {@link #outcome()} throws completes the future
   * exceptionally.
   *
   * @return {@link Deleted} or {@link Rejected}
   */
  public CompletableFuture<DeleteOutcome<T>> outcomeAsync() {
    return WriteExecutor.executeAsync(table, () -> Outcomes.ofDelete(schema, plan()));
  }

  /** The delete as a plan: one request, or the transaction that releases the item's unique values. */
  private WritePlan<Optional<T>> plan() {
    if (!schema.uniqueAttributes().isEmpty()) {
      UniqueGuards.Attempt attempt = guards();
      return UniqueGuards.plan(table, "delete", schema, key, whenGuardFails(), attempt).map(sent -> deleted(attempt));
    }
    return WritePlan.send(Call.DELETE_ITEM, "delete", schema.entityName(), request(), this::decode, this::failed);
  }

  private Optional<T> decode(DeleteItemResponse response) {
    if (!response.hasAttributes() || response.attributes().isEmpty() || !schema.owns(response.attributes())) {
      return Optional.empty();
    }
    return Optional.of(schema.fromItem(response.attributes()));
  }

  private Optional<T> failed(RuntimeException failure) {
    if (failure instanceof ConditionalCheckFailedException e) {
      throw WriteFailures.failed(schema, key, e, !overwriteNewer);
    }
    throw failure;
  }

  /** The delete as a transaction that releases the unique values of the item it deletes. */
  private UniqueGuards.Attempt guards() {
    return new UniqueGuards.Attempt() {
      @Override
      boolean build(TransactWrite transaction) {
        Map<String, AttributeValue> current = read(table, key);
        if (current == null && condition == null) {
          return false;
        }
        EntityWrites.delete(transaction.items(), table, schema, Keys.require(schema, key), current, condition, overwriteNewer);
        return true;
      }
    };
  }

  private String whenGuardFails() {
    return "the " + schema.entityName() + " item there does not meet the condition";
  }

  private Optional<T> deleted(UniqueGuards.Attempt attempt) {
    Map<String, AttributeValue> deleted = attempt.current();
    return deleted == null || !schema.owns(deleted) ? Optional.empty() : Optional.of(schema.fromItem(deleted));
  }
}
