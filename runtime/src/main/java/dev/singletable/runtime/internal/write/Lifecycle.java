package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.internal.key.UpdateAction;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * What writes add for the lifecycle components of an entity ({@code @Version}, {@code @CreatedAt},
 * {@code @UpdatedAt}): the version check of a put, the put that keeps {@code createdAt}, and the
 * changes every update makes. Shared by the single-item operations and transactions.
 */
public final class Lifecycle {
  private static final AttributeValue ONE = AttributeValue.createN("1");

  private Lifecycle() {}

  /**
   * How the entity stores its {@code @CreatedAt} component: the form of its {@code @InstantFormat}, else
   * the library's fixed-width text.
   */
  public static AttributeCodec<Instant> createdAtCodec(EntitySchema<?> schema) {
    AttributeCodec<Instant> codec = schema.createdAtCodec();
    return codec == null ? Codecs.ofInstant() : codec;
  }

  /** How the entity stores its {@code @UpdatedAt} component, as {@link #createdAtCodec} does. */
  public static AttributeCodec<Instant> updatedAtCodec(EntitySchema<?> schema) {
    AttributeCodec<Instant> codec = schema.updatedAtCodec();
    return codec == null ? Codecs.ofInstant() : codec;
  }

  /**
   * The guard of a put of {@code item}, a stamped value: nothing there or an item of this entity
   * and, for a versioned entity, the version the value was read at. The stamp added one to it, so
   * the item holds that version plus one; version 0 means the item must not exist yet. Never over an
   * item of a newer version of the entity, unless {@code overwriteNewer}. When a secondary index's key
   * holds the creation time, the item is new or holds the value's creation time, which the keys are
   * rendered from ({@link #otherCreation} tells the failure that sends the put again).
   */
  public static Condition<?> putGuard(EntitySchema<?> schema, Map<String, AttributeValue> item, boolean overwriteNewer) {
    return Condition.both(versionGuard(schema, item, overwriteNewer), readOnlyKept(schema, item));
  }

  /**
   * {@code (attribute_not_exists(a) OR a = :value) AND ...} for each {@code @ReadOnly} attribute {@code a}
   * (only {@code attribute_not_exists(a)} where the item lacks it): a put sets a read-only value where
   * the item has none and never changes one; null when the entity has none.
   */
  static Condition<?> readOnlyKept(EntitySchema<?> schema, Map<String, AttributeValue> item) {
    Condition<?> kept = null;
    for (String attribute : schema.readOnlyAttributes()) {
      AttributeValue value = item.get(attribute);
      AttributePath<Object, AttributeValue> path = AttributePath.of(schema.entityName(), attribute, Codecs.asStored());
      kept = Condition.both(kept, value == null ? path.notExists() : holdsOrLacks(schema, attribute, value));
    }
    return kept;
  }

  /**
   * The {@code @ReadOnly} attribute a put of {@code item} would have changed on the item {@code found},
   * which its condition refused, described for the failure's message; null when it changes none.
   */
  public static String readOnlyChange(EntitySchema<?> schema, Map<String, AttributeValue> item,
      Map<String, AttributeValue> found) {
    if (found == null || found.isEmpty() || !schema.owns(found)) {
      return null;
    }
    for (String attribute : schema.readOnlyAttributes()) {
      AttributeValue stored = found.get(attribute);
      AttributeValue value = item.get(attribute);
      if (stored != null && !stored.equals(value)) {
        return attribute + " is read-only (@ReadOnly) and holds " + "\"" + Keys.text(stored) + "\"" + ", which the put would "
            + (value == null ? "remove" : "change to \"" + Keys.text(value) + "\"") + "; put the stored value, or create the item anew";
      }
    }
    return null;
  }

  private static Condition<?> versionGuard(EntitySchema<?> schema, Map<String, AttributeValue> item,
      boolean overwriteNewer) {
    String version = schema.versionAttribute();
    if (version == null) {
      return Condition.both(WriteGuards.absentOrOwned(schema, overwriteNewer), sameCreation(schema, item));
    }
    long expected = Codecs.ofLong().decode(item.get(version)) - 1;
    if (expected == 0) {
      return WriteGuards.absent(schema);
    }
    return Condition.both(Condition.both(
        WriteGuards.absentOrOwned(schema, overwriteNewer), AttributePath.of(schema.entityName(), version, Codecs.ofLong()).eq(expected)),
        sameCreation(schema, item));
  }

  /**
   * Whether the {@code @CreatedAt} component is part of a secondary index's key: then a put, which
   * keeps the stored creation time, must know it to render that key, and an upsert that may create
   * the item assumes one.
   */
  public static boolean createdAtInIndexKey(EntitySchema<?> schema) {
    String createdAt = schema.createdAtAttribute();
    if (createdAt == null || !(schema instanceof IndexKeys.Owner owner)) {
      return false;
    }
    for (IndexKeys index : owner.indexKeys()) {
      if (index.renderedFrom(createdAt)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code attribute_not_exists(createdAt) OR createdAt = :createdAt}: the item is new (or lacks a
   * creation time, which the write sets only if absent), or holds the creation time {@code createdAt}
   * that the write renders index keys from; null when no index key holds it.
   */
  public static Condition<?> sameCreation(EntitySchema<?> schema, Instant createdAt) {
    return createdAtInIndexKey(schema)
        ? holdsOrLacks(schema, schema.createdAtAttribute(), createdAtCodec(schema).encode(createdAt)) : null;
  }

  /**
   * {@code attribute_not_exists(attribute) OR attribute = :value}: the condition of a write that
   * renders index keys from a value it assumes the item holds or gets. An item that lacks the
   * attribute (a new one among them) gets the value, which the write sets only if absent
   * ({@code if_not_exists}); one that holds it keeps it. When the item holds another value, DynamoDB
   * returns it with the failure ({@link #otherValues}), and the write can be sent again with it.
   *
   * @param schema the entity
   * @param attribute the stored name of the component
   * @param value the value assumed, encoded
   * @return the condition
   */
  public static Condition<?> holdsOrLacks(EntitySchema<?> schema, String attribute, AttributeValue value) {
    AttributePath<Object, AttributeValue> path = AttributePath.of(schema.entityName(), attribute, Codecs.asStored());
    return Condition.anyOf(path.notExists(), path.eq(value));
  }

  /**
   * The condition of an upsert that writes an index key {@code key}, rendered from the value it
   * assumes for {@code attribute}, only if the item has no such key ({@code if_not_exists}): the item
   * has both the key and the attribute (it keeps both, which agree), or it has no key and lacks or
   * holds the value ({@link #holdsOrLacks}). An existing item costs one request, in a transaction too.
   *
   * @param schema the entity
   * @param key the index key attribute written if absent
   * @param attribute the stored name of the component
   * @param value the value assumed, encoded
   * @return the condition
   */
  public static Condition<?> keyKeptOrRendered(EntitySchema<?> schema, String key, String attribute,
      AttributeValue value) {
    String entity = schema.entityName();
    AttributePath<Object, AttributeValue> keyPath = AttributePath.of(entity, key, Codecs.asStored());
    AttributePath<Object, AttributeValue> path = AttributePath.of(entity, attribute, Codecs.asStored());
    return Condition.anyOf(Condition.allOf(keyPath.exists(), path.exists()),
        Condition.allOf(keyPath.notExists(), Condition.anyOf(path.notExists(), path.eq(value))));
  }

  /**
   * The values a write found stored when its condition failed, of the attributes it rendered index
   * keys from assuming the values {@code assumed} ({@link #holdsOrLacks}), where the item holds
   * others: the write is sent again with them. DynamoDB returns the item with the failure ({@code
   * ReturnValuesOnConditionCheckFailure ALL_OLD}), so knowing them costs no read. An attribute the
   * item lacks is not among them: the write gives it the assumed value.
   *
   * @param schema the entity
   * @param assumed the values assumed, encoded, by stored name
   * @param failure what the write failed with
   * @return the stored values other than the assumed ones, by stored name; empty when there are none,
   *     the failure is another, or the item found is not this entity's
   */
  public static Map<String, AttributeValue> otherValues(EntitySchema<?> schema, Map<String, AttributeValue> assumed,
      RuntimeException failure) {
    if (assumed.isEmpty() || !(failure instanceof ConditionalCheckFailedException e) || !e.hasItem()
        || e.item().isEmpty() || !schema.owns(e.item())) {
      return Map.of();
    }
    Map<String, AttributeValue> others = new LinkedHashMap<>();
    for (Map.Entry<String, AttributeValue> value : assumed.entrySet()) {
      AttributeValue stored = e.item().get(value.getKey());
      // A NULL there is neither absent nor a value to render keys from: the failure stands.
      if (stored != null && !Boolean.TRUE.equals(stored.nul()) && !stored.equals(value.getValue())) {
        others.put(value.getKey(), stored);
      }
    }
    return others;
  }

  private static Condition<?> sameCreation(EntitySchema<?> schema, Map<String, AttributeValue> item) {
    AttributeValue createdAt = schema.createdAtAttribute() == null ? null : item.get(schema.createdAtAttribute());
    return createdAt == null ? null : sameCreation(schema, createdAtCodec(schema).decode(createdAt));
  }

  /**
   * The creation time a write found stored when its condition failed, if it is another than the one
   * the write rendered its index keys from ({@code createdAt}): the write is then sent again with the
   * stored one. DynamoDB returns the item with the failure ({@code ReturnValuesOnConditionCheckFailure
   * ALL_OLD}), so knowing it costs no read.
   *
   * @return the stored creation time; null when no index key holds it, the failure is another, or the
   *     item found is not this entity's
   */
  public static Instant otherCreation(EntitySchema<?> schema, Instant createdAt, RuntimeException failure) {
    if (!createdAtInIndexKey(schema)) {
      return null;
    }
    AttributeValue stored = otherValues(schema, Map.of(schema.createdAtAttribute(), createdAtCodec(schema).encode(createdAt)),
        failure).get(schema.createdAtAttribute());
    return stored == null || stored.s() == null && stored.n() == null ? null : createdAtCodec(schema).decode(stored);
  }

  /** {@link #otherCreation(EntitySchema, Instant, RuntimeException)} for a put of the stamped {@code item}. */
  public static Instant otherCreation(EntitySchema<?> schema, Map<String, AttributeValue> item, RuntimeException failure) {
    AttributeValue createdAt = schema.createdAtAttribute() == null ? null : item.get(schema.createdAtAttribute());
    return createdAt == null ? null : otherCreation(schema, createdAtCodec(schema).decode(createdAt), failure);
  }

  /**
   * The record of the stamped {@code item} with the creation time {@code createdAt} instead of its own,
   * so that the keys rendered from it hold that time: what a put sends when it keeps a stored creation
   * time other than the value's.
   */
  public static <T> T withCreatedAt(EntitySchema<T> schema, Map<String, AttributeValue> item, Instant createdAt) {
    Map<String, AttributeValue> stored = new HashMap<>(item);
    stored.put(schema.createdAtAttribute(), createdAtCodec(schema).encode(createdAt));
    if (schema instanceof IndexKeys.Owner owner) {
      // The index keys rendered from the other time are dropped, not checked: the record renders them anew.
      for (IndexKeys index : owner.indexKeys()) {
        dropKey(schema, stored, index.partitionKeyField());
        dropKey(schema, stored, index.sortKeyField());
      }
    }
    return schema.fromItem(stored);
  }

  private static void dropKey(EntitySchema<?> schema, Map<String, AttributeValue> item, String field) {
    if (field != null && !field.equals(schema.partitionKeyField()) && !field.equals(schema.sortKeyField())) {
      item.remove(field);
    }
  }

  /**
   * The guard of a delete given the record rather than its key: the stored {@code @Version} equals
   * the record's, the way a put checks it, so that a record read before another writer changed the
   * item does not delete the change.
   *
   * @return the condition, null for an entity without {@code @Version}
   * @throws InvalidValueException when the record's version is null: a record not read from the
   *     table, which only a delete by key may remove
   */
  public static <T> Condition<T> deleteGuard(EntitySchema<T> schema, T value) {
    String version = schema.versionAttribute();
    if (version == null) {
      return null;
    }
    AttributeValue held = schema.toItem(value).get(version);
    if (held == null || held.n() == null) {
      throw new InvalidValueException(schema.entityName(), version, null, "is null: a delete of a record checks that "
          + "the stored @Version is the record's, and this record was not read from the table; delete it by key");
    }
    return AttributePath.<T, Long>of(schema.entityName(), version, Codecs.ofLong()).eq(Codecs.ofLong().decode(held));
  }

  /** Whether a put of the entity must keep the stored {@code createdAt}, and so is sent as an update. */
  public static boolean keepsCreatedAt(EntitySchema<?> schema) {
    return schema.createdAtAttribute() != null;
  }

  /**
   * A put as an UpdateItem: every attribute of {@code item} set, {@code createdAt} only if absent
   * ({@code if_not_exists}), every other attribute the entity writes removed when the item lacks it,
   * so that the stored item is the new one but for its creation time.
   */
  public static UpdateItemRequest replace(Table table, EntitySchema<?> schema, Map<String, AttributeValue> item,
      Condition<?> condition) {
    return replace(table, schema, item, condition, ReturnValue.ALL_NEW);
  }

  /** {@link #replace(Table, EntitySchema, Map, Condition)} asking DynamoDB to return {@code returned}. */
  public static UpdateItemRequest replace(Table table, EntitySchema<?> schema, Map<String, AttributeValue> item,
      Condition<?> condition, ReturnValue returned) {
    List<UpdateAction> actions = new ArrayList<>();
    String createdAt = schema.createdAtAttribute();
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      String name = attribute.getKey();
      if (name.equals(schema.partitionKeyField()) || name.equals(schema.sortKeyField())) {
        continue;
      }
      if (WriteTokens.isSlot(name)) {
        // The item's token joins the ones the stored item keeps, as an update's does.
        actions.addAll(WriteTokens.set(table, schema, attribute.getValue().s()));
        continue;
      }
      UpdateAction.Kind kind = name.equals(createdAt) ? UpdateAction.Kind.SET_IF_NOT_EXISTS : UpdateAction.Kind.SET;
      actions.add(new UpdateAction(kind, name, attribute.getValue()));
    }
    // attributeNames() holds neither identity attributes nor the write tokens: a token is set when the
    // item carries one and never removed, since a token left on the item is what lets a resend of the
    // write that stored it recognise itself (WriteTokens).
    for (String name : schema.attributeNames()) {
      if (!item.containsKey(name)) {
        actions.add(new UpdateAction(UpdateAction.Kind.REMOVE, name, null));
      }
    }
    ExpressionBuilder expressions = new ExpressionBuilder();
    String update = UpdateAction.render(actions, expressions);
    return UpdateItemRequest.builder()
        .tableName(table.name())
        .key(PrimaryKey.of(schema, item))
        .updateExpression(update)
        .conditionExpression(expressions.render(condition))
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .returnValues(returned)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /**
   * The changes every update makes besides the caller's: {@code updatedAt} {@code now} (the time the
   * update renders the index keys holding it from), the version plus one.
   */
  public static List<UpdateAction> updateActions(Instant now, EntitySchema<?> schema) {
    List<UpdateAction> actions = new ArrayList<>(2);
    if (schema.updatedAtAttribute() != null) {
      AttributeCodec<Instant> codec = updatedAtCodec(schema);
      actions.add(new UpdateAction(UpdateAction.Kind.SET, schema.updatedAtAttribute(),
          codec.encode(Codecs.heldBy(codec, now))));
    }
    if (schema.versionAttribute() != null) {
      actions.add(new UpdateAction(UpdateAction.Kind.ADD, schema.versionAttribute(), ONE));
    }
    return actions;
  }
}
