package dev.singletable.runtime.scan;

import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.read.PagePublisher;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.operation.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A scan split into segments that are read at the same time, each page by page with its own
 * cursor; their items are merged without loss or duplication (DynamoDB gives every item to exactly
 * one segment). Made by {@code scan().segments(n)}.
 *
 * <pre>{@code
 * List<Event> all = events.scan().segments(4).list();
 * long count = events.scan().segments(4).count();
 * }</pre>
 *
 * <p>The sync terminals run one task per segment on an {@link Executor} ({@link #executor}; by
 * default a pool of up to 32 threads made for the call and shut down after it); the async terminals
 * send every segment's requests with the table's async client and block no thread.
 *
 * <p>When a segment fails, the others still run to their end and the terminal fails with a {@link
 * ScanSegmentException} naming the segment and the cursor of its last delivered page. {@link
 * #forEachPage} delivers every page as it is read, so that a caller can resume just that segment
 * with {@code scan().segment(i, n).startAfter(cursor)} (or with {@link #startAfter(int, String)}).
 *
 * @param <T> what the scan returns
 */
public final class ParallelScan<T> {
  private static final int MAX_THREADS = 32;

  private final String scope;
  private final List<Scan<T>> segments;
  private Executor executor;
  private int limit = -1;

  ParallelScan(String scope, List<Scan<T>> segments) {
    this.scope = scope;
    this.segments = List.copyOf(segments);
  }

  /**
   * Runs the sync terminals' segments on {@code executor} instead of a pool made for each call.
   *
   * @param executor runs one task per segment
   * @return this parallel scan
   */
  public ParallelScan<T> executor(Executor executor) {
    this.executor = Objects.requireNonNull(executor, "executor");
    return this;
  }

  /**
   * Reads at most {@code n} items per request in every segment (DynamoDB's {@code Limit}), so that
   * each segment has pages of at most {@code n} items and a cursor after each; the terminals still
   * read every page.
   *
   * @param n at least 1
   * @return this parallel scan
   * @throws IllegalArgumentException when {@code n} is less than 1
   */
  public ParallelScan<T> pageSize(int n) {
    segments.forEach(segment -> segment.limit(n));
    return this;
  }

  /**
   * Returns at most {@code n} items in all: {@link #list()} and {@link #listAsync()} stop reading a
   * segment once it has delivered {@code n} and keep the first {@code n} in segment order; {@link
   * #stream()} and {@link #publisher()} end after {@code n}. {@link #count()} counts every item.
   *
   * @param n at least 1
   * @return this parallel scan
   * @throws IllegalArgumentException when {@code n} is less than 1
   */
  public ParallelScan<T> limit(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + n);
    }
    limit = n;
    return this;
  }

  /**
   * Skips items that cannot be read instead of failing, in every segment; see {@link Scan#skipInvalid()}.
   *
   * @return this parallel scan
   */
  public ParallelScan<T> skipInvalid() {
    segments.forEach(Scan::skipInvalid);
    return this;
  }

  /**
   * Skips items that cannot be read, in every segment, and hands each to {@code onInvalid}; see
   * {@link Scan#skipInvalid(Consumer)}. The sync terminals read segments on several threads at once,
   * so {@code onInvalid} may be called from several threads at once.
   *
   * @param onInvalid called once for each item skipped
   * @return this parallel scan
   */
  public ParallelScan<T> skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    Objects.requireNonNull(onInvalid, "onInvalid");
    segments.forEach(segment -> segment.skipInvalid(onInvalid));
    return this;
  }

  /**
   * Starts segment {@code segment} after the page that returned {@code cursor}, to resume it.
   *
   * @param segment from 0 to {@code totalSegments() - 1}
   * @param cursor a cursor of a page of that segment of this scan
   * @return this parallel scan
   * @throws dev.singletable.runtime.exception.InvalidCursorException when the cursor belongs to another
   *     scan or segment
   */
  public ParallelScan<T> startAfter(int segment, String cursor) {
    segments.get(Objects.checkIndex(segment, segments.size())).startAfter(cursor);
    return this;
  }

  /**
   * The number of segments.
   *
   * @return at least 1
   */
  public int totalSegments() {
    return segments.size();
  }

  /**
   * Segment {@code segment} alone, with this scan's modifiers, to read or resume by itself.
   *
   * @param segment from 0 to {@code totalSegments() - 1}
   * @return a scan of that segment
   */
  public Scan<T> segment(int segment) {
    return segments.get(Objects.checkIndex(segment, segments.size())).copy();
  }

  /**
   * Reads every segment to its end at the same time and hands each page to {@code consumer} as it
   * arrives, with its segment number. The consumer is called from several threads at once.
   *
   * @param consumer takes the segment number and one of its pages
   * @throws ScanSegmentException when a segment failed, after the others ended; others that failed
   *     too are suppressed in it
   */
  public void forEachPage(BiConsumer<Integer, Page<T>> consumer) {
    Objects.requireNonNull(consumer, "consumer");
    run(i -> walk(i, consumer, -1));
  }

  /**
   * Every item of every segment, read at the same time; segment 0's items first, then segment 1's,
   * and so on.
   *
   * @return the items
   * @throws ScanSegmentException when a segment failed
   */
  public List<T> list() {
    List<List<T>> bySegment = perSegment();
    run(i -> walk(i, (segment, page) -> bySegment.get(segment).addAll(page.items()), limit));
    return merge(bySegment);
  }

  /**
   * The items of every segment as a lazy stream: segment 0's first, then segment 1's, and so on,
   * each segment's pages fetched as the stream is consumed. The segments are read one after another,
   * not at the same time: {@link #list()} and {@link #forEachPage} read them at once.
   *
   * @return a lazy stream, ending after the limit when one is set
   */
  public Stream<T> stream() {
    Stream<T> all = segments.stream().flatMap(segment -> segment.read.streamFrom(segment.read.startKey));
    return limit > 0 ? all.limit(limit) : all;
  }

  /**
   * The first item in segment order (segment 0's first, or, when it has none, segment 1's, ...),
   * reading no further than it takes to find one.
   *
   * @return the item, empty when the scan returns none
   */
  public Optional<T> first() {
    return stream().findFirst();
  }

  /**
   * {@link #first()} with the table's async client, the segments asked one after another. Never
   * throws: a failure completes the future exceptionally with the same exception.
   *
   * @return the first item, empty when there is none
   */
  public CompletableFuture<Optional<T>> firstAsync() {
    return Dispatch.start(() -> firstAsync(0));
  }

  private CompletableFuture<Optional<T>> firstAsync(int segment) {
    return segments.get(segment).firstAsync().thenCompose(found -> found.isPresent() || segment + 1 == segments.size()
        ? CompletableFuture.completedFuture(found) : firstAsync(segment + 1));
  }

  /**
   * The pages of every segment as a cold {@link Flow.Publisher} read with the table's async client:
   * segment 0's pages, then segment 1's, and so on, each page fetched when the subscriber asks for
   * it. Each page's cursor resumes its own segment ({@link #startAfter(int, String)}); to read the
   * segments at the same time, use {@link #forEachPageAsync}.
   *
   * @return a publisher of pages
   */
  public Flow.Publisher<Page<T>> pages() {
    return subscriber -> new PagePublisher<Page<T>>(null, new Walk()::page).subscribe(subscriber);
  }

  /**
   * The items of every segment as a cold {@link Flow.Publisher}: the pages of {@link #pages()},
   * flattened, ending after the limit when one is set. Like {@link #stream()}, it delivers the items
   * before one that cannot be read, then the failure.
   *
   * @return a publisher of items
   */
  public Flow.Publisher<T> publisher() {
    return subscriber -> new PagePublisher<T>(null, new Walk()::items).subscribe(subscriber);
  }

  /**
   * One subscriber's walk of the segments in order. Its position is the key within the current
   * segment; an empty key stands for the start of the next segment, which the publisher must still
   * fetch.
   */
  private final class Walk {
    private int segment;
    private int taken;

    CompletableFuture<PagePublisher.Fetched<Page<T>>> page(Map<String, AttributeValue> from) {
      Scan<T> scan = segments.get(segment);
      return fetch(from, -1).thenApply(result -> new PagePublisher.Fetched<>(List.of(scan.read.page(result)),
          next(result), null));
    }

    CompletableFuture<PagePublisher.Fetched<T>> items(Map<String, AttributeValue> from) {
      return fetch(from, limit > 0 ? limit - taken : -1).thenApply(result -> {
        taken += result.items().size();
        boolean ended = result.failure() != null || limit > 0 && taken >= limit;
        return new PagePublisher.Fetched<>(result.items(), ended ? null : next(result), result.failure());
      });
    }

    private CompletableFuture<Pager.Result<T>> fetch(Map<String, AttributeValue> from, int max) {
      Scan<T> scan = segments.get(segment);
      return scan.read.publishedFrom(from == null || from.isEmpty() ? scan.read.startKey : from, max);
    }

    private Map<String, AttributeValue> next(Pager.Result<T> result) {
      if (result.next() != null) {
        return result.next();
      }
      segment++;
      return segment < segments.size() ? Map.of() : null;
    }
  }

  /**
   * How many items the scan returns, each segment counted by DynamoDB at the same time.
   *
   * @return the number of items
   * @throws ScanSegmentException when a segment failed
   */
  public long count() {
    long[] counts = new long[segments.size()];
    run(i -> {
      try {
        counts[i] = segments.get(i).count();
      } catch (RuntimeException e) {
        throw new ScanSegmentException(scope, i, segments.size(), null, e);
      }
    });
    long total = 0;
    for (long count : counts) {
      total += count;
    }
    return total;
  }

  /**
   * Every item, as {@link #list()} returns them, every segment read with the table's async client at
   * the same time. Never throws: a failure completes the future with a {@link ScanSegmentException}.
   *
   * @return the items
   */
  public CompletableFuture<List<T>> listAsync() {
    List<List<T>> bySegment = perSegment();
    return walkAllAsync((segment, page) -> {
      synchronized (bySegment.get(segment)) {
        bySegment.get(segment).addAll(page.items());
      }
    }, limit).thenApply(done -> merge(bySegment));
  }

  /**
   * Reads every segment with the table's async client at the same time, handing each page to
   * {@code consumer} as it arrives, as {@link #forEachPage} does.
   *
   * @param consumer takes the segment number and one of its pages; called from the client's threads
   * @return completes when every segment ended; exceptionally with a {@link ScanSegmentException}
   */
  public CompletableFuture<Void> forEachPageAsync(BiConsumer<Integer, Page<T>> consumer) {
    Objects.requireNonNull(consumer, "consumer");
    return walkAllAsync(consumer, -1);
  }

  private CompletableFuture<Void> walkAllAsync(BiConsumer<Integer, Page<T>> consumer, int max) {
    // The segments' walks start inside the terminal, so that they are its call, cancelled with it.
    return Dispatch.start(() -> {
      List<CompletableFuture<Void>> walks = new ArrayList<>();
      for (int i = 0; i < segments.size(); i++) {
        walks.add(walkAsync(i, segments.get(i).read.startKey, null, consumer, max, 0));
      }
      return CompletableFuture.allOf(walks.toArray(CompletableFuture[]::new))
          .exceptionallyCompose(thrown -> CompletableFuture.failedFuture(firstFailure(walks)));
    });
  }

  /**
   * The number of items, as {@link #count()} returns it, every segment counted with the table's
   * async client at the same time.
   *
   * @return the number of items
   */
  public CompletableFuture<Long> countAsync() {
    return Dispatch.start(() -> {
      List<CompletableFuture<Long>> counts = new ArrayList<>();
      for (int i = 0; i < segments.size(); i++) {
        int segment = i;
        counts.add(segments.get(i).countAsync().exceptionallyCompose(thrown -> CompletableFuture.failedFuture(
            new ScanSegmentException(scope, segment, segments.size(), null, Dispatch.unwrap(thrown)))));
      }
      return CompletableFuture.allOf(counts.toArray(CompletableFuture[]::new))
          .exceptionallyCompose(thrown -> CompletableFuture.failedFuture(firstFailure(counts)))
          .thenApply(done -> counts.stream().mapToLong(CompletableFuture::join).sum());
    });
  }

  /** Reads one segment page by page, stopping when it has delivered {@code max} items (-1: at its end). */
  private CompletableFuture<Void> walkAsync(int segment, Map<String, AttributeValue> from, String cursor,
      BiConsumer<Integer, Page<T>> consumer, int max, int delivered) {
    return Dispatch.start(() -> segments.get(segment).read.pageFromAsync(from))
        .handle((fetched, thrown) -> {
          if (thrown != null) {
            throw new ScanSegmentException(scope, segment, segments.size(), cursor, Dispatch.unwrap(thrown));
          }
          consumer.accept(segment, fetched.page());
          return fetched;
        })
        .thenCompose(fetched -> {
          int now = delivered + fetched.page().items().size();
          return fetched.next() == null || max > 0 && now >= max ? CompletableFuture.<Void>completedFuture(null)
              : walkAsync(segment, fetched.next(), fetched.page().cursor().orElseThrow(), consumer, max, now);
        });
  }

  /** Reads one segment page by page from its start key, until it has delivered {@code max} items (-1: its end). */
  private void walk(int segment, BiConsumer<Integer, Page<T>> consumer, int max) {
    Scan<T> scan = segments.get(segment);
    Map<String, AttributeValue> from = scan.read.startKey;
    String cursor = null;
    int delivered = 0;
    while (true) {
      ScanRead.Step<T> fetched;
      try {
        fetched = scan.read.pageFrom(from);
      } catch (RuntimeException e) {
        throw new ScanSegmentException(scope, segment, segments.size(), cursor, e);
      }
      consumer.accept(segment, fetched.page());
      delivered += fetched.page().items().size();
      if (fetched.next() == null || max > 0 && delivered >= max) {
        return;
      }
      from = fetched.next();
      cursor = fetched.page().cursor().orElseThrow();
    }
  }

  /** Runs one task per segment and waits for all; then throws the first failure, others suppressed. */
  private void run(java.util.function.IntConsumer task) {
    ExecutorService own = null;
    Executor runner = executor;
    if (runner == null) {
      AtomicInteger threads = new AtomicInteger();
      own = Executors.newFixedThreadPool(Math.min(segments.size(), MAX_THREADS), body -> {
        Thread thread = new Thread(body, "singletable-scan-" + threads.incrementAndGet());
        thread.setDaemon(true);
        return thread;
      });
      runner = own;
    }
    try {
      List<CompletableFuture<Void>> tasks = new ArrayList<>();
      for (int i = 0; i < segments.size(); i++) {
        int segment = i;
        tasks.add(CompletableFuture.runAsync(() -> task.accept(segment), runner));
      }
      try {
        CompletableFuture.allOf(tasks.toArray(CompletableFuture[]::new)).join();
      } catch (CompletionException e) {
        throw firstFailure(tasks);
      }
    } finally {
      if (own != null) {
        own.shutdown();
      }
    }
  }

  /** The failure of the lowest failed segment, with the others' suppressed. */
  private static RuntimeException firstFailure(List<? extends CompletableFuture<?>> tasks) {
    RuntimeException first = null;
    for (CompletableFuture<?> task : tasks) {
      if (task.isCompletedExceptionally()) {
        RuntimeException failure;
        try {
          task.join();
          continue;
        } catch (CompletionException e) {
          failure = Dispatch.rethrown(e);
        } catch (RuntimeException e) {
          failure = e;
        }
        if (first == null) {
          first = failure;
        } else if (first != failure) {
          first.addSuppressed(failure);
        }
      }
    }
    return first == null ? new IllegalStateException("no segment failed") : first;
  }

  private List<List<T>> perSegment() {
    List<List<T>> bySegment = new ArrayList<>();
    for (int i = 0; i < segments.size(); i++) {
      bySegment.add(new ArrayList<>());
    }
    return bySegment;
  }

  private List<T> merge(List<List<T>> bySegment) {
    List<T> items = new ArrayList<>();
    bySegment.forEach(items::addAll);
    return limit > 0 && items.size() > limit ? new ArrayList<>(items.subList(0, limit)) : items;
  }
}
