package dev.singletable.runtime;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item that could not be read as its entity, as a {@link RequestListener} sees it.
 * Immutable.
 *
 * @param operation the library operation that read it: {@code query}, {@code collectionQuery} or
 *     {@code batchGet}
 * @param entity the entity that tried to read it
 * @param table the table name
 * @param key the item's primary key attributes, as far as the item holds them
 * @param error why it cannot be read: the {@link dev.singletable.runtime.exception.InvalidItemException}
 *     naming entity, attribute, value and key
 * @param skipped true when the read was made with {@code skipInvalid()} and left the item out; false
 *     when the read fails with {@code error}
 */
public record InvalidItemEvent(String operation, String entity, String table, Map<String, AttributeValue> key,
    RuntimeException error, boolean skipped) {
  /**
   * Checks the parts.
   *
   * @param operation the library operation that read the item
   * @param entity the entity that tried to read it
   * @param table the table name
   * @param key the item's primary key attributes, as far as the item holds them
   * @param error the exception that says why the item cannot be read
   * @param skipped whether the read left the item out rather than failing
   */
  public InvalidItemEvent {
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(table, "table");
    key = Map.copyOf(Objects.requireNonNull(key, "key"));
    Objects.requireNonNull(error, "error");
  }
}
