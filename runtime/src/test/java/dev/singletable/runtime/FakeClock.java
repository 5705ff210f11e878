package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.List;

/** A backoff clock that records every pause and advances its time by it, without waiting. */
final class FakeClock implements Backoff.Clock {
  private final List<Long> pauses = new ArrayList<>();
  private long now = 1_000_000_000L;

  @Override
  public long nanoTime() {
    return now;
  }

  @Override
  public void sleep(long nanos) {
    pauses.add(nanos);
    now += nanos;
  }

  /** Moves time on, as if a request had taken this long. */
  void advance(long nanos) {
    now += nanos;
  }

  /** Every pause asked for, in order. */
  List<Long> pauses() {
    return pauses;
  }
}
