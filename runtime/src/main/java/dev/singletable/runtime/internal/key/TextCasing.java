package dev.singletable.runtime.internal.key;

import java.util.Locale;

/**
 * How a template folds the case of its text components ({@code @Pk(casing = ...)}): not at all, to
 * lower case or to upper case, with {@link Locale#ROOT} so that a key never depends on the JVM's
 * locale. Folding is idempotent, so a value folded twice renders the same key.
 */
enum TextCasing {
  /** Values as they are. */
  NONE,
  /** Values in lower case, as ElectroDB stores them by default. */
  LOWER,
  /** Values in upper case. */
  UPPER;

  /**
   * The value folded to this case.
   *
   * @param value a component's text, or null
   * @return the folded text; null for null
   */
  String fold(String value) {
    if (value == null || this == NONE) {
      return value;
    }
    return this == LOWER ? value.toLowerCase(Locale.ROOT) : value.toUpperCase(Locale.ROOT);
  }

  /**
   * The values folded to this case.
   *
   * @param values texts, none null
   * @return a new array of the folded texts
   */
  String[] fold(String[] values) {
    String[] folded = new String[values.length];
    for (int i = 0; i < values.length; i++) {
      folded[i] = fold(values[i]);
    }
    return folded;
  }
}
