package dev.singletable.samples.hardening;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.*;

/**
 * Passes the requests these tests use on to a real client and counts them; fails the BatchWriteItem
 * request numbered {@code failBatchAt} (1-based, 0 for never) the way a broken connection does.
 */
final class Counting implements DynamoDbClient {
  private final DynamoDbClient delegate;
  private final int failBatchAt;
  final AtomicInteger requests = new AtomicInteger();
  private final AtomicInteger batches = new AtomicInteger();

  Counting(DynamoDbClient delegate, int failBatchAt) {
    this.delegate = delegate;
    this.failBatchAt = failBatchAt;
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    requests.incrementAndGet();
    return delegate.putItem(request);
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    requests.incrementAndGet();
    return delegate.getItem(request);
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    requests.incrementAndGet();
    return delegate.query(request);
  }

  @Override
  public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
    requests.incrementAndGet();
    if (batches.incrementAndGet() == failBatchAt) {
      throw SdkClientException.create("connection reset (injected on BatchWriteItem " + failBatchAt + ")");
    }
    return delegate.batchWriteItem(request);
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {
    // The engine owns the delegate.
  }
}
