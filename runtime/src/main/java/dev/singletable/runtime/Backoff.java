package dev.singletable.runtime;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;

/**
 * How {@link dev.singletable.runtime.batch.BatchWrite} and {@link dev.singletable.runtime.batch.BatchGet} retry what DynamoDB did not process (unprocessed
 * items and keys, throttled requests): exponential backoff with full jitter, up to a bound.
 *
 * <p>Before a request that carries an item already sent {@code n} times, the batch waits a random
 * time between zero and {@code min(maxDelay, baseDelay * 2^(n-1))} ("full jitter": retries of
 * many clients spread out instead of arriving together). A request of items sent for the first
 * time does not wait. An item is given up, and reported in the batch's result, once it has been
 * sent {@link #maxAttempts()} times, or once {@link #maxRetryTime()} has passed since it was first
 * sent, whichever comes first.
 *
 * <p>Immutable. The clock and the random source are injectable so that tests neither sleep nor
 * depend on chance; the defaults are the system clock and {@link ThreadLocalRandom}, so that
 * {@link #DEFAULT} is safe to share between threads.
 */
public final class Backoff {
  // Declared before DEFAULT, which is built with it.
  private static final Clock SYSTEM_CLOCK = new SystemClock();

  /**
   * Ten sends per item, 50 ms base delay, 5 s longest pause, no time bound beyond that: an item is
   * given up after about ten seconds of waiting in the worst case.
   */
  public static final Backoff DEFAULT = of(10, Duration.ofMillis(50), Duration.ofSeconds(5));
  // Shifting further would overflow; the cap is reached long before in any sane configuration.
  private static final int MAX_SHIFT = 62;

  private final int maxAttempts;
  private final long baseNanos;
  private final long maxDelayNanos;
  private final long maxRetryNanos;
  private final Clock clock;
  private final RandomGenerator random;

  private Backoff(int maxAttempts, long baseNanos, long maxDelayNanos, long maxRetryNanos, Clock clock,
      RandomGenerator random) {
    this.maxAttempts = maxAttempts;
    this.baseNanos = baseNanos;
    this.maxDelayNanos = maxDelayNanos;
    this.maxRetryNanos = maxRetryNanos;
    this.clock = clock;
    this.random = random;
  }

  /**
   * A backoff with the system clock and no time bound.
   *
   * @param maxAttempts how many times one item may be sent in all, at least 1 (1 = never retry)
   * @param baseDelay the longest pause before the first retry, not negative
   * @param maxDelay the longest pause before any retry, not less than {@code baseDelay}
   * @return the backoff
   * @throws IllegalArgumentException when a bound is out of range
   */
  public static Backoff of(int maxAttempts, Duration baseDelay, Duration maxDelay) {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
    }
    long base = nanos(baseDelay, "baseDelay");
    long max = nanos(maxDelay, "maxDelay");
    if (max < base) {
      throw new IllegalArgumentException("maxDelay " + maxDelay + " is shorter than baseDelay " + baseDelay);
    }
    return new Backoff(maxAttempts, base, max, Long.MAX_VALUE, SYSTEM_CLOCK, null);
  }

  /**
   * This backoff, giving an item up once this much time has passed since it was first sent, even
   * when it has attempts left.
   *
   * @param maxRetryTime the time bound, not negative
   * @return a new backoff
   */
  public Backoff withMaxRetryTime(Duration maxRetryTime) {
    return new Backoff(maxAttempts, baseNanos, maxDelayNanos, nanos(maxRetryTime, "maxRetryTime"), clock, random);
  }

  /**
   * This backoff with another clock: what tests use so that pauses take no time.
   *
   * @param clock the clock that tells the time and pauses
   * @return a new backoff
   */
  public Backoff withClock(Clock clock) {
    return new Backoff(maxAttempts, baseNanos, maxDelayNanos, maxRetryNanos, Objects.requireNonNull(clock, "clock"),
        random);
  }

  /**
   * This backoff drawing its jitter from {@code random}, e.g. a seeded {@link
   * java.util.SplittableRandom} for a reproducible test. The generator is then shared by every
   * batch that uses this backoff, so it must be thread-safe if they run concurrently.
   *
   * @param random the source of the random pauses
   * @return a new backoff
   */
  public Backoff withRandom(RandomGenerator random) {
    return new Backoff(maxAttempts, baseNanos, maxDelayNanos, maxRetryNanos, clock,
        Objects.requireNonNull(random, "random"));
  }

  /**
   * How many times one item may be sent in all.
   *
   * @return at least 1
   */
  public int maxAttempts() {
    return maxAttempts;
  }

  /**
   * The longest pause before the first retry.
   *
   * @return the base delay
   */
  public Duration baseDelay() {
    return Duration.ofNanos(baseNanos);
  }

  /**
   * The longest pause before any retry.
   *
   * @return the cap of the exponential growth
   */
  public Duration maxDelay() {
    return Duration.ofNanos(maxDelayNanos);
  }

  /**
   * The time after an item's first send from which it is no longer retried.
   *
   * @return the bound; {@code Duration.ofNanos(Long.MAX_VALUE)} when there is none
   */
  public Duration maxRetryTime() {
    return Duration.ofNanos(maxRetryNanos);
  }

  /**
   * The clock this backoff tells time and pauses with.
   *
   * @return the clock
   */
  public Clock clock() {
    return clock;
  }

  /**
   * A random pause before the {@code retry}-th retry of an item: uniform in {@code [0, min(maxDelay,
   * baseDelay * 2^(retry-1))]}.
   *
   * @param retry 1 for the first retry, 2 for the second, ...
   * @return the pause in nanoseconds
   */
  public long delayNanos(int retry) {
    if (retry < 1) {
      return 0;
    }
    int shift = Math.min(retry - 1, MAX_SHIFT);
    long ceiling = baseNanos > (maxDelayNanos >> shift) ? maxDelayNanos : baseNanos << shift;
    if (ceiling <= 0) {
      return 0;
    }
    RandomGenerator source = random != null ? random : ThreadLocalRandom.current();
    return source.nextLong(ceiling + 1);
  }

  private static long nanos(Duration duration, String what) {
    Objects.requireNonNull(duration, what);
    if (duration.isNegative()) {
      throw new IllegalArgumentException(what + " is negative: " + duration);
    }
    try {
      return duration.toNanos();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  @Override
  public String toString() {
    return "Backoff[maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay() + ", maxDelay=" + maxDelay()
        + (maxRetryNanos == Long.MAX_VALUE ? "" : ", maxRetryTime=" + maxRetryTime()) + "]";
  }

  /**
   * Time and pauses, as a batch sees them. The system clock is {@link System#nanoTime()} and
   * {@link Thread#sleep}; a test clock may advance its time in {@link #sleep} without waiting.
   */
  public interface Clock {
    /**
     * The current time on a monotonic scale.
     *
     * @return nanoseconds from an arbitrary origin
     */
    long nanoTime();

    /**
     * Pauses the calling thread.
     *
     * @param nanos how long, not negative
     * @throws InterruptedException when the thread is interrupted while pausing
     */
    void sleep(long nanos) throws InterruptedException;

    /**
     * A pause that blocks no thread, for the async terminals. The default asks {@link #sleep}, which
     * suits a test clock that advances its time without waiting; the system clock completes the
     * future after {@code nanos} on {@link CompletableFuture#delayedExecutor}.
     *
     * @param nanos how long
     * @return a future that completes when the pause is over, or exceptionally when it is interrupted
     */
    default CompletableFuture<Void> pauseAsync(long nanos) {
      if (nanos <= 0) {
        return CompletableFuture.completedFuture(null);
      }
      try {
        sleep(nanos);
      } catch (InterruptedException e) {
        // Reported through the future: the thread that ran the pause may be a client's I/O thread,
        // whose interrupt flag is not this pause's to set.
        return CompletableFuture.failedFuture(e);
      }
      return CompletableFuture.completedFuture(null);
    }
  }

  private static final class SystemClock implements Clock {
    @Override
    public long nanoTime() {
      return System.nanoTime();
    }

    @Override
    public void sleep(long nanos) throws InterruptedException {
      if (nanos > 0) {
        Thread.sleep(nanos / 1_000_000L, (int) (nanos % 1_000_000L));
      }
    }

    @Override
    public CompletableFuture<Void> pauseAsync(long nanos) {
      if (nanos <= 0) {
        return CompletableFuture.completedFuture(null);
      }
      return CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(nanos, TimeUnit.NANOSECONDS));
    }
  }
}
