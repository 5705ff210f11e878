package dev.singletable.runtime.internal;

import java.util.concurrent.CompletableFuture;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
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
public final class Call<Q extends DynamoDbRequest, R extends DynamoDbResponse> {
  public static final Call<GetItemRequest, GetItemResponse> GET_ITEM = new Call<>("GetItem",
      DynamoDbClient::getItem, DynamoDbAsyncClient::getItem,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> one(r.consumedCapacity()));
  public static final Call<PutItemRequest, PutItemResponse> PUT_ITEM = new Call<>("PutItem",
      DynamoDbClient::putItem, DynamoDbAsyncClient::putItem,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> one(r.consumedCapacity()));
  public static final Call<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM = new Call<>("UpdateItem",
      DynamoDbClient::updateItem, DynamoDbAsyncClient::updateItem,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> one(r.consumedCapacity()));
  public static final Call<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM = new Call<>("DeleteItem",
      DynamoDbClient::deleteItem, DynamoDbAsyncClient::deleteItem,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> one(r.consumedCapacity()));
  public static final Call<QueryRequest, QueryResponse> QUERY = new Call<>("Query",
      DynamoDbClient::query, DynamoDbAsyncClient::query,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> one(r.consumedCapacity()));
  public static final Call<ScanRequest, ScanResponse> SCAN = new Call<>("Scan",
      DynamoDbClient::scan, DynamoDbAsyncClient::scan,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> one(r.consumedCapacity()));
  public static final Call<TransactWriteItemsRequest, TransactWriteItemsResponse> TRANSACT_WRITE_ITEMS = new Call<>("TransactWriteItems",
      DynamoDbClient::transactWriteItems, DynamoDbAsyncClient::transactWriteItems,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> r.consumedCapacity());
  public static final Call<TransactGetItemsRequest, TransactGetItemsResponse> TRANSACT_GET_ITEMS = new Call<>("TransactGetItems",
      DynamoDbClient::transactGetItems, DynamoDbAsyncClient::transactGetItems,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> r.consumedCapacity());
  public static final Call<BatchWriteItemRequest, BatchWriteItemResponse> BATCH_WRITE_ITEM = new Call<>("BatchWriteItem",
      DynamoDbClient::batchWriteItem, DynamoDbAsyncClient::batchWriteItem,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> r.consumedCapacity());
  public static final Call<SearchVectorsRequest, SearchVectorsResponse> SEARCH_VECTORS = new Call<>("SearchVectors",
      DynamoDbClient::searchVectors, DynamoDbAsyncClient::searchVectors,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> List.of());
  public static final Call<BatchGetItemRequest, BatchGetItemResponse> BATCH_GET_ITEM = new Call<>("BatchGetItem",
      DynamoDbClient::batchGetItem, DynamoDbAsyncClient::batchGetItem,
      (q, level) -> q.toBuilder().returnConsumedCapacity(level).build(), r -> r.consumedCapacity());

  private final String name;
  private final BiFunction<DynamoDbClient, Q, R> sync;
  private final BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<R>> async;
  private final BiFunction<Q, ReturnConsumedCapacity, Q> capacity;
  private final Function<R, List<ConsumedCapacity>> consumed;

  private Call(String name, BiFunction<DynamoDbClient, Q, R> sync,
      BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<R>> async, BiFunction<Q, ReturnConsumedCapacity, Q> capacity,
      Function<R, List<ConsumedCapacity>> consumed) {
    this.name = name;
    this.sync = sync;
    this.async = async;
    this.capacity = capacity;
    this.consumed = consumed;
  }

  private static List<ConsumedCapacity> one(ConsumedCapacity capacity) {
    return capacity == null ? List.of() : List.of(capacity);
  }

  /** The API name, as DynamoDB's documentation and metrics spell it. */
  public String name() {
    return name;
  }

  /** The request asking for the capacity it consumes, unless it names a level itself. */
  Q withConsumedCapacity(Q request) {
    if (request.getValueForField("ReturnConsumedCapacity", Object.class).isPresent()) {
      return request;
    }
    return capacity.apply(request, ReturnConsumedCapacity.INDEXES);
  }

  /** The capacity a response reports: one entry for single-table calls, one per table for the others. */
  List<ConsumedCapacity> consumedCapacity(R response) {
    List<ConsumedCapacity> reported = consumed.apply(response);
    return reported == null ? List.of() : reported;
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
