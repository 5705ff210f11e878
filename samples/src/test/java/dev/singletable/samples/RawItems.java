package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** Reads what DynamoDB really stored, bypassing the library. */
public final class RawItems {
  private RawItems() {}

  /**
   * An item of the user's that no entity of the samples owns ({@code __entity} {@code invoice}), at
   * {@code key} in both key attributes: what tests place where the library keeps an item of its own.
   */
  public static Map<String, AttributeValue> usersItemAt(String partitionKeyField, String sortKeyField, String key) {
    Map<String, AttributeValue> item = new java.util.LinkedHashMap<>();
    item.put(partitionKeyField, AttributeValue.fromS(key));
    item.put(sortKeyField, AttributeValue.fromS(key));
    item.put("__entity", AttributeValue.fromS("invoice"));
    item.put("__version", AttributeValue.fromN("1"));
    item.put("total", AttributeValue.fromN("42"));
    return item;
  }

  /**
   * The item at {@code key} as stored, without the write tokens ({@code __token}, {@code __token1},
   * ...) the library keeps on the items it writes: what another tool sees of the item.
   */
  public static Map<String, AttributeValue> withoutTokens(Table table, Map<String, AttributeValue> key) {
    Map<String, AttributeValue> item = new java.util.HashMap<>(table.client()
        .getItem(GetItemRequest.builder().tableName(table.name()).key(key).build()).item());
    item.keySet().removeIf(name -> name.matches("__token\\d*"));
    return item;
  }

  /** Every item of the table. */
  public static List<Map<String, AttributeValue>> scan(Table table) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    table.client().scanPaginator(ScanRequest.builder().tableName(table.name()).build())
        .items().forEach(items::add);
    return items;
  }

  /**
   * The key columns of every item, one row per item ({@code "-"} for an absent attribute),
   * sorted: the shape of the seed documents' tables.
   */
  public static List<List<String>> keyRows(Table table, String... fields) {
    List<List<String>> rows = new ArrayList<>();
    for (Map<String, AttributeValue> item : scan(table)) {
      List<String> row = new ArrayList<>();
      for (String field : fields) {
        AttributeValue value = item.get(field);
        row.add(value == null ? "-" : value.s());
      }
      rows.add(row);
    }
    rows.sort(Comparator.comparing(Object::toString));
    return rows;
  }

  /** The sorted rows, for comparison with {@link #keyRows}. */
  @SafeVarargs
  public static List<List<String>> rows(List<String>... rows) {
    List<List<String>> sorted = new ArrayList<>();
    for (List<String> row : rows) {
      sorted.add(row);
    }
    sorted.sort(Comparator.comparing(Object::toString));
    return sorted;
  }

  /**
   * Asserts that every stored item of {@code schema} (at least one) is stored under the keys its
   * attributes render: for each of the attributes {@code keys}, the item's value is the one the
   * record read from it writes.
   */
  public static <T> void assertKeysMatchAttributes(Table table, EntitySchema<T> schema, List<String> keys) {
    int checked = 0;
    for (Map<String, AttributeValue> item : scan(table)) {
      if (!schema.owns(item)) {
        continue;
      }
      Map<String, AttributeValue> rendered = schema.toItem(schema.fromItem(item));
      for (String key : keys) {
        assertEquals(rendered.get(key), item.get(key), key + " of " + item);
      }
      checked++;
    }
    assertTrue(checked > 0, "no item of " + schema.entityName() + " stored");
  }
}
