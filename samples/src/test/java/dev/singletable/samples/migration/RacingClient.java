package dev.singletable.samples.migration;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * Passes reads and writes on to a real client; right after the first GetItem is answered, another
 * writer stores {@code racer} at the same key, before the reader can act on what it read.
 */
final class RacingClient implements DynamoDbClient {
  private final DynamoDbClient delegate;
  private final String tableName;
  private Map<String, AttributeValue> racer;

  RacingClient(DynamoDbClient delegate, String tableName, Map<String, AttributeValue> racer) {
    this.delegate = delegate;
    this.tableName = tableName;
    this.racer = racer;
  }

  @Override
  public synchronized GetItemResponse getItem(GetItemRequest request) {
    GetItemResponse response = delegate.getItem(request);
    if (racer != null) {
      delegate.putItem(PutItemRequest.builder().tableName(tableName).item(racer).build());
      racer = null;
    }
    return response;
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    return delegate.putItem(request);
  }

  @Override
  public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
    return delegate.transactWriteItems(request);
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {}
}
