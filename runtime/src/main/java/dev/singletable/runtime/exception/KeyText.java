package dev.singletable.runtime.exception;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the library's exceptions print a key: as its text ({@code key pk=AGGREGATE#order#1234,
 * sk=EVENT#1}) rather than the SDK's {@code AttributeValue(S=...)} form, so that a message reads like
 * the table does.
 */
public final class KeyText {
  private KeyText() {}

  /**
   * A key as the library's messages show it.
   *
   * @param key the key attributes, in the order to show them; null or empty for an unknown key
   * @return {@code key pk=..., sk=...}, or {@code an unknown key}
   */
  public static String describe(Map<String, AttributeValue> key) {
    return key == null || key.isEmpty() ? "an unknown key" : "key " + listed(key);
  }

  /**
   * A key's attributes as the table shows them, without the leading {@code key}.
   *
   * @param key the key attributes, in the order to show them
   * @return {@code pk=CUSTOMER#1, sk=ORDER#2}; empty for an empty key
   */
  public static String listed(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder();
    String separator = "";
    for (Map.Entry<String, AttributeValue> attribute : key.entrySet()) {
      text.append(separator).append(attribute.getKey()).append('=').append(text(attribute.getValue()));
      separator = ", ";
    }
    return text.toString();
  }

  /**
   * A key value's text.
   *
   * @param value a key attribute's value
   * @return a string's or number's text, {@code null} for null, else the SDK's form
   */
  public static String text(AttributeValue value) {
    return value == null ? "null" : value.s() != null ? value.s() : value.n() != null ? value.n() : value.toString();
  }
}
