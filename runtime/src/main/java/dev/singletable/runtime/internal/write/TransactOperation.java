package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * What a transaction remembers of each of its operations, in order, so that DynamoDB's cancellation
 * reasons (which come by position only) can name the operation, entity and key they concern; for
 * the claim of a {@code @Unique} value, also the attribute and the value; for a write that never
 * touches an item of a newer version of its entity, that entity ({@code writer}), so that such a
 * refusal is told as one.
 */
public record TransactOperation(String operation, String entity, Map<String, AttributeValue> key, String uniqueAttribute,
    String uniqueValue, EntitySchema<?> writer) {
  /** An operation that claims no unique value. */
  public TransactOperation(String operation, String entity, Map<String, AttributeValue> key) {
    this(operation, entity, key, null, null, null);
  }

  /** The claim of a unique value. */
  public TransactOperation(String operation, String entity, Map<String, AttributeValue> key, String uniqueAttribute,
      String uniqueValue) {
    this(operation, entity, key, uniqueAttribute, uniqueValue, null);
  }

  /** A write of an entity's item, refusing items of newer versions of it when {@code refusesNewer}. */
  public static TransactOperation write(String operation, EntitySchema<?> schema, Map<String, AttributeValue> key,
      boolean refusesNewer) {
    return new TransactOperation(operation, schema.entityName(), key, null, null, refusesNewer ? schema : null);
  }

  /** The most operations DynamoDB takes in one transaction, reads or writes. */
  public static final int MAX_OPERATIONS = 100;

  /** Refuses, before anything is sent, a transaction DynamoDB would refuse for its size. */
  public static void checkCount(int count) {
    if (count == 0) {
      throw new SingleTableException("a transaction needs at least one operation; nothing was sent");
    }
    if (count > MAX_OPERATIONS) {
      throw new SingleTableException("a transaction holds at most " + MAX_OPERATIONS + " operations, this one has "
          + count + "; nothing was sent");
    }
  }

  /**
   * Refuses, before anything is sent, a transaction whose items add up to more than DynamoDB's
   * 4 MB. A put counts its whole item; an update, delete or condition check the key and values it
   * sends (the stored item it touches is unknown here, and DynamoDB counts that too).
   */
  public static void checkSize(List<TransactWriteItem> items, List<TransactOperation> operations) {
    long total = 0;
    int largest = -1;
    long largestSize = -1;
    for (int i = 0; i < items.size(); i++) {
      long size = size(items.get(i), i < operations.size() ? operations.get(i).entity() : "transaction");
      total += size;
      if (size > largestSize) {
        largestSize = size;
        largest = i;
      }
    }
    if (total > Limits.MAX_TRANSACTION_BYTES) {
      TransactOperation biggest = largest < operations.size() ? operations.get(largest) : null;
      throw new SingleTableException("a transaction's items add up to at most " + Limits.MAX_TRANSACTION_BYTES
          + " bytes (4 MB), this one's to " + total + " over " + items.size() + " operations"
          + (biggest == null ? "" : "; the largest is the " + biggest.operation() + " of " + biggest.entity() + " "
          + Keys.describe(biggest.key()) + " (" + largestSize + " bytes)") + "; nothing was sent");
    }
  }

  /**
   * The bytes one operation adds to a transaction, as {@link #checkSize} counts them.
   *
   * @param item the operation
   * @param entity its entity, for messages
   * @return its size
   */
  public static long size(TransactWriteItem item, String entity) {
    if (item.put() != null) {
      return Limits.item(entity, item.put().item());
    } else if (item.update() != null) {
      return Limits.item(entity, item.update().key()) + values(entity, item.update().expressionAttributeValues());
    } else if (item.delete() != null) {
      return Limits.item(entity, item.delete().key());
    }
    return Limits.item(entity, item.conditionCheck().key());
  }

  private static long values(String entity, Map<String, AttributeValue> values) {
    long size = 0;
    if (values != null) {
      for (Map.Entry<String, AttributeValue> value : values.entrySet()) {
        size += Limits.value(entity, value.getKey(), value.getValue());
      }
    }
    return size;
  }

}
