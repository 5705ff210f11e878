package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.LibraryCall;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one place a read pages: how many items to ask DynamoDB for, when to fetch another page, when
 * to stop, and what becomes of an item that cannot be read. Sync walks fetch lazily and decode one
 * item at a time, so that a failure surfaces at the item that caused it; async walks fetch one page
 * after the other without blocking a thread.
 *
 * <p>A walk starts after a key (null for the first page) and takes at most a number of items (-1 for
 * no bound). Items the read does not return (other entities', keys a range excludes) are passed over
 * and counted; a page that holds more items than wanted is cut after the last one taken, and its
 * cursor resumes right after it. With {@code skipInvalid}, an item that cannot be read is skipped, counted in the
 * result's invalid items and handed to {@code onInvalid}; without, it fails the walk.
 *
 * @param <V> what one item decodes to
 */
public final class Pager<V> {
  private final PageSource<V> source;
  private final boolean skipInvalid;
  private final Consumer<? super InvalidItem> onInvalid;

  /**
   * @param source the read
   * @param skipInvalid whether items that cannot be read are skipped instead of failing the walk
   * @param onInvalid called for each item skipped, or null
   */
  public Pager(PageSource<V> source, boolean skipInvalid, Consumer<? super InvalidItem> onInvalid) {
    this.source = source;
    this.skipInvalid = skipInvalid;
    this.onInvalid = onInvalid;
  }

  /**
   * What a walk that collects returns: the items, the key to continue after them (null at the end),
   * the items skipped as invalid, and, for a walk that keeps the items before a failure, the failure.
   */
  public record Result<V>(List<V> items, Map<String, AttributeValue> next, List<InvalidItem> invalid,
      long passedOver, RuntimeException failure) {}

  /**
   * The key a read continues from after a DynamoDB page: its last evaluated key, or null at the end
   * (DynamoDB may send an empty one there).
   *
   * @param returned whether the response holds a last evaluated key
   * @param lastEvaluatedKey the key it holds
   */
  public static Map<String, AttributeValue> continuation(boolean returned, Map<String, AttributeValue> lastEvaluatedKey) {
    return returned && !lastEvaluatedKey.isEmpty() ? lastEvaluatedKey : null;
  }

  /** The items after {@code start}, fetched as they are consumed, at most {@code max} (-1: all). */
  public Iterator<V> iterator(Map<String, AttributeValue> start, int max) {
    return new ItemIterator(start, max);
  }

  /**
   * {@link #iterator} as a sequential stream. Closing the stream before its end ends the walk's
   * library call as cancelled.
   */
  public Stream<V> stream(Map<String, AttributeValue> start, int max) {
    ItemIterator items = new ItemIterator(start, max);
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(items,
        Spliterator.ORDERED | Spliterator.NONNULL), false).onClose(items::close);
  }

  /** Every item after {@code start}, at most {@code max} (-1: all). */
  public List<V> list(Map<String, AttributeValue> start, int max) {
    List<V> items = new ArrayList<>();
    iterator(start, max).forEachRemaining(items::add);
    return items;
  }

  /**
   * One page: with a {@code max}, up to that many items (fetching further DynamoDB pages while
   * filtering leaves fewer); without one, the items of one DynamoDB page.
   */
  public Result<V> page(Map<String, AttributeValue> start, int max) {
    return collect(new Collector(start, max, false));
  }

  /**
   * Every item after {@code start}, at most {@code max} (-1: all), with what was skipped and passed
   * over: {@link #list} as a result.
   */
  public Result<V> all(Map<String, AttributeValue> start, int max) {
    return collect(new Collector(start, max, true));
  }

  private Result<V> collect(Collector collector) {
    return Dispatch.call(source.table(), () -> {
      while (collector.take(source.fetch(collector.next, collector.remaining(), collector.pages))) {
        // take() decodes each page and says whether another is needed.
      }
      return collector.result();
    });
  }

  /** {@link #list} with the async client: every item, at most {@code max}. */
  public CompletableFuture<Result<V>> listAsync(Map<String, AttributeValue> start, int max) {
    return Dispatch.start(() -> collectAsync(new Collector(start, max, true)));
  }

  /** {@link #page} with the async client. */
  public CompletableFuture<Result<V>> pageAsync(Map<String, AttributeValue> start, int max) {
    return Dispatch.start(() -> collectAsync(new Collector(start, max, false)));
  }

  /**
   * One page for a publisher of items: like {@link #pageAsync}, but a decoding failure ends the page
   * with the items before it kept and the failure in the result, so that they are delivered first.
   */
  public CompletableFuture<Result<V>> pageKeepingItemsBeforeFailure(Map<String, AttributeValue> start, int max) {
    Collector collector = new Collector(start, max, false);
    collector.keepItemsBeforeFailure = true;
    return Dispatch.start(() -> collectAsync(collector));
  }

  private CompletableFuture<Result<V>> collectAsync(Collector collector) {
    return source.fetchAsync(collector.next, collector.remaining(), collector.pages)
        .thenCompose(fetched -> collector.take(fetched)
            ? collectAsync(collector)
            : CompletableFuture.completedFuture(collector.result()));
  }

  /** The first item after {@code start}, fetching no further than it takes to find one. */
  public Optional<V> first(Map<String, AttributeValue> start) {
    Iterator<V> items = iterator(start, 1);
    return items.hasNext() ? Optional.of(items.next()) : Optional.empty();
  }

  /** {@link #first} with the async client. */
  public CompletableFuture<Optional<V>> firstAsync(Map<String, AttributeValue> start) {
    return listAsync(start, 1).thenApply(done -> done.items().stream().findFirst());
  }

  /**
   * The pages after {@code start} as a cold publisher read with the async client: each page what
   * {@link #pageAsync} returns after the previous page's key, until a page has none.
   *
   * @param page what a subscriber receives for one page
   * @param <P> the page type
   */
  public <P> Flow.Publisher<P> pages(Map<String, AttributeValue> start, int max, Function<Result<V>, P> page) {
    return new PagePublisher<>(start, from -> pageAsync(from, max)
        .thenApply(result -> new PagePublisher.Fetched<>(List.of(page.apply(result)), result.next(), null)));
  }

  /**
   * The items after {@code start} as a cold publisher read with the async client, pages fetched on
   * demand; the items before one that cannot be read are delivered, then the failure.
   */
  public Flow.Publisher<V> publisher(Map<String, AttributeValue> start, int max) {
    return new PagePublisher<>(start, from -> pageKeepingItemsBeforeFailure(from, max)
        .thenApply(result -> new PagePublisher.Fetched<>(result.items(), result.next(), result.failure())));
  }

  /**
   * Counts what a count read matches after {@code start}, page by page, up to {@code max} (-1: no
   * bound): the count's own requests ({@code Select.COUNT}) through the same rule of when to go on.
   */
  public static long count(CountSource source, Map<String, AttributeValue> start, long max) {
    return Dispatch.call(source.table(), () -> {
      long count = 0;
      Map<String, AttributeValue> next = start;
      do {
        CountSource.Counted counted = source.count(next);
        count += counted.count();
        next = counted.next();
      } while (next != null && (max <= 0 || count < max));
      return count;
    });
  }

  /** {@link #count} with the async client. */
  public static CompletableFuture<Long> countAsync(CountSource source, Map<String, AttributeValue> start, long max) {
    return Dispatch.start(() -> countAsync(source, start, max, 0));
  }

  private static CompletableFuture<Long> countAsync(CountSource source, Map<String, AttributeValue> from, long max,
      long before) {
    return source.countAsync(from).thenCompose(counted -> {
      long count = before + counted.count();
      return counted.next() != null && (max <= 0 || count < max)
          ? countAsync(source, counted.next(), max, count)
          : CompletableFuture.completedFuture(count);
    });
  }

  /** The reporter of a walk: to the invalid items kept, and to the callback. */
  private Consumer<InvalidItem> reporter(List<InvalidItem> kept) {
    if (!skipInvalid) {
      return null;
    }
    return invalid -> {
      if (kept != null) {
        kept.add(invalid);
      }
      if (onInvalid != null) {
        onInvalid.accept(invalid);
      }
    };
  }

  /**
   * The items of a walk that collects, decoded as pages arrive, up to a maximum, and the key to go
   * on from. A page stops after the first DynamoDB page unless a maximum asks for more items; a list
   * goes on to the last page.
   */
  private final class Collector {
    private final int max;
    private final boolean allPages;
    private final ArrayList<V> items = new ArrayList<>();
    private final List<InvalidItem> invalid = new ArrayList<>();
    private final Consumer<InvalidItem> report = reporter(invalid);
    private Map<String, AttributeValue> next;
    private int pages;
    private long passedOver;
    private boolean keepItemsBeforeFailure;
    private RuntimeException failure;

    Collector(Map<String, AttributeValue> start, int max, boolean allPages) {
      this.next = start;
      this.max = max;
      this.allPages = allPages;
    }

    int remaining() {
      return max < 0 ? -1 : max - items.size();
    }

    /** Takes in a page; true when another is needed. */
    boolean take(PageSource.Fetched fetched) {
      pages++;
      List<Map<String, AttributeValue>> read = fetched.items();
      // Room for the page at once: a list grown item by item copies itself over and over.
      items.ensureCapacity(items.size() + (max > 0 ? Math.min(read.size(), max - items.size()) : read.size()));
      for (int i = 0; i < read.size(); i++) {
        if (max > 0 && items.size() >= max) {
          // Cut: the page ends at the last item looked at, and the cursor resumes right after it.
          next = source.keyOf(read.get(i - 1));
          return false;
        }
        Map<String, AttributeValue> item = read.get(i);
        if (!source.owns(item)) {
          passedOver++;
          source.passedOver(item);
          continue;
        }
        V value;
        try {
          value = source.decode(item, report);
        } catch (RuntimeException e) {
          if (!keepItemsBeforeFailure) {
            throw e;
          }
          failure = e;
          next = null;
          return false;
        }
        if (value != null) {
          items.add(value);
        }
      }
      next = fetched.next();
      return next != null && (allPages ? max <= 0 || items.size() < max : max > 0 && items.size() < max);
    }

    Result<V> result() {
      return new Result<>(items, next, invalid, passedOver, failure);
    }
  }

  /**
   * Walks the pages lazily, stopping at the maximum, decoding one item at a time. The walk is one
   * library call, from its first fetch to its last item, its failure or its closing; a walk that
   * starts inside another call is part of that one.
   */
  private final class ItemIterator implements Iterator<V> {
    private final int max;
    private LibraryCall call;
    private boolean joined;
    private final Consumer<InvalidItem> report = reporter(null);
    private final List<Map<String, AttributeValue>> buffer = new ArrayList<>();
    private int pages;
    private int position;
    private int returned;
    private Map<String, AttributeValue> next;
    private boolean exhausted;
    private V decoded;

    ItemIterator(Map<String, AttributeValue> start, int max) {
      this.next = start;
      this.max = max;
    }

    @Override
    public boolean hasNext() {
      if (max > 0 && returned >= max) {
        end(null);
        return false;
      }
      try {
        return advance();
      } catch (RuntimeException | Error e) {
        end(e);
        throw e;
      }
    }

    private boolean advance() {
      if (call == null && !joined) {
        // A walk inside a call is part of it; on a table without listeners, nothing observes one.
        joined = LibraryCall.current() != null || source.table().listeners().isEmpty();
        call = joined ? null : LibraryCall.sync();
      }
      while (decoded == null) {
        while (position >= buffer.size() && !exhausted) {
          int remaining = max > 0 ? max - returned : -1;
          int page = pages++;
          PageSource.Fetched fetched = call == null ? source.fetch(next, remaining, page)
              : call.run(() -> source.fetch(next, remaining, page));
          buffer.clear();
          position = 0;
          for (Map<String, AttributeValue> item : fetched.items()) {
            if (source.owns(item)) {
              buffer.add(item);
            } else {
              source.passedOver(item);
            }
          }
          next = fetched.next();
          exhausted = next == null;
        }
        if (position >= buffer.size()) {
          end(null);
          return false;
        }
        // Past the item before decoding it: a failure is not met again by the next call.
        Map<String, AttributeValue> item = buffer.get(position++);
        decoded = call == null ? source.decode(item, report) : call.run(() -> source.decode(item, report));
      }
      return true;
    }

    private void end(Throwable failure) {
      if (call != null) {
        call.end(failure);
      }
    }

    /** The stream is closed: a walk not at its end yet ends cancelled. */
    void close() {
      end(new CancellationException("the stream was closed before its end"));
    }

    @Override
    public V next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      returned++;
      V value = decoded;
      decoded = null;
      if (max > 0 && returned >= max) {
        end(null);
      }
      return value;
    }
  }
}
