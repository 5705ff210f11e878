package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeIndexDefinition;
import dev.singletable.runtime.KeyAttribute;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's limits on the key attributes of the indexes keyed by an entity's own attributes: no
 * empty text or binary value, and a partition or sort key (its attributes together) no longer than
 * DynamoDB takes. What {@link Limits#indexKeys} checks.
 */
final class IndexKeyLimits {
  private IndexKeyLimits() {}

  /** Checks each index's partition and sort key in {@code values}; see {@link Limits#indexKeys}. */
  static void check(String entity, List<AttributeIndexDefinition> indexes, Map<String, AttributeValue> values) {
    for (AttributeIndexDefinition index : indexes) {
      indexKey(entity, index, "partition", index.partitionKey(), Limits.MAX_PARTITION_KEY_BYTES, values);
      indexKey(entity, index, "sort", index.sortKey(), Limits.MAX_SORT_KEY_BYTES, values);
    }
  }

  private static void indexKey(String entity, AttributeIndexDefinition index, String kind, List<KeyAttribute> attributes,
      int maxBytes, Map<String, AttributeValue> values) {
    long bytes = 0;
    String largest = null;
    Object largestValue = null;
    long largestSize = -1;
    for (KeyAttribute attribute : attributes) {
      AttributeValue value = values.get(attribute.name());
      if (value == null) {
        continue;
      }
      Object shown;
      long size;
      switch (value.type()) {
        case S:
          shown = value.s();
          size = Limits.utf8(value.s());
          break;
        case B:
          shown = value.b().asByteArrayUnsafe();
          size = value.b().asByteArrayUnsafe().length;
          break;
        case N:
          // DynamoDB counts a key's minus sign as one byte more than an item's number size.
          shown = value.n();
          size = Limits.number(value.n()) + (value.n().startsWith("-") ? 1 : 0);
          break;
        default:
          continue;
      }
      if (size == 0) {
        throw new InvalidValueException(entity, attribute.name(), shown, "is empty, and DynamoDB refuses an empty value in"
            + " a key attribute of index " + index.indexName());
      }
      bytes += size;
      if (size > largestSize) {
        largest = attribute.name();
        largestValue = shown;
        largestSize = size;
      }
    }
    if (bytes > maxBytes) {
      // The largest attribute is the one to shorten, whichever came last.
      throw new InvalidValueException(entity, largest, largestValue, "makes the " + kind + " key of index "
          + index.indexName() + " (" + names(attributes) + ") " + bytes + " bytes; DynamoDB takes at most " + maxBytes);
    }
  }

  private static String names(List<KeyAttribute> attributes) {
    StringBuilder names = new StringBuilder();
    for (KeyAttribute attribute : attributes) {
      names.append(names.length() == 0 ? "" : ", ").append(attribute.name());
    }
    return names.toString();
  }
}
