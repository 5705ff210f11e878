package dev.singletable.runtime.exception;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write that would give a {@code @Unique} attribute a value another item already holds: the guard
 * item of the value exists, so the transaction that claimed it was cancelled and nothing was
 * written. The message names entity, attribute and value, e.g. {@code user: email
 * "ada@example.com" is already taken by another user item}.
 */
public class UniqueConstraintException extends ConditionFailedException {
  private static final long serialVersionUID = 1L;

  /** The unique attribute whose value is taken. */
  private final String attribute;
  /** The value already taken. */
  private final String value;

  /**
   * Creates the exception.
   *
   * @param entity the entity being written
   * @param key the primary key of the item being written
   * @param attribute the unique attribute
   * @param value the value that is taken
   * @param cause the cancelled transaction
   */
  public UniqueConstraintException(String entity, Map<String, AttributeValue> key, String attribute, String value,
      Throwable cause) {
    super(entity, key, attribute + " \"" + value + "\" is already taken by another " + entity + " item", cause);
    this.attribute = attribute;
    this.value = value;
  }

  /**
   * The unique attribute whose value is taken.
   *
   * @return its stored name
   */
  public String attribute() {
    return attribute;
  }

  /**
   * The value that is taken.
   *
   * @return the value
   */
  public String value() {
    return value;
  }
}
