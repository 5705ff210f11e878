package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.runtime.exception.SupersededWriteException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.SetPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.expression.UpdateValue;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.internal.key.IndexUpdates;
import dev.singletable.runtime.internal.key.StoredKeys;
import dev.singletable.runtime.internal.key.UpdateAction;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * What an update of one item holds, and the UpdateItem request it becomes: the changes the caller
 * made (checked for overlapping paths as they are added), the values of components it knows (to
 * render index keys from), the caller's condition, and whether it creates the item (an upsert) or
 * reads missing index components from the stored item. The user's update methods add to it; the
 * request, the conditions the library adds and the reading of a failure are built here, once, for
 * the single-item update and for a transaction alike.
 *
 * @param <T> the entity's record type
 */
public final class UpdateChanges<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final Map<String, AttributeValue> key;
  private final List<IndexKeys> indexes;
  private final List<UpdateAction> actions = new ArrayList<>();
  /** Values of components known to this update, by attribute name: the key's, and those it sets (null: removed). */
  private final Map<String, Object> known = new HashMap<>();
  /** Attributes this update changes to a value only DynamoDB will know (add, subtract, setIfNotExists, ...). */
  private final Set<String> computed = new HashSet<>();
  private Condition<?> condition;
  /** The attributes the update's computed values read, which the item must hold (names, for messages). */
  private final Set<String> reads = new LinkedHashSet<>();
  /** The encoded key components, which an upsert that creates the item stores as a put would. */
  private final Map<String, AttributeValue> keyComponents = new LinkedHashMap<>();
  /** Whether the update creates the item when there is none (an upsert). */
  private boolean upsert;
  /** Whether index components this update does not set are read from the stored item. */
  private boolean readsMissing;
  /**
   * The item read before the request being built ({@code readingMissingComponents()}), whose stored
   * attributes count with what the update sets in the size checks; null when none was read.
   */
  private Map<String, AttributeValue> readBefore;
  /** Index components read from the stored item for the try being built, by attribute name (null: absent). */
  private Map<String, Object> stored = Map.of();
  /** The {@code @UpdatedAt} time this update stores and renders index keys from; drawn once, when first needed. */
  private Instant stampedAt;
  /**
   * The values an upsert gives the components outside the primary key that it does not set, when the
   * item lacks them, and renders the index keys holding them from: its own time as {@code @CreatedAt},
   * new ids and defaults, assuming the item is new or holds them; the stored ones a failed try found
   * instead. Encoded, by stored name; drawn once, when first needed (a new id on every upsert).
   */
  private Map<String, AttributeValue> assumed;
  /** The assumed values the last request built rendered index keys from, on condition that the item holds or lacks them. */
  private Map<String, AttributeValue> conditioned = Map.of();
  /** The indexes the last request built could not render though it feeds them a value written if absent. */
  private List<DefaultedIndexes.Unrendered> unrendered = List.of();
  /** The other components of such indexes as a failed try found them stored: the next try renders from them. */
  private final Map<String, AttributeValue> foundStored = new LinkedHashMap<>();

  /**
   * An update of the item with the given key. The secondary indexes whose keys it may write are the
   * schema's {@linkplain IndexKeys.Owner index keys}, none when it has none.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   */
  public UpdateChanges(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.key = Objects.requireNonNull(key, "key");
    this.indexes = schema instanceof IndexKeys.Owner owner ? List.copyOf(owner.indexKeys()) : List.of();
  }

  /** Records the value of a primary-key component, so that index keys rendered from it can be written again. */
  public <V> void known(AttributePath<T, V> component, V value) {
    known.put(component.name(), value);
    // A @KeyOnly component is never stored as an attribute, so it need not be one DynamoDB stores
    // (a double of 1e300 lives in its key alone): kept as known, not encoded.
    keyComponents.put(component.name(),
        schema.keyOnlyAttributes().contains(component.name()) ? null : component.encode(value));
  }

  /** Makes this update an upsert, which creates the item when there is none. */
  public void createWhenAbsent() {
    this.upsert = true;
  }

  /** Makes this update read the index components it does not set from the stored item. */
  public void readMissingComponents() {
    this.readsMissing = true;
  }

  /** {@code SET attribute = value}; a null value, or an empty set, removes the attribute. */
  public <V> void set(UpdatableAttribute<T, V> attribute, V value) {
    if (value == null) {
      remove(attribute);
      return;
    }
    AttributeValue encoded = attribute.encode(value);
    if (Items.isEmptySet(encoded)) {
      remove(attribute);
      return;
    }
    change(attribute, UpdateAction.Kind.SET, encoded, null);
    remember(attribute, value);
  }

  /** {@code SET attribute = value}, the value computed by DynamoDB from the item. */
  public <V> void set(UpdatableAttribute<T, V> attribute, UpdateValue<T, V> value) {
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
  }

  /** {@code REMOVE attribute}, refused for a primitive or {@code @Required} component. */
  public void remove(UpdatableAttribute<T, ?> attribute) {
    if (attribute.isRequired()) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), null,
          "cannot be removed: every item must hold it (the component is primitive or @Required); set it instead");
    }
    change(attribute, UpdateAction.Kind.REMOVE, null, null);
    remember(attribute, null);
  }

  /** A change to a value only DynamoDB will know: {@code ADD}, a subtraction, an append, ... */
  public void compute(UpdatableAttribute<?, ?> attribute, UpdateAction.Kind kind, AttributeValue operand) {
    change(attribute, kind, operand, null);
    if (!attribute.isNested()) {
      computed.add(attribute.name());
    }
  }

  /** The elements of a set change encoded, refused when there are none. */
  public <E> AttributeValue nonEmpty(SetPath<?, E> attribute, Set<E> elements) {
    AttributeValue encoded = attribute.encode(elements);
    if (Items.isEmptySet(encoded)) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), elements, "is empty; name at least one element");
    }
    return encoded;
  }

  /** Adds the caller's condition, with AND to the ones added before. */
  public void condition(Condition<?> condition) {
    this.condition = Condition.both(this.condition, Objects.requireNonNull(condition, "condition"));
  }

  /**
   * The request, asking DynamoDB to return {@code returned}.
   *
   * @param extra a condition of the library's added to the caller's, or null
   * @param token the write token of this call, or null for none (a transaction's)
   */
  public UpdateItemRequest request(Condition<?> extra, String token, ReturnValue returned) {
    // Stamping @UpdatedAt is a change: an entity whose only other attributes are its key is touched so.
    if (actions.isEmpty() && schema.updatedAtAttribute() == null) {
      throw new IllegalStateException(schema.entityName() + ": an update needs at least one change");
    }
    List<UpdateAction> all = new ArrayList<>(actions);
    stampedAt = table.now();
    IndexUpdates rewrites = indexUpdates();
    Map<String, AttributeValue> rendersAssumed = new LinkedHashMap<>();
    Map<String, AttributeValue> conditionedHere = new LinkedHashMap<>();
    // The index keys written only if absent, with the assumed values each is rendered from.
    Map<String, Map<String, AttributeValue>> keptKeys = new LinkedHashMap<>();
    Map<String, AttributeValue> assumed = assumed();
    List<DefaultedIndexes.Unrendered> unrenderedHere = new ArrayList<>();
    for (IndexKeys index : indexes) {
      // The keys put writes of the indexes rendered from the primary key: an upsert may create the item,
      // and an item an earlier version's upsert left without them gets them back.
      List<UpdateAction> keys;
      try {
        keys = new ArrayList<>(rewrites.actions(index));
      } catch (InvalidValueException e) {
        throw e.withKey(Keys.listed(Keys.require(schema, key)));
      }
      keys.addAll(rewrites.fromKey(index));
      if (upsert && keys.isEmpty()) {
        unrendered(index, assumed).ifPresent(unrenderedHere::add);
      }
      Map<String, AttributeValue> assumedHere = new LinkedHashMap<>();
      for (Map.Entry<String, AttributeValue> value : assumed.entrySet()) {
        if (!keys.isEmpty() && index.renderedFrom(value.getKey())) {
          assumedHere.put(value.getKey(), value.getValue());
        }
      }
      // An index keyed only by the primary key and values the upsert writes if absent: an item that has
      // its keys keeps them, as it keeps those values, so they are written if absent too.
      boolean keepsStoredKeys = !assumedHere.isEmpty() && keyedByKeyAndAssumed(index, assumed);
      conditionedHere.putAll(assumedHere);
      if (!keepsStoredKeys) {
        rendersAssumed.putAll(assumedHere);
      }
      for (UpdateAction action : keys) {
        if (!tableKey(action.attribute) && !isComponent(index, action.attribute)) {
          if (keepsStoredKeys && action.kind == UpdateAction.Kind.SET && action.path == null) {
            all.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, action.attribute, action.operand));
            keptKeys.computeIfAbsent(action.attribute, k -> new LinkedHashMap<>()).putAll(assumedHere);
          } else {
            all.add(action);
          }
        }
      }
    }
    all.addAll(Lifecycle.updateActions(stampedAt(), schema));
    Condition<?> guard = WriteGuards.present(schema);
    if (upsert) {
      requireIndexComponents();
      all.addAll(creation());
      // The index keys rendered from an assumed value hold only if the item gets it (it lacks one) or holds it.
      guard = WriteGuards.absentOrCurrent(schema);
      for (Map.Entry<String, AttributeValue> value : rendersAssumed.entrySet()) {
        guard = Condition.both(guard, Lifecycle.holdsOrLacks(schema, value.getKey(), value.getValue()));
      }
      for (Map.Entry<String, Map<String, AttributeValue>> kept : keptKeys.entrySet()) {
        for (Map.Entry<String, AttributeValue> value : kept.getValue().entrySet()) {
          guard = Condition.both(guard, Lifecycle.keyKeptOrRendered(schema, kept.getKey(), value.getKey(), value.getValue()));
        }
      }
      // An index fed a value written if absent whose other components the upsert does not know: the
      // item holds the value already, or lacks a component (the index stays sparse); else it comes back.
      for (DefaultedIndexes.Unrendered index : unrenderedHere) {
        guard = Condition.both(guard, DefaultedIndexes.unchanged(schema, index));
      }
      // Components a failed try found stored, which the keys are rendered from now: still as found.
      for (Map.Entry<String, AttributeValue> value : foundStored.entrySet()) {
        if (!changes(value.getKey())) {
          guard = Condition.both(guard, DefaultedIndexes.holds(schema, value.getKey(), value.getValue()));
        }
      }
      conditioned = conditionedHere;
      unrendered = unrenderedHere;
    }
    all.addAll(WriteTokens.set(table, schema, token));
    try {
      UpdateAction.checkIndexKeys(schema.entityName(), schema.attributeIndexes(), all, readBefore);
      UpdateAction.checkItemSize(schema.entityName(), all, readBefore);
    } catch (InvalidValueException e) {
      throw e.withKey(Keys.listed(Keys.require(schema, key)));
    }
    ExpressionBuilder expressions = new ExpressionBuilder();
    String update = UpdateAction.render(all, expressions);
    String conditionExpression = expressions.render(Condition.both(
        Condition.both(WriteGuards.with(guard, condition), extra), WriteTokens.notApplied(table, schema, token)));
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
   * Refuses an upsert that does not give every component of a required index a value: it may create
   * the item, which would then be outside that index.
   */
  private void requireIndexComponents() {
    for (IndexKeys index : indexes) {
      if (!index.required()) {
        continue;
      }
      for (AttributePath<?, ?> component : index.components()) {
        if (known.get(component.name()) == null && !assumed().containsKey(component.name())) {
          throw IndexKeys.missingComponent(schema.entityName(), component.name(), index.indexName(), index.name())
              .withKey(Keys.listed(Keys.require(schema, key)));
        }
      }
    }
  }

  /**
   * What an upsert writes besides the caller's changes, so that the item it may create reads back as
   * a record: the key components, the identity attributes, {@code @CreatedAt}, generated ids and
   * defaults, each only if absent where the item may already hold it.
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
      // A component stored as a key attribute itself is written by the key, which no update may set.
      if (!changes(component.getKey()) && !schema.keyOnlyAttributes().contains(component.getKey())
          && !tableKey(component.getKey())) {
        creation.add(new UpdateAction(UpdateAction.Kind.SET, component.getKey(), component.getValue()));
      }
    }
    Identity identity = Identity.of(schema);
    if (identity.typeAttribute() != null) {
      creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, identity.typeAttribute(), AttributeValue.createS(identity.typeValue())));
    }
    if (identity.versionAttribute() != null) {
      creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, identity.versionAttribute(),
          identity.stored(schema.entityVersion())));
    }
    String createdAt = schema.createdAtAttribute();
    // The values the index keys are rendered from are the ones the item gets when it lacks them.
    Map<String, AttributeValue> assumed = assumed();
    // A creation time in the primary key is the key's, which the item holds already.
    if (createdAt != null && !changes(createdAt) && !keyComponents.containsKey(createdAt)) {
      creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, createdAt,
          assumed.getOrDefault(createdAt, createdAtStamp())));
    }
    for (Map.Entry<String, AttributeValue> value : schema.creationValues().entrySet()) {
      if (!changes(value.getKey()) && !keyComponents.containsKey(value.getKey())) {
        creation.add(new UpdateAction(UpdateAction.Kind.SET_IF_NOT_EXISTS, value.getKey(),
            assumed.getOrDefault(value.getKey(), value.getValue())));
      }
    }
    return creation;
  }

  /**
   * The record of the item this update left. An item it cannot be read back from (a component the
   * record derives in its constructor, set to another value) is refused saying the update was applied.
   */
  public T applied(Map<String, AttributeValue> item) {
    try {
      return schema.fromItem(item);
    } catch (KeyMismatchException e) {
      throw StoredKeys.applied(e, "update");
    }
  }

  /**
   * The failure of a request of this update translated; when it says an earlier attempt of this call
   * was applied, what {@code recovered} makes of the item it returned (the item after that attempt,
   * and after any write since).
   */
  public <R> R failed(RuntimeException failure, String token, Function<Map<String, AttributeValue>, R> recovered) {
    if (!(failure instanceof ConditionalCheckFailedException e)) {
      // DynamoDB says which rule failed, never which path: this names every path the update needs.
      if (!reads.isEmpty() && WriteFailures.missingPath(failure)) {
        throw new MissingPathException(schema.entityName(), List.copyOf(reads), Keys.describe(Keys.require(schema, key)), failure);
      }
      String tooLarge = WriteFailures.tooLarge(failure);
      if (tooLarge != null) {
        throw new InvalidValueException(schema.entityName(), String.join(", ", written()), null,
            "cannot be written by this " + (upsert ? "upsert" : "update") + ": DynamoDB refused it (" + tooLarge + ")"
                + WriteFailures.indexesOf(schema, written()), failure)
            .withKey(Keys.listed(Keys.require(schema, key)));
      }
      throw failure;
    }
    if (WriteTokens.applied(e, token)) {
      // Applied by an earlier attempt: its value only while no other writer changed the item since.
      SupersededWriteException superseded = WriteTokens.superseded(schema, key, upsert ? "upsert" : "update", e, token);
      if (superseded != null) {
        throw superseded;
      }
      return recovered.apply(e.item());
    }
    throw WriteFailures.failed(schema, key, e);
  }

  /**
   * Whether the failure of a try of this upsert says the item holds other values than the ones it
   * assumed and rendered index keys from (its creation time, new ids, defaults); if so, the next
   * request built renders them from the stored ones. The item comes with the failure, so this costs
   * no read. A failure of the caller's condition alone is not one: the values are the item's.
   *
   * @param failure what a request of this update failed with
   * @return true when the upsert should be sent again
   */
  public boolean keepsStoredValues(RuntimeException failure) {
    Map<String, AttributeValue> stored = Lifecycle.otherValues(schema, conditioned, failure);
    Map<String, AttributeValue> found = DefaultedIndexes.found(schema, unrendered, failure);
    if (stored.isEmpty() && found.isEmpty()) {
      return false;
    }
    assumed.putAll(stored);
    foundStored.putAll(found);
    return true;
  }

  /**
   * The index, when the upsert feeds it a value written if absent but neither sets nor knows its
   * other components (outside the primary key), so that it cannot render its keys.
   */
  private Optional<DefaultedIndexes.Unrendered> unrendered(IndexKeys index, Map<String, AttributeValue> assumed) {
    List<String> feeding = new ArrayList<>();
    List<String> others = new ArrayList<>();
    for (AttributePath<?, ?> component : index.components()) {
      String name = component.name();
      if (assumed.containsKey(name)) {
        feeding.add(name);
      } else if (!keyComponents.containsKey(name) && !known.containsKey(name) && !foundStored.containsKey(name)
          && !changes(name)) {
        others.add(name);
      }
    }
    return feeding.isEmpty() || others.isEmpty() ? Optional.empty()
        : Optional.of(new DefaultedIndexes.Unrendered(feeding, others));
  }

  /**
   * The {@code @Unique} attributes this update changes, with their new values (null when removed),
   * in the entity's order: their guards are released and claimed in the same transaction.
   */
  public Map<String, String> uniqueChanges() {
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

  /**
   * The components of the indexes this update writes again that it neither sets nor can render
   * otherwise: what it reads from the stored item. Empty when the update does not read, or needs
   * nothing.
   */
  public List<AttributePath<?, ?>> missingComponents() {
    return readsMissing ? indexUpdates().missing(indexes) : List.of();
  }

  /**
   * Takes the values of the {@link #missingComponents()} from the item read, for the next request
   * built; a component the item does not hold is absent (null). An empty map forgets them again.
   */
  public void useStored(Map<String, Object> values) {
    this.stored = values;
  }

  /**
   * Takes the values an upsert assumes for the components it does not set (creation time, ids,
   * defaults) from the item read before it ({@code readingMissingComponents()}), where the item holds
   * them: the request is conditional on the item being as read, so its index keys are rendered from
   * the stored values at once, with no second try to learn them.
   *
   * @param read the item read; null when there is none, which leaves the upsert's own values
   */
  public void assumeAsRead(Map<String, AttributeValue> read) {
    this.readBefore = read;
    if (read == null) {
      return;
    }
    assumed();
    assumed.replaceAll((name, value) -> {
      AttributeValue stored = read.get(name);
      return stored == null || Boolean.TRUE.equals(stored.nul()) ? value : stored;
    });
  }

  /** Whether this update creates the item when there is none. */
  public boolean upsert() {
    return upsert;
  }

  /** The table. */
  public Table table() {
    return table;
  }

  /** The entity. */
  public EntitySchema<T> schema() {
    return schema;
  }

  /** The primary key of the item this update changes. */
  public Map<String, AttributeValue> key() {
    return key;
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

  /**
   * Whether every component of the index is a primary-key component or a value the upsert assumes
   * (one it does not set and writes only if absent): then the item's stored keys of that index were
   * rendered from what it keeps, and stay right.
   */
  private boolean keyedByKeyAndAssumed(IndexKeys index, Map<String, AttributeValue> assumed) {
    for (AttributePath<?, ?> component : index.components()) {
      if (!keyComponents.containsKey(component.name()) && !assumed.containsKey(component.name())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether an attribute is one of the table's primary key attributes, which no update may change:
   * a local index's partition key is the table's, and an index may be keyed by the table's key or
   * by a component stored as it.
   */
  private boolean tableKey(String attribute) {
    return attribute.equals(schema.partitionKeyField()) || attribute.equals(schema.sortKeyField());
  }

  /**
   * Whether an index key attribute is one of the index's components itself ({@code genre_name},
   * both the genre and the index's partition key): the key is the value the component holds, so the
   * component's own change (or none) is what the key becomes, and a sparse index's removal of its
   * keys leaves it alone.
   */
  private static boolean isComponent(IndexKeys index, String attribute) {
    for (AttributePath<?, ?> component : index.components()) {
      if (component.name().equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  /** The attributes (or nested paths) the caller's changes write, in order, each once. */
  private List<String> written() {
    Set<String> names = new LinkedHashSet<>();
    for (UpdateAction action : actions) {
      names.add(action.attribute);
    }
    return List.copyOf(names);
  }

  private boolean changes(String attribute) {
    for (UpdateAction action : actions) {
      if (action.attribute.equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The index keys this update's changes rewrite, from what it knows now. Every update stamps
   * {@code @UpdatedAt}, so the keys of an index holding it move with it.
   */
  private IndexUpdates indexUpdates() {
    Set<String> changed = new HashSet<>();
    for (UpdateAction action : actions) {
      changed.add(action.attribute);
    }
    Map<String, Object> values = new HashMap<>(known);
    String updatedAt = schema.updatedAtAttribute();
    if (updatedAt != null) {
      values.put(updatedAt, Codecs.heldBy(Lifecycle.updatedAtCodec(schema), stampedAt()));
      changed.add(updatedAt);
    }
    for (Map.Entry<String, AttributeValue> value : assumed().entrySet()) {
      if (!changed.contains(value.getKey())) {
        values.put(value.getKey(), component(value.getKey()).codec().decode(value.getValue()));
      }
    }
    for (Map.Entry<String, AttributeValue> value : foundStored.entrySet()) {
      if (!changed.contains(value.getKey()) && !values.containsKey(value.getKey())) {
        values.put(value.getKey(), component(value.getKey()).codec().decode(value.getValue()));
      }
    }
    // Safe: values enter only through known(AttributePath<T, V>, V), set(UpdatableAttribute<T, V>, V),
    // the update time (an Instant), and values decoded by the component's own codec: the stored item's
    // (StoredComponents) and the assumed ones.
    return new IndexUpdates(schema.entityName(), values, stored, computed, changed);
  }

  /**
   * The values an upsert renders the index keys holding the components it does not set from, by
   * stored name: of {@code @CreatedAt}, {@code @GeneratedId} and {@code @Default} components outside
   * the primary key that a secondary index's key holds, its own time, a new id and the default, or the
   * stored ones a failed try found. Empty for an update, which never creates the item (it reads stored
   * components with {@code readingMissingComponents()}). A component the upsert sets is among them but
   * left out where it is used: it may be set after they are drawn.
   */
  private Map<String, AttributeValue> assumed() {
    if (assumed == null) {
      assumed = new LinkedHashMap<>();
      if (upsert) {
        String createdAt = schema.createdAtAttribute();
        if (createdAt != null && !keyComponents.containsKey(createdAt) && component(createdAt) != null) {
          assumed.put(createdAt, createdAtStamp());
        }
        for (Map.Entry<String, AttributeValue> value : schema.creationValues().entrySet()) {
          if (!keyComponents.containsKey(value.getKey()) && component(value.getKey()) != null) {
            assumed.put(value.getKey(), value.getValue());
          }
        }
      }
    }
    Map<String, AttributeValue> unset = new LinkedHashMap<>(assumed);
    unset.keySet().removeIf(this::changes);
    return unset;
  }

  /** The component of a secondary index's key stored as {@code attribute}; null when no index key holds it. */
  private AttributePath<?, ?> component(String attribute) {
    for (IndexKeys index : indexes) {
      for (AttributePath<?, ?> component : index.components()) {
        if (component.name().equals(attribute)) {
          return component;
        }
      }
    }
    return null;
  }

  /** The time of this update as the {@code @CreatedAt} attribute stores it. */
  private AttributeValue createdAtStamp() {
    AttributeCodec<Instant> codec = Lifecycle.createdAtCodec(schema);
    return codec.encode(Codecs.heldBy(codec, stampedAt()));
  }

  private Instant stampedAt() {
    if (stampedAt == null) {
      stampedAt = table.now();
    }
    return stampedAt;
  }
}
