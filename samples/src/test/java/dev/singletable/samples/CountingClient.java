package dev.singletable.samples;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Passes every item operation on to a real client and counts the requests, so that a test can tell
 * a value refused before sending from one the engine saw, or see when pages are fetched.
 * Operations {@link ForwardingClient} does not forward are not forwarded here either (the
 * interface's defaults throw), so nothing slips past the count.
 */
public final class CountingClient extends ForwardingClient {
  private final int failBatchWriteAt;
  private final AtomicInteger requests = new AtomicInteger();
  private final AtomicInteger queries = new AtomicInteger();
  private final AtomicInteger batchWrites = new AtomicInteger();

  /** Counts the requests passed on to {@code delegate}. */
  public CountingClient(DynamoDbClient delegate) {
    this(delegate, 0);
  }

  /**
   * Counts the requests passed on to {@code delegate}, and fails the BatchWriteItem request numbered
   * {@code failBatchWriteAt} (1-based; 0 for never) before it is sent, the way a broken connection does.
   */
  public CountingClient(DynamoDbClient delegate, int failBatchWriteAt) {
    super(delegate);
    this.failBatchWriteAt = failBatchWriteAt;
  }

  /** Requests passed on so far. */
  public int requests() {
    return requests.get();
  }

  /** Query requests passed on so far. */
  public int queries() {
    return queries.get();
  }

  @Override
  protected void beforeSending(DynamoDbRequest request) {
    requests.incrementAndGet();
    if (request instanceof QueryRequest) {
      queries.incrementAndGet();
    }
    if (request instanceof BatchWriteItemRequest && batchWrites.incrementAndGet() == failBatchWriteAt) {
      throw SdkClientException.create("connection reset (injected on BatchWriteItem " + failBatchWriteAt + ")");
    }
  }
}
