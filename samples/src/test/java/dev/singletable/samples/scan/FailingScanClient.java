package dev.singletable.samples.scan;

import dev.singletable.samples.ForwardingClient;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Passes requests on to a real client, except the Scan request numbered {@code failAt} (1-based) of
 * segment {@code segment}, which fails before it is sent, the way a broken connection does.
 */
final class FailingScanClient extends ForwardingClient {
  private final int segment;
  private final int failAt;
  private final AtomicInteger segmentRequests = new AtomicInteger();

  FailingScanClient(DynamoDbClient delegate, int segment, int failAt) {
    super(delegate);
    this.segment = segment;
    this.failAt = failAt;
  }

  @Override
  public ScanResponse scan(ScanRequest request) {
    if (request.segment() != null && request.segment() == segment && segmentRequests.incrementAndGet() == failAt) {
      throw SdkClientException.create("connection reset while scanning segment " + segment);
    }
    return super.scan(request);
  }
}
