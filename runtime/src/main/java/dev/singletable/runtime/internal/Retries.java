package dev.singletable.runtime.internal;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.exception.ThrottledException;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * The bounds of a {@link Backoff} applied to one item, shared by batches and unique-value claims, and
 * which failures count as throttling.
 */
public final class Retries {
  private Retries() {}

  /**
   * Whether an item may be sent again.
   *
   * @param backoff the bounds
   * @param attempts how many times it has been sent
   * @param firstSentNanos the {@linkplain Backoff.Clock#nanoTime() clock time} of its first send
   * @return true while both bounds allow another send
   */
  public static boolean mayRetry(Backoff backoff, int attempts, long firstSentNanos) {
    return attempts < backoff.maxAttempts()
        && backoff.clock().nanoTime() - firstSentNanos < backoff.maxRetryTime().toNanos();
  }

  /**
   * Whether a failure of a whole request is DynamoDB asking the caller to slow down, so that the
   * request's items are retried like unprocessed ones: {@code ProvisionedThroughputExceeded},
   * {@code Throttling}, {@code RequestLimitExceeded} and whatever else the SDK classifies as
   * throttling (HTTP 429 and the throttling error codes).
   */
  public static boolean isThrottling(RuntimeException failure) {
    if (failure instanceof ThrottledException
        || failure instanceof ProvisionedThroughputExceededException
        || failure instanceof ThrottlingException
        || failure instanceof RequestLimitExceededException) {
      return true;
    }
    return failure instanceof AwsServiceException && ((AwsServiceException) failure).isThrottlingException();
  }
}
