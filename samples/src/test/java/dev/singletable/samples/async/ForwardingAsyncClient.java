package dev.singletable.samples.async;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
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
 * Passes the item operations on to a real async client, so that a client standing in for a fault (a
 * count, a dropped connection) overrides only the calls it alters: the async twin of {@code
 * ForwardingClient}. Each request goes through {@link #beforeSending} first; what it throws fails
 * the returned future unsent. Operations not listed here are not forwarded (the interface's
 * defaults throw), so a test notices a call it did not expect. {@link #close()} leaves the real
 * client open: the engine owns it.
 */
abstract class ForwardingAsyncClient implements DynamoDbAsyncClient {
  private final DynamoDbAsyncClient delegate;

  ForwardingAsyncClient(DynamoDbAsyncClient delegate) {
    this.delegate = delegate;
  }

  /** Sees each request before it is passed on; throws to fail it unsent. Does nothing here. */
  void beforeSending(DynamoDbRequest request) {}

  private <R> CompletableFuture<R> send(DynamoDbRequest request, Supplier<CompletableFuture<R>> sent) {
    try {
      beforeSending(request);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
    return sent.get();
  }

  @Override
  public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
    return send(request, () -> delegate.putItem(request));
  }

  @Override
  public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
    return send(request, () -> delegate.getItem(request));
  }

  @Override
  public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
    return send(request, () -> delegate.deleteItem(request));
  }

  @Override
  public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
    return send(request, () -> delegate.updateItem(request));
  }

  @Override
  public CompletableFuture<QueryResponse> query(QueryRequest request) {
    return send(request, () -> delegate.query(request));
  }

  @Override
  public CompletableFuture<ScanResponse> scan(ScanRequest request) {
    return send(request, () -> delegate.scan(request));
  }

  @Override
  public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
    return send(request, () -> delegate.batchWriteItem(request));
  }

  @Override
  public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
    return send(request, () -> delegate.batchGetItem(request));
  }

  @Override
  public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(TransactWriteItemsRequest request) {
    return send(request, () -> delegate.transactWriteItems(request));
  }

  @Override
  public CompletableFuture<TransactGetItemsResponse> transactGetItems(TransactGetItemsRequest request) {
    return send(request, () -> delegate.transactGetItems(request));
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {}
}
