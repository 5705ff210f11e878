package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.LibraryCall;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The pages of a read, or their items, as a {@link Flow.Publisher}: cold (each subscriber walks the
 * read from its start), and pulled: the next page is fetched only when the subscriber has asked for
 * more than what is buffered, with at most one request outstanding. Cancelling stops the walk (a
 * page in flight is dropped); a failure of a fetch or of decoding goes to {@code onError}.
 *
 * <p>Signals are serialised by one drain loop (Reactive Streams §1.3), never carry null (§2.13), and
 * {@code request(n)} with {@code n <= 0} ends the subscription with an {@link
 * IllegalArgumentException} (§3.9).
 *
 * @param <V> what is published: a page or an item
 */
public final class PagePublisher<V> implements Flow.Publisher<V> {
  /**
   * What one fetch yields: the values to publish and the key to continue after them, null at the
   * end. A page may end early on an item that fails to decode: then {@code failure} holds that
   * failure, {@code values} what came before it, and the walk signals the failure once those values
   * are delivered.
   */
  public record Fetched<V>(List<V> values, Map<String, AttributeValue> next, RuntimeException failure) {}

  private final Map<String, AttributeValue> start;
  private final Function<Map<String, AttributeValue>, CompletableFuture<Fetched<V>>> fetch;

  /**
   * @param start the key to start after, null for the first page
   * @param fetch fetches the values after a key
   */
  public PagePublisher(Map<String, AttributeValue> start,
      Function<Map<String, AttributeValue>, CompletableFuture<Fetched<V>>> fetch) {
    this.start = start;
    this.fetch = fetch;
  }

  /**
   * A publisher that fails each subscriber at once: a read whose request could not be built.
   *
   * @param failure what {@code onError} receives
   * @param <V> what would have been published
   * @return the publisher
   */
  public static <V> Flow.Publisher<V> failed(RuntimeException failure) {
    return new PagePublisher<>(null, from -> CompletableFuture.failedFuture(failure));
  }

  @Override
  public void subscribe(Flow.Subscriber<? super V> subscriber) {
    Objects.requireNonNull(subscriber, "subscriber");
    new Walk(subscriber).begin();
  }

  private final class Walk implements Flow.Subscription {
    private final Flow.Subscriber<? super V> subscriber;
    private final AtomicLong demand = new AtomicLong();
    private final AtomicInteger wip = new AtomicInteger();
    /** Touched only inside the drain loop. */
    private final ArrayDeque<V> buffer = new ArrayDeque<>();
    private Map<String, AttributeValue> next;
    private boolean more = true;
    private boolean inFlight;
    private boolean done;
    /** A failure that follows the items already buffered: signalled once they are delivered. */
    private Throwable pending;
    /** Set by a fetch's completion or by a bad request, read by the drain loop. */
    private volatile Fetched<V> arrived;
    private volatile Throwable error;
    private volatile boolean cancelled;
    /** The subscription is one library call: every page's requests join it. */
    private final LibraryCall call = LibraryCall.async();

    Walk(Flow.Subscriber<? super V> subscriber) {
      this.subscriber = subscriber;
      this.next = start;
    }

    void begin() {
      wip.set(1);
      try {
        subscriber.onSubscribe(this);
      } catch (Throwable t) {
        cancelled = true;
      }
      loop();
    }

    @Override
    public void request(long n) {
      if (n <= 0) {
        error = new IllegalArgumentException("request(" + n + "): Reactive Streams §3.9 asks for a positive number");
      } else {
        long current;
        long updated;
        do {
          current = demand.get();
          updated = current + n < 0 ? Long.MAX_VALUE : current + n;
        } while (!demand.compareAndSet(current, updated));
      }
      drain();
    }

    @Override
    public void cancel() {
      cancelled = true;
      call.cancel();
      drain();
    }

    private void drain() {
      if (wip.getAndIncrement() == 0) {
        loop();
      }
    }

    private void loop() {
      int missed = 1;
      do {
        step();
        missed = wip.addAndGet(-missed);
      } while (missed != 0);
    }

    /** Signals what can be signalled now; one pass, repeated by the loop while others ask for more. */
    private void step() {
      while (!done) {
        if (cancelled) {
          done = true;
          buffer.clear();
          call.cancel();
          return;
        }
        Throwable failed = error;
        if (failed != null) {
          finish(failed);
          return;
        }
        Fetched<V> page = arrived;
        if (page != null) {
          arrived = null;
          inFlight = false;
          buffer.addAll(page.values());
          next = page.next();
          more = next != null && page.failure() == null;
          pending = page.failure();
        }
        if (!buffer.isEmpty() && demand.get() > 0) {
          demand.decrementAndGet();
          V value = buffer.pollFirst();
          try {
            subscriber.onNext(value);
          } catch (Throwable t) {
            cancelled = true;
          }
          continue;
        }
        if (buffer.isEmpty() && !more && !inFlight && pending != null) {
          finish(pending);
          return;
        }
        if (buffer.isEmpty() && !more && !inFlight) {
          done = true;
          call.end(null);
          try {
            subscriber.onComplete();
          } catch (Throwable ignored) {
            // §2.13: a subscriber that throws is cancelled; there is nothing left to cancel.
          }
          return;
        }
        if (buffer.isEmpty() && more && !inFlight && demand.get() > 0) {
          inFlight = true;
          CompletableFuture<Fetched<V>> fetched;
          Map<String, AttributeValue> from = next;
          try {
            fetched = call.run(() -> fetch.apply(from));
          } catch (RuntimeException e) {
            fetched = CompletableFuture.failedFuture(e);
          }
          // The subscriber's own code runs outside the call: what it sends is not the walk's.
          fetched.whenComplete((value, thrown) -> LibraryCall.outside(() -> {
            if (thrown != null) {
              error = Dispatch.unwrap(thrown);
            } else {
              arrived = value;
            }
            drain();
          }));
          continue;
        }
        return;
      }
    }

    private void finish(Throwable failed) {
      done = true;
      cancelled = true;
      buffer.clear();
      call.end(failed);
      try {
        subscriber.onError(failed);
      } catch (Throwable ignored) {
        // §2.13: nothing more is signalled to a subscriber that threw.
      }
    }
  }
}
