package dev.singletable.runtime.exception;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item the library keeps for itself (a stream or migration checkpoint, a unique-value guard)
 * cannot be written because another item, one the library did not write for that purpose, holds its
 * key. The library never replaces such an item; the message says which item is in the way and what
 * to do.
 */
public final class ReservedItemException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The table holding the item in the way. */
  private final String table;
  private final transient Map<String, AttributeValue> key;

  /**
   * Creates the exception.
   *
   * @param message what was to be written, what is there and what to do
   * @param table the table holding the item
   * @param key the key of the item in the way
   */
  public ReservedItemException(String message, String table, Map<String, AttributeValue> key) {
    super(message);
    this.table = table;
    this.key = key == null ? Map.of() : Map.copyOf(key);
  }

  /**
   * The table holding the item in the way.
   *
   * @return its name
   */
  public String table() {
    return table;
  }

  /**
   * The key of the item in the way.
   *
   * @return its primary key attributes
   */
  public Map<String, AttributeValue> key() {
    return key;
  }
}
