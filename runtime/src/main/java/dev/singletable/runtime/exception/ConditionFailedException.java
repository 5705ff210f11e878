package dev.singletable.runtime.exception;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write whose condition did not hold: {@code create} of an item that exists, or a condition the
 * caller set. It is DynamoDB's {@code ConditionalCheckFailedException} (kept as the cause) with the
 * entity and the key that were being written.
 */
public class ConditionFailedException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  private final String entity;
  private final transient Map<String, AttributeValue> key;

  /**
   * Creates the exception.
   *
   * @param entity the name of the entity being written
   * @param key the primary key of the item being written
   * @param cause the SDK exception that reported the failed condition
   */
  public ConditionFailedException(String entity, Map<String, AttributeValue> key, Throwable cause) {
    this(entity, key, null, cause);
  }

  /**
   * Creates the exception with what was found at the key.
   *
   * @param entity the name of the entity being written
   * @param key the primary key of the item being written
   * @param detail why the condition failed, as far as the item found tells ({@code no item has this
   *     key}, {@code the item there belongs to entity customer}); null when unknown
   * @param cause the SDK exception that reported the failed condition
   */
  public ConditionFailedException(String entity, Map<String, AttributeValue> key, String detail, Throwable cause) {
    super(entity + ": condition failed for " + KeyText.describe(key) + (detail == null ? "" : ": " + detail), cause);
    this.entity = entity;
    this.key = key == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(key));
  }

  /**
   * The entity whose write failed.
   *
   * @return the entity name
   */
  public String entity() {
    return entity;
  }

  /**
   * The primary key of the item whose write failed.
   *
   * @return an unmodifiable copy of the key attributes
   */
  public Map<String, AttributeValue> key() {
    return key;
  }
}
