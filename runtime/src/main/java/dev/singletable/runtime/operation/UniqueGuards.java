package dev.singletable.runtime.operation;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Listeners;
import dev.singletable.runtime.internal.Retries;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.reserved.ReservedItems;
import dev.singletable.runtime.internal.write.Lifecycle;
import dev.singletable.runtime.internal.write.TransactOperation;
import dev.singletable.runtime.internal.write.WriteExecutor;
import dev.singletable.runtime.internal.write.WriteFailures;
import dev.singletable.runtime.internal.write.WritePlan;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * The guard items of {@code @Unique} attributes ("Unique Field" pattern): one item per claimed
 * value, keyed {@code _unique#<entity>#<attribute>#<value>} (or as {@code @Unique(template)} says,
 * {@code USEREMAIL#<value>}) in both key attributes, holding nothing
 * but its key. A value is claimed ({@code attribute_not_exists}) and released in the same
 * transaction as the write of the entity's item, and that write is conditional on the stored values
 * it read, so that no interleaving of writers leaves a value claimed twice or a guard without its
 * item.
 *
 * <p>A guard of an entity with the default identity carries the reserved identity {@code __entity =
 * __unique}, {@code __reserved = <entity>.<attribute>} (see {@code ReservedItems}): a claim that
 * finds another item at the guard key throws {@link dev.singletable.runtime.exception.ReservedItemException}
 * rather than taking it for a claimed value, and a release deletes only a guard ({@code
 * attribute_not_exists(pk) OR __entity = __unique}), never an item that is not one. A guard of an
 * entity that adopts a table with its own type attribute, or none, holds only its key, as that
 * table's guards do, and is released as before.
 *
 * <p>Single-item writes of such entities are transactions sent by {@link #execute}: it retries
 * those that DynamoDB cancels for a conflict with another transaction or because the item changed
 * after it was read, and turns the others into {@link UniqueConstraintException} or {@link
 * ConditionFailedException}.
 */
final class UniqueGuards {
  /** The guard key, rendered through a key template so that values are escaped like key components. */
  static final String TEMPLATE = "_unique#${entity}#${attribute}#${value}";
  private static final AttributeValue GUARD_ENTITY = AttributeValue.fromS(ReservedItems.UNIQUE_GUARD);
  /** How often a single-item write is sent before its cancellation is given to the caller. */
  private static final Backoff RETRIES = Backoff.of(8, Duration.ofMillis(10), Duration.ofMillis(400));

  private UniqueGuards() {}

  /** The key of the guard item of one value. */
  static Map<String, AttributeValue> key(EntitySchema<?> schema, String attribute, String value) {
    AttributeValue rendered;
    // The guard's key is its sort key too, whose limit is the lower one: checked as that key.
    boolean sorted = schema.sortKeyField() != null;
    String own = schema.uniqueKeyTemplate(attribute);
    String text = own != null ? own : TEMPLATE;
    KeyTemplate template = sorted ? KeyTemplate.parseSortKey(schema.entityName(), schema.sortKeyField(), text)
        : KeyTemplate.parse(schema.entityName(), schema.partitionKeyField(), text);
    try {
      rendered = AttributeValue.createS(own != null ? template.render(template.text(0, value))
          : template.render(template.text(0, schema.entityName()), template.text(1, attribute), template.text(2, value)));
    } catch (InvalidValueException refused) {
      throw new InvalidValueException(schema.entityName(), attribute, value, "cannot be claimed: its @Unique guard key ("
          + schema.partitionKeyField() + (sorted ? " and " + schema.sortKeyField() : "") + ") "
          + refused.problem(), refused);
    }
    return schema.sortKeyField() == null
        ? Map.of(schema.partitionKeyField(), rendered)
        : Map.of(schema.partitionKeyField(), rendered, schema.sortKeyField(), rendered);
  }

  /**
   * The guard item of a claimed value: its key and, for an entity with the default identity, the
   * reserved identity that tells it from any other item.
   */
  static Map<String, AttributeValue> guardItem(EntitySchema<?> owner, String attribute, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item = new HashMap<>(key);
    if (hasGuardIdentity(owner)) {
      item.put(EntitySchema.ENTITY_ATTRIBUTE, GUARD_ENTITY);
      item.put(ReservedItems.ROLE_ATTRIBUTE,
          AttributeValue.fromS(owner.entityName() + (attribute == null ? "" : "." + attribute)));
    }
    return item;
  }

  /**
   * The release of a guard: a delete of the guard key, for an entity with the default identity only
   * where there is nothing or a guard ({@code attribute_not_exists(pk) OR __entity = __unique}).
   */
  static Delete releaseDelete(Table table, EntitySchema<?> owner, Map<String, AttributeValue> key) {
    Delete.Builder delete = Delete.builder().tableName(table.name()).key(key);
    if (hasGuardIdentity(owner)) {
      delete.conditionExpression("attribute_not_exists(#k) OR #e = :e")
          .expressionAttributeNames(Map.of("#k", owner.partitionKeyField(), "#e", EntitySchema.ENTITY_ATTRIBUTE))
          .expressionAttributeValues(Map.of(":e", GUARD_ENTITY))
          .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }
    return delete.build();
  }

  /**
   * The release of a guard a caller names by its key ({@link TransactWrite#releaseUnique}): {@link
   * #releaseDelete}, and for an entity with the default identity only of a guard of {@code owner}
   * ({@code attribute_not_exists(pk) OR (__entity = __unique AND __reserved = <entity>.<attribute>)},
   * or any of the entity's attributes when the key is none of theirs), never another entity's.
   */
  static Delete releaseNamedDelete(Table table, EntitySchema<?> owner, Map<String, AttributeValue> key) {
    if (!hasGuardIdentity(owner)) {
      return releaseDelete(table, owner, key);
    }
    String attribute = attributeOf(owner, key);
    Map<String, String> names = Map.of("#k", owner.partitionKeyField(), "#e", EntitySchema.ENTITY_ATTRIBUTE,
        "#r", ReservedItems.ROLE_ATTRIBUTE);
    Delete.Builder delete = Delete.builder().tableName(table.name()).key(key).expressionAttributeNames(names)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    if (attribute != null) {
      return delete.conditionExpression("attribute_not_exists(#k) OR (#e = :e AND #r = :r)")
          .expressionAttributeValues(Map.of(":e", GUARD_ENTITY, ":r", AttributeValue.fromS(owner.entityName() + "." + attribute)))
          .build();
    }
    return delete.conditionExpression("attribute_not_exists(#k) OR (#e = :e AND (#r = :r OR begins_with(#r, :p)))")
        .expressionAttributeValues(Map.of(":e", GUARD_ENTITY, ":r", AttributeValue.fromS(owner.entityName()),
            ":p", AttributeValue.fromS(owner.entityName() + ".")))
        .build();
  }

  /**
   * The unique attribute of {@code owner} whose guard keys begin as {@code guardKey} does (the
   * longest such beginning), so that a guard named by its key alone carries the same marks as the
   * entity's own; null when none does.
   */
  static String attributeOf(EntitySchema<?> owner, Map<String, AttributeValue> guardKey) {
    AttributeValue stored = guardKey.get(owner.partitionKeyField());
    if (stored == null || stored.s() == null) {
      return null;
    }
    String found = null;
    int longest = -1;
    for (String attribute : owner.uniqueAttributes()) {
      String prefix;
      try {
        prefix = key(owner, attribute, "").get(owner.partitionKeyField()).s();
      } catch (RuntimeException unrenderable) {
        continue;
      }
      if (stored.s().startsWith(prefix) && prefix.length() > longest) {
        found = attribute;
        longest = prefix.length();
      }
    }
    return found;
  }

  /** Whether the guards of an entity carry the reserved identity: those of the default identity do. */
  private static boolean hasGuardIdentity(EntitySchema<?> owner) {
    return EntitySchema.ENTITY_ATTRIBUTE.equals(Identity.of(owner).typeAttribute());
  }

  /**
   * Whether the item found at a guard key is a guard: one with the guard identity, or, for an
   * entity whose guards carry none, any item.
   */
  private static boolean isGuard(EntitySchema<?> owner, Map<String, AttributeValue> found) {
    return found == null || found.isEmpty() || !hasGuardIdentity(owner)
        || ReservedItems.is(found, ReservedItems.UNIQUE_GUARD);
  }

  /** The stored text of an attribute, null when the item or the attribute is absent. */
  static String text(Map<String, AttributeValue> item, String attribute) {
    if (item == null) {
      return null;
    }
    AttributeValue value = item.get(attribute);
    return value == null ? null : value.s();
  }

  /**
   * The value as a put's transaction stored it: the stamped value, or, when the put kept the creation
   * time of the item it replaced ({@code current}), the record with that time.
   */
  static <T> T asStored(EntitySchema<T> schema, T stamped, Map<String, AttributeValue> item,
      Map<String, AttributeValue> current) {
    String createdAt = schema.createdAtAttribute();
    Map<String, AttributeValue> kept = owned(schema, current);
    if (createdAt == null || kept == null || kept.get(createdAt) == null) {
      return stamped;
    }
    return Lifecycle.withCreatedAt(schema, item, Lifecycle.createdAtCodec(schema).decode(kept.get(createdAt)));
  }

  /**
   * The stamped {@code item} a put's transaction sends over the item read ({@code current}): with the
   * stored creation time and the index keys rendered from it when an index key holds it, since the
   * put keeps that time; else the item itself.
   */
  static <T> Map<String, AttributeValue> keepingCreation(EntitySchema<T> schema, Map<String, AttributeValue> item,
      Map<String, AttributeValue> current) {
    Map<String, AttributeValue> kept = owned(schema, current);
    AttributeValue stored = kept == null || !Lifecycle.createdAtInIndexKey(schema) ? null : kept.get(schema.createdAtAttribute());
    if (stored == null || stored.equals(item.get(schema.createdAtAttribute()))) {
      return item;
    }
    return Items.toItem(schema, Lifecycle.withCreatedAt(schema, item, Lifecycle.createdAtCodec(schema).decode(stored)));
  }

  /** The item read, when it belongs to this entity; null otherwise, as if there were none. */
  static Map<String, AttributeValue> owned(EntitySchema<?> schema, Map<String, AttributeValue> current) {
    if (current == null) {
      return null;
    }
    return Identity.of(schema).isEntity(current) ? current : null;
  }

  /**
   * {@code attribute = :read} (or {@code attribute_not_exists(attribute)}) for each attribute: the
   * write happens only if the values whose guards it releases are still the stored ones.
   */
  static Condition<?> unchanged(EntitySchema<?> schema, Map<String, AttributeValue> current, Collection<String> attributes) {
    Condition<Object> conditions = null;
    for (String attribute : attributes) {
      AttributePath<Object, String> path = AttributePath.of(schema.entityName(), attribute, Codecs.ofString());
      String read = text(current, attribute);
      Condition<Object> condition = read == null ? path.notExists() : path.eq(read);
      conditions = conditions == null ? condition : conditions.and(condition);
    }
    return conditions;
  }

  /** A strongly consistent read of the stored item, which the guards are released from. */
  static Map<String, AttributeValue> read(Table table, Map<String, AttributeValue> key) {
    return WriteExecutor.execute(table, readPlan(table, key));
  }

  /** {@link #read} as a plan. */
  static WritePlan<Map<String, AttributeValue>> readPlan(Table table, Map<String, AttributeValue> key) {
    return WritePlan.send(Call.GET_ITEM, "uniqueRead", null, readRequest(table, key), UniqueGuards::stored);
  }

  private static GetItemRequest readRequest(Table table, Map<String, AttributeValue> key) {
    return GetItemRequest.builder().tableName(table.name()).key(key).consistentRead(Boolean.TRUE).build();
  }

  private static Map<String, AttributeValue> stored(GetItemResponse response) {
    return response.hasItem() && !response.item().isEmpty() ? response.item() : null;
  }

  /** One try of a single-item write: builds its transaction, the item's own operation first. */
  abstract static class Attempt {
    private boolean read;
    private boolean preloaded;
    private Map<String, AttributeValue> current;

    /** Reads the stored item; what {@link #stale} compares with. */
    final Map<String, AttributeValue> read(Table table, Map<String, AttributeValue> key) {
      read = true;
      if (preloaded) {
        // Read already, by the plan, before this try was built.
        preloaded = false;
        return current;
      }
      current = UniqueGuards.read(table, key);
      return current;
    }

    /** Whether {@link #build} reads the stored item: the plan reads it first, so that the async executor blocks no thread. */
    boolean reads() {
      return true;
    }

    /** The stored item the next {@link #read} returns instead of sending a read. */
    final void preload(Map<String, AttributeValue> item) {
      current = item;
      preloaded = true;
    }

    /** The item read by this try, null when there was none. */
    final Map<String, AttributeValue> current() {
      return current;
    }

    /**
     * Adds the operations.
     *
     * @return false when there is nothing to send
     */
    abstract boolean build(TransactWrite transaction);

    /** Whether the item DynamoDB found holds other unique values than the ones this try read. */
    final boolean stale(EntitySchema<?> schema, Map<String, AttributeValue> found) {
      if (!read) {
        return false;
      }
      for (String attribute : schema.uniqueAttributes()) {
        if (!Objects.equals(text(current, attribute), text(found == null || found.isEmpty() ? null : found, attribute))) {
          return true;
        }
      }
      return (current == null) != (found == null || found.isEmpty());
    }
  }

  /**
   * The plan of a single-item write of an entity with unique attributes, sent as a transaction and
   * tried again after a conflict or a stale read: the stored item is read before each try is built
   * (when the try {@linkplain Attempt#reads reads}), and the pause between tries is the executor's.
   *
   * @param whenExists the explanation of a failed condition when an item of the entity is there
   * @return the plan, whose result is false when the attempt had nothing to send; it throws {@link
   *     UniqueConstraintException} when a value to claim is taken, {@link ConditionFailedException}
   *     when the item's own condition failed, {@link TransactionCanceledException} when conflicts
   *     outlast the retries
   */
  static WritePlan<Boolean> plan(Table table, String operation, EntitySchema<?> schema, Map<String, AttributeValue> key,
      String whenExists, Attempt attempt) {
    return new WritePlan.Named<>(operation, schema.entityName(),
        attempt(table, operation, schema, key, whenExists, attempt, 1, RETRIES.clock().nanoTime()));
  }

  private static WritePlan<Boolean> attempt(Table table, String operation, EntitySchema<?> schema,
      Map<String, AttributeValue> key, String whenExists, Attempt attempt, int attempts, long started) {
    WritePlan<Map<String, AttributeValue>> read = attempt.reads() ? readPlan(table, key) : WritePlan.done(null);
    return read.then(current -> {
      if (attempt.reads()) {
        attempt.preload(current);
      }
      TransactWrite transaction = TransactWrite.of(table);
      if (!attempt.build(transaction)) {
        return WritePlan.done(false);
      }
      return transaction.plan().map(sent -> true).recover(thrown -> {
        if (!(thrown instanceof TransactionCanceledException e)) {
          throw thrown;
        }
        RuntimeException failure = translate(table, schema, key, whenExists, attempt, transaction, e);
        if (failure != null || !Retries.mayRetry(RETRIES, attempts, started)) {
          throw failure != null ? failure : e;
        }
        return new WritePlan.Pause<>(RETRIES.clock(), delay(table, operation, schema, attempts, e),
            "retrying a transaction",
            () -> attempt(table, operation, schema, key, whenExists, attempt, attempts + 1, started));
      });
    });
  }

  /** The exception for the caller, or null when the transaction is worth sending again. */
  private static RuntimeException translate(Table table, EntitySchema<?> schema, Map<String, AttributeValue> key,
      String whenExists, Attempt attempt, TransactWrite transaction, TransactionCanceledException e) {
    boolean retry = false;
    RuntimeException failure = null;
    for (TransactionCanceledException.Reason reason : e.failures()) {
      TransactOperation operation = transaction.items().operation(reason.index());
      if (TransactionCanceledException.TRANSACTION_CONFLICT.equals(reason.code())) {
        retry = true;
      } else if (!TransactionCanceledException.CONDITIONAL_CHECK_FAILED.equals(reason.code())) {
        return e;
      } else if (reason.index() == 0) {
        if (attempt.stale(schema, reason.item())) {
          retry = true;
        } else {
          failure = WriteFailures.failed(schema, key, reason.item(), e, whenExists, operation.writer() != null);
        }
      } else if (operation.uniqueAttribute() != null && !isGuard(schema, reason.item())) {
        // Another item holds the guard key: neither a claimed value nor anything to release.
        return ReservedItems.occupied("guard of " + schema.entityName() + "." + operation.uniqueAttribute(),
            table.name(), operation.key(), reason.item(), "delete or move that item; singletable keeps the guard of a @Unique value"
                + " at this key");
      } else if (operation.uniqueValue() != null && failure == null) {
        failure = new UniqueConstraintException(
            schema.entityName(), key, operation.uniqueAttribute(), operation.uniqueValue(), e);
      }
    }
    return failure != null ? failure : retry ? null : e;
  }

  /** The pause before the next try, told to the table's listeners with why the write is sent again. */
  private static long delay(Table table, String operation, EntitySchema<?> schema, int attempts,
      TransactionCanceledException e) {
    long nanos = RETRIES.delayNanos(attempts);
    if (!table.listeners().isEmpty()) {
      boolean conflict = false;
      for (TransactionCanceledException.Reason reason : e.failures()) {
        conflict |= TransactionCanceledException.TRANSACTION_CONFLICT.equals(reason.code());
      }
      Listeners.retry(table, operation, schema.entityName(), attempts, nanos,
          conflict ? "transaction conflict" : "the item changed after it was read");
    }
    return nanos;
  }

}
