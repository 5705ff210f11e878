package dev.singletable.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item a read skipped, after {@code skipInvalid()}, because it could not be read as its entity:
 * where it is, what it holds and why it was refused. Queries list them in {@link
 * Page#invalidItems()} (and hand them to the callback of {@code skipInvalid(onInvalid)}),
 * collection reads in {@link CollectionResult#invalidItems()}, batches in {@link
 * BatchGetResult#invalidItems()}.
 *
 * @param entity the entity that tried to read the item
 * @param key the item's primary key attributes, as far as the item holds them
 * @param item the item as DynamoDB returned it
 * @param error why it cannot be read; its message names entity, attribute, value and key
 */
public record InvalidItem(String entity, Map<String, AttributeValue> key, Map<String, AttributeValue> item,
    InvalidItemException error) {
  /** Checks the parts. */
  public InvalidItem {
    Objects.requireNonNull(entity, "entity");
    key = Map.copyOf(Objects.requireNonNull(key, "key"));
    Objects.requireNonNull(item, "item");
    Objects.requireNonNull(error, "error");
  }

  /**
   * Decodes an item of {@code schema}, or reports why it cannot be.
   *
   * @return the value; null when {@code invalid} is not null and the item was reported to it
   * @throws InvalidItemException when the item cannot be read and {@code invalid} is null
   */
  static <T> T read(EntitySchema<T> schema, Map<String, AttributeValue> item,
      Consumer<? super InvalidItem> invalid) {
    try {
      return schema.fromItem(item);
    } catch (InvalidValueException e) {
      InvalidItemException error = InvalidItemException.of(schema, item, e);
      if (invalid == null) {
        throw error;
      }
      invalid.accept(new InvalidItem(schema.entityName(), error.itemKey(), item, error));
      return null;
    }
  }
}
