package dev.singletable.samples.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Passes every item operation on to a real async client and counts the requests, the queries among
 * them and the most queries ever in flight at once, so that a test can tell a value refused before
 * sending from one the engine saw; operations not listed here are not forwarded (the interface's
 * defaults throw), so nothing slips past the count. It can fail one BatchWriteItem request the way a
 * broken connection does.
 */
final class CountingAsyncClient implements DynamoDbAsyncClient {
  private final DynamoDbAsyncClient delegate;
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
    this.delegate = delegate;
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
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    requests.incrementAndGet();
    queries.incrementAndGet();
    mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
    return delegate.query(request).whenComplete((response, thrown) -> inFlight.decrementAndGet());
  }

  @Override
  public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
    requests.incrementAndGet();
    return delegate.putItem(request);
  }

  @Override
  public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
    requests.incrementAndGet();
    return delegate.getItem(request);
  }

  @Override
  public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
    requests.incrementAndGet();
    return delegate.deleteItem(request);
  }

  @Override
  public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
    requests.incrementAndGet();
    return delegate.updateItem(request);
  }

  @Override
  public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
    requests.incrementAndGet();
    if (batchWrites.incrementAndGet() == failBatchWriteAt) {
      return CompletableFuture.failedFuture(
          SdkClientException.create("connection reset (injected on BatchWriteItem " + failBatchWriteAt + ")"));
    }
    return delegate.batchWriteItem(request);
  }

  @Override
  public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
    requests.incrementAndGet();
    return delegate.batchGetItem(request);
  }

  @Override
  public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(TransactWriteItemsRequest request) {
    requests.incrementAndGet();
    return delegate.transactWriteItems(request);
  }

  @Override
  public CompletableFuture<TransactGetItemsResponse> transactGetItems(TransactGetItemsRequest request) {
    requests.incrementAndGet();
    return delegate.transactGetItems(request);
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {}
}
