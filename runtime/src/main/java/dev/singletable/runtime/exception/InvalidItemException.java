package dev.singletable.runtime.exception;

import dev.singletable.runtime.EntitySchema;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item that cannot be read as its entity: an attribute of the wrong type, a missing
 * primitive, a key component that disagrees with the stored key. Besides entity, attribute, value
 * and problem it names the item's primary key, so that the item can be found and repaired, e.g.
 * {@code doc.amount = AttributeValue(S=12.5): expected a number (N); item pk = "TENANT#t1", sk = "DOC#5"}.
 *
 * <p>Reads throw it, or, after {@code skipInvalid()}, report it in an {@link InvalidItem}.
 */
public class InvalidItemException extends InvalidValueException {
  private static final long serialVersionUID = 1L;

  private final transient Map<String, AttributeValue> key;

  /**
   * Creates the exception.
   *
   * @param entity the entity name
   * @param field the record component, attribute or key field concerned
   * @param value the offending value (may be null)
   * @param problem what is wrong with it, as a phrase that follows the value
   * @param key the item's primary key attributes, as far as the item holds them
   * @param cause the underlying failure, may be null
   */
  public InvalidItemException(String entity, String field, Object value, String problem,
      Map<String, AttributeValue> key, Throwable cause) {
    super(entity, field, value, problem, cause);
    this.key = Collections.unmodifiableMap(new LinkedHashMap<>(key));
  }

  /**
   * The failure to read one attribute of an item, with the item's key added.
   *
   * @param failure what decoding the item threw
   * @param key the item's primary key attributes
   * @return the exception to throw; {@code failure} itself when it already names a key
   */
  public static InvalidItemException of(InvalidValueException failure, Map<String, AttributeValue> key) {
    if (failure instanceof InvalidItemException named) {
      return named;
    }
    return new InvalidItemException(failure.entity(), failure.field(), failure.value(), failure.problem(), key,
        failure);
  }

  /**
   * The failure to read an item of {@code schema}, with the item's key taken from the schema's key
   * fields.
   *
   * @param schema the entity that read the item
   * @param item the stored item
   * @param failure what decoding the item threw
   * @return the exception to throw; {@code failure} itself when it already names a key
   */
  public static InvalidItemException of(EntitySchema<?> schema, Map<String, AttributeValue> item,
      InvalidValueException failure) {
    Map<String, AttributeValue> key = new LinkedHashMap<>(4);
    for (String field : new String[] {schema.partitionKeyField(), schema.sortKeyField()}) {
      AttributeValue value = field == null ? null : item.get(field);
      if (value != null) {
        key.put(field, value);
      }
    }
    return of(failure, key);
  }

  /**
   * The primary key attributes of the item, in key order ({@link #key()} gives the same as text).
   *
   * @return the partition key and, when the entity has one, the sort key, as far as the item holds
   *     them; unmodifiable
   */
  public Map<String, AttributeValue> itemKey() {
    return key;
  }

  @Override
  public Optional<String> key() {
    return Optional.of(describe(key));
  }

  @Override
  public String getMessage() {
    return super.getMessage() + "; item " + describe(key);
  }


  /** {@code pk = "A", sk = "B"}, or a phrase saying the key is unknown. */
  static String describe(Map<String, AttributeValue> key) {
    if (key.isEmpty()) {
      return "without key attributes";
    }
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, AttributeValue> entry : key.entrySet()) {
      if (text.length() > 0) {
        text.append(", ");
      }
      AttributeValue value = entry.getValue();
      text.append(entry.getKey()).append(" = ");
      text.append(value.s() != null ? '"' + value.s() + '"' : String.valueOf(value));
    }
    return text.toString();
  }
}
