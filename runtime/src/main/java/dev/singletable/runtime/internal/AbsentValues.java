package dev.singletable.runtime.internal;

import dev.singletable.runtime.exception.InvalidValueException;

/**
 * The placeholders of {@code @AbsentAs} components: the text stored, in the attribute and in every
 * key, for a component that has no value, and read back as none. Generated code calls it where a
 * record becomes an item (a value equal to the placeholder is refused: it would read back as absent),
 * where a key is rendered from components (an absent one renders its placeholder), and where an item
 * becomes a record.
 */
public final class AbsentValues {
  private AbsentValues() {}

  /**
   * The text a component's key or attribute holds: the placeholder when it has no value.
   *
   * @param value the component's value, null when absent
   * @param placeholder the {@code @AbsentAs} text
   * @return the value, or the placeholder
   */
  public static String stored(String value, String placeholder) {
    return value == null ? placeholder : value;
  }

  /**
   * The text a write of a record stores for a component: the placeholder when it has no value, and
   * never a value that is the placeholder, which would read back as absent.
   *
   * @param entity the entity, for the message
   * @param component the component, for the message
   * @param value the component's value, null when absent
   * @param placeholder the {@code @AbsentAs} text
   * @return the value, or the placeholder
   * @throws InvalidValueException when the value is the placeholder
   */
  public static String written(String entity, String component, String value, String placeholder) {
    if (placeholder.equals(value)) {
      throw new InvalidValueException(entity, component, value, "is the text @AbsentAs stores for no value, so it"
          + " would read back as absent (null); write null for no value, or another text");
    }
    return stored(value, placeholder);
  }

  /**
   * A component's value as read from its stored text: none where the text is the placeholder.
   *
   * @param stored the text the attribute or key holds, null when absent
   * @param placeholder the {@code @AbsentAs} text
   * @return the value, null for the placeholder
   */
  public static String read(String stored, String placeholder) {
    return placeholder.equals(stored) ? null : stored;
  }
}
