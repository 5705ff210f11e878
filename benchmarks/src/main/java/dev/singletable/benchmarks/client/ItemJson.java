package dev.singletable.benchmarks.client;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes items in DynamoDB's JSON wire format ({@code {"pk":{"S":"..."}}}), so the canned responses
 * hold exactly the items the benchmarks' own code writes. Covers the types the benchmark items use.
 */
final class ItemJson {
  private ItemJson() {}

  static String item(Map<String, AttributeValue> item) {
    StringBuilder json = new StringBuilder();
    writeMap(json, item);
    return json.toString();
  }

  static String items(List<Map<String, AttributeValue>> items) {
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        json.append(',');
      }
      writeMap(json, items.get(i));
    }
    return json.append(']').toString();
  }

  private static void writeMap(StringBuilder json, Map<String, AttributeValue> map) {
    json.append('{');
    Iterator<Map.Entry<String, AttributeValue>> entries = map.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<String, AttributeValue> entry = entries.next();
      writeString(json, entry.getKey());
      json.append(':');
      writeValue(json, entry.getValue());
      if (entries.hasNext()) {
        json.append(',');
      }
    }
    json.append('}');
  }

  private static void writeValue(StringBuilder json, AttributeValue value) {
    json.append("{\"").append(value.type().toString()).append("\":");
    switch (value.type()) {
      case S -> writeString(json, value.s());
      case N -> writeString(json, value.n());
      case BOOL -> json.append(value.bool());
      case NUL -> json.append(true);
      case M -> writeMap(json, value.m());
      case L -> {
        json.append('[');
        for (int i = 0; i < value.l().size(); i++) {
          if (i > 0) {
            json.append(',');
          }
          writeValue(json, value.l().get(i));
        }
        json.append(']');
      }
      case SS, NS -> {
        List<String> set = value.type() == AttributeValue.Type.SS ? value.ss() : value.ns();
        json.append('[');
        for (int i = 0; i < set.size(); i++) {
          if (i > 0) {
            json.append(',');
          }
          writeString(json, set.get(i));
        }
        json.append(']');
      }
      default -> throw new IllegalArgumentException("no canned JSON for " + value.type());
    }
    json.append('}');
  }

  private static void writeString(StringBuilder json, String value) {
    json.append('"');
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        json.append('\\').append(c);
      } else if (c < 0x20) {
        json.append(String.format("\\u%04x", (int) c));
      } else {
        json.append(c);
      }
    }
    json.append('"');
  }
}
