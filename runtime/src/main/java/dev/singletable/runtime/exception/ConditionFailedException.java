package dev.singletable.runtime.exception;

import dev.singletable.runtime.EntitySchema;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write whose condition did not hold: {@code create} of an item that exists, or a condition the
 * caller set. It is DynamoDB's {@code ConditionalCheckFailedException} (kept as the cause) with the
 * entity and the key that were being written and, since every single-item write asks DynamoDB for it
 * ({@code ReturnValuesOnConditionCheckFailure ALL_OLD}, which costs no read capacity), the item found
 * at the key: {@link #item()} as stored, {@link #found(Class)} read as the entity's record.
 */
public class ConditionFailedException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The entity whose write was refused. */
  private final String entity;
  private final transient Map<String, AttributeValue> key;
  private final transient Map<String, AttributeValue> item;
  /** The item found read as the entity's record; null when there is none or it is not the entity's. */
  private final transient Object found;
  /** What reading the item found as the entity's record threw; null when it did not. */
  private final transient RuntimeException unreadable;

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
    super(message(entity, key, detail), cause);
    this.entity = entity;
    this.key = copy(key);
    this.item = Map.of();
    this.found = null;
    this.unreadable = null;
  }

  /**
   * Creates the exception with the item found at the key, which it reads as the entity's record the
   * way a get does: an item of another entity, or of a version the entity does not read, is kept as
   * stored but read as no record.
   *
   * @param schema the entity being written
   * @param key the primary key of the item being written
   * @param detail why the condition failed, as far as the item found tells; null when unknown
   * @param item the item DynamoDB returned with the failure; null or empty when there was none
   * @param cause the SDK exception that reported the failed condition
   */
  public ConditionFailedException(EntitySchema<?> schema, Map<String, AttributeValue> key, String detail,
      Map<String, AttributeValue> item, Throwable cause) {
    super(message(schema.entityName(), key, detail), cause);
    this.entity = schema.entityName();
    this.key = copy(key);
    this.item = copy(item);
    Object record = null;
    RuntimeException failure = null;
    if (!this.item.isEmpty() && schema.owns(this.item)) {
      try {
        record = schema.fromItem(this.item);
      } catch (RuntimeException e) {
        // Kept, not thrown: the condition failure is what the write reports; found() throws it.
        failure = e;
      }
    }
    this.found = record;
    this.unreadable = failure;
  }

  private static String message(String entity, Map<String, AttributeValue> key, String detail) {
    return entity + ": condition failed for " + KeyText.describe(key) + (detail == null ? "" : ": " + detail);
  }

  private static Map<String, AttributeValue> copy(Map<String, AttributeValue> attributes) {
    return attributes == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
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
    return key == null ? Map.of() : key;
  }

  /**
   * The item found at the key when the condition failed, as stored: every attribute, those the
   * entity does not know included.
   *
   * @return an unmodifiable copy; empty when no item had the key, or when the failure does not tell
   *     (a transaction's reason without an item, a unique value taken by another item)
   */
  public Map<String, AttributeValue> item() {
    return item == null ? Map.of() : item;
  }

  /**
   * The item found at the key, read as the entity's record the way a get reads it: attributes the
   * entity does not know are ignored, an item of another entity or of a version the entity does not
   * read is no record.
   *
   * @param type the entity's record type, e.g. {@code Ticket.class}
   * @param <T> the entity's record type
   * @return the record; empty when {@link #item()} is empty or not the entity's
   * @throws InvalidItemException when the item found is the entity's but cannot be read as its
   *     record (a {@link KeyMismatchException} when its components disagree with its key), as a get of
   *     it throws
   * @throws ClassCastException when {@code type} is not the record type of the entity written
   */
  public <T> Optional<T> found(Class<T> type) {
    Objects.requireNonNull(type, "type");
    if (unreadable != null) {
      throw unreadable;
    }
    return found == null ? Optional.empty() : Optional.of(type.cast(found));
  }
}
