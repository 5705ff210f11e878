package dev.singletable.samples;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Prints the items of a table the way the seed documents show them: key columns first. The write
 * tokens ({@code __token}, {@code __token1}, ..., random per write) are left out, so that the output
 * of two runs compares.
 */
public final class ItemPrinter {
  private ItemPrinter() {}

  /** Scans {@code table} (small sample tables only) and prints one line per item. */
  public static void print(PrintStream out, DynamoDbClient client, String table, List<String> keyFields) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    client.scanPaginator(ScanRequest.builder().tableName(table).build()).items().forEach(items::add);
    Comparator<Map<String, AttributeValue>> order = Comparator.comparing(item -> text(item.get(keyFields.get(0))));
    for (String field : keyFields.subList(1, keyFields.size())) {
      order = order.thenComparing(item -> text(item.get(field)));
    }
    items.sort(order);
    out.println("table " + table + " (" + items.size() + " items)");
    out.println("  " + keyFields.stream().map(f -> pad(f)).collect(Collectors.joining()) + "attributes");
    for (Map<String, AttributeValue> item : items) {
      StringBuilder line = new StringBuilder("  ");
      for (String field : keyFields) {
        line.append(pad(item.containsKey(field) ? text(item.get(field)) : "-"));
      }
      line.append(item.entrySet().stream()
          .filter(e -> !keyFields.contains(e.getKey()) && !e.getKey().matches("__token[0-9]*"))
          .sorted(Map.Entry.comparingByKey())
          .map(e -> e.getKey() + "=" + text(e.getValue()))
          .collect(Collectors.joining(", ", "{ ", " }")));
      out.println(line);
    }
    out.println();
  }

  private static String pad(String s) {
    return String.format("%-36s", s);
  }

  /** A compact text of an attribute value. */
  static String text(AttributeValue v) {
    if (v == null) {
      return "";
    }
    switch (v.type()) {
      case S: return v.s();
      case N: return v.n();
      case BOOL: return v.bool().toString();
      case NUL: return "null";
      case SS: return v.ss().toString();
      case NS: return v.ns().toString();
      case L: return v.l().stream().map(ItemPrinter::text).collect(Collectors.joining(", ", "[", "]"));
      case M: return v.m().entrySet().stream().sorted(Map.Entry.comparingByKey())
          .map(e -> e.getKey() + ": " + text(e.getValue())).collect(Collectors.joining(", ", "{", "}"));
      default: return v.toString();
    }
  }
}
