package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Takes the primary key out of an item already built, instead of rendering the keys again. */
public final class PrimaryKey {
  private PrimaryKey() {}

  public static Map<String, AttributeValue> of(EntitySchema<?> schema, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new LinkedHashMap<>(4);
    key.put(schema.partitionKeyField(), item.get(schema.partitionKeyField()));
    if (schema.sortKeyField() != null) {
      key.put(schema.sortKeyField(), item.get(schema.sortKeyField()));
    }
    return key;
  }
}
