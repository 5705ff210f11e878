package dev.singletable.runtime;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The outcome of a request, as a {@link RequestListener} sees it: the response, or the failure,
 * after the time it took. Immutable.
 *
 * @param request the request, as {@link RequestListener#onRequest} saw it
 * @param response the SDK response; null when the request failed
 * @param failure the exception the SDK raised; null when DynamoDB answered
 * @param duration from just before the request was handed to the client to its response or failure
 * @param consumedCapacity what DynamoDB reported the request consumed (one entry per table for
 *     batches and transactions); empty when no listener {@linkplain
 *     RequestListener#wantsConsumedCapacity asked for it}, and for failures
 */
public record ResponseEvent(RequestEvent request, DynamoDbResponse response, RuntimeException failure,
    Duration duration, List<ConsumedCapacity> consumedCapacity) {
  /**
   * Checks the parts.
   *
   * @param request the request event of the same request
   * @param response the SDK response, or null when the request failed
   * @param failure the exception the SDK raised, or null when DynamoDB answered
   * @param duration the time from handing the request to the client to its outcome
   * @param consumedCapacity the capacity DynamoDB reported, or empty when not asked for
   */
  public ResponseEvent {
    Objects.requireNonNull(request, "request");
    if ((response == null) == (failure == null)) {
      throw new IllegalArgumentException("exactly one of response and failure is expected");
    }
    Objects.requireNonNull(duration, "duration");
    consumedCapacity = List.copyOf(consumedCapacity);
  }

  /**
   * Whether DynamoDB answered the request.
   *
   * @return true when there is a response, false when there is a failure
   */
  public boolean succeeded() {
    return response != null;
  }

  /**
   * What became of the request, in the few kinds that metrics and traces tell apart.
   *
   * @return {@link Outcome#OK} when DynamoDB answered, else the kind of the failure
   */
  public Outcome outcome() {
    return failure == null ? Outcome.OK : outcomeOf(failure);
  }

  /** The kind of a failure, as {@link #outcome()} and {@link CallEndEvent#outcome()} tell them. */
  static Outcome outcomeOf(Throwable failure) {
    if (failure instanceof ConditionalCheckFailedException) {
      return Outcome.CONDITION_FAILED;
    }
    if (failure instanceof TransactionCanceledException || failure instanceof CancellationException) {
      return Outcome.CANCELLED;
    }
    // The library's ThrottledException keeps the SDK's throttling failure as its cause.
    if (throttling(failure) || failure.getCause() != null && throttling(failure.getCause())) {
      return Outcome.THROTTLED;
    }
    return Outcome.ERROR;
  }

  private static boolean throttling(Throwable failure) {
    return failure instanceof ProvisionedThroughputExceededException || failure instanceof RequestLimitExceededException
        || failure instanceof AwsServiceException aws && aws.isThrottlingException();
  }

  /**
   * How many items DynamoDB returned: the {@code Count} of a query or scan page, the item of a
   * {@code GetItem}, the items of a {@code BatchGetItem} or {@code TransactGetItems}.
   *
   * @return the number of items in the response; 0 for writes and failures
   */
  public int itemsReturned() {
    if (response instanceof QueryResponse query) {
      return query.count() == null ? 0 : query.count();
    }
    if (response instanceof ScanResponse scan) {
      return scan.count() == null ? 0 : scan.count();
    }
    if (response instanceof GetItemResponse get) {
      return present(get.item()) ? 1 : 0;
    }
    if (response instanceof BatchGetItemResponse batch) {
      int items = 0;
      for (List<Map<String, AttributeValue>> table : batch.responses().values()) {
        items += table.size();
      }
      return items;
    }
    if (response instanceof TransactGetItemsResponse transaction) {
      int items = 0;
      for (ItemResponse item : transaction.responses()) {
        items += present(item.item()) ? 1 : 0;
      }
      return items;
    }
    return 0;
  }

  /**
   * How many items DynamoDB read to answer: the {@code ScannedCount} of a query or scan page, which
   * counts the items a filter left out; for other reads the items returned.
   *
   * @return the number of items read; 0 for writes and failures
   */
  public int itemsRead() {
    if (response instanceof QueryResponse query) {
      return query.scannedCount() == null ? 0 : query.scannedCount();
    }
    if (response instanceof ScanResponse scan) {
      return scan.scannedCount() == null ? 0 : scan.scannedCount();
    }
    return itemsReturned();
  }

  private static boolean present(Map<String, AttributeValue> item) {
    return item != null && !item.isEmpty();
  }

  /** What became of a request. */
  public enum Outcome {
    /** DynamoDB answered. */
    OK("ok"),
    /** A condition of a single-item write did not hold ({@code ConditionalCheckFailedException}). */
    CONDITION_FAILED("condition_failed"),
    /** DynamoDB throttled the request (provisioned throughput, request limit, throttling). */
    THROTTLED("throttled"),
    /**
     * A transaction was cancelled ({@code TransactionCanceledException}), or the caller cancelled the
     * call (the request's future is cancelled, {@link java.util.concurrent.CancellationException}).
     */
    CANCELLED("cancelled"),
    /** Any other failure: a refusal of DynamoDB, a broken connection, a client fault. */
    ERROR("error");

    private final String label;

    Outcome(String label) {
      this.label = label;
    }

    /**
     * The outcome as metrics tags and span attributes spell it.
     *
     * @return {@code ok}, {@code condition_failed}, {@code throttled}, {@code cancelled} or {@code error}
     */
    public String label() {
      return label;
    }
  }
}
