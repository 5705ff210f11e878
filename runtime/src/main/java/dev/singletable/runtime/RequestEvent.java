package dev.singletable.runtime;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * A request about to be sent, as a {@link RequestListener} sees it. Immutable.
 *
 * @param call the DynamoDB API call, as its documentation spells it: {@code GetItem}, {@code
 *     PutItem}, {@code UpdateItem}, {@code DeleteItem}, {@code Query}, {@code Scan}, {@code BatchGetItem}, {@code
 *     BatchWriteItem}, {@code TransactGetItems} or {@code TransactWriteItems}
 * @param operation the library operation that sends it: {@code get}, {@code put}, {@code create},
 *     {@code update}, {@code delete}, {@code query}, {@code queryCount}, {@code collectionQuery},
 *     {@code collectionCount}, {@code batchGet},
 *     {@code scan}, {@code batchWrite}, {@code transactGet}, {@code transactWrite}, or {@code uniqueRead} (the
 *     read of the stored item before a write of an entity with {@code @Unique} attributes)
 * @param entity the entity the request is for; null when it spans several (batches, transactions,
 *     collection queries)
 * @param table the table name
 * @param index the index a query or scan reads; null for the table itself and for other calls
 * @param request the SDK request, as it is sent
 */
public record RequestEvent(String call, String operation, String entity, String table, String index,
    DynamoDbRequest request) {
  /**
   * Checks the parts.
   *
   * @param call the DynamoDB API call
   * @param operation the library operation that sends the request
   * @param entity the entity the request is for, or null when it spans several
   * @param table the table name
   * @param index the index a query or scan reads, or null
   * @param request the SDK request, as it is sent
   */
  public RequestEvent {
    Objects.requireNonNull(call, "call");
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(request, "request");
  }

}
