package dev.singletable.samples;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
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
 * Passes the item operations on to a real client, so that a client standing in for a fault (a
 * count, a dropped connection, a crash, a racing writer) overrides only the calls it alters. Each
 * request goes through {@link #beforeSending} first. Operations not listed here are not forwarded
 * (the interface's defaults throw), so a test notices a call it did not expect. {@link #close()}
 * leaves the real client open: the engine owns it.
 */
public abstract class ForwardingClient implements DynamoDbClient {
  private final DynamoDbClient delegate;

  /** Passes requests on to {@code delegate}. */
  protected ForwardingClient(DynamoDbClient delegate) {
    this.delegate = delegate;
  }

  /** The real client, for a request sent past {@link #beforeSending}. */
  protected final DynamoDbClient delegate() {
    return delegate;
  }

  /** Sees each request before it is passed on; throws to fail it unsent. Does nothing here. */
  protected void beforeSending(DynamoDbRequest request) {}

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    beforeSending(request);
    return delegate.putItem(request);
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    beforeSending(request);
    return delegate.getItem(request);
  }

  @Override
  public DeleteItemResponse deleteItem(DeleteItemRequest request) {
    beforeSending(request);
    return delegate.deleteItem(request);
  }

  @Override
  public UpdateItemResponse updateItem(UpdateItemRequest request) {
    beforeSending(request);
    return delegate.updateItem(request);
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    beforeSending(request);
    return delegate.query(request);
  }

  @Override
  public ScanResponse scan(ScanRequest request) {
    beforeSending(request);
    return delegate.scan(request);
  }

  @Override
  public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
    beforeSending(request);
    return delegate.batchWriteItem(request);
  }

  @Override
  public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
    beforeSending(request);
    return delegate.batchGetItem(request);
  }

  @Override
  public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
    beforeSending(request);
    return delegate.transactWriteItems(request);
  }

  @Override
  public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
    beforeSending(request);
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
