package dev.singletable.samples.migration;

import dev.singletable.samples.ForwardingClient;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Passes reads and writes on to a real client; right after the first GetItem is answered, another
 * writer stores {@code racer} at the same key, before the reader can act on what it read.
 */
final class RacingClient extends ForwardingClient {
  private final String tableName;
  private Map<String, AttributeValue> racer;

  RacingClient(DynamoDbClient delegate, String tableName, Map<String, AttributeValue> racer) {
    super(delegate);
    this.tableName = tableName;
    this.racer = racer;
  }

  @Override
  public synchronized GetItemResponse getItem(GetItemRequest request) {
    GetItemResponse response = super.getItem(request);
    if (racer != null) {
      // The other writer: straight to the real client, not through this one.
      delegate().putItem(PutItemRequest.builder().tableName(tableName).item(racer).build());
      racer = null;
    }
    return response;
  }
}
