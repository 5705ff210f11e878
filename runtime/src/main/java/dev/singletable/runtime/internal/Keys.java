package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.KeyText;
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

  /** A key as the library's messages show it: see {@link KeyText#describe}. */
  public static String describe(Map<String, AttributeValue> key) {
    return KeyText.describe(key);
  }

  /** A key's attributes as the table shows them, for messages: see {@link KeyText#listed}. */
  public static String listed(Map<String, AttributeValue> key) {
    return KeyText.listed(key);
  }

  /** A key value's text (a string's or number's), for messages: see {@link KeyText#text}. */
  public static String text(AttributeValue value) {
    return KeyText.text(value);
  }
}
