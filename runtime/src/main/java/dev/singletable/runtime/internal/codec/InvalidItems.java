package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.Map;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads of stored items that either decode or report the item as an {@link InvalidItem}. */
public final class InvalidItems {
  private InvalidItems() {}

  /**
   * Decodes an item of {@code schema}, or reports why it cannot be.
   *
   * @return the value; null when {@code invalid} is not null and the item was reported to it
   * @throws InvalidItemException when the item cannot be read and {@code invalid} is null
   */
  public static <T> T read(EntitySchema<T> schema, Map<String, AttributeValue> item,
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
