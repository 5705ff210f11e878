package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.write.Lifecycle;
import dev.singletable.runtime.internal.write.TransactItems;
import dev.singletable.runtime.internal.write.TransactOperation;
import dev.singletable.runtime.internal.write.UpdateChanges;
import dev.singletable.runtime.internal.write.WriteGuards;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The writes of an entity's item in a transaction, each with the guards of the item's unique values:
 * what {@link TransactWrite}'s public methods and the single-item operations of entities with
 * {@code @Unique} attributes add. Each takes the item read before (null when there is none, or when
 * the entity has no unique values) and releases the values it holds, conditional on them being
 * unchanged, and claims the new ones; an add refused half-way takes back what it added.
 */
final class EntityWrites {
  private EntityWrites() {}

  /** A put of a stamped item, over an item of a newer version too when {@code overwriteNewer}. */
  static void put(TransactItems items, Table table, EntitySchema<?> schema, Map<String, AttributeValue> item,
      Map<String, AttributeValue> current, Condition<?> condition, boolean overwriteNewer) {
    int mark = items.size();
    try {
      Map<String, AttributeValue> key = PrimaryKey.of(schema, item);
      Map<String, AttributeValue> owned = UniqueGuards.owned(schema, current);
      Condition<?> guard = Condition.both(WriteGuards.with(Lifecycle.putGuard(schema, item, overwriteNewer), condition),
          UniqueGuards.unchanged(schema, owned, schema.uniqueAttributes()));
      TransactOperation operation = TransactOperation.write("put", schema, key, !overwriteNewer);
      if (Lifecycle.keepsCreatedAt(schema)) {
        items.update(operation, TransactItems.transactional(Lifecycle.replace(table, schema, item, guard)));
      } else {
        items.put(operation, item, guard);
      }
      for (String attribute : schema.uniqueAttributes()) {
        change(items, table, schema, attribute, UniqueGuards.text(owned, attribute), UniqueGuards.text(item, attribute));
      }
    } catch (RuntimeException e) {
      throw items.rollBack(mark, e);
    }
  }

  /** A create of a stamped item, claiming its unique values. */
  static void create(TransactItems items, Table table, EntitySchema<?> schema, Map<String, AttributeValue> item,
      Condition<?> condition) {
    int mark = items.size();
    try {
      items.put(TransactOperation.write("create", schema, PrimaryKey.of(schema, item), true), item,
          WriteGuards.with(WriteGuards.absent(schema), condition));
      for (String attribute : schema.uniqueAttributes()) {
        change(items, table, schema, attribute, null, UniqueGuards.text(item, attribute));
      }
    } catch (RuntimeException e) {
      throw items.rollBack(mark, e);
    }
  }

  /** A delete of a checked key, of an item of a newer version too when {@code overwriteNewer}. */
  static void delete(TransactItems items, Table table, EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> current, Condition<?> condition, boolean overwriteNewer) {
    Map<String, AttributeValue> owned = UniqueGuards.owned(schema, current);
    Condition<?> guard = Condition.both(WriteGuards.with(WriteGuards.absentOrOwned(schema, overwriteNewer), condition),
        UniqueGuards.unchanged(schema, owned, schema.uniqueAttributes()));
    int mark = items.size();
    try {
      items.delete(TransactOperation.write("delete", schema, key, !overwriteNewer), key, guard);
      for (String attribute : schema.uniqueAttributes()) {
        change(items, table, schema, attribute, UniqueGuards.text(owned, attribute), null);
      }
    } catch (RuntimeException e) {
      throw items.rollBack(mark, e);
    }
  }

  /** An entity's typed update, releasing and claiming the unique values it changes. */
  static void update(TransactItems items, Table table, EntitySchema<?> schema, UpdateOperation<?, ?> update,
      Map<String, AttributeValue> current) {
    UpdateChanges<?> changes = update.changes();
    Map<String, String> unique = changes.uniqueChanges();
    Map<String, AttributeValue> owned = UniqueGuards.owned(schema, current);
    Condition<?> unchanged = UniqueGuards.unchanged(schema, owned, unique.keySet());
    List<AttributePath<?, ?>> missing = changes.missingComponents();
    UpdateItemRequest request;
    if (missing.isEmpty()) {
      request = changes.request(unchanged, null, ReturnValue.ALL_NEW);
    } else {
      // Index components read with the item: the transaction is conditional on it being as read.
      changes.useStored(StoredComponents.values(current, missing));
      try {
        request = changes.request(Condition.both(unchanged, StoredComponents.asRead(schema, current, missing)), null,
            ReturnValue.ALL_NEW);
      } finally {
        changes.useStored(Map.of());
      }
    }
    int mark = items.size();
    try {
      items.update(TransactOperation.write("update", schema, Keys.require(schema, request.key()), true),
          TransactItems.transactional(request));
      for (Map.Entry<String, String> change : unique.entrySet()) {
        change(items, table, schema, change.getKey(), UniqueGuards.text(owned, change.getKey()), change.getValue());
      }
    } catch (RuntimeException e) {
      throw items.rollBack(mark, e);
    }
  }

  /** Releases the guard of the old value and claims the new one, when the value changes. */
  private static void change(TransactItems items, Table table, EntitySchema<?> schema, String attribute, String old,
      String value) {
    if (Objects.equals(old, value)) {
      return;
    }
    if (old != null) {
      Map<String, AttributeValue> key = Keys.require(schema, UniqueGuards.key(schema, attribute, old));
      items.add(new TransactOperation("release unique " + attribute, schema.entityName(), key, attribute, null),
          TransactWriteItem.builder().delete(UniqueGuards.releaseDelete(table, schema, key)).build());
    }
    if (value != null) {
      Map<String, AttributeValue> key = Keys.require(schema, UniqueGuards.key(schema, attribute, value));
      items.put(new TransactOperation("claim unique " + attribute, schema.entityName(), key, attribute, value),
          UniqueGuards.guardItem(schema, attribute, key), WriteGuards.absent(schema));
    }
  }

  /** The item of a value as a put or create stores it, lifecycle components stamped. */
  static <T> Map<String, AttributeValue> stamped(Table table, EntitySchema<T> schema, T value) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(value, "value");
    return Items.toItem(schema, schema.stamp(value, table.now()));
  }

  /** The stored item whose unique values a write releases; null, unread, for entities without any. */
  static Map<String, AttributeValue> stored(Table table, EntitySchema<?> schema, Map<String, AttributeValue> key) {
    return schema.uniqueAttributes().isEmpty() ? null : UniqueGuards.read(table, key);
  }

  /**
   * The stored item an update reads first: for the unique values it changes and the index
   * components it lacks; null, unread, when it needs neither.
   */
  static Map<String, AttributeValue> stored(Table table, EntitySchema<?> schema, UpdateOperation<?, ?> update) {
    UpdateChanges<?> changes = update.changes();
    return changes.uniqueChanges().isEmpty() && changes.missingComponents().isEmpty()
        ? null : UniqueGuards.read(table, Keys.require(schema, changes.key()));
  }

  /**
   * The claim of a unique value by its guard item, the one the entity's own claim writes (its key
   * and, for the default identity, the guard's marks), refused when an item has the key.
   */
  static void claim(TransactItems items, EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    Map<String, AttributeValue> copy = Keys.require(owner, guardKey);
    items.put(new TransactOperation("claim unique", owner.entityName(), copy),
        UniqueGuards.guardItem(owner, UniqueGuards.attributeOf(owner, copy), copy), WriteGuards.absent(owner));
  }

  /** The release of a unique value: the delete of its guard item, only where it is a guard of {@code owner}. */
  static void release(TransactItems items, Table table, EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    Map<String, AttributeValue> copy = Keys.require(owner, guardKey);
    Delete delete = UniqueGuards.releaseNamedDelete(table, owner, copy);
    items.add(new TransactOperation("release unique", owner.entityName(), copy), TransactWriteItem.builder().delete(delete).build());
  }
}
