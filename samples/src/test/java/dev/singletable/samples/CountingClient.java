package dev.singletable.samples;

import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
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
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Passes every item operation on to a real client and counts the requests, so that a test can tell
 * a value refused before sending from one the engine saw, or see when pages are fetched.
 * Operations not listed here are not forwarded (the interface's defaults throw), so nothing slips
 * past the count.
 */
public final class CountingClient implements DynamoDbClient {
  private final DynamoDbClient delegate;
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
    this.delegate = delegate;
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
  public DeleteItemResponse deleteItem(DeleteItemRequest request) {
    requests.incrementAndGet();
    return delegate.deleteItem(request);
  }

  @Override
  public UpdateItemResponse updateItem(UpdateItemRequest request) {
    requests.incrementAndGet();
    return delegate.updateItem(request);
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    requests.incrementAndGet();
    queries.incrementAndGet();
    return delegate.query(request);
  }

  @Override
  public ScanResponse scan(ScanRequest request) {
    requests.incrementAndGet();
    return delegate.scan(request);
  }

  @Override
  public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
    requests.incrementAndGet();
    if (batchWrites.incrementAndGet() == failBatchWriteAt) {
      throw SdkClientException.create("connection reset (injected on BatchWriteItem " + failBatchWriteAt + ")");
    }
    return delegate.batchWriteItem(request);
  }

  @Override
  public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
    requests.incrementAndGet();
    return delegate.batchGetItem(request);
  }

  @Override
  public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
    requests.incrementAndGet();
    return delegate.transactWriteItems(request);
  }

  @Override
  public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
    requests.incrementAndGet();
    return delegate.transactGetItems(request);
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
