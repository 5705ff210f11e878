package dev.singletable.samples.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Passes every item operation on to a real async client and counts the requests, the queries among
 * them and the most queries ever in flight at once, so that a test can tell a value refused before
 * sending from one the engine saw; operations not forwarded throw, so nothing slips past the count.
 * It can fail one BatchWriteItem request the way a broken connection does.
 */
final class CountingAsyncClient extends ForwardingAsyncClient {
  private final int failBatchWriteAt;
  private final AtomicInteger requests = new AtomicInteger();
  private final AtomicInteger queries = new AtomicInteger();
  private final AtomicInteger batchWrites = new AtomicInteger();
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger mostInFlight = new AtomicInteger();

  CountingAsyncClient(DynamoDbAsyncClient delegate) {
    this(delegate, 0);
  }

  /**
   * Counts the requests passed on to {@code delegate}, and fails the BatchWriteItem request numbered
   * {@code failBatchWriteAt} (1-based; 0 for never) without sending it, as a broken connection does.
   */
  CountingAsyncClient(DynamoDbAsyncClient delegate, int failBatchWriteAt) {
    super(delegate);
    this.failBatchWriteAt = failBatchWriteAt;
  }

  /** Requests passed on so far, of every kind. */
  int requests() {
    return requests.get();
  }

  int queries() {
    return queries.get();
  }

  /** The most queries ever in flight at once. */
  int mostInFlight() {
    return mostInFlight.get();
  }

  @Override
  void beforeSending(DynamoDbRequest request) {
    requests.incrementAndGet();
    if (request instanceof BatchWriteItemRequest && batchWrites.incrementAndGet() == failBatchWriteAt) {
      throw SdkClientException.create("connection reset (injected on BatchWriteItem " + failBatchWriteAt + ")");
    }
  }

  @Override
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    queries.incrementAndGet();
    mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
    return super.query(request).whenComplete((response, thrown) -> inFlight.decrementAndGet());
  }
}
