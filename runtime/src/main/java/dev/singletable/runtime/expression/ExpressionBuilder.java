package dev.singletable.runtime.expression;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Collects the expression attribute names and values of one request. Every attribute name and
 * every value goes through a placeholder ({@code #n0}, {@code :v0}), so reserved words and names
 * such as {@code a-b} or {@code #x} need no care from the caller. One builder serves all the
 * expressions of a request (key condition, filter, projection, update, condition), so their
 * placeholders never collide.
 */
public final class ExpressionBuilder {
  /** The placeholders of the first names and values, made once: every request names a few. */
  private static final String[] NAME_PLACEHOLDERS = placeholders("#n");
  private static final String[] VALUE_PLACEHOLDERS = placeholders(":v");

  private final Map<String, String> placeholderByName = new HashMap<>();
  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, AttributeValue> values = new LinkedHashMap<>();

  /**
   * Returns the placeholder of an attribute name, the same one each time for the same name.
   *
   * @param attribute the attribute name
   * @return the attribute's name placeholder
   */
  public String name(String attribute) {
    String placeholder = placeholderByName.get(attribute);
    if (placeholder == null) {
      placeholder = placeholder(NAME_PLACEHOLDERS, "#n", placeholderByName.size());
      placeholderByName.put(attribute, placeholder);
      names.put(placeholder, attribute);
    }
    return placeholder;
  }

  /**
   * Returns the placeholders of a document path: {@code #n0} for a top-level attribute, {@code
   * #n0.#n1} or {@code #n0[2]} for a nested one.
   *
   * @param path the document path
   * @return the path with its names replaced by placeholders
   */
  public String path(AttributePath<?, ?> path) {
    return path.placeholder(this);
  }

  /**
   * Returns a fresh placeholder bound to {@code value}.
   *
   * @param value the value to bind
   * @return the new value placeholder
   */
  public String value(AttributeValue value) {
    String placeholder = placeholder(VALUE_PLACEHOLDERS, ":v", values.size());
    values.put(placeholder, value);
    return placeholder;
  }

  /**
   * Renders a condition with this builder's placeholders.
   *
   * @param condition the condition, or null for none
   * @return the expression, null when there is no condition (the SDK then sends none)
   */
  public String render(Condition<?> condition) {
    if (condition == null) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    condition.render(this, out);
    return out.toString();
  }

  /**
   * Renders the value an update stores with this builder's placeholders.
   *
   * @param value the value the update stores
   * @return the value's expression
   */
  public String render(UpdateValue<?, ?> value) {
    StringBuilder out = new StringBuilder();
    value.render(this, out);
    return out.toString();
  }

  /**
   * The expression attribute names so far; null when there are none (the SDK wants it absent).
   *
   * @return the expression attribute names by placeholder, or null when there are none
   */
  public Map<String, String> names() {
    return names.isEmpty() ? null : names;
  }

  /**
   * The expression attribute values so far; null when there are none (the SDK wants it absent).
   *
   * @return the expression attribute values by placeholder, or null when there are none
   */
  public Map<String, AttributeValue> values() {
    return values.isEmpty() ? null : values;
  }

  private static String[] placeholders(String prefix) {
    String[] placeholders = new String[16];
    for (int i = 0; i < placeholders.length; i++) {
      placeholders[i] = prefix + i;
    }
    return placeholders;
  }

  private static String placeholder(String[] made, String prefix, int index) {
    return index < made.length ? made[index] : prefix + index;
  }
}
