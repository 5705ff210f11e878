package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
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
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * One DynamoDB API call the runtime makes, and how each client sends it. {@link Dispatch} is the only
 * place that invokes these; operations name the call and hand over a request they built.
 *
 * @param <Q> the SDK request
 * @param <R> the SDK response
 */
public final class Call<Q, R> {
  public static final Call<GetItemRequest, GetItemResponse> GET_ITEM =
      new Call<>("GetItem", DynamoDbClient::getItem, DynamoDbAsyncClient::getItem);
  public static final Call<PutItemRequest, PutItemResponse> PUT_ITEM =
      new Call<>("PutItem", DynamoDbClient::putItem, DynamoDbAsyncClient::putItem);
  public static final Call<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM =
      new Call<>("UpdateItem", DynamoDbClient::updateItem, DynamoDbAsyncClient::updateItem);
  public static final Call<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM =
      new Call<>("DeleteItem", DynamoDbClient::deleteItem, DynamoDbAsyncClient::deleteItem);
  public static final Call<QueryRequest, QueryResponse> QUERY =
      new Call<>("Query", DynamoDbClient::query, DynamoDbAsyncClient::query);
  public static final Call<TransactWriteItemsRequest, TransactWriteItemsResponse> TRANSACT_WRITE_ITEMS =
      new Call<>("TransactWriteItems", DynamoDbClient::transactWriteItems, DynamoDbAsyncClient::transactWriteItems);
  public static final Call<TransactGetItemsRequest, TransactGetItemsResponse> TRANSACT_GET_ITEMS =
      new Call<>("TransactGetItems", DynamoDbClient::transactGetItems, DynamoDbAsyncClient::transactGetItems);
  public static final Call<BatchWriteItemRequest, BatchWriteItemResponse> BATCH_WRITE_ITEM =
      new Call<>("BatchWriteItem", DynamoDbClient::batchWriteItem, DynamoDbAsyncClient::batchWriteItem);
  public static final Call<BatchGetItemRequest, BatchGetItemResponse> BATCH_GET_ITEM =
      new Call<>("BatchGetItem", DynamoDbClient::batchGetItem, DynamoDbAsyncClient::batchGetItem);

  private final String name;
  private final BiFunction<DynamoDbClient, Q, R> sync;
  private final BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<R>> async;

  private Call(String name, BiFunction<DynamoDbClient, Q, R> sync,
      BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<R>> async) {
    this.name = name;
    this.sync = sync;
    this.async = async;
  }

  /** The API name, as DynamoDB's documentation and metrics spell it. */
  String name() {
    return name;
  }

  R send(DynamoDbClient client, Q request) {
    return sync.apply(client, request);
  }

  CompletableFuture<R> sendAsync(DynamoDbAsyncClient client, Q request) {
    return async.apply(client, request);
  }

  @Override
  public String toString() {
    return name;
  }
}
