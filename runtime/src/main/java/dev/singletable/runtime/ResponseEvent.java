package dev.singletable.runtime;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

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
  /** Checks the parts. */
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
}
