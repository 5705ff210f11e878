package dev.singletable.samples.async;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The requests a test client received and answered, in order, and those of chosen operations held
 * in flight until the test releases them: what a cancelled write's test holds and then reads as
 * evidence. Thread-safe.
 */
abstract class HeldRequests {
  private final List<String> received = new ArrayList<>();
  private final List<String> answered = new ArrayList<>();
  private final Set<String> held = new HashSet<>();
  private final CountDownLatch released = new CountDownLatch(1);

  /** Holds every request of {@code operation} in flight until {@link #release()}. */
  final synchronized void hold(String operation) {
    held.add(operation);
  }

  /** Lets the held requests go on. */
  final void release() {
    released.countDown();
  }

  /** The operations received, in order. */
  final synchronized List<String> received() {
    return List.copyOf(received);
  }

  /** Waits until {@code count} requests of {@code operation} were received. */
  final boolean awaitReceived(String operation, int count, Duration timeout) throws InterruptedException {
    return awaitIn(received, operation, count, timeout);
  }

  /** Waits until {@code count} requests of {@code operation} were answered. */
  final boolean awaitAnswered(String operation, int count, Duration timeout) throws InterruptedException {
    return awaitIn(answered, operation, count, timeout);
  }

  private synchronized boolean awaitIn(List<String> seen, String operation, int count, Duration timeout)
      throws InterruptedException {
    long until = System.nanoTime() + timeout.toNanos();
    while (seen.stream().filter(operation::equals).count() < count) {
      long left = until - System.nanoTime();
      if (left <= 0) {
        return false;
      }
      TimeUnit.NANOSECONDS.timedWait(this, left);
    }
    return true;
  }

  /** A request of {@code operation} arrived; whether it is to be held. */
  final synchronized boolean arrived(String operation) {
    received.add(operation);
    notifyAll();
    return held.contains(operation);
  }

  /** Waits for {@link #release()}. */
  final void awaitRelease() throws InterruptedException {
    released.await();
  }

  /** A request of {@code operation} was answered, or failed. */
  final synchronized void answered(String operation) {
    answered.add(operation);
    notifyAll();
  }
}
