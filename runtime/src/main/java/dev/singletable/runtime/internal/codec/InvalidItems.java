package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.Listeners;
import java.util.Map;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads of stored items that either decode or report the item as an {@link InvalidItem}. */
public final class InvalidItems {
  private InvalidItems() {}

  /**
   * Decodes an item found to be {@code schema}'s (by its {@code owns}, or by its identity through
   * {@code Membership}), or reports why it cannot be, to {@code invalid} and to the table's
   * listeners: decoded by {@link Identity#readOwned}, which does not ask the item's identity again.
   *
   * @param operation the library operation that reads, for the listeners
   * @return the value; null when {@code invalid} is not null and the item was reported to it
   * @throws InvalidItemException when the item cannot be read and {@code invalid} is null
   */
  public static <T> T readOwned(Table table, String operation, EntitySchema<T> schema,
      Map<String, AttributeValue> item, Consumer<? super InvalidItem> invalid) {
    try {
      return Identity.readOwned(schema, item);
    } catch (InvalidValueException e) {
      return report(table, operation, schema, item, invalid, e);
    }
  }

  /**
   * Reports an item of {@code schema} that its decode refused, as {@link #readOwned} reports it: for
   * a read that decodes the item itself.
   *
   * @param operation the library operation that reads, for the listeners
   * @param e what the decode threw
   * @return null, when {@code invalid} is not null and the item was reported to it
   * @throws InvalidItemException naming the item's key, when {@code invalid} is null
   */
  public static <T> T report(Table table, String operation, EntitySchema<T> schema, Map<String, AttributeValue> item,
      Consumer<? super InvalidItem> invalid, InvalidValueException e) {
    InvalidItemException error = InvalidItemException.of(schema, item, e);
    Listeners.invalidItem(table, operation, schema.entityName(), error.itemKey(), error, invalid != null);
    if (invalid == null) {
      throw error;
    }
    invalid.accept(new InvalidItem(schema.entityName(), error.itemKey(), item, error));
    return null;
  }
}
