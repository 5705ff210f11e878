package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The outcome of a {@link BatchGet}: the items found, typed per entity, and the keys that could not
 * be read ({@link #failures()}, {@link #failedKeys}). A key that was read but holds no item of the
 * entity is neither an item nor a failure.
 */
public final class BatchGetResult extends BatchResult {
  private final Map<EntitySchema<?>, List<Map<String, AttributeValue>>> requested;
  private final Map<Map<String, AttributeValue>, Map<String, AttributeValue>> items;
  private final Set<Map<String, AttributeValue>> failedKeys;

  BatchGetResult(int operations, List<BatchGet.Read> failed, BatchStats stats,
      Map<EntitySchema<?>, List<Map<String, AttributeValue>>> requested,
      Map<Map<String, AttributeValue>, Map<String, AttributeValue>> items, Set<Map<String, AttributeValue>> failedKeys) {
    super("batch get", operations, failed, stats);
    this.requested = requested;
    this.items = items;
    this.failedKeys = failedKeys;
  }

  /**
   * The items of one entity that were found, in the order their keys were added. Items of other
   * entities at those keys are left out.
   *
   * @param schema the entity, as given to {@link BatchGet#get}
   * @param <T> the entity's record type
   * @return the values; empty when the entity was not asked for or nothing was found
   * @throws InvalidValueException when an attribute of an item cannot be read
   */
  public <T> List<T> items(EntitySchema<T> schema) {
    List<Map<String, AttributeValue>> keys = requested.get(schema);
    if (keys == null) {
      return List.of();
    }
    List<T> values = new ArrayList<>(keys.size());
    for (Map<String, AttributeValue> key : keys) {
      Map<String, AttributeValue> item = items.get(key);
      if (item != null && schema.owns(item)) {
        values.add(schema.fromItem(item));
      }
    }
    return Collections.unmodifiableList(values);
  }

  /**
   * The item of one entity at one key.
   *
   * @param schema the entity
   * @param key the primary key, as given to {@link BatchGet#get}
   * @param <T> the entity's record type
   * @return the value; empty when the key was not read, holds nothing, or holds another entity's item
   * @throws InvalidValueException when an attribute of the item cannot be read
   */
  public <T> Optional<T> item(EntitySchema<T> schema, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item = items.get(key);
    return item != null && schema.owns(item) ? Optional.of(schema.fromItem(item)) : Optional.empty();
  }

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
