package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.accounts.Account;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/** What the async twins of the sync behaviour tests share: awaiting futures, their failures, and pulling pages. */
final class Twins {
  private static final long SECONDS = 30;

  private Twins() {}

  /** The engines, each with one table seeded by {@code seed} once per test JVM and cached under the engine's name. */
  static Stream<Named<Table>> seeded(Map<String, Table> cache, Function<AsyncEngines.Engine, Table> seed) {
    return AsyncEngines.all()
        .map(engine -> Named.of(engine.getName(),
            cache.computeIfAbsent(engine.getName(), name -> seed.apply(engine.getPayload()))));
  }

  /** A cache for {@link #seeded}. */
  static Map<String, Table> cache() {
    return new ConcurrentHashMap<>();
  }

  /** The value of a future that must succeed; its failure, if any, is rethrown as it is (unchecked) or wrapped. */
  static <V> V await(CompletableFuture<V> future) {
    return await(future, SECONDS);
  }

  /** {@link #await(CompletableFuture)} for work that may take longer than a single request: a race, a batch of many. */
  static <V> V await(CompletableFuture<V> future, long seconds) {
    try {
      return future.get(seconds, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new AssertionError("the future failed", e.getCause());
    } catch (InterruptedException | TimeoutException e) {
      throw new AssertionError("the future did not complete in " + seconds + " s", e);
    }
  }

  /**
   * The exception the future failed with, which must be a {@code type}: {@code join()} wraps it in a
   * {@link CompletionException} whose cause is the very exception, never another wrapper.
   */
  static <X extends Throwable> X failure(Class<X> type, CompletableFuture<?> future) {
    try {
      future.get(SECONDS, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      try {
        future.join();
      } catch (CompletionException joined) {
        assertTrue(joined.getCause() == cause, "join() and get() fail with the same exception");
      }
      assertNotNull(cause);
      return assertInstanceOf(type, cause, "the future failed with " + cause);
    } catch (InterruptedException | TimeoutException e) {
      throw new AssertionError("the future did not complete in " + SECONDS + " s", e);
    }
    return fail("the future succeeded; expected it to fail with " + type.getSimpleName());
  }

  /** The partition keys of every stored item, guard items included (a table keyed by {@code pk}). */
  static Set<String> partitions(Table table) {
    Set<String> keys = new TreeSet<>();
    RawItems.scan(table).forEach(item -> keys.add(item.get("pk").s()));
    return keys;
  }

  /** An account of Ada with the given id and e-mail address, not yet stored. */
  static Account account(String id, String email) {
    return new Account(id, email, "Ada", 0, null, null, null);
  }

  /** Every page of the publisher, requested one at a time. */
  static <T> List<Page<T>> pages(Flow.Publisher<Page<T>> publisher) {
    Pull<Page<T>> pull = Pull.of(publisher);
    List<Page<T>> pages = pull.rest();
    for (int i = 0; i < pages.size() - 1; i++) {
      assertTrue(pages.get(i).cursor().isPresent(), "every page but the last has a cursor");
    }
    return pages;
  }

  /** The items of every page of the publisher, requested one page at a time. */
  static <T> List<T> items(Flow.Publisher<Page<T>> publisher) {
    List<T> items = new ArrayList<>();
    pages(publisher).forEach(page -> items.addAll(page.items()));
    return items;
  }

  /**
   * A subscriber the test drives: {@link #next()} requests one element and waits for it, so that the
   * publisher never has more than one request's worth of demand; a signal beyond demand fails the test.
   */
  static final class Pull<T> implements Flow.Subscriber<T> {
    private static final Object COMPLETE = new Object();

    private final CompletableFuture<Flow.Subscription> subscription = new CompletableFuture<>();
    private final LinkedBlockingQueue<Object> signals = new LinkedBlockingQueue<>();
    private final AtomicLong demand = new AtomicLong();
    private volatile boolean overflowed;

    private record Failed(Throwable error) {}

    static <T> Pull<T> of(Flow.Publisher<T> publisher) {
      Pull<T> pull = new Pull<>();
      publisher.subscribe(pull);
      return pull;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      subscription.complete(s);
    }

    @Override
    public void onNext(T item) {
      if (demand.decrementAndGet() < 0) {
        overflowed = true;
      }
      signals.add(item);
    }

    @Override
    public void onError(Throwable error) {
      signals.add(new Failed(error));
    }

    @Override
    public void onComplete() {
      signals.add(COMPLETE);
    }

    /** Requests one element and waits for the signal: the element, or null once the publisher completed. */
    @SuppressWarnings("unchecked")
    T next() {
      demand.incrementAndGet();
      await(subscription).request(1);
      Object signal = take();
      if (signal instanceof Failed failed) {
        throw new CompletionException(failed.error());
      }
      assertTrue(!overflowed, "the publisher signalled more than was requested");
      return signal == COMPLETE ? null : (T) signal;
    }

    /** Requests one element and returns the error the publisher ended with instead. */
    Throwable error() {
      demand.incrementAndGet();
      await(subscription).request(1);
      Object signal = take();
      assertInstanceOf(Failed.class, signal, "expected onError, got " + signal);
      return ((Failed) signal).error();
    }

    /** Every remaining element, one request at a time, until the publisher completes. */
    List<T> rest() {
      List<T> all = new ArrayList<>();
      for (T item = next(); item != null; item = next()) {
        all.add(item);
      }
      return all;
    }

    /** Cancels the subscription. */
    void cancel() {
      await(subscription).cancel();
    }

    /** Whether nothing was signalled beyond what was requested within {@code millis}. */
    void assertQuietFor(long millis) {
      try {
        Object signal = signals.poll(millis, TimeUnit.MILLISECONDS);
        assertEquals(null, signal, "nothing is signalled without a request");
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }

    private Object take() {
      try {
        Object signal = signals.poll(SECONDS, TimeUnit.SECONDS);
        if (signal == null) {
          throw new AssertionError("no signal in " + SECONDS + " s");
        }
        return signal;
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }
}
