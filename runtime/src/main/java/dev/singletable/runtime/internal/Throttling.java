package dev.singletable.runtime.internal;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ThrottledException;
import dev.singletable.runtime.exception.WriteConflictException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReplicatedWriteConflictException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Turns the SDK's throttling failures into {@link ThrottledException}s that name where: the
 * operation, entity, table and index, the key the request addresses, and DynamoDB's throttling
 * reasons; and a multi-Region write conflict the SDK's retries did not get past into a {@link
 * WriteConflictException} naming the same. {@link Dispatch} applies it to every failed request.
 */
public final class Throttling {
  private Throttling() {}

  /**
   * The failure of a request as the caller gets it: a {@link ThrottledException} for throttling,
   * anything else as it is.
   *
   * @param failure what the SDK threw, after its own retries
   * @param operation the library operation
   * @param entity the entity, null when the request spans several
   * @param table the table
   * @param request the request that failed
   * @return the failure to report
   */
  public static RuntimeException translated(RuntimeException failure, String operation, String entity, Table table,
      DynamoDbRequest request) {
    if (failure instanceof ReplicatedWriteConflictException) {
      return new WriteConflictException(operation, entity, table.name(), keyOf(request), failure);
    }
    if (failure instanceof ThrottledException || !Retries.isThrottling(failure)) {
      return failure;
    }
    return new ThrottledException(operation, entity, table.name(), Listeners.indexOf(request), keyOf(request),
        reasons(failure), failure);
  }

  /**
   * A throttling failure with the key of the item written, for a request that carries the item
   * rather than its key (PutItem): the writer knows which attributes are the key.
   *
   * @param failure the failure of the write
   * @param key the item's primary key
   * @return a throttling or write-conflict failure naming the key, anything else as it is
   */
  public static RuntimeException at(RuntimeException failure, Map<String, AttributeValue> key) {
    if (failure instanceof WriteConflictException conflict && conflict.key() == null) {
      return new WriteConflictException(conflict.operation(), conflict.entity(), conflict.table(), key,
          conflict.getCause());
    }
    if (!(failure instanceof ThrottledException throttled) || throttled.key() != null) {
      return failure;
    }
    return new ThrottledException(throttled.operation(), throttled.entity(), throttled.table(), throttled.index(), key,
        throttled.reasons(), throttled.getCause());
  }

  /** DynamoDB's throttling reasons, as the SDK's exception carries them. */
  static List<ThrottledException.Reason> reasons(RuntimeException failure) {
    List<ThrottlingReason> sent = failure instanceof ProvisionedThroughputExceededException provisioned
        && provisioned.hasThrottlingReasons() ? provisioned.throttlingReasons()
        : failure instanceof ThrottlingException throttling && throttling.hasThrottlingReasons()
        ? throttling.throttlingReasons()
        : failure instanceof RequestLimitExceededException limit && limit.hasThrottlingReasons()
        ? limit.throttlingReasons() : List.of();
    List<ThrottledException.Reason> reasons = new ArrayList<>(sent.size());
    for (ThrottlingReason reason : sent) {
      if (reason.reason() != null) {
        reasons.add(new ThrottledException.Reason(reason.reason(), reason.resource()));
      }
    }
    return reasons;
  }

  /**
   * The key a request addresses: the primary key of a GetItem, UpdateItem or DeleteItem, the
   * partition key of a Query (its key condition's first comparison); null for anything else.
   */
  static Map<String, AttributeValue> keyOf(DynamoDbRequest request) {
    if (request instanceof GetItemRequest get) {
      return get.key();
    }
    if (request instanceof UpdateItemRequest update) {
      return update.key();
    }
    if (request instanceof DeleteItemRequest delete) {
      return delete.key();
    }
    if (request instanceof QueryRequest query && query.keyConditionExpression() != null) {
      return partitionOf(query);
    }
    return null;
  }

  /** {@code #k0 = :v0 AND ...}: the attribute and the value of the first comparison, else null. */
  private static Map<String, AttributeValue> partitionOf(QueryRequest query) {
    String condition = query.keyConditionExpression();
    int equals = condition.indexOf(" = ");
    if (equals < 0) {
      return null;
    }
    String name = condition.substring(0, equals).trim();
    int end = condition.indexOf(' ', equals + 3);
    String value = condition.substring(equals + 3, end < 0 ? condition.length() : end).trim();
    String attribute = name.startsWith("#") ? query.expressionAttributeNames().get(name) : name;
    AttributeValue partition = value.startsWith(":") ? query.expressionAttributeValues().get(value) : null;
    return attribute == null || partition == null ? null : Map.of(attribute, partition);
  }
}
