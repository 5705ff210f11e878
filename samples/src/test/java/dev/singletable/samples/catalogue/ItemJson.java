package dev.singletable.samples.catalogue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Items as DynamoDB's JSON writes them, for the canned answers of a search DynamoDB would give. */
public final class ItemJson {
  private ItemJson() {}

  /**
   * An item as DynamoDB's JSON writes it.
   *
   * @param item the item
   * @return its JSON text
   */
  public static String json(Map<String, AttributeValue> item) {
    StringBuilder out = new StringBuilder("{");
    item.forEach((name, value) -> out.append(out.length() > 1 ? "," : "").append(quoted(name)).append(':')
        .append(json(value)));
    return out.append('}').toString();
  }

  private static String json(AttributeValue value) {
    if (value.s() != null) {
      return "{\"S\":" + quoted(value.s()) + "}";
    }
    if (value.n() != null) {
      return "{\"N\":" + quoted(value.n()) + "}";
    }
    if (value.bool() != null) {
      return "{\"BOOL\":" + value.bool() + "}";
    }
    if (value.hasL()) {
      List<String> elements = new ArrayList<>();
      value.l().forEach(element -> elements.add(json(element)));
      return "{\"L\":[" + String.join(",", elements) + "]}";
    }
    if (value.hasM()) {
      return "{\"M\":" + json(value.m()) + "}";
    }
    return "{\"NULL\":true}";
  }

  private static String quoted(String text) {
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
