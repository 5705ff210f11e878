package dev.singletable.samples.notes;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Passes queries on to a real client and counts them, to see when pages are fetched. */
final class CountingClient implements DynamoDbClient {
  private final DynamoDbClient delegate;
  private final AtomicInteger queries = new AtomicInteger();

  CountingClient(DynamoDbClient delegate) {
    this.delegate = delegate;
  }

  int queries() {
    return queries.get();
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    queries.incrementAndGet();
    return delegate.query(request);
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
