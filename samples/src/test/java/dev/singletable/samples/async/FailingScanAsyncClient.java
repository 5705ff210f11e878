package dev.singletable.samples.async;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Passes requests on to a real async client, except the Scan request numbered {@code failAt}
 * (1-based) of segment {@code segment}, whose future fails before it is sent, the way a broken
 * connection does.
 */
final class FailingScanAsyncClient extends ForwardingAsyncClient {
  private final int segment;
  private final int failAt;
  private final AtomicInteger segmentRequests = new AtomicInteger();

  FailingScanAsyncClient(DynamoDbAsyncClient delegate, int segment, int failAt) {
    super(delegate);
    this.segment = segment;
    this.failAt = failAt;
  }

  @Override
  void beforeSending(DynamoDbRequest request) {
    if (request instanceof ScanRequest scan && scan.segment() != null && scan.segment() == segment
        && segmentRequests.incrementAndGet() == failAt) {
      throw SdkClientException.create("connection reset while scanning segment " + segment);
    }
  }
}
