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
    if (key == null || key.isEmpty()) {
      return "an unknown key";
    }
    StringBuilder text = new StringBuilder("key ");
    String separator = "";
    for (Map.Entry<String, AttributeValue> attribute : key.entrySet()) {
      AttributeValue value = attribute.getValue();
      String shown = value == null ? "null" : value.s() != null ? value.s() : value.n() != null ? value.n() : value.toString();
      text.append(separator).append(attribute.getKey()).append('=').append(shown);
      separator = ", ";
    }
    return text.toString();
  }
}
