package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Primary keys given by callers: checked against their entity, and printed for messages. */
public final class Keys {
  private Keys() {}

  /**
   * A copy of {@code key}, checked to hold exactly the entity's key attributes: a key of the wrong
   * shape would otherwise be refused by DynamoDB only after the batch or transaction was sent.
   */
  public static Map<String, AttributeValue> require(EntitySchema<?> schema, Map<String, AttributeValue> key) {
    if (key == null) {
      throw new NullPointerException(schema.entityName() + ": key");
    }
    String sortKeyField = schema.sortKeyField();
    int expected = sortKeyField == null ? 1 : 2;
    if (key.size() != expected || key.get(schema.partitionKeyField()) == null
        || sortKeyField != null && key.get(sortKeyField) == null) {
      throw new IllegalArgumentException(schema.entityName() + ": a key holds " + schema.partitionKeyField()
          + (sortKeyField == null ? "" : " and " + sortKeyField) + " and nothing else, was " + key.keySet());
    }
    // Partition key first, so that messages print keys the way the table shows them.
    Map<String, AttributeValue> copy = new LinkedHashMap<>(4);
    copy.put(schema.partitionKeyField(), key.get(schema.partitionKeyField()));
    if (sortKeyField != null) {
      copy.put(sortKeyField, key.get(sortKeyField));
    }
    return copy;
  }

  // Keys are printed as their text (pk=AGGREGATE#order#1234) rather than the SDK's
  // AttributeValue(S=...) form, so that a message reads like the table does.
  public static String describe(Map<String, AttributeValue> key) {
    if (key == null || key.isEmpty()) {
      return "an unknown key";
    }
    return "key " + listed(key);
  }

  /** A key's attributes as the table shows them, for messages: {@code pk=CUSTOMER#1, sk=ORDER#2}. */
  public static String listed(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder();
    String separator = "";
    for (Map.Entry<String, AttributeValue> attribute : key.entrySet()) {
      text.append(separator).append(attribute.getKey()).append('=').append(text(attribute.getValue()));
      separator = ", ";
    }
    return text.toString();
  }

  /** A key value's text (a string's or number's), for messages. */
  public static String text(AttributeValue value) {
    return value == null ? "null" : value.s() != null ? value.s() : value.n() != null ? value.n() : value.toString();
  }
}
