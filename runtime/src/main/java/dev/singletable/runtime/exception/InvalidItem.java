package dev.singletable.runtime.exception;

import dev.singletable.runtime.EntitySchema;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item a read skipped, after {@code skipInvalid()}, because it could not be read as its entity:
 * where it is, what it holds and why it was refused. Queries list them in {@link
 * dev.singletable.runtime.operation.Page#invalidItems()} (and hand them to the callback of {@code skipInvalid(onInvalid)}),
 * collection reads in {@link dev.singletable.runtime.collection.CollectionResult#invalidItems()}, batches in {@link
 * dev.singletable.runtime.batch.BatchGetResult#invalidItems()}.
 *
 * @param entity the entity that tried to read the item
 * @param key the item's primary key attributes, as far as the item holds them
 * @param item the item as DynamoDB returned it
 * @param error why it cannot be read; its message names entity, attribute, value and key
 */
public record InvalidItem(String entity, Map<String, AttributeValue> key, Map<String, AttributeValue> item,
    InvalidItemException error) {
  /**
   * Checks the parts.
   *
   * @param entity the entity that tried to read the item
   * @param key the item's primary key attributes, as far as the item holds them
   * @param item the item as DynamoDB returned it
   * @param error the exception that says why the item cannot be read
   */
  public InvalidItem {
    Objects.requireNonNull(entity, "entity");
    key = Map.copyOf(Objects.requireNonNull(key, "key"));
    Objects.requireNonNull(item, "item");
    Objects.requireNonNull(error, "error");
  }
}
