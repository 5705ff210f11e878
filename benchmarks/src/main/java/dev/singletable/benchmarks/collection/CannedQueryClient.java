package dev.singletable.benchmarks.collection;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** A client that answers every Query with one response and nothing else: no HTTP, no parsing. */
final class CannedQueryClient implements DynamoDbClient {
  private final QueryResponse response;

  CannedQueryClient(QueryResponse response) {
    this.response = response;
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    return response;
  }

  @Override
  public String serviceName() {
    return "dynamodb";
  }

  @Override
  public void close() {}
}
