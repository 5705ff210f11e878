package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key of an item: its key attributes taken out of the item as stored or built, instead of
 * rendering the keys again. The one place that does so; operations, batches, scans and messages call
 * it.
 */
public final class PrimaryKey {
  private PrimaryKey() {}

  /** The entity's primary key attributes that the item holds, partition key first. */
  public static Map<String, AttributeValue> of(EntitySchema<?> schema, Map<String, AttributeValue> item) {
    return of(item, schema.partitionKeyField(), schema.sortKeyField());
  }

  /**
   * The key attributes the item holds, partition key first.
   *
   * @param sortKeyField null for a table without sort key
   */
  public static Map<String, AttributeValue> of(Map<String, AttributeValue> item, String partitionKeyField,
      String sortKeyField) {
    Map<String, AttributeValue> key = new LinkedHashMap<>(4);
    AttributeValue pk = item.get(partitionKeyField);
    if (pk != null) {
      key.put(partitionKeyField, pk);
    }
    AttributeValue sk = sortKeyField == null ? null : item.get(sortKeyField);
    if (sk != null) {
      key.put(sortKeyField, sk);
    }
    return key;
  }

  /** The attributes {@code fields} that the item holds, in the order given: an index's key with the table's. */
  public static Map<String, AttributeValue> of(Map<String, AttributeValue> item, Collection<String> fields) {
    Map<String, AttributeValue> key = new LinkedHashMap<>(fields.size() * 2);
    for (String field : fields) {
      AttributeValue value = item.get(field);
      if (value != null) {
        key.put(field, value);
      }
    }
    return key;
  }
}
