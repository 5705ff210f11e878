package dev.singletable.samples.migration;

import dev.singletable.samples.ForwardingClient;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * Passes a migration's requests on to a real client, except that the rewrite of an item numbered
 * {@code crashAt} (1-based, counting PutItem requests of entity items, not checkpoints) fails before
 * it is sent, as a process that dies in the middle of a page would leave it: the page's earlier
 * rewrites are stored, its checkpoint is not.
 */
final class CrashingClient extends ForwardingClient {
  private final int crashAt;
  private final AtomicInteger rewrites = new AtomicInteger();

  CrashingClient(DynamoDbClient delegate, int crashAt) {
    super(delegate);
    this.crashAt = crashAt;
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    AttributeValue entity = request.item().get("__entity");
    if (entity != null && !"__checkpoint".equals(entity.s()) && rewrites.incrementAndGet() == crashAt) {
      throw SdkClientException.create("the process died while rewriting " + request.item().get("sk"));
    }
    return super.putItem(request);
  }
}
