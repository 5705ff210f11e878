package dev.singletable.test;

import java.util.Objects;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicReference;

/** Subscriptions to publishers, for tests of what a publisher does between its items: cancelled walks, demand. */
public final class Subscriptions {
  private Subscriptions() {}

  /**
   * Subscribes to {@code publisher} and asks for {@code n} items in {@code onSubscribe}; the items, the error and the
   * completion are dropped.
   *
   * @param publisher the publisher to subscribe to
   * @param n how many items to request
   * @return the subscription, to cancel or to ask for more
   * @throws IllegalStateException when the publisher did not call {@code onSubscribe} before {@code subscribe}
   *     returned
   */
  public static Flow.Subscription request(Flow.Publisher<?> publisher, long n) {
    Objects.requireNonNull(publisher, "publisher");
    AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
    publisher.subscribe(new Flow.Subscriber<Object>() {
      @Override
      public void onSubscribe(Flow.Subscription s) {
        subscription.set(s);
        s.request(n);
      }

      @Override
      public void onNext(Object item) {}

      @Override
      public void onError(Throwable throwable) {}

      @Override
      public void onComplete() {}
    });
    if (subscription.get() == null) {
      throw new IllegalStateException("the publisher did not call onSubscribe during subscribe");
    }
    return subscription.get();
  }
}
