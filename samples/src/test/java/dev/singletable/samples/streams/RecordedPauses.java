package dev.singletable.samples.streams;

import dev.singletable.runtime.Backoff;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.random.RandomGenerator;

/**
 * A backoff clock that records the pauses asked of it and takes no time, with a jitter that always
 * draws the longest pause, so that a test can read the backoff's growth off the pauses. Built for one
 * kind of reader: the sync reader may only {@code sleep}, the async one only {@code pauseAsync}
 * (a sleeping async reader would block a thread), and the other kind of pause fails the test.
 */
final class RecordedPauses implements Backoff.Clock {
  private final boolean async;
  private final List<Long> pauses = new ArrayList<>();
  private final List<String> wrongKind = new ArrayList<>();
  private long now;

  private RecordedPauses(boolean async) {
    this.async = async;
  }

  static RecordedPauses sleeping() {
    return new RecordedPauses(false);
  }

  static RecordedPauses nonBlocking() {
    return new RecordedPauses(true);
  }

  /** A backoff of {@code attempts} attempts, 10 ms base, 1 s cap, on this clock, always its longest pause. */
  Backoff backoff(int attempts) {
    return Backoff.of(attempts, Duration.ofMillis(10), Duration.ofSeconds(1)).withClock(this).withRandom(new Longest());
  }

  /** The pauses asked for, in milliseconds, in order. */
  synchronized List<Long> millis() {
    return pauses.stream().map(nanos -> nanos / 1_000_000L).toList();
  }

  /** Pauses of the kind this reader must not take ({@code sleep} for async, {@code pauseAsync} for sync). */
  synchronized List<String> wrongKind() {
    return List.copyOf(wrongKind);
  }

  @Override
  public synchronized long nanoTime() {
    return now;
  }

  @Override
  public synchronized void sleep(long nanos) {
    if (async) {
      wrongKind.add("sleep " + nanos);
    }
    pauses.add(nanos);
    now += nanos;
  }

  @Override
  public synchronized CompletableFuture<Void> pauseAsync(long nanos) {
    if (!async) {
      wrongKind.add("pauseAsync " + nanos);
    }
    pauses.add(nanos);
    now += nanos;
    return CompletableFuture.completedFuture(null);
  }

  /** Draws the top of every range: full jitter at its longest. */
  private static final class Longest implements RandomGenerator {
    @Override
    public long nextLong() {
      return Long.MAX_VALUE;
    }

    @Override
    public long nextLong(long bound) {
      return bound - 1;
    }
  }
}
