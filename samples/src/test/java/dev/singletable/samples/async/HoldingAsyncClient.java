package dev.singletable.samples.async;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * An async client that sends the item writes and reads with a sync client on threads of its own,
 * and holds the requests of a chosen operation in flight until the test releases them, as a slow
 * network would: a held request is received (the engine has it) but not answered. A cancelled future
 * does not stop a request it already took, as the AWS SDK does not. What it received, in order, is
 * the evidence. Operations not listed here are not forwarded (the interface's defaults throw).
 */
final class HoldingAsyncClient extends HeldRequests implements DynamoDbAsyncClient {
  private final DynamoDbClient client;
  private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "holding-client");
    thread.setDaemon(true);
    return thread;
  });

  HoldingAsyncClient(DynamoDbClient client) {
    this.client = client;
  }

  private <R> CompletableFuture<R> send(String operation, Supplier<R> sent) {
    boolean hold = arrived(operation);
    CompletableFuture<R> future = new CompletableFuture<>();
    threads.execute(() -> {
      try {
        if (hold) {
          awaitRelease();
        }
        R response = sent.get();
        answered(operation);
        future.complete(response);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        future.completeExceptionally(e);
      } catch (RuntimeException e) {
        answered(operation);
        future.completeExceptionally(e);
      }
    });
    return future;
  }

  @Override
  public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
    return send("PutItem", () -> client.putItem(request));
  }

  @Override
  public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
    return send("GetItem", () -> client.getItem(request));
  }

  @Override
  public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
    return send("DeleteItem", () -> client.deleteItem(request));
  }

  @Override
  public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
    return send("UpdateItem", () -> client.updateItem(request));
  }

  @Override
  public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(TransactWriteItemsRequest request) {
    return send("TransactWriteItems", () -> client.transactWriteItems(request));
  }

  @Override
  public String serviceName() {
    return client.serviceName();
  }

  @Override
  public void close() {
    release();
    threads.shutdown();
  }
}
