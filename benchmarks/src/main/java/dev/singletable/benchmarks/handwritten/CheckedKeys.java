package dev.singletable.benchmarks.handwritten;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key checks a careful person adds to hand-written reads: each stored key compared with the
 * attributes it is made of, in place. They escape nothing, so they are a floor for what checking
 * keys costs, not checks as complete as the generated ones.
 */
public final class CheckedKeys {
  private CheckedKeys() {}

  /**
   * Refuses an item whose stored key {@code field} is not {@code prefix + component}.
   */
  public static void require(Map<String, AttributeValue> item, String field, String prefix, String component) {
    AttributeValue stored = item.get(field);
    String key = stored == null ? null : stored.s();
    if (key == null || key.length() != prefix.length() + component.length() || !key.startsWith(prefix)
        || !key.regionMatches(prefix.length(), component, 0, component.length())) {
      throw new IllegalArgumentException("key " + field + " = " + key + " is not " + prefix + component);
    }
  }

  /** {@link #require} for a key of a number zero-padded to {@code width} digits, compared in place. */
  public static void requirePadded(Map<String, AttributeValue> item, String field, String prefix, long number, int width) {
    AttributeValue stored = item.get(field);
    String key = stored == null ? null : stored.s();
    boolean holds = key != null && key.length() == prefix.length() + width && key.startsWith(prefix);
    long rest = number;
    for (int i = key == null ? 0 : key.length() - 1; holds && i >= prefix.length(); i--) {
      holds = key.charAt(i) == (char) ('0' + rest % 10);
      rest /= 10;
    }
    if (!holds || rest != 0) {
      throw new IllegalArgumentException("key " + field + " = " + key + " is not " + prefix + number);
    }
  }
}
