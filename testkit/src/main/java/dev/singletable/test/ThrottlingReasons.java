package dev.singletable.test;

import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The throttling reason DynamoDB would send for a request: {@code Table} or {@code Index} (a query or
 * scan of an index), {@code Read} or {@code Write}, then the limit, with the ARN of the table or index
 * in a local account ({@code arn:aws:dynamodb:local:000000000000:table/app/index/gsi1}).
 */
final class ThrottlingReasons {
  private ThrottlingReasons() {}

  static ThrottlingReason of(SdkRequest request, String limit) {
    String table = table(request);
    String index = request instanceof QueryRequest query ? query.indexName()
        : request instanceof ScanRequest scan ? scan.indexName() : null;
    boolean read = request instanceof GetItemRequest || request instanceof QueryRequest
        || request instanceof ScanRequest || request instanceof BatchGetItemRequest
        || request instanceof TransactGetItemsRequest;
    String resource = table == null ? null
        : "arn:aws:dynamodb:local:000000000000:table/" + table + (index == null ? "" : "/index/" + index);
    return ThrottlingReason.builder()
        .reason((index == null ? "Table" : "Index") + (read ? "Read" : "Write") + limit)
        .resource(resource)
        .build();
  }

  private static String table(SdkRequest request) {
    if (request instanceof GetItemRequest get) {
      return get.tableName();
    }
    if (request instanceof PutItemRequest put) {
      return put.tableName();
    }
    if (request instanceof UpdateItemRequest update) {
      return update.tableName();
    }
    if (request instanceof DeleteItemRequest delete) {
      return delete.tableName();
    }
    if (request instanceof QueryRequest query) {
      return query.tableName();
    }
    if (request instanceof ScanRequest scan) {
      return scan.tableName();
    }
    return null;
  }
}
