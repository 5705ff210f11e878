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
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.ListPath;
import dev.singletable.runtime.expression.LongAttribute;
import dev.singletable.runtime.expression.SetPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.expression.UpdateValue;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.IndexKeys;
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
 * never creates a partial item. When an update changes a component of a global secondary index, the
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
  private static final AttributeValue ZERO = AttributeValue.createN("0");
  private static final AttributeValue EMPTY_LIST = AttributeValue.createL(List.of());

  private final Table table;
  private final EntitySchema<T> schema;
  private final Map<String, AttributeValue> key;
  private final List<IndexKeys> indexes;
  private final List<Action> actions = new ArrayList<>();
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

  /**
   * Starts an update of the item with the given key.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   * @param indexes the entity's indexes whose keys depend on components outside the primary key
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
    keyComponents.put(component.name(), component.encode(value));
  }

  /**
   * Makes this update an upsert: it creates the item when there is none, in the same single request
   * (UpdateItem without {@code attribute_exists}). Generated {@code upsert(key...)} methods call it.
   * The item created holds the key, the identity attributes, {@code @CreatedAt} now (kept when the
   * item exists), {@code @Version} 1 (or the stored one plus one) and what the update sets; an
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
    change(attribute, Kind.SET, encoded, null);
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
    change(attribute, Kind.SET_VALUE, null, value);
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
    change(attribute, Kind.REMOVE, null, null);
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
    return compute(attribute, Kind.ADD, attribute.encode(amount));
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
    return compute(attribute, Kind.SUBTRACT, attribute.encode(amount));
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
    return compute(attribute, Kind.APPEND, attribute.encode(elements));
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
    return compute(attribute, Kind.SET_IF_NOT_EXISTS, attribute.encode(value));
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
    return compute(attribute, Kind.ADD, nonEmpty(attribute, elements));
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
    return compute(attribute, Kind.DELETE, nonEmpty(attribute, elements));
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
  private UpdateItemRequest request(Condition<?> extra, String token, ReturnValue returned) {
    if (actions.isEmpty()) {
      throw new IllegalStateException(schema.entityName() + ": an update needs at least one change");
    }
    List<Action> all = new ArrayList<>(actions);
    for (IndexKeys index : indexes) {
      all.addAll(indexActions(index));
    }
    all.addAll(Lifecycle.updateActions(table, schema));
    Condition<?> guard = WriteGuards.present(schema);
    if (upsert) {
      all.addAll(creation());
      guard = WriteGuards.absentOrCurrent(schema);
    }
    if (token != null) {
      all.add(WriteTokens.set(token));
    }
    ExpressionBuilder expressions = new ExpressionBuilder();
    String update = render(all, expressions);
    String conditionExpression = expressions.render(Conditions.join(
        Conditions.join(WriteGuards.with(guard, condition), extra), WriteTokens.notApplied(schema, token)));
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
        String token = WriteTokens.draw(table);
        return Dispatch.sendAsync(table, Call.UPDATE_ITEM, "update", schema.entityName(),
            UpdateOperation.this.request(null, token, returned), response -> decode.apply(response.attributes()),
            failure -> failed(failure, token, this::recovered));
      });
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
   *     version, or the {@linkplain #condition condition} does not hold; its message says which
   * @throws IncompleteUpdateException when a changed index component's index cannot be rendered
   * @throws IllegalStateException when the update changes nothing
   */
  public final T execute() {
    if (!uniqueChanges().isEmpty()) {
      return executeWithGuards();
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
  private List<Action> creation() {
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
    List<Action> creation = new ArrayList<>();
    for (Map.Entry<String, AttributeValue> component : keyComponents.entrySet()) {
      if (!changes(component.getKey())) {
        creation.add(new Action(Kind.SET, component.getKey(), component.getValue()));
      }
    }
    creation.add(new Action(Kind.SET_IF_NOT_EXISTS, EntitySchema.ENTITY_ATTRIBUTE, AttributeValue.createS(schema.entityName())));
    creation.add(new Action(Kind.SET_IF_NOT_EXISTS, EntitySchema.VERSION_ATTRIBUTE,
        AttributeValue.createN(Integer.toString(schema.entityVersion()))));
    String createdAt = schema.createdAtAttribute();
    if (createdAt != null && !changes(createdAt)) {
      creation.add(new Action(Kind.SET_IF_NOT_EXISTS, createdAt, Codecs.ofInstant().encode(table.now())));
    }
    return creation;
  }

  private T decode(UpdateItemResponse response) {
    return schema.fromItem(response.attributes());
  }

  private T failed(RuntimeException failure, String token) {
    // An earlier attempt of this call was applied and its response lost: the item returned with the
    // failure is the item after that attempt (and after any write since).
    return failed(failure, token, schema::fromItem);
  }

  /** The failure translated; when it says an earlier attempt was applied, what {@code recovered} makes of the item now. */
  private <R> R failed(RuntimeException failure, String token, java.util.function.Function<Map<String, AttributeValue>, R> recovered) {
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
    UniqueGuards.execute(table, "update", schema, key, whenGuardFails(), guards());
    return afterGuards(UniqueGuards.read(table, key));
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
    return schema.fromItem(stored);
  }

  private U compute(UpdatableAttribute<?, ?> attribute, Kind kind, AttributeValue operand) {
    change(attribute, kind, operand, null);
    if (!attribute.isNested()) {
      computed.add(attribute.name());
    }
    return self();
  }

  private void change(UpdatableAttribute<?, ?> attribute, Kind kind, AttributeValue operand, UpdateValue<?, ?> value) {
    String path = attribute.documentPath();
    for (Action action : actions) {
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
    actions.add(new Action(kind, path, operand, value, attribute.isNested() ? attribute : null));
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
  private static boolean alike(Action action, Kind kind, AttributeValue operand) {
    return action.kind == kind && (kind == Kind.SET || kind == Kind.REMOVE) && Objects.equals(action.operand, operand);
  }

  private <E> AttributeValue nonEmpty(SetPath<?, E> attribute, Set<E> elements) {
    AttributeValue encoded = attribute.encode(elements);
    if (Items.isEmptySet(encoded)) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), elements, "is empty; name at least one element");
    }
    return encoded;
  }

  /**
   * Writes an index's keys again when the update changes one of its components, or removes them when
   * it removes one: indexes are sparse, so an item without one of its components has no keys of the
   * index, whatever its other components are.
   */
  private List<Action> indexActions(IndexKeys index) {
    List<String> changed = new ArrayList<>();
    boolean removed = false;
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (changes(name)) {
        changed.add(name);
        removed |= known.containsKey(name) && known.get(name) == null;
      }
    }
    if (changed.isEmpty()) {
      return List.of();
    }
    if (removed) {
      List<Action> removal = new ArrayList<>(2);
      // A local index's partition key is the table's, which no update may change.
      if (!index.partitionKeyField().equals(schema.partitionKeyField())) {
        removal.add(new Action(Kind.REMOVE, index.partitionKeyField(), null));
      }
      if (index.sortKeyField() != null) {
        removal.add(new Action(Kind.REMOVE, index.sortKeyField(), null));
      }
      return removal;
    }
    List<String> missing = new ArrayList<>();
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (computed.contains(name)) {
        throw new IncompleteUpdateException(schema.entityName(), index.indexName(), List.of(name),
            schema.entityName() + ": the update changes " + name + ", a component of index " + index.indexName()
                + " (" + index.name() + "), to a value only DynamoDB knows, so the index keys cannot be"
                + " rendered; set it to a value instead");
      }
      if (!known.containsKey(name)) {
        missing.add(name);
      }
    }
    if (!missing.isEmpty()) {
      throw new IncompleteUpdateException(schema.entityName(), index.indexName(), missing,
          schema.entityName() + ": the update changes " + String.join(", ", changed) + " of index "
              + index.indexName() + " (" + index.name() + ") but not " + String.join(", ", missing)
              + ", which its keys are rendered from too; set them together with " + index.setter() + "("
              + String.join(", ", updatable(index)) + ")");
    }
    List<Action> writes = new ArrayList<>(2);
    Known values = new Known();
    if (!index.partitionKeyField().equals(schema.partitionKeyField())) {
      writes.add(new Action(Kind.SET, index.partitionKeyField(), AttributeValue.createS(index.renderPartitionKey(values))));
    }
    if (index.sortKeyField() != null) {
      writes.add(new Action(Kind.SET, index.sortKeyField(), AttributeValue.createS(index.renderSortKey(values))));
    }
    return writes;
  }

  private boolean changes(String attribute) {
    for (Action action : actions) {
      if (action.attribute.equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  private static List<String> updatable(IndexKeys index) {
    List<String> names = new ArrayList<>();
    for (AttributePath<?, ?> component : index.components()) {
      if (component instanceof UpdatableAttribute) {
        names.add(component.name());
      }
    }
    return names;
  }

  /** {@code SET a = :v0, b = :v1 REMOVE c ADD d :v2 DELETE e :v3}: the clauses in a fixed order. */
  static String render(List<Action> actions, ExpressionBuilder expressions) {
    Map<String, List<String>> clauses = new LinkedHashMap<>();
    for (String clause : List.of("SET", "REMOVE", "ADD", "DELETE")) {
      clauses.put(clause, new ArrayList<>());
    }
    for (Action action : actions) {
      String name = action.path != null ? expressions.path(action.path) : expressions.name(action.attribute);
      switch (action.kind) {
        case SET:
          clauses.get("SET").add(name + " = " + expressions.value(action.operand));
          break;
        case SET_VALUE:
          clauses.get("SET").add(name + " = " + expressions.render(action.value));
          break;
        case SET_IF_NOT_EXISTS:
          clauses.get("SET").add(name + " = if_not_exists(" + name + ", " + expressions.value(action.operand) + ")");
          break;
        case SUBTRACT:
          clauses.get("SET").add(name + " = if_not_exists(" + name + ", " + expressions.value(ZERO) + ") - "
              + expressions.value(action.operand));
          break;
        case APPEND:
          clauses.get("SET").add(name + " = list_append(if_not_exists(" + name + ", " + expressions.value(EMPTY_LIST)
              + "), " + expressions.value(action.operand) + ")");
          break;
        case REMOVE:
          clauses.get("REMOVE").add(name);
          break;
        case ADD:
          clauses.get("ADD").add(name + " " + expressions.value(action.operand));
          break;
        case DELETE:
          clauses.get("DELETE").add(name + " " + expressions.value(action.operand));
          break;
        default:
          throw new IllegalStateException("unknown update action " + action.kind);
      }
    }
    StringBuilder expression = new StringBuilder();
    for (Map.Entry<String, List<String>> clause : clauses.entrySet()) {
      if (!clause.getValue().isEmpty()) {
        if (expression.length() > 0) {
          expression.append(' ');
        }
        expression.append(clause.getKey()).append(' ').append(String.join(", ", clause.getValue()));
      }
    }
    return expression.toString();
  }

  /** What one change does; the clause it belongs to follows from it. */
  enum Kind { SET, SET_VALUE, SET_IF_NOT_EXISTS, SUBTRACT, APPEND, REMOVE, ADD, DELETE }

  /** One change of one attribute. */
  static final class Action {
    final Kind kind;
    final String attribute;
    final AttributeValue operand;
    /** The value DynamoDB computes, for {@link Kind#SET_VALUE}; null otherwise. */
    final UpdateValue<?, ?> value;
    /** The nested path changed, rendered segment by segment; null for a top-level attribute. */
    final AttributePath<?, ?> path;

    Action(Kind kind, String attribute, AttributeValue operand) {
      this(kind, attribute, operand, null, null);
    }

    /** @param attribute the top-level attribute name, or the nested path's text (which identifies it) */
    Action(Kind kind, String attribute, AttributeValue operand, UpdateValue<?, ?> value, AttributePath<?, ?> path) {
      this.kind = kind;
      this.attribute = attribute;
      this.operand = operand;
      this.value = value;
      this.path = path;
    }
  }

  /** The known values, as index key renderers read them. */
  private final class Known implements IndexKeys.Values {
    @Override
    @SuppressWarnings("unchecked")
    public <V> V get(AttributePath<?, V> component) {
      // Safe: values enter only through known(AttributePath<T, V>, V) and set(UpdatableAttribute<T, V>, V).
      return (V) known.get(component.name());
    }
  }
}
