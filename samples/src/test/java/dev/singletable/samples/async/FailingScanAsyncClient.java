package dev.singletable.samples.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Passes Scan requests on to a real async client, except the one numbered {@code failAt} (1-based)
 * of segment {@code segment}, whose future fails before it is sent, the way a broken connection
 * does. Other operations are not forwarded.
 */
final class FailingScanAsyncClient implements DynamoDbAsyncClient {
  private final DynamoDbAsyncClient delegate;
  private final int segment;
  private final int failAt;
  private final AtomicInteger segmentRequests = new AtomicInteger();

  FailingScanAsyncClient(DynamoDbAsyncClient delegate, int segment, int failAt) {
    this.delegate = delegate;
    this.segment = segment;
    this.failAt = failAt;
  }

  @Override
  public CompletableFuture<ScanResponse> scan(ScanRequest request) {
    if (request.segment() != null && request.segment() == segment && segmentRequests.incrementAndGet() == failAt) {
      return CompletableFuture.failedFuture(
          SdkClientException.create("connection reset while scanning segment " + segment));
    }
    return delegate.scan(request);
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {}
}
