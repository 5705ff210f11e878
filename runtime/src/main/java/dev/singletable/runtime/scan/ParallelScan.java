package dev.singletable.runtime.scan;

import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryPublisher;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
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
    run(i -> walk(i, consumer));
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
    forEachPage((segment, page) -> bySegment.get(segment).addAll(page.items()));
    return merge(bySegment);
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
    return forEachPageAsync((segment, page) -> {
      synchronized (bySegment.get(segment)) {
        bySegment.get(segment).addAll(page.items());
      }
    }).thenApply(done -> merge(bySegment));
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
    // The segments' walks start inside the terminal, so that they are its call, cancelled with it.
    return Dispatch.start(() -> {
      List<CompletableFuture<Void>> walks = new ArrayList<>();
      for (int i = 0; i < segments.size(); i++) {
        walks.add(walkAsync(i, segments.get(i).startKey(), null, consumer));
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

  private CompletableFuture<Void> walkAsync(int segment, Map<String, AttributeValue> from, String cursor,
      BiConsumer<Integer, Page<T>> consumer) {
    return Dispatch.start(() -> segments.get(segment).fetchedAsync(from, false))
        .handle((fetched, thrown) -> {
          if (thrown != null) {
            throw new ScanSegmentException(scope, segment, segments.size(), cursor, Dispatch.unwrap(thrown));
          }
          consumer.accept(segment, fetched.page());
          return fetched;
        })
        .thenCompose(fetched -> fetched.next() == null ? CompletableFuture.<Void>completedFuture(null)
            : walkAsync(segment, fetched.next(), fetched.page().cursor().orElseThrow(), consumer));
  }

  /** Reads one segment page by page from its start key. */
  private void walk(int segment, BiConsumer<Integer, Page<T>> consumer) {
    Scan<T> scan = segments.get(segment);
    Map<String, AttributeValue> from = scan.startKey();
    String cursor = null;
    while (true) {
      QueryPublisher.Fetched<T> fetched;
      try {
        fetched = scan.pageFrom(from);
      } catch (RuntimeException e) {
        throw new ScanSegmentException(scope, segment, segments.size(), cursor, e);
      }
      consumer.accept(segment, fetched.page());
      if (fetched.next() == null) {
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

  private static <T> List<T> merge(List<List<T>> bySegment) {
    List<T> items = new ArrayList<>();
    bySegment.forEach(items::addAll);
    return items;
  }
}
