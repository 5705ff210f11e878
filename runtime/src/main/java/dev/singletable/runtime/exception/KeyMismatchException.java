package dev.singletable.runtime.exception;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item whose key-component attributes do not render to the key it is stored under: an
 * item at {@code TENANT#victim} whose {@code tenantId} says {@code attacker}, or an index key that
 * disagrees with its components. Such an item was not written by the entity's {@code toItem} (it was
 * forged, written by another tool, or left by an update that set a component the record derives in its
 * compact constructor, which the message then says); reads refuse it rather than return it as the
 * record its attributes describe (and a write of that record would move it to another key). An update
 * that leaves such an item was applied, and throws this saying so.
 */
public class KeyMismatchException extends InvalidItemException {
  private static final long serialVersionUID = 1L;

  /** The key attribute whose stored value disagrees with the components. */
  private final String keyField;
  /** The key as stored. */
  private final String storedKey;

  /**
   * Creates the exception.
   *
   * @param entity the entity name
   * @param field the component whose attribute disagrees with the key, or the key field when the
   *     stored key does not fit its template at all
   * @param value the component's value as the item's attribute gives it (rendered into key text)
   * @param problem what is wrong, as a phrase that follows the value
   * @param key the item's primary key attributes
   * @param keyField the key attribute that disagrees ({@code pk}, {@code gsi1sk})
   * @param storedKey the key stored in {@code keyField}
   */
  public KeyMismatchException(String entity, String field, Object value, String problem,
      Map<String, AttributeValue> key, String keyField, String storedKey) {
    super(entity, field, value, problem, key, null);
    this.keyField = keyField;
    this.storedKey = storedKey;
  }

  /**
   * The key attribute that disagrees with the components.
   *
   * @return its name, e.g. {@code pk}
   */
  public String keyField() {
    return keyField;
  }

  /**
   * The key the item is stored under in {@link #keyField()}.
   *
   * @return the stored text
   */
  public String storedKey() {
    return storedKey;
  }
}
