package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.ListPath;
import dev.singletable.runtime.expression.LongAttribute;
import dev.singletable.runtime.expression.SetPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.expression.UpdateValue;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.key.UpdateAction;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.internal.key.IndexUpdates;
import dev.singletable.runtime.internal.key.StoredKeys;
import dev.singletable.runtime.returned.UpdatedAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

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
 */
public abstract class UpdateOperation<T, U extends UpdateOperation<T, U>> {

  private final Table table;
  private final EntitySchema<T> schema;
  private final Map<String, AttributeValue> key;
  private final List<IndexKeys> indexes;
  private final List<UpdateAction> actions = new ArrayList<>();
  /** Values of components known to this update, by attribute name: the key's, and those it sets (null: removed). */
  private final Map<String, Object> known = new HashMap<>();
  /** Attributes this update changes to a value only DynamoDB will know (add, subtract, setIfNotExists, ...). */
  private final Set<String> computed = new HashSet<>();
  private Condition<T> condition;
  /** The attributes the update's computed values read, which the item must hold (names, for messages). */
  private final Set<String> reads = new java.util.LinkedHashSet<>();
  /** The encoded key components, which an upsert that creates the item stores as a put would. */
  private final Map<String, AttributeValue> keyComponents = new LinkedHashMap<>();
  /** Whether the update creates the item when there is none (an upsert). */
  private boolean upsert;
  /** Whether index components this update does not set are read from the stored item. */
  private boolean readsMissing;
  /** Index components read from the stored item for the try being built, by attribute name (null: absent). */
  private Map<String, Object> stored = Map.of();

  /**
   * Starts an update of the item with the given key.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   * @param indexes the entity's secondary indexes, whose keys an update or upsert may write
   */
  protected UpdateOperation(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key, List<IndexKeys> indexes) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.key = Objects.requireNonNull(key, "key");
    this.indexes = List.copyOf(indexes);
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
    known.put(component.name(), value);
    // A @KeyOnly component is never stored as an attribute, so it need not be one DynamoDB stores
    // (a double of 1e300 lives in its key alone): kept as known, not encoded.
    keyComponents.put(component.name(),
        schema.keyOnlyAttributes().contains(component.name()) ? null : component.encode(value));
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
    this.upsert = true;
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
    this.readsMissing = true;
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
    if (value == null) {
      return remove(attribute);
    }
    AttributeValue encoded = attribute.encode(value);
    if (Items.isEmptySet(encoded)) {
      return remove(attribute);
    }
    change(attribute, UpdateAction.Kind.SET, encoded, null);
    remember(attribute, value);
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
    Objects.requireNonNull(value, "value");
    change(attribute, UpdateAction.Kind.SET_VALUE, null, value);
    if (!attribute.isNested()) {
      computed.add(attribute.name());
    }
    for (AttributePath<T, ?> read : value.needs()) {
      // Every item holds a primitive component: only the others can be missing.
      if (!(read instanceof UpdatableAttribute<?, ?> updatable && updatable.isRequired())) {
        reads.add(read.name());
      }
    }
    return self();
  }

  /**
   * {@code REMOVE attribute}: the component reads back as null.
   *
   * @param attribute the attribute
   * @return this operation
   * @throws InvalidValueException when the component is primitive, so that it cannot be absent
   * @throws IllegalArgumentException when this update already changes the attribute otherwise than
   *     by removing it
   */
  public final U remove(UpdatableAttribute<T, ?> attribute) {
    if (attribute.isRequired()) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), null,
          "cannot be removed: the component is primitive, so every item must hold it; set it instead");
    }
    change(attribute, UpdateAction.Kind.REMOVE, null, null);
    remember(attribute, null);
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
    return compute(attribute, UpdateAction.Kind.ADD, nonEmpty(attribute, elements));
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
    return compute(attribute, UpdateAction.Kind.DELETE, nonEmpty(attribute, elements));
  }

  /**
   * Updates only if the item meets {@code condition} as well; several calls combine with AND.
   *
   * @param condition built from the entity's attribute constants
   * @return this operation
   */
  public final U condition(Condition<T> condition) {
    Objects.requireNonNull(condition, "condition");
    this.condition = this.condition == null ? condition : this.condition.and(condition);
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
    return request(null, WriteTokens.draw(table));
  }

  /**
   * The request, with a condition of the library's added to the caller's (unique values unchanged),
   * as a transaction sends it: without a write token, which its client request token makes needless.
   */
  final UpdateItemRequest request(Condition<?> extra) {
    return request(extra, null);
  }

  /** The request with the library's condition and, when not null, the write token of this call. */
  private UpdateItemRequest request(Condition<?> extra, String token) {
    return request(extra, token, ReturnValue.ALL_NEW);
  }

  /** The request, asking DynamoDB to return {@code returned}. */
  final UpdateItemRequest request(Condition<?> extra, String token, ReturnValue returned) {
    if (actions.isEmpty()) {
      throw new IllegalStateException(schema.entityName() + ": an update needs at least one change");
    }
    List<UpdateAction> all = new ArrayList<>(actions);
    IndexUpdates rewrites = indexUpdates();
    for (IndexKeys index : indexes) {
      // The keys put writes of the indexes rendered from the primary key: an upsert may create the item,
      // and an item an earlier version's upsert left without them gets them back.
      List<UpdateAction> keys = new ArrayList<>(rewrites.actions(index));
      keys.addAll(rewrites.fromKey(index));
      for (UpdateAction action : keys) {
        // A local index's partition key is the table's, which no update may change.
        if (!action.attribute.equals(schema.partitionKeyField())) {
          all.add(action);
        }
      }
    }
    all.addAll(Lifecycle.updateActions(table, schema));
    Condition<?> guard = WriteGuards.present(schema);
    if (upsert) {
      all.addAll(creation());
      guard = WriteGuards.absentOrCurrent(schema);
    }
    all.addAll(WriteTokens.set(table, schema, token));
    UpdateAction.checkIndexKeys(schema.entityName(), schema.attributeIndexes(), all);
    ExpressionBuilder expressions = new ExpressionBuilder();
    String update = UpdateAction.render(all, expressions);
    String conditionExpression = expressions.render(Conditions.join(
        Conditions.join(WriteGuards.with(guard, condition), extra), WriteTokens.notApplied(table, schema, token)));
    return UpdateItemRequest.builder()
        .tableName(table.name())
        .key(key)
        .updateExpression(update)
        .conditionExpression(conditionExpression)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .returnValues(returned)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /**
   * This update returning the record as it was before ({@code ReturnValues ALL_OLD}) instead of as it
   * is after: {@code update(...).set(...).returningOld().execute()}.
   *
   * @return the terminal; its result is empty when an upsert created the item
   */
  public final Returning<java.util.Optional<T>> returningOld() {
    return new Returning<>(ReturnValue.ALL_OLD,
        attributes -> attributes == null || attributes.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(schema.fromItem(attributes)));
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
    return new Returning<>(ReturnValue.UPDATED_OLD, attributes -> new UpdatedAttributes<>(schema.entityName(), attributes));
  }

  /**
   * This update returning the attributes it changed, with their values after it ({@code ReturnValues
   * UPDATED_NEW}).
   *
   * @return the terminal; read its result with the entity's attribute constants
   */
  public final Returning<UpdatedAttributes<T>> returningUpdatedNew() {
    return new Returning<>(ReturnValue.UPDATED_NEW, attributes -> new UpdatedAttributes<>(schema.entityName(), attributes));
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
    private final java.util.function.Function<Map<String, AttributeValue>, R> decode;

    private Returning(ReturnValue returned, java.util.function.Function<Map<String, AttributeValue>, R> decode) {
      this.returned = returned;
      this.decode = decode;
    }

    /**
     * The request {@link #execute()} sends, for inspection.
     *
     * @return a new request; when the table's writes carry them, with a new write token
     */
    public UpdateItemRequest request() {
      return UpdateOperation.this.request(null, WriteTokens.draw(table), returned);
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
      if (guarded()) {
        executeWithGuards();
        return null;
      }
      if (!missingComponents().isEmpty()) {
        return StoredComponents.execute(UpdateOperation.this, terminal());
      }
      String token = WriteTokens.draw(table);
      return Dispatch.send(table, Call.UPDATE_ITEM, "update", schema.entityName(), UpdateOperation.this.request(null, token, returned),
          response -> decode.apply(response.attributes()), failure -> failed(failure, token, this::recovered));
    }

    /**
     * Sends the update with the table's async client, as {@link #execute()} does. Never throws: what
     * {@link #execute()} throws completes the future exceptionally.
     *
     * @return what was asked for
     */
    public java.util.concurrent.CompletableFuture<R> executeAsync() {
      return Dispatch.start(() -> {
        if (guarded()) {
          return UniqueGuards.executeAsync(table, "update", schema, key, whenGuardFails(), guards()).thenApply(sent -> null);
        }
        if (!missingComponents().isEmpty()) {
          return StoredComponents.executeAsync(UpdateOperation.this, terminal());
        }
        String token = WriteTokens.draw(table);
        return Dispatch.sendAsync(table, Call.UPDATE_ITEM, "update", schema.entityName(),
            UpdateOperation.this.request(null, token, returned), response -> decode.apply(response.attributes()),
            failure -> failed(failure, token, this::recovered));
      });
    }

    private StoredComponents.Terminal<R> terminal() {
      return new StoredComponents.Terminal<>(returned, decode, this::recovered);
    }

    private boolean guarded() {
      if (uniqueChanges().isEmpty()) {
        return false;
      }
      if (returned != ReturnValue.NONE) {
        throw new IllegalStateException(schema.entityName() + ": the update changes a unique attribute, so it runs as a"
            + " transaction, which returns no values; use returningNothing() or execute()");
      }
      return true;
    }

    private R recovered(Map<String, AttributeValue> current) {
      if (returned == ReturnValue.NONE) {
        return null;
      }
      throw new SingleTableException(schema.entityName() + ": the update of the item at " + Keys.describe(Keys.require(schema, key))
          + " was applied by an earlier attempt whose response was lost, so the values it returned (" + returned
          + ") are unknown; read the item to see it as it is now");
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
    if (!uniqueChanges().isEmpty()) {
      return executeWithGuards();
    }
    if (!missingComponents().isEmpty()) {
      return StoredComponents.execute(this, afterUpdate());
    }
    String token = WriteTokens.draw(table);
    return Dispatch.send(table, Call.UPDATE_ITEM, "update", schema.entityName(), request(null, token), this::decode, failure -> failed(failure, token));
  }

  /**
   * Sends the update with the table's async client, as {@link #execute()} does (the transaction of
   * an update of unique values included). Never throws: every failure {@link #execute()} throws, an
   * incomplete or empty update included, completes the future exceptionally with the same
   * exception, and then nothing was sent.
   *
   * @return the record as stored after the update
   */
  public final java.util.concurrent.CompletableFuture<T> executeAsync() {
    return Dispatch.start(() -> {
      if (!uniqueChanges().isEmpty()) {
        return UniqueGuards.executeAsync(table, "update", schema, key, whenGuardFails(), guards())
            .thenCompose(sent -> UniqueGuards.readAsync(table, key))
            .thenApply(this::afterGuards);
      }
      if (!missingComponents().isEmpty()) {
        return StoredComponents.executeAsync(this, afterUpdate());
      }
      String token = WriteTokens.draw(table);
      return Dispatch.sendAsync(table, Call.UPDATE_ITEM, "update", schema.entityName(), request(null, token), this::decode,
          failure -> failed(failure, token));
    });
  }

  /**
   * What an upsert writes besides the caller's changes, so that the item it may create reads back as
   * a record: the key components, the identity attributes and {@code @CreatedAt}, each only if absent
   * where the item may already hold it.
   */
  private List<UpdateAction> creation() {
    List<String> missing = new ArrayList<>();
    for (String required : schema.requiredAttributes()) {
      // The lifecycle attributes (@Version) are written by every update, creating one included.
      if (!keyComponents.containsKey(required) && !changes(required) && !required.equals(schema.versionAttribute())) {
        missing.add(required);
      }
    }
    if (!missing.isEmpty()) {
      throw new IncompleteUpdateException(schema.entityName(), null, missing, schema.entityName()
          + ": an upsert may create the item, and the record could not be read back without "
          + String.join(", ", missing) + " (primitive components); set them in the upsert");
    }
    List<UpdateAction> creation = new ArrayList<>();
    for (Map.Entry<String, AttributeValue> component : keyComponents.entrySet()) {
      if (!changes(component.getKey()) && !schema.keyOnlyAttributes().contains(component.getKey())) {
        creation.add(new UpdateAction(UpdateAction.Kind.SET, component.getKey(), component.getValue()));
      }
    }
    Identity identity = Identity.of(schema);
    if (identity.typeAttribute() != null) {
      creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, identity.typeAttribute(), AttributeValue.createS(identity.typeValue())));
    }
    if (identity.versionAttribute() != null) {
      creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, identity.versionAttribute(),
          AttributeValue.createN(Integer.toString(schema.entityVersion()))));
    }
    String createdAt = schema.createdAtAttribute();
    if (createdAt != null && !changes(createdAt)) {
      creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, createdAt, Codecs.ofInstant().encode(table.now())));
    }
    return creation;
  }

  /** What {@link #execute()} returns: the record after the update, or as stored when an earlier attempt was applied. */
  private StoredComponents.Terminal<T> afterUpdate() {
    return new StoredComponents.Terminal<>(ReturnValue.ALL_NEW, this::applied, this::applied);
  }

  private T decode(UpdateItemResponse response) {
    return applied(response.attributes());
  }

  /**
   * The record of the item this update left. An item it cannot be read back from (a component the
   * record derives in its constructor, set to another value) is refused saying the update was applied.
   */
  private T applied(Map<String, AttributeValue> item) {
    try {
      return schema.fromItem(item);
    } catch (KeyMismatchException e) {
      throw StoredKeys.applied(e, "update");
    }
  }

  private T failed(RuntimeException failure, String token) {
    // An earlier attempt of this call was applied and its response lost: the item returned with the
    // failure is the item after that attempt (and after any write since).
    return failed(failure, token, this::applied);
  }

  /** The failure translated; when it says an earlier attempt was applied, what {@code recovered} makes of the item now. */
  final <R> R failed(RuntimeException failure, String token, java.util.function.Function<Map<String, AttributeValue>, R> recovered) {
    if (!(failure instanceof ConditionalCheckFailedException e)) {
      throw translated(failure);
    }
    if (WriteTokens.applied(e, token)) {
      return recovered.apply(e.item());
    }
    throw WriteGuards.failed(schema, key, e);
  }

  /**
   * DynamoDB's refusal of a path the item does not hold, as an exception naming them; other failures
   * as they are. DynamoDB says which rule failed, never which path: this names every path the update
   * needs.
   */
  private RuntimeException translated(RuntimeException failure) {
    if (failure instanceof DynamoDbException e && !reads.isEmpty() && e.statusCode() == 400 && e.awsErrorDetails() != null
        && "ValidationException".equals(e.awsErrorDetails().errorCode()) && missingPath(e.awsErrorDetails().errorMessage())) {
      return new MissingPathException(schema.entityName(), List.copyOf(reads), Keys.describe(Keys.require(schema, key)), failure);
    }
    return failure;
  }

  private static boolean missingPath(String message) {
    return message != null && (message.contains("refers to an attribute that does not exist in the item")
        || message.contains("document path provided in the update expression is invalid"));
  }

  /** The primary key of the item this update changes. */
  final Map<String, AttributeValue> key() {
    return key;
  }

  /**
   * The {@code @Unique} attributes this update changes, with their new values (null when removed),
   * in the entity's order: their guards are released and claimed in the same transaction.
   */
  final Map<String, String> uniqueChanges() {
    Map<String, String> changes = new LinkedHashMap<>();
    for (String attribute : schema.uniqueAttributes()) {
      if (changes(attribute)) {
        if (computed.contains(attribute)) {
          throw new IllegalArgumentException(schema.entityName() + ": " + attribute + " is unique, so an update can"
              + " only set it to a value or remove it: the guard of a value only DynamoDB knows cannot be claimed");
        }
        Object value = known.get(attribute);
        changes.put(attribute, value == null ? null : value.toString());
      }
    }
    return changes;
  }

  /** An update of unique values: one transaction with their guards, then the record as stored. */
  private T executeWithGuards() {
    return Dispatch.call(() -> {
      UniqueGuards.execute(table, "update", schema, key, whenGuardFails(), guards());
      return afterGuards(UniqueGuards.read(table, key));
    });
  }

  private String whenGuardFails() {
    return "the " + schema.entityName() + " item there does not meet the condition";
  }

  private UniqueGuards.Attempt guards() {
    return new UniqueGuards.Attempt() {
      @Override
      boolean build(TransactWrite transaction) {
        transaction.updateItem(schema, UpdateOperation.this, read(table, key));
        return true;
      }
    };
  }

  /** The record as stored after the transaction, read back. */
  private T afterGuards(Map<String, AttributeValue> stored) {
    if (stored == null) {
      throw WriteGuards.failed(schema, key, null, null, "the item was deleted after the update");
    }
    return applied(stored);
  }

  private U compute(UpdatableAttribute<?, ?> attribute, UpdateAction.Kind kind, AttributeValue operand) {
    change(attribute, kind, operand, null);
    if (!attribute.isNested()) {
      computed.add(attribute.name());
    }
    return self();
  }

  private void change(UpdatableAttribute<?, ?> attribute, UpdateAction.Kind kind, AttributeValue operand, UpdateValue<?, ?> value) {
    String path = attribute.documentPath();
    for (UpdateAction action : actions) {
      if (action.attribute.equals(path)) {
        if (alike(action, kind, operand)) {
          // Two index setters sharing a component set it to one value: one change says both.
          return;
        }
        // DynamoDB refuses two changes of one path in a request ("paths overlap"); say which here.
        throw new IllegalArgumentException(
            schema.entityName() + ": " + path + " is already changed by this update");
      }
      if (below(path, action.attribute) || below(action.attribute, path)) {
        throw new IllegalArgumentException(schema.entityName() + ": " + path + " overlaps " + action.attribute
            + ", which this update already changes; DynamoDB refuses two changes of one document in a request");
      }
    }
    if (attribute.isNested()) {
      // DynamoDB refuses a change below a map or list the item does not hold: name it if it does.
      reads.add(attribute.parent().documentPath());
    }
    actions.add(new UpdateAction(kind, path, operand, value, attribute.isNested() ? attribute : null));
  }

  /** Whether document path {@code path} lies below {@code ancestor} ({@code a.b} and {@code a[0]} below {@code a}). */
  private static boolean below(String path, String ancestor) {
    return path.length() > ancestor.length() && path.startsWith(ancestor)
        && (path.charAt(ancestor.length()) == '.' || path.charAt(ancestor.length()) == '[');
  }

  /** Records the value a top-level attribute takes, which index keys may be rendered from. */
  private void remember(UpdatableAttribute<T, ?> attribute, Object value) {
    if (!attribute.isNested()) {
      known.put(attribute.name(), value);
    }
  }

  /** Whether a change repeats one this update already holds: the same value set, or a second remove. */
  private static boolean alike(UpdateAction action, UpdateAction.Kind kind, AttributeValue operand) {
    return action.kind == kind && (kind == UpdateAction.Kind.SET || kind == UpdateAction.Kind.REMOVE) && Objects.equals(action.operand, operand);
  }

  private <E> AttributeValue nonEmpty(SetPath<?, E> attribute, Set<E> elements) {
    AttributeValue encoded = attribute.encode(elements);
    if (Items.isEmptySet(encoded)) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), elements, "is empty; name at least one element");
    }
    return encoded;
  }

  /**
   * The components of the indexes this update writes again that it neither sets nor can render
   * otherwise: what {@link #readingMissingComponents()} reads from the stored item. Empty when the
   * update does not read, or needs nothing.
   */
  final List<AttributePath<?, ?>> missingComponents() {
    return readsMissing ? indexUpdates().missing(indexes) : List.of();
  }

  /**
   * Takes the values of the {@link #missingComponents()} from the item read, for the next request
   * built; a component the item does not hold is absent (null). An empty map forgets them again.
   */
  final void useStored(Map<String, Object> values) {
    this.stored = values;
  }

  /** Whether this update creates the item when there is none. */
  final boolean upsert() {
    return upsert;
  }

  final Table table() {
    return table;
  }

  final EntitySchema<T> schema() {
    return schema;
  }

  private boolean changes(String attribute) {
    for (UpdateAction action : actions) {
      if (action.attribute.equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  /** The index keys this update's changes rewrite, from what it knows now. */
  private IndexUpdates indexUpdates() {
    Set<String> changed = new HashSet<>();
    for (UpdateAction action : actions) {
      changed.add(action.attribute);
    }
    // Safe: values enter only through known(AttributePath<T, V>, V), set(UpdatableAttribute<T, V>, V)
    // and the stored item decoded by the component's own codec (StoredComponents).
    return new IndexUpdates(schema.entityName(), known, stored, computed, changed);
  }
}
