package dev.singletable.runtime.exception;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An update that completes its index keys from the stored item ({@code readingMissingComponents()})
 * found the item changed by another writer between its read and its write, on every one of its
 * tries. Nothing was written: each try was conditional on the item being as it was read, so no index
 * key was rendered from a stale component. Retry later, or change the components together.
 */
public class StaleReadException extends ConditionFailedException {
  private static final long serialVersionUID = 1L;

  /** The components the update read from the stored item. */
  private final List<String> components;
  /** The number of tries made. */
  private final int attempts;

  /**
   * Creates the exception.
   *
   * @param entity the entity being updated
   * @param key the primary key of the item
   * @param components the index components the update read from the stored item
   * @param attempts how many times it read and wrote
   * @param cause the last failed condition
   */
  public StaleReadException(String entity, Map<String, AttributeValue> key, List<String> components, int attempts,
      Throwable cause) {
    super(entity, key, "the item changed between the read of " + String.join(", ", components)
        + " (the index components the update does not set) and the update, " + attempts
        + " times in a row; nothing was written", cause);
    this.components = List.copyOf(components);
    this.attempts = attempts;
  }

  /**
   * The index components the update read from the stored item.
   *
   * @return their attribute names
   */
  public List<String> components() {
    return components;
  }

  /**
   * How many times the update read the item and tried to write it.
   *
   * @return the number of tries
   */
  public int attempts() {
    return attempts;
  }
}
