package dev.singletable.test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock that stands still until the test moves it, in UTC. Thread-safe: a write on another
 * thread reads the time last set.
 */
public final class TestClock extends Clock {
  /** Where a new clock of the test kit stands: 2024-01-01T00:00:00Z. */
  public static final Instant DEFAULT_START = Instant.parse("2024-01-01T00:00:00Z");

  private volatile Instant now;

  /**
   * A clock standing at {@code start}.
   *
   * @param start the instant the clock shows until moved
   */
  public TestClock(Instant start) {
    this.now = start;
  }

  /** A clock standing at {@link #DEFAULT_START}. */
  public TestClock() {
    this(DEFAULT_START);
  }

  /**
   * Moves the clock to {@code instant}.
   *
   * @param instant the instant the clock shows from now on
   */
  public void set(Instant instant) {
    now = instant;
  }

  /**
   * Moves the clock on by {@code duration}.
   *
   * @param duration how far to move the clock forward
   */
  public synchronized void advance(Duration duration) {
    now = now.plus(duration);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  /** This clock: the time is always UTC. */
  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }

  @Override
  public String toString() {
    return "TestClock[" + now + "]";
  }
}
