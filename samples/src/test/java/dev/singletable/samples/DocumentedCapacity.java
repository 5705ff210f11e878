package dev.singletable.samples;

import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The consumed capacity DynamoDB documents for an answer, put in place of the engine's: moto answers
 * {@code ReturnConsumedCapacity} with fixed units (1 for a write or a query, 0.5 for a get), counting
 * neither the writes to indexes nor the size read. The Developer Guide: "One write capacity unit
 * represents one write per second for an item up to 1 KB in size"; "When you put, update or delete
 * items in a table, the global secondary indexes on that table are also updated. These index updates
 * consume write capacity units from the index, not from the base table"; "A Query operation on a
 * global secondary index consumes read capacity units from the index, not the base table"; "Global
 * secondary indexes support eventually consistent reads, each of which consume one half of a read
 * capacity unit" (Global secondary indexes, provisioned throughput considerations). A test passes
 * what its request costs there through {@link dev.singletable.test.FaultyHttpClient#answeringApplied},
 * so that the request is applied by the engine and the capacity read from its answer is DynamoDB's.
 */
public final class DocumentedCapacity {
  private DocumentedCapacity() {}

  /**
   * The engine's answer with its {@code ConsumedCapacity} ({@code INDEXES}) as DynamoDB gives it: the
   * table's units and one global secondary index's.
   *
   * @param table the table name
   * @param tableUnits the units of the table
   * @param index the index written or read, null for none
   * @param indexUnits the units of the index
   */
  public static UnaryOperator<String> of(String table, double tableUnits, String index, double indexUnits) {
    double total = tableUnits + (index == null ? 0 : indexUnits);
    String capacity = "{\"TableName\":\"" + table + "\",\"CapacityUnits\":" + units(total)
        + (index == null ? ",\"Table\":{\"CapacityUnits\":" + units(tableUnits) + "}"
            : ",\"Table\":{\"CapacityUnits\":" + units(tableUnits) + "},\"GlobalSecondaryIndexes\":{\"" + index
                + "\":{\"CapacityUnits\":" + units(indexUnits) + "}}")
        + "}";
    return answer -> replaced(answer, capacity);
  }

  /**
   * A query's answer with the capacity DynamoDB documents for it, on one index: the units all in the
   * index, none in the table ({@code Table} is 0 for a query of an index).
   *
   * @param table the table name
   * @param index the index queried
   * @param units the units of the index
   */
  public static UnaryOperator<String> ofIndexQuery(String table, String index, double units) {
    String capacity = "{\"TableName\":\"" + table + "\",\"CapacityUnits\":" + units(units)
        + ",\"Table\":{\"CapacityUnits\":0.0},\"GlobalSecondaryIndexes\":{\"" + index + "\":{\"CapacityUnits\":"
        + units(units) + "}}}";
    return answer -> replaced(answer, capacity);
  }

  private static String units(double units) {
    return String.format(Locale.ROOT, "%.1f", units);
  }

  /** {@code json} with the value of its top-level {@code ConsumedCapacity} replaced, or added when it has none. */
  static String replaced(String json, String capacity) {
    String key = "\"ConsumedCapacity\"";
    int at = json.indexOf(key);
    if (at < 0) {
      String body = json.strip();
      return body.equals("{}") ? "{" + key + ":" + capacity + "}"
          : body.substring(0, body.length() - 1) + "," + key + ":" + capacity + "}";
    }
    int start = json.indexOf('{', at + key.length());
    int depth = 0;
    int end = start;
    for (; end < json.length(); end++) {
      char c = json.charAt(end);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        break;
      }
    }
    return json.substring(0, start) + capacity + json.substring(end + 1);
  }
}
