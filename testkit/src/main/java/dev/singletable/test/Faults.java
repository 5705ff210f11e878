package dev.singletable.test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ReplicatedWriteConflictException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Faults a test queues for the next requests of an operation, applied by the clients of {@link
 * DynamoDbExtension} (or of {@link ObservedClients}):
 *
 * <pre>{@code
 * dynamo.faults().next("BatchWriteItem", Fault.UNPROCESSED);        // nothing written, all handed back
 * dynamo.faults().next("TransactWriteItems", Fault.TRANSACTION_CONFLICT);
 * dynamo.faults().next("PutItem", Fault.LOST_RESPONSE);             // applied, then the response is lost
 * }</pre>
 *
 * Each queued fault hits one request of its operation, in the order queued. The faults are raised
 * above the SDK, so its retries do not see them: a test of the caller's own retries gets every
 * fault. To have the SDK itself resend, break the HTTP path instead with {@link FaultyHttpClient}.
 * Thread-safe.
 */
public final class Faults {
  /** What happens to one request. */
  public enum Fault {
    /**
     * Not sent; fails with {@code ProvisionedThroughputExceededException} (HTTP 400) whose throttling
     * reason is the provisioned throughput of the table, or of the index a query or scan reads
     * ({@code TableWriteProvisionedThroughputExceeded}, {@code IndexReadProvisionedThroughputExceeded}).
     */
    THROTTLED,
    /**
     * Not sent; fails with {@code ThrottlingException} (HTTP 400) whose throttling reason is a hot
     * key range of the table or the index read ({@code TableWriteKeyRangeThroughputExceeded}), as an
     * on-demand table answers too many requests for one partition key value.
     */
    HOT_KEY_RANGE,
    /**
     * Not sent; fails with {@code LimitExceededException} (HTTP 400), as the streams API answers a
     * shard read too often.
     */
    LIMIT_EXCEEDED,
    /** Not sent; fails with {@code InternalServerError} (HTTP 500). */
    INTERNAL_ERROR,
    /**
     * Not sent; fails with {@code ReplicatedWriteConflictException} (HTTP 400), as a multi-Region
     * strongly consistent table answers a write when another Region writes the same item at the same
     * moment (nothing is applied). Raised above the SDK, it is what a caller gets once the SDK's
     * retries ran out; to have the SDK retry it, use {@link FaultyHttpClient.Fault#REPLICATED_WRITE_CONFLICT}.
     */
    REPLICATED_WRITE_CONFLICT,
    /**
     * A BatchWriteItem or BatchGetItem not sent, answered with every item in {@code UnprocessedItems} /
     * {@code UnprocessedKeys}, as DynamoDB does when a table is busy.
     */
    UNPROCESSED,
    /**
     * A TransactWriteItems or TransactGetItems not sent; fails with {@code TransactionCanceledException}
     * whose first reason is {@code TransactionConflict} and the others {@code None}.
     */
    TRANSACTION_CONFLICT,
    /** Sent and applied; then the response is lost ({@code SdkClientException}). */
    LOST_RESPONSE,
    /**
     * A request of the async client not sent; its future never completes unless it is cancelled, as a
     * request still in flight when its caller gives up. The sync client fails it with {@code
     * IllegalStateException} instead of waiting for ever.
     */
    HELD
  }

  private final Deque<Queued> queued = new ArrayDeque<>();
  private final List<String> applied = new ArrayList<>();

  /**
   * Queues {@code fault} for the next request of {@code operation} ({@code Query}, {@code PutItem}, ...).
   *
   * @param operation the DynamoDB operation name the fault applies to
   * @param fault the fault to apply
   * @return these faults
   */
  public Faults next(String operation, Fault fault) {
    return next(operation, fault, 1);
  }

  /**
   * Queues {@code fault} for the next {@code times} requests of {@code operation}.
   *
   * @param operation the DynamoDB operation name the fault applies to
   * @param fault the fault to apply
   * @param times how many requests of {@code operation} get the fault
   * @return these faults
   */
  public synchronized Faults next(String operation, Fault fault, int times) {
    for (int i = 0; i < times; i++) {
      queued.addLast(new Queued(operation, fault));
    }
    return this;
  }

  /**
   * Whether every queued fault has hit its request.
   *
   * @return {@code true} when no queued fault is left
   */
  public synchronized boolean spent() {
    return queued.isEmpty();
  }

  /**
   * The faults applied so far, as {@code "Operation FAULT"}, in order.
   *
   * @return the applied faults as {@code "Operation FAULT"}, oldest first
   */
  public synchronized List<String> applied() {
    return List.copyOf(applied);
  }

  /** Drops the faults not applied yet and forgets those applied. */
  public synchronized void clear() {
    queued.clear();
    applied.clear();
  }

  /**
   * Sends {@code request} through {@code send}, or fails or answers it as the next fault queued for
   * its operation says.
   */
  SdkResponse apply(SdkRequest request, Supplier<SdkResponse> send) {
    String operation = RequestLog.operation(request);
    Fault fault = take(operation);
    if (fault == null) {
      return send.get();
    }
    if (fault == Fault.LOST_RESPONSE) {
      send.get();
      throw SdkClientException.create("injected: the response to " + operation + " was lost after DynamoDB applied it");
    }
    if (fault == Fault.HELD) {
      throw new IllegalStateException("HELD applies to the async client; a sync " + operation + " would wait for ever");
    }
    return answer(request, fault);
  }

  /** The answer to a request that {@code fault} keeps from being sent. */
  private static SdkResponse answer(SdkRequest request, Fault fault) {
    switch (fault) {
      case THROTTLED:
        throw ProvisionedThroughputExceededException.builder()
            .message("injected: throughput exceeded")
            .statusCode(400)
            .awsErrorDetails(details("ProvisionedThroughputExceededException", "injected: throughput exceeded"))
            .throttlingReasons(ThrottlingReasons.of(request, "ProvisionedThroughputExceeded"))
            .build();
      case HOT_KEY_RANGE:
        throw ThrottlingException.builder()
            .message("injected: key range throughput exceeded")
            .statusCode(400)
            .awsErrorDetails(details("ThrottlingException", "injected: key range throughput exceeded"))
            .throttlingReasons(ThrottlingReasons.of(request, "KeyRangeThroughputExceeded"))
            .build();
      case LIMIT_EXCEEDED:
        throw LimitExceededException.builder()
            .message("injected: read limit exceeded")
            .statusCode(400)
            .awsErrorDetails(details("LimitExceededException", "injected: read limit exceeded"))
            .build();
      case INTERNAL_ERROR:
        throw DynamoDbException.builder()
            .message("injected: internal server error")
            .statusCode(500)
            .awsErrorDetails(details("InternalServerError", "injected: internal server error"))
            .build();
      case REPLICATED_WRITE_CONFLICT:
        throw ReplicatedWriteConflictException.builder()
            .message("injected: another Region wrote the item at the same time")
            .statusCode(400)
            .awsErrorDetails(details("ReplicatedWriteConflictException", "injected: another Region wrote the item at the same time"))
            .build();
      case UNPROCESSED:
        return unprocessed(request);
      case TRANSACTION_CONFLICT:
        throw conflict(request);
      default:
        throw new IllegalStateException("unknown fault " + fault);
    }
  }

  /** The async twin of {@link #apply}: a fault completes the future exceptionally. */
  CompletableFuture<SdkResponse> applyAsync(SdkRequest request, Supplier<CompletableFuture<SdkResponse>> send) {
    String operation = RequestLog.operation(request);
    Fault fault = take(operation);
    if (fault == null) {
      return send.get();
    }
    if (fault == Fault.LOST_RESPONSE) {
      return send.get().thenCompose(response -> CompletableFuture.failedFuture(SdkClientException.create(
          "injected: the response to " + operation + " was lost after DynamoDB applied it")));
    }
    if (fault == Fault.HELD) {
      return new CompletableFuture<>();
    }
    try {
      return CompletableFuture.completedFuture(answer(request, fault));
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /** The next fault queued for {@code operation}, taken from the queue, or null. */
  private synchronized Fault take(String operation) {
    for (Queued next : queued) {
      if (next.operation.equals(operation)) {
        queued.remove(next);
        applied.add(operation + " " + next.fault);
        return next.fault;
      }
    }
    return null;
  }

  private static SdkResponse unprocessed(SdkRequest request) {
    if (request instanceof BatchWriteItemRequest) {
      return BatchWriteItemResponse.builder().unprocessedItems(((BatchWriteItemRequest) request).requestItems()).build();
    }
    if (request instanceof BatchGetItemRequest) {
      return BatchGetItemResponse.builder()
          .responses(Map.of())
          .unprocessedKeys(((BatchGetItemRequest) request).requestItems())
          .build();
    }
    throw new IllegalArgumentException("UNPROCESSED applies to BatchWriteItem and BatchGetItem, not " + RequestLog.operation(request));
  }

  private static TransactionCanceledException conflict(SdkRequest request) {
    int count;
    if (request instanceof TransactWriteItemsRequest) {
      count = ((TransactWriteItemsRequest) request).transactItems().size();
    } else if (request instanceof TransactGetItemsRequest) {
      count = ((TransactGetItemsRequest) request).transactItems().size();
    } else {
      throw new IllegalArgumentException(
          "TRANSACTION_CONFLICT applies to TransactWriteItems and TransactGetItems, not " + RequestLog.operation(request));
    }
    List<CancellationReason> reasons = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      reasons.add(i == 0
          ? CancellationReason.builder().code("TransactionConflict").message("Transaction is ongoing for the item").build()
          : CancellationReason.builder().code("None").build());
    }
    String message = "Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict"
        + ", None".repeat(Math.max(0, count - 1)) + "]";
    return TransactionCanceledException.builder()
        .message(message)
        .statusCode(400)
        .awsErrorDetails(details("TransactionCanceledException", message))
        .cancellationReasons(reasons)
        .build();
  }

  private static AwsErrorDetails details(String code, String message) {
    return AwsErrorDetails.builder().errorCode(code).errorMessage(message).serviceName("DynamoDb").build();
  }

  private static final class Queued {
    final String operation;
    final Fault fault;

    Queued(String operation, Fault fault) {
      this.operation = operation;
      this.fault = fault;
    }
  }
}
