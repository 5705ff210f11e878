package dev.singletable.runtime;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a transaction remembers of each of its operations, in order, so that DynamoDB's cancellation
 * reasons (which come by position only) can name the operation, entity and key they concern; for
 * the claim of a {@code @Unique} value, also the attribute and the value.
 */
record TransactOperation(String operation, String entity, Map<String, AttributeValue> key, String uniqueAttribute,
    String uniqueValue) {
  /** An operation that claims no unique value. */
  TransactOperation(String operation, String entity, Map<String, AttributeValue> key) {
    this(operation, entity, key, null, null);
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
}
