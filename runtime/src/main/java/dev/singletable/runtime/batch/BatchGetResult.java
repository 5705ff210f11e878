package dev.singletable.runtime.batch;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.codec.Items;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The outcome of a {@link BatchGet}: the items found, typed per entity, and the keys that could not
 * be read ({@link #failures()}, {@link #failedKeys}). A key that was read but holds no item of the
 * entity is neither an item nor a failure. Items are decoded when first asked for, once per entity.
 */
public final class BatchGetResult extends BatchResult {
  private final Map<EntitySchema<?>, List<Map<String, AttributeValue>>> requested;
  private final Map<Map<String, AttributeValue>, Map<String, AttributeValue>> items;
  private final Set<Map<String, AttributeValue>> failedKeys;
  private final boolean skipInvalid;
  private final Table table;
  /** Per entity: its values by key (absent when the item was skipped) and the skipped items. */
  private final Map<EntitySchema<?>, Decoded<?>> decoded = new HashMap<>();

  BatchGetResult(int operations, List<BatchGet.Read> failed, BatchStats stats,
      Map<EntitySchema<?>, List<Map<String, AttributeValue>>> requested,
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> items, Set<Map<String, AttributeValue>> failedKeys,
      boolean skipInvalid, Table table) {
    super("batch get", operations, failed, stats);
    this.requested = requested;
    this.items = items;
    this.failedKeys = failedKeys;
    this.skipInvalid = skipInvalid;
    this.table = table;
  }

  /**
   * The items of one entity that were found, in the order their keys were added. Items of other
   * entities at those keys are left out.
   *
   * @param schema the entity, as given to {@link BatchGet#get}
   * @param <T> the entity's record type
   * @return the values; empty when the entity was not asked for or nothing was found
   * @throws InvalidItemException when an item cannot be read as the entity, unless the batch was
   *     told to {@link BatchGet#skipInvalid() skip} such items
   */
  public <T> List<T> items(EntitySchema<T> schema) {
    return decode(schema).values();
  }

  /**
   * The item of one entity at one key.
   *
   * @param schema the entity
   * @param key the primary key, as given to {@link BatchGet#get}
   * @param <T> the entity's record type
   * @return the value; empty when the key was not read, holds nothing, or holds another entity's item
   * @throws InvalidItemException when the item cannot be read as the entity, unless the batch was
   *     told to {@link BatchGet#skipInvalid() skip} such items (it then reads as empty)
   */
  public <T> Optional<T> item(EntitySchema<T> schema, Key<T> key) {
    Map<String, AttributeValue> item = items.get(key);
    if (item == null || !schema.owns(item)) {
      return Optional.empty();
    }
    if (requested.containsKey(schema)) {
      return Optional.ofNullable(decode(schema).byKey().get(key));
    }
    return Optional.ofNullable(InvalidItems.readOwned(table, "batchGet", schema, item, skipInvalid ? invalid -> { } : null));
  }

  /**
   * The items that could not be read as their entity and were skipped, in the order the entities
   * and their keys were added; always empty unless the batch was told to {@link
   * BatchGet#skipInvalid() skip} them.
   *
   * @return the skipped items of every entity of the batch
   */
  public List<InvalidItem> invalidItems() {
    List<InvalidItem> invalid = new ArrayList<>();
    for (EntitySchema<?> schema : requested.keySet()) {
      invalid.addAll(decode(schema).invalid());
    }
    return Collections.unmodifiableList(invalid);
  }

  /**
   * The items of one entity that could not be read and were skipped.
   *
   * @param schema the entity, as given to {@link BatchGet#get}
   * @return the skipped items in the order their keys were added; empty unless the batch was told
   *     to {@link BatchGet#skipInvalid() skip} them
   */
  public List<InvalidItem> invalidItems(EntitySchema<?> schema) {
    return decode(schema).invalid();
  }

  @SuppressWarnings("unchecked")
  private <T> Decoded<T> decode(EntitySchema<T> schema) {
    // Safe: the values stored under a schema come from that schema's fromItem.
    Decoded<T> done = (Decoded<T>) decoded.get(schema);
    if (done != null) {
      return done;
    }
    List<Map<String, AttributeValue>> keys = requested.getOrDefault(schema, List.of());
    List<T> values = new ArrayList<>(keys.size());
    Map<Map<String, AttributeValue>, T> byKey = new HashMap<>();
    List<InvalidItem> invalid = new ArrayList<>();
    for (Map<String, AttributeValue> key : keys) {
      Map<String, AttributeValue> item = items.get(key);
      if (item != null && schema.owns(item)) {
        T value = InvalidItems.readOwned(table, "batchGet", schema, item, skipInvalid ? invalid::add : null);
        if (value != null) {
          values.add(value);
          byKey.put(key, value);
        }
      }
    }
    done = new Decoded<>(Collections.unmodifiableList(values), byKey, Collections.unmodifiableList(invalid));
    decoded.put(schema, done);
    return done;
  }

  private record Decoded<T>(List<T> values, Map<Map<String, AttributeValue>, T> byKey, List<InvalidItem> invalid) {}

  /**
   * The keys of one entity that could not be read.
   *
   * @param schema the entity, as given to {@link BatchGet#get}
   * @return the keys in the order they were added; empty when all were read
   */
  public List<Map<String, AttributeValue>> failedKeys(EntitySchema<?> schema) {
    List<Map<String, AttributeValue>> keys = requested.get(schema);
    if (keys == null || failedKeys.isEmpty()) {
      return List.of();
    }
    List<Map<String, AttributeValue>> failed = new ArrayList<>();
    for (Map<String, AttributeValue> key : keys) {
      if (failedKeys.contains(key)) {
        failed.add(Collections.unmodifiableMap(key));
      }
    }
    return Collections.unmodifiableList(failed);
  }

  /**
   * Throws when a key could not be read.
   *
   * @return this result, when every key was read
   * @throws SingleTableException naming how many keys failed and the first of them
   */
  public BatchGetResult requireComplete() {
    throwIfIncomplete();
    return this;
  }
}
