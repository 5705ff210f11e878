package dev.singletable.samples.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Passes queries on to a real async client, counting them and the most that were ever in flight at
 * once; other operations are not forwarded (the interface's defaults throw).
 */
final class CountingAsyncClient implements DynamoDbAsyncClient {
  private final DynamoDbAsyncClient delegate;
  private final AtomicInteger queries = new AtomicInteger();
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger mostInFlight = new AtomicInteger();

  CountingAsyncClient(DynamoDbAsyncClient delegate) {
    this.delegate = delegate;
  }

  int queries() {
    return queries.get();
  }

  /** The most queries ever in flight at once. */
  int mostInFlight() {
    return mostInFlight.get();
  }

  @Override
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    queries.incrementAndGet();
    mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
    return delegate.query(request).whenComplete((response, thrown) -> inFlight.decrementAndGet());
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {}
}
