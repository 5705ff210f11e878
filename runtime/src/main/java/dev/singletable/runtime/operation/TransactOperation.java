package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * What a transaction remembers of each of its operations, in order, so that DynamoDB's cancellation
 * reasons (which come by position only) can name the operation, entity and key they concern; for
 * the claim of a {@code @Unique} value, also the attribute and the value; for a write that never
 * touches an item of a newer version of its entity, that entity ({@code writer}), so that such a
 * refusal is told as one.
 */
record TransactOperation(String operation, String entity, Map<String, AttributeValue> key, String uniqueAttribute,
    String uniqueValue, EntitySchema<?> writer) {
  /** An operation that claims no unique value. */
  TransactOperation(String operation, String entity, Map<String, AttributeValue> key) {
    this(operation, entity, key, null, null, null);
  }

  /** The claim of a unique value. */
  TransactOperation(String operation, String entity, Map<String, AttributeValue> key, String uniqueAttribute,
      String uniqueValue) {
    this(operation, entity, key, uniqueAttribute, uniqueValue, null);
  }

  /** A write of an entity's item, refusing items of newer versions of it when {@code refusesNewer}. */
  static TransactOperation write(String operation, EntitySchema<?> schema, Map<String, AttributeValue> key,
      boolean refusesNewer) {
    return new TransactOperation(operation, schema.entityName(), key, null, null, refusesNewer ? schema : null);
  }

  /** The most operations DynamoDB takes in one transaction, reads or writes. */
  static final int MAX_OPERATIONS = 100;

  /** Refuses, before anything is sent, a transaction DynamoDB would refuse for its size. */
  static void checkCount(int count) {
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
  static void checkSize(List<TransactWriteItem> items, List<TransactOperation> operations) {
    long total = 0;
    int largest = -1;
    long largestSize = -1;
    for (int i = 0; i < items.size(); i++) {
      TransactWriteItem item = items.get(i);
      String entity = i < operations.size() ? operations.get(i).entity() : "transaction";
      long size;
      if (item.put() != null) {
        size = Limits.item(entity, item.put().item());
      } else if (item.update() != null) {
        size = Limits.item(entity, item.update().key()) + values(entity, item.update().expressionAttributeValues());
      } else if (item.delete() != null) {
        size = Limits.item(entity, item.delete().key());
      } else {
        size = Limits.item(entity, item.conditionCheck().key());
      }
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

  private static long values(String entity, Map<String, AttributeValue> values) {
    long size = 0;
    if (values != null) {
      for (Map.Entry<String, AttributeValue> value : values.entrySet()) {
        size += Limits.value(entity, value.getKey(), value.getValue());
      }
    }
    return size;
  }

  /** Maps DynamoDB's exception, whose reasons come by position only, onto the operations sent. */
  static TransactionCanceledException canceled(
      software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException e, List<TransactOperation> operations) {
    List<CancellationReason> given = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
    List<String> codes = given.isEmpty() ? codesInMessage(e.getMessage(), operations.size()) : null;
    List<TransactionCanceledException.Reason> reasons = new ArrayList<>(operations.size());
    for (int i = 0; i < operations.size(); i++) {
      TransactOperation operation = operations.get(i);
      String code;
      String message = null;
      Map<String, AttributeValue> item = null;
      if (i < given.size()) {
        CancellationReason reason = given.get(i);
        code = reason.code() == null ? TransactionCanceledException.UNKNOWN : reason.code();
        message = reason.message();
        item = reason.hasItem() ? reason.item() : null;
      } else {
        code = codes == null ? TransactionCanceledException.UNKNOWN : codes.get(i);
      }
      NewerVersionException newer = operation.writer() == null
          || !TransactionCanceledException.CONDITIONAL_CHECK_FAILED.equals(code)
          ? null : WriteGuards.newer(operation.writer(), operation.key(), item, e);
      reasons.add(new TransactionCanceledException.Reason(
          i, operation.operation(), operation.entity(), operation.key(), code, message, item, newer));
    }
    return new TransactionCanceledException(reasons, e);
  }

  // Without structured reasons (some DynamoDB-compatible engines), the codes are still listed in the
  // message: "Transaction cancelled, please refer cancellation reasons for specific reasons [None,
  // ConditionalCheckFailed]". Used only when the count matches the operations.
  private static List<String> codesInMessage(String message, int operations) {
    if (message == null) {
      return null;
    }
    int open = message.lastIndexOf('[');
    int close = message.indexOf(']', open + 1);
    if (open < 0 || close < 0) {
      return null;
    }
    String[] parts = message.substring(open + 1, close).split(",");
    if (parts.length != operations) {
      return null;
    }
    List<String> codes = new ArrayList<>(parts.length);
    for (String part : parts) {
      String code = part.trim();
      codes.add(code.isEmpty() ? TransactionCanceledException.UNKNOWN : code);
    }
    return codes;
  }
}
