package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ListPath;
import dev.singletable.runtime.expression.LongAttribute;
import dev.singletable.runtime.expression.SetPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.expression.UpdateValue;
import dev.singletable.runtime.internal.key.UpdateAction;
import dev.singletable.runtime.internal.write.UpdateChanges;
import dev.singletable.runtime.internal.write.WriteExecutor;
import dev.singletable.runtime.internal.write.WritePlan;
import dev.singletable.runtime.internal.write.WriteTokens;
import dev.singletable.runtime.returned.Applied;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.UpdatedAttributes;
import dev.singletable.runtime.returned.WriteOutcome;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Changes attributes of one existing item in place (UpdateItem) and returns the record as it is
 * afterwards. Generated entities subclass it ({@code EventEntity.Update}) to add one method per
 * global secondary index that sets the index's components together; their {@code update(key...)}
 * creates it. Nothing is sent before {@link #execute()}.
 *
 * <p>Only {@link UpdatableAttribute}s, the components outside the primary key, can be changed: an
 * update of a key component does not compile. The item must exist and belong to this entity and
 * version ({@code attribute_exists(pk) AND __entity = name AND __version = version}), so an update
 * never creates a partial item; an item a newer version of the entity wrote is refused with {@link
 * dev.singletable.runtime.exception.NewerVersionException}. When an update changes a component of a global secondary index, the
 * index's keys are written again in the same request; when the update does not carry every
 * component they are rendered from, {@link #execute()} and {@link #request()} throw {@link
 * IncompleteUpdateException} before sending anything. An update that removes a component (or sets
 * it to null) takes the item out of the sparse index: it removes the index's keys and needs none of
 * the other components. Index setters that share a component may be chained when they set it to the
 * same value.
 *
 * <p>Values may be computed by DynamoDB from the item ({@code set(TOTAL, SUBTOTAL.plus(5L))}), and
 * paths may reach into the item's documents: a nested record's component ({@code
 * SUPPLIER.address().city()}), a list element ({@code TAGS.at(0)}), a map value ({@code
 * SCORES.key("math")}). DynamoDB refuses an update that reads an attribute the item does not hold, or
 * changes a path below a map or list it does not hold: that refusal is thrown as a {@link
 * MissingPathException} naming entity, paths and key. Two changes of overlapping paths ({@code
 * scores} and {@code scores.math}) are refused before sending. {@link #execute()} returns the record
 * after the update; {@link #returningOld()}, {@link #returningNothing()}, {@link
 * #returningUpdatedOld()} and {@link #returningUpdatedNew()} ask for something else.
 *
 * <p>Exactly once under the SDK's retries: an update that adds, appends or subtracts is not
 * idempotent, so each {@link #execute()} stores a write token and is conditional on the item not
 * holding it yet ({@code attribute_not_exists(__token) OR __token <> :token}). A resend of an
 * attempt that was applied fails that condition and returns the item as stored, which is what the
 * lost response would have said (see {@link Table#withWriteTokens}).
 *
 * @param <T> the entity's record type
 * @param <U> the generated subclass, which every builder method returns
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/writes.md#updates">Writes: updates</a>
 */
public abstract class UpdateOperation<T, U extends UpdateOperation<T, U>> {

  private final UpdateChanges<T> changes;

  /**
   * Starts an update of the item with the given key. The secondary indexes whose keys it may write
   * are the schema's.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   */
  protected UpdateOperation(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key) {
    this.changes = new UpdateChanges<>(table, schema, key);
  }

  /**
   * This operation as its generated type.
   *
   * @return {@code this}
   */
  protected abstract U self();

  /**
   * Records the value of a primary-key component, so that index keys rendered from it can be
   * written again. Generated constructors call it; it changes nothing in the item.
   *
   * @param component the component
   * @param value its value in the key being updated
   * @param <V> its type
   */
  protected final <V> void known(AttributePath<T, V> component, V value) {
    changes.known(component, value);
  }

  /**
   * Makes this update an upsert: it creates the item when there is none, in the same single request
   * (UpdateItem without {@code attribute_exists}). Generated {@code upsert(key...)} methods call it.
   * The item created holds the key, the identity attributes, {@code @CreatedAt} now (kept when the
   * item exists), {@code @Version} 1 (or the stored one plus one), what the update sets and, as a put
   * would, the keys of every index rendered from the primary key's components (which every update
   * writes); an
   * {@code add} on a missing number starts from 0. An item of another entity or version at the key
   * is never touched ({@code attribute_not_exists(pk) OR (__entity = name AND __version = version)}).
   *
   * @return this operation
   */
  protected final U orCreate() {
    changes.createWhenAbsent();
    return self();
  }

  /**
   * Completes the index keys this update writes again from the stored item: when it changes some
   * components of an index and not the others, {@link #execute()} first reads the item (strongly
   * consistent) and renders the keys from the components it sets and the stored values of the others,
   * instead of throwing {@link IncompleteUpdateException}. A component the item does not hold takes
   * the item out of that sparse index, as removing it would.
   *
   * <p>The write is conditional on the item being as it was read: on its {@code @Version} when the
   * entity has one, else on every attribute read. So an index key is never rendered from a component
   * another writer has changed since: when the condition fails because the item changed, the update
   * reads and tries again, up to {@value StoredComponents#ATTEMPTS} times, then throws {@link
   * dev.singletable.runtime.exception.StaleReadException}; nothing is written. An update that needs no
   * stored component sends no read. {@link #request()} shows the request without the read, and so
   * still throws {@link IncompleteUpdateException}.
   *
   * @return this operation
   */
  public final U readingMissingComponents() {
    changes.readMissingComponents();
    return self();
  }

  /**
   * {@code SET attribute = value}; a null value, or an empty set, removes the attribute, as {@code
   * put} stores it.
   *
   * @param attribute the attribute
   * @param value the new value
   * @param <V> its type
   * @return this operation
   * @throws InvalidValueException when the value cannot be stored, or is null for a primitive component
   * @throws IllegalArgumentException when this update already changes the attribute otherwise than
   *     by setting it to an equal value
   */
  public final <V> U set(UpdatableAttribute<T, V> attribute, V value) {
    changes.set(attribute, value);
    return self();
  }

  /**
   * {@code SET attribute = value}, the value computed by DynamoDB from the item: another attribute
   * ({@code set(TOTAL, SUBTOTAL)}), a sum or difference ({@code set(TOTAL, SUBTOTAL.plus(5L))},
   * {@code set(MARGIN, PRICE.minus(COST))}), an attribute with a fallback for when the item does not
   * hold it ({@code set(VISITS, VISITS.orElse(0L).plus(1L))}). The value's entity and type must be
   * the attribute's, or the call does not compile. Like {@code add}, the value is one only DynamoDB
   * knows, so it cannot change a component of an index or a unique attribute.
   *
   * <p>DynamoDB refuses an update that reads an attribute the item does not hold: {@link #execute()}
   * then throws a {@link MissingPathException} naming entity, attributes and key, and nothing is
   * changed; {@link dev.singletable.runtime.expression.AttributePath#orElse} avoids it.
   *
   * @param attribute the attribute
   * @param value the value, read from this entity's attributes
   * @param <V> its type
   * @return this operation
   * @throws IllegalArgumentException when this update already changes the attribute
   */
  public final <V> U set(UpdatableAttribute<T, V> attribute, UpdateValue<T, V> value) {
    changes.set(attribute, value);
    return self();
  }

  /**
   * {@code REMOVE attribute}: the component reads back as null.
   *
   * @param attribute the attribute
   * @return this operation
   * @throws InvalidValueException when the component is primitive or {@code @Required}, so that it
   *     cannot be absent
   * @throws IllegalArgumentException when this update already changes the attribute otherwise than
   *     by removing it
   */
  public final U remove(UpdatableAttribute<T, ?> attribute) {
    changes.remove(attribute);
    return self();
  }

  /**
   * {@code ADD attribute amount}: adds to a number; a missing attribute counts as 0.
   *
   * @param attribute a number attribute
   * @param amount the amount to add
   * @param <N> the number type
   * @return this operation
   */
  public final <N extends Number> U add(UpdatableAttribute<T, N> attribute, N amount) {
    return compute(attribute, UpdateAction.Kind.ADD, attribute.encode(amount));
  }

  /**
   * {@code SET attribute = if_not_exists(attribute, 0) - amount}: subtracts from a number; a missing
   * attribute counts as 0.
   *
   * @param attribute a number attribute
   * @param amount the amount to subtract
   * @param <N> the number type
   * @return this operation
   */
  public final <N extends Number> U subtract(UpdatableAttribute<T, N> attribute, N amount) {
    return compute(attribute, UpdateAction.Kind.SUBTRACT, attribute.encode(amount));
  }

  /**
   * {@code SET attribute = value} for a {@code long} attribute, taking any integral value ({@code
   * set(SALARY, 300)} without {@code 300L}).
   *
   * @param attribute a {@code long} attribute
   * @param value the new value
   * @return this operation
   * @throws IllegalArgumentException when this update already changes the attribute
   */
  public final U set(LongAttribute<T> attribute, long value) {
    return set(attribute, Long.valueOf(value));
  }

  /**
   * {@code ADD attribute amount} for a {@code long} attribute, taking any integral amount.
   *
   * @param attribute a {@code long} attribute
   * @param amount the amount to add
   * @return this operation
   */
  public final U add(LongAttribute<T> attribute, long amount) {
    return add(attribute, Long.valueOf(amount));
  }

  /**
   * Subtracts from a {@code long} attribute, taking any integral amount.
   *
   * @param attribute a {@code long} attribute
   * @param amount the amount to subtract
   * @return this operation
   */
  public final U subtract(LongAttribute<T> attribute, long amount) {
    return subtract(attribute, Long.valueOf(amount));
  }

  /**
   * {@code SET attribute = list_append(if_not_exists(attribute, []), elements)}: appends to a list;
   * a missing list is created.
   *
   * @param attribute a list attribute
   * @param elements the elements to append, in order
   * @param <E> the element type
   * @return this operation
   */
  public final <E> U append(ListPath<T, E> attribute, List<E> elements) {
    return compute(attribute, UpdateAction.Kind.APPEND, attribute.encode(elements));
  }

  /**
   * {@code SET attribute = if_not_exists(attribute, value)}: sets the attribute only when the item
   * does not hold it yet.
   *
   * @param attribute the attribute
   * @param value the value to set when absent
   * @param <V> its type
   * @return this operation
   */
  public final <V> U setIfNotExists(UpdatableAttribute<T, V> attribute, V value) {
    return compute(attribute, UpdateAction.Kind.SET_IF_NOT_EXISTS, attribute.encode(value));
  }

  /**
   * {@code ADD attribute elements}: adds elements to a string or number set; a missing set is created.
   *
   * @param attribute a set attribute
   * @param elements the elements, at least one
   * @param <E> the element type
   * @return this operation
   */
  public final <E> U addToSet(SetPath<T, E> attribute, Set<E> elements) {
    return compute(attribute, UpdateAction.Kind.ADD, changes.nonEmpty(attribute, elements));
  }

  /**
   * {@code DELETE attribute elements}: removes elements from a string or number set; DynamoDB removes
   * the attribute when the set becomes empty.
   *
   * @param attribute a set attribute
   * @param elements the elements, at least one
   * @param <E> the element type
   * @return this operation
   */
  public final <E> U deleteFromSet(SetPath<T, E> attribute, Set<E> elements) {
    return compute(attribute, UpdateAction.Kind.DELETE, changes.nonEmpty(attribute, elements));
  }

  /**
   * Updates only if the item meets {@code condition} as well; several calls combine with AND.
   *
   * @param condition built from the entity's attribute constants
   * @return this operation
   */
  public final U condition(Condition<T> condition) {
    changes.condition(condition);
    return self();
  }

  /**
   * The request {@link #execute()} sends, for inspection.
   *
   * @return a new request; when the table's writes carry them, with a new write token
   * @throws IllegalStateException when the update changes nothing
   * @throws IncompleteUpdateException when a changed index component's index cannot be rendered
   */
  public final UpdateItemRequest request() {
    return changes.request(null, WriteTokens.draw(changes.table()), ReturnValue.ALL_NEW);
  }

  /**
   * This update returning the record as it was before ({@code ReturnValues ALL_OLD}) instead of as it
   * is after: {@code update(...).set(...).returningOld().execute()}.
   *
   * @return the terminal; its result is empty when an upsert created the item
   */
  public final Returning<java.util.Optional<T>> returningOld() {
    return new Returning<>(ReturnValue.ALL_OLD,
        attributes -> attributes == null || attributes.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(changes.schema().fromItem(attributes)));
  }

  /**
   * This update returning nothing ({@code ReturnValues NONE}): the response carries no item, which
   * saves reading and decoding it.
   *
   * @return the terminal; its result is always null
   */
  public final Returning<Void> returningNothing() {
    return new Returning<>(ReturnValue.NONE, attributes -> null);
  }

  /**
   * This update returning the attributes it changed, with their values before it ({@code ReturnValues
   * UPDATED_OLD}).
   *
   * @return the terminal; read its result with the entity's attribute constants
   */
  public final Returning<UpdatedAttributes<T>> returningUpdatedOld() {
    return new Returning<>(ReturnValue.UPDATED_OLD, attributes -> new UpdatedAttributes<>(changes.schema().entityName(), attributes));
  }

  /**
   * This update returning the attributes it changed, with their values after it ({@code ReturnValues
   * UPDATED_NEW}).
   *
   * @return the terminal; read its result with the entity's attribute constants
   */
  public final Returning<UpdatedAttributes<T>> returningUpdatedNew() {
    return new Returning<>(ReturnValue.UPDATED_NEW, attributes -> new UpdatedAttributes<>(changes.schema().entityName(), attributes));
  }

  /**
   * The terminals of an update that returns something else than the record as it is after: what
   * {@link #returningOld()}, {@link #returningNothing()}, {@link #returningUpdatedOld()} and {@link
   * #returningUpdatedNew()} give. The update is the same, and sent once per call, exactly once under
   * the SDK's retries as {@link UpdateOperation#execute()} is.
   *
   * <p>Two cases cannot give what was asked, and say so rather than guess. When the SDK resent the
   * update after a lost response and the first attempt had been applied, the values before it are
   * gone: every terminal but {@link #returningNothing()} then throws a {@link SingleTableException}
   * saying the update was applied. An update of a {@code @Unique} attribute runs as a transaction,
   * which returns no values: only {@link #returningNothing()} is allowed for it; the others throw
   * {@link IllegalStateException} before sending.
   *
   * @param <R> the result
   */
  public final class Returning<R> {
    private final ReturnValue returned;
    private final Function<Map<String, AttributeValue>, R> decode;

    private Returning(ReturnValue returned, Function<Map<String, AttributeValue>, R> decode) {
      this.returned = returned;
      this.decode = decode;
    }

    /**
     * The request {@link #execute()} sends, for inspection.
     *
     * @return a new request; when the table's writes carry them, with a new write token
     */
    public UpdateItemRequest request() {
      return changes.request(null, WriteTokens.draw(changes.table()), returned);
    }

    /**
     * Sends the update.
     *
     * @return what was asked for
     * @throws ConditionFailedException as {@link UpdateOperation#execute()} throws it
     * @throws SingleTableException when an earlier attempt of this call was applied and the values
     *     asked for are lost with its response
     * @throws IllegalStateException when the update changes a unique attribute and asks for values
     */
    public R execute() {
      return WriteExecutor.execute(changes.table(), UpdatePlans.of(UpdateOperation.this, terminal()));
    }

    /**
     * Sends the update with the table's async client, as {@link #execute()} does. Never throws: what
     * {@link #execute()} throws completes the future exceptionally.
     *
     * @return what was asked for
     */
    public CompletableFuture<R> executeAsync() {
      return WriteExecutor.executeAsync(changes.table(), () -> UpdatePlans.of(UpdateOperation.this, terminal()));
    }

    private StoredComponents.Terminal<R> terminal() {
      return UpdatePlans.returning(changes, returned, decode);
    }
  }

  /**
   * Sends the update. When the SDK resends it after a lost response and the first attempt was
   * applied, the update is not applied again and this returns the record as stored.
   *
   * @return the record as stored after the update
   * @throws ConditionFailedException when no item has the key, the item belongs to another entity or
   *     version, or the {@linkplain #condition condition} does not hold; its message says which (a
   *     {@link dev.singletable.runtime.exception.NewerVersionException} when the item is of a newer
   *     version)
   * @throws IncompleteUpdateException when a changed index component's index cannot be rendered
   * @throws IllegalStateException when the update changes nothing
   */
  public final T execute() {
    return WriteExecutor.execute(changes.table(), UpdatePlans.of(this, UpdatePlans.afterUpdate(changes)));
  }

  /**
   * Sends the update with the table's async client, as {@link #execute()} does (the transaction of
   * an update of unique values included). Never throws: every failure {@link #execute()} throws, an
   * incomplete or empty update included, completes the future exceptionally with the same
   * exception, and then nothing was sent.
   *
   * @return the record as stored after the update
   */
  public final CompletableFuture<T> executeAsync() {
    return WriteExecutor.executeAsync(changes.table(), () -> UpdatePlans.of(this, UpdatePlans.afterUpdate(changes)));
  }

  /**
   * Sends the update and returns what it came to instead of throwing when a condition does not hold:
   * {@link Applied} with the record after the update ({@link #execute()}'s result), or {@link
   * Rejected} with the record found at the key (empty when an update finds no item) and the failure
   * {@link #execute()} would have thrown. One request, as {@link #execute()} sends (an update that
   * {@linkplain #readingMissingComponents() reads missing components} or changes a unique value reads
   * first, as {@link #execute()} does).
   *
   * @return {@link Applied} or {@link Rejected}; a {@link
   *     dev.singletable.runtime.exception.NewerVersionException} or a {@link
   *     dev.singletable.runtime.exception.UniqueConstraintException} is a rejection too, with the
   *     record found empty
   * @throws dev.singletable.runtime.exception.InvalidItemException when the item found is this
   *     entity's but cannot be read, as a get of it throws; the update was not applied
   * @throws dev.singletable.runtime.exception.StaleReadException when the update {@linkplain
   *     #readingMissingComponents() reads missing components} and the item kept changing between
   *     read and write: contention, not a rejection; nothing was written
   * @throws IncompleteUpdateException when a changed index component's index cannot be rendered
   * @throws IllegalStateException when the update changes nothing
   */
  public final WriteOutcome<T> outcome() {
    return WriteExecutor.execute(changes.table(), outcomePlan());
  }

  /**
   * Sends the update with the table's async client and returns what it came to, as {@link
   * #outcome()} does. Never throws: what {@link #outcome()} throws completes the future
   * exceptionally.
   *
   * @return {@link Applied} or {@link Rejected}
   */
  public final CompletableFuture<WriteOutcome<T>> outcomeAsync() {
    return WriteExecutor.executeAsync(changes.table(), this::outcomePlan);
  }

  private WritePlan<WriteOutcome<T>> outcomePlan() {
    return Outcomes.of(changes.schema(), changes.upsert() ? "upsert" : "update",
        UpdatePlans.of(this, UpdatePlans.afterUpdate(changes)));
  }

  /** What this update holds, for a transaction and for an update that reads the stored item first. */
  final UpdateChanges<T> changes() {
    return changes;
  }

  private U compute(UpdatableAttribute<?, ?> attribute, UpdateAction.Kind kind, AttributeValue operand) {
    changes.compute(attribute, kind, operand);
    return self();
  }
}
