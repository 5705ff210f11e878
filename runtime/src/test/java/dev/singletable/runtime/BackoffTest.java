package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.internal.Retries;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

class BackoffTest {
  @Test
  void pausesStayUnderAnExponentialCeilingCappedAtTheLongestDelay() {
    Backoff backoff = Backoff.of(30, Duration.ofMillis(10), Duration.ofMillis(100)).withRandom(new SplittableRandom(11));
    long[] ceilingsMillis = {0, 10, 20, 40, 80, 100, 100};
    for (int retry = 0; retry < ceilingsMillis.length; retry++) {
      long ceiling = Duration.ofMillis(ceilingsMillis[retry]).toNanos();
      long longest = 0;
      for (int i = 0; i < 2_000; i++) {
        long pause = backoff.delayNanos(retry);
        assertTrue(pause >= 0 && pause <= ceiling, "retry " + retry + ": " + pause);
        longest = Math.max(longest, pause);
      }
      // Full jitter spreads the pauses over the whole range, not around its middle.
      assertTrue(longest >= ceiling * 9 / 10, "retry " + retry + " never came near " + ceiling + ": " + longest);
    }
    assertTrue(backoff.delayNanos(1_000) <= Duration.ofMillis(100).toNanos(), "no overflow for late retries");
  }

  @Test
  void theSameSeedGivesTheSamePauses() {
    Backoff a = Backoff.DEFAULT.withRandom(new SplittableRandom(5));
    Backoff b = Backoff.DEFAULT.withRandom(new SplittableRandom(5));
    for (int retry = 1; retry < 12; retry++) {
      assertEquals(a.delayNanos(retry), b.delayNanos(retry));
    }
  }

  @Test
  void anItemMayBeRetriedUntilEitherBoundIsReached() {
    FakeClock clock = new FakeClock();
    Backoff backoff = Backoff.of(3, Duration.ZERO, Duration.ZERO).withMaxRetryTime(Duration.ofSeconds(2)).withClock(clock);
    long first = clock.nanoTime();
    assertTrue(Retries.mayRetry(backoff, 1, first));
    assertTrue(Retries.mayRetry(backoff, 2, first));
    assertFalse(Retries.mayRetry(backoff, 3, first), "attempt bound");
    clock.advance(Duration.ofSeconds(2).toNanos());
    assertFalse(Retries.mayRetry(backoff, 1, first), "time bound");
    assertFalse(Retries.mayRetry(Backoff.of(1, Duration.ZERO, Duration.ZERO), 1, System.nanoTime()), "one attempt never retries");
  }

  @Test
  void defaultsAndBoundsAreStated() {
    assertEquals(10, Backoff.DEFAULT.maxAttempts());
    assertEquals(Duration.ofMillis(50), Backoff.DEFAULT.baseDelay());
    assertEquals(Duration.ofSeconds(5), Backoff.DEFAULT.maxDelay());
    assertEquals("Backoff[maxAttempts=10, baseDelay=PT0.05S, maxDelay=PT5S]", Backoff.DEFAULT.toString());
    assertEquals("Backoff[maxAttempts=2, baseDelay=PT0S, maxDelay=PT0S, maxRetryTime=PT1M]",
        Backoff.of(2, Duration.ZERO, Duration.ZERO).withMaxRetryTime(Duration.ofMinutes(1)).toString());
    assertThrows(IllegalArgumentException.class, () -> Backoff.of(0, Duration.ZERO, Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> Backoff.of(1, Duration.ofMillis(-1), Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> Backoff.of(1, Duration.ofSeconds(2), Duration.ofSeconds(1)));
    assertThrows(NullPointerException.class, () -> Backoff.DEFAULT.withClock(null));
  }

  @Test
  void throttlingIsRecognisedByTypeAndByErrorCode() {
    assertTrue(Retries.isThrottling(ProvisionedThroughputExceededException.builder().message("x").build()));
    assertTrue(Retries.isThrottling(ThrottlingException.builder().message("x").build()));
    assertTrue(Retries.isThrottling(RequestLimitExceededException.builder().message("x").build()));
    assertTrue(Retries.isThrottling(AwsServiceException.builder().statusCode(429).build()));
    assertTrue(Retries.isThrottling(AwsServiceException.builder()
        .awsErrorDetails(AwsErrorDetails.builder().errorCode("ThrottlingException").build()).build()));
    assertFalse(Retries.isThrottling(ResourceNotFoundException.builder().message("x").build()));
    assertFalse(Retries.isThrottling(new IllegalStateException("x")));
  }
}
