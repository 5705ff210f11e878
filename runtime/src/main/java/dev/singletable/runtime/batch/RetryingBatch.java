package dev.singletable.runtime.batch;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.ThrottledException;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.Listeners;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.Retries;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * What {@link BatchWrite} and {@link BatchGet} share: the operations in the order they were added,
 * indexed by primary key, and the loop that sends them in chunks and sends again what DynamoDB left
 * unprocessed or throttled, pausing as the {@link Backoff} says, until every operation is done or
 * given up.
 *
 * <p>The loop keeps one queue ({@code concurrent(n)}: one per lane, the chunks dealt to {@code n}
 * lanes in turn, each walked by its own loop at the same time). Operations to send again go to its
 * front, so they are retried in the next request, topped up with operations not sent yet; a
 * request that carries an operation sent {@code n} times before waits {@link Backoff#delayNanos(int)
 * delayNanos(n)} first. Every key
 * is in the batch once (the subclasses see to it), so a chunk never holds one key twice, which
 * DynamoDB refuses.
 *
 * <p>{@link #run()} and {@link #runAsync()} walk the same rounds (chunk, pause, send, sort out what
 * came back); the async walk pauses without blocking a thread.
 *
 * @param <E> the subclass's operation
 * @param <Q> the SDK request of a chunk
 * @param <R> the SDK response of a chunk
 */
abstract class RetryingBatch<E extends RetryingBatch.Entry, Q extends DynamoDbRequest, R extends DynamoDbResponse> {
  private final Table table;
  private final int chunkSize;
  private final List<E> entries = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, E> byKey = new HashMap<>();
  private Backoff backoff = Backoff.DEFAULT;
  private int concurrency = 1;
  private String partitionKeyField;
  private String sortKeyField;
  private final AtomicInteger requests = new AtomicInteger();
  private final AtomicInteger throttledRequests = new AtomicInteger();
  private final AtomicInteger resent = new AtomicInteger();

  RetryingBatch(Table table, int chunkSize) {
    this.table = Objects.requireNonNull(table, "table");
    this.chunkSize = chunkSize;
  }

  /** One operation of the batch and how often it has been sent. */
  static class Entry {
    final String operation;
    final EntitySchema<?> schema;
    final Map<String, AttributeValue> key;
    int attempts;
    long firstSentNanos;
    String lastFailure;
    boolean givenUp;
    /** Confirmed by DynamoDB: in a request that succeeded, and not among its unprocessed items. */
    boolean done;
    /** In the request whose failure stopped the batch: DynamoDB may or may not have carried it out. */
    boolean inFailedRequest;

    Entry(String operation, EntitySchema<?> schema, Map<String, AttributeValue> key) {
      this.operation = operation;
      this.schema = schema;
      this.key = key;
    }

    BatchFailure failure() {
      return new BatchFailure(operation, schema.entityName(), key, attempts, lastFailure);
    }
  }

  /** The API call that sends a chunk. */
  abstract Call<Q, R> call();

  /** The library operation, as the table's listeners see it: {@code batchGet} or {@code batchWrite}. */
  abstract String operation();

  /** The request of one chunk. */
  abstract Q request(List<E> chunk);

  /** Takes in the response of a chunk and returns the operations DynamoDB did not process (see {@link #sent}). */
  abstract List<E> unprocessed(R response);

  final Table table() {
    return table;
  }

  final void backoff(Backoff backoff) {
    this.backoff = Objects.requireNonNull(backoff, "backoff");
  }

  /**
   * Sends up to {@code concurrency} chunks at a time: the chunks are dealt to that many lanes, each
   * walking its own chunks one request after another, with its own retries.
   */
  final void concurrency(int concurrency) {
    if (concurrency < 1) {
      throw new IllegalArgumentException("a batch sends at least one request at a time, not " + concurrency);
    }
    this.concurrency = concurrency;
  }

  final List<E> entries() {
    return entries;
  }

  final int size() {
    return entries.size();
  }

  /** The operation already in the batch for {@code key}, or null. */
  final E find(Map<String, AttributeValue> key) {
    return byKey.get(key);
  }

  /** Adds an operation whose key is not in the batch yet. */
  final void add(E entry) {
    entries.add(entry);
    byKey.put(entry.key, entry);
  }

  /**
   * Checks that {@code schema} names the same key attributes as the entities already in the batch:
   * one table has one key schema, and returned items and unprocessed puts are matched to their
   * operations by those attributes.
   */
  final void checkKeyFields(EntitySchema<?> schema) {
    if (partitionKeyField == null) {
      partitionKeyField = schema.partitionKeyField();
      sortKeyField = schema.sortKeyField();
    } else if (!partitionKeyField.equals(schema.partitionKeyField()) || !Objects.equals(sortKeyField, schema.sortKeyField())) {
      throw new IllegalArgumentException(schema.entityName() + " has key attributes " + schema.partitionKeyField()
          + (schema.sortKeyField() == null ? "" : "/" + schema.sortKeyField()) + " but the batch's table has "
          + partitionKeyField + (sortKeyField == null ? "" : "/" + sortKeyField));
    }
  }

  /** The primary key of a stored or unprocessed item. */
  final Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    return PrimaryKey.of(item, partitionKeyField, sortKeyField);
  }


  /**
   * The operation a key that DynamoDB returned as unprocessed belongs to. A key that was never sent
   * means the matching is broken; failing loudly beats losing the operation it should have found.
   */
  final E sent(Map<String, AttributeValue> key) {
    E entry = byKey.get(key);
    if (entry == null) {
      throw new SingleTableException("DynamoDB returned as unprocessed " + Keys.describe(key)
          + ", which this batch did not send");
    }
    return entry;
  }

  /** What the last {@link #run()} cost. */
  final BatchStats stats() {
    return new BatchStats(requests.get(), throttledRequests.get(), resent.get());
  }

  /**
   * Sends every operation, retrying as the backoff allows.
   *
   * @return the operations given up, in the order they were added; empty when all were carried out
   * @throws RuntimeException what the client throws other than throttling, at once
   */
  final List<E> run() {
    return Dispatch.call(table, () -> {
      List<Round> lanes = lanes();
      if (lanes.size() == 1) {
        rounds(lanes.get(0));
        return givenUp();
      }
      return concurrently(lanes);
    });
  }

  /**
   * Walks the lanes at once: the first on the calling thread, the others each on a thread of its own
   * for this run; the first failure other than throttling stops every lane before its next request,
   * and is thrown once all have stopped.
   */
  private List<E> concurrently(List<Round> lanes) {
    ExecutorService threads = Executors.newFixedThreadPool(lanes.size() - 1, runnable -> {
      Thread thread = new Thread(runnable, "singletable-" + operation());
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<Future<?>> others = new ArrayList<>(lanes.size() - 1);
      for (Round lane : lanes.subList(1, lanes.size())) {
        others.add(threads.submit(() -> rounds(lane)));
      }
      RuntimeException failure = null;
      try {
        rounds(lanes.get(0));
      } catch (RuntimeException e) {
        failure = e;
      }
      boolean interrupted = Thread.currentThread().isInterrupted();
      for (Future<?> other : others) {
        while (true) {
          try {
            other.get();
            break;
          } catch (ExecutionException e) {
            if (failure == null) {
              failure = e.getCause() instanceof RuntimeException thrown ? thrown : new SingleTableException(
                  operation() + " failed in a concurrent request", e.getCause());
            }
            break;
          } catch (InterruptedException e) {
            // The caller's thread is being stopped: the lanes give up what they have not sent, and
            // the report waits for the requests in flight.
            interrupted = true;
            lanes.get(0).interrupt();
          }
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
      if (failure != null) {
        throw failure;
      }
      return givenUp();
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * The lanes of a run, each with the chunks it sends: the operations in the order they were added,
   * cut into chunks, dealt to {@link #concurrency} lanes in turn (fewer when there are fewer chunks).
   * Every operation is reset as not sent yet.
   */
  private List<Round> lanes() {
    requests.set(0);
    throttledRequests.set(0);
    resent.set(0);
    for (E entry : entries) {
      entry.attempts = 0;
      entry.lastFailure = null;
      entry.givenUp = false;
      entry.done = false;
      entry.inFailedRequest = false;
    }
    int chunks = (entries.size() + chunkSize - 1) / chunkSize;
    int count = Math.max(1, Math.min(concurrency, chunks));
    Stop stop = new Stop();
    List<List<E>> dealt = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      dealt.add(new ArrayList<>());
    }
    for (int i = 0; i < entries.size(); i++) {
      dealt.get(i / chunkSize % count).add(entries.get(i));
    }
    List<Round> lanes = new ArrayList<>(count);
    for (List<E> lane : dealt) {
      lanes.add(new Round(lane, stop));
    }
    return lanes;
  }

  /**
   * Whether a request of the run failed other than by throttling, or the caller was interrupted, so
   * that every lane stops before its next request; interrupted, a lane gives up what it has not sent.
   */
  private static final class Stop {
    volatile boolean stopped;
    volatile boolean interrupted;
  }

  private void rounds(Round round) {
    Backoff.Clock clock = backoff.clock();
    while (round.hasNext()) {
      List<E> chunk = round.next();
      if (round.retry > 0 && !pause(clock, round.retry, chunk)) {
        round.interrupted(chunk);
        round.interrupt();
        break;
      }
      round.sending(chunk);
      List<E> unprocessed;
      try {
        unprocessed = Dispatch.send(table, call(), operation(), null, request(chunk), this::unprocessed);
      } catch (RuntimeException e) {
        round.failed(chunk, e);
        continue;
      }
      round.sent(chunk, unprocessed, "unprocessed");
    }
  }

  /**
   * {@link #run()} with the table's async client: the same rounds, each pause on {@link
   * Backoff.Clock#pauseAsync} instead of a sleeping thread.
   *
   * @return a future of the operations given up; it fails with what the client failed with, other
   *     than throttling
   */
  final CompletableFuture<List<E>> runAsync() {
    List<Round> lanes = lanes();
    if (lanes.size() == 1) {
      return step(lanes.get(0)).thenApply(done -> givenUp());
    }
    // Every lane runs to its end (a failure stops the others before their next request), then the
    // first failure, if any, completes the run.
    List<CompletableFuture<Throwable>> ends = new ArrayList<>(lanes.size());
    for (Round lane : lanes) {
      ends.add(step(lane).handle((done, thrown) -> thrown));
    }
    return CompletableFuture.allOf(ends.toArray(CompletableFuture[]::new)).thenApply(all -> {
      for (CompletableFuture<Throwable> end : ends) {
        Throwable thrown = end.join();
        if (thrown != null) {
          throw Dispatch.rethrown(thrown);
        }
      }
      return givenUp();
    });
  }

  private CompletableFuture<Round> step(Round round) {
    if (!round.hasNext()) {
      return CompletableFuture.completedFuture(round);
    }
    List<E> chunk = round.next();
    CompletableFuture<Void> paused = round.retry > 0
        ? backoff.clock().pauseAsync(delay(round.retry, chunk)) : CompletableFuture.completedFuture(null);
    // A pause that fails (an interrupted test clock) ends the walk as run() does: what was not done is
    // reported, not mistaken for a request that failed.
    return Dispatch.inCurrentCall(paused)
        .handle((ready, interrupted) -> interrupted == null)
        .thenCompose(resumed -> {
          if (!resumed) {
            round.interrupted(chunk);
            return CompletableFuture.completedFuture(round);
          }
          round.sending(chunk);
          return Dispatch.sendAsync(table, call(), operation(), null, request(chunk), this::unprocessed)
              .handle((unprocessed, thrown) -> {
                if (thrown == null) {
                  round.sent(chunk, unprocessed, "unprocessed");
                } else {
                  round.failed(chunk, Dispatch.rethrown(thrown));
                }
                return round;
              })
              .thenCompose(this::step);
        });
  }

  /**
   * The state of one walk through a lane of the batch (the whole batch unless it is sent
   * concurrently): the queue and the chunk being sent.
   */
  private final class Round {
    private final ArrayDeque<E> queue;
    private final List<E> again = new ArrayList<>(chunkSize);
    private final Stop stop;
    /** The most times an operation of the current chunk has been sent before. */
    int retry;

    Round(List<E> lane, Stop stop) {
      this.queue = new ArrayDeque<>(lane);
      this.stop = stop;
    }

    /** A request failed: no lane sends anything more. */
    void stop() {
      stop.stopped = true;
    }

    /** The caller was interrupted: every lane gives up what it has not sent. */
    void interrupt() {
      stop.interrupted = true;
      stop.stopped = true;
    }

    boolean hasNext() {
      if (stop.stopped && stop.interrupted && !queue.isEmpty()) {
        giveUp(queue, "interrupted before it could be sent");
        queue.clear();
      }
      return !stop.stopped && !queue.isEmpty();
    }

    /** The next chunk: operations to send again first, topped up with new ones. */
    List<E> next() {
      List<E> chunk = new ArrayList<>(chunkSize);
      retry = 0;
      while (chunk.size() < chunkSize && !queue.isEmpty()) {
        E entry = queue.pollFirst();
        chunk.add(entry);
        retry = Math.max(retry, entry.attempts);
      }
      return chunk;
    }

    void interrupted(List<E> chunk) {
      giveUp(chunk, "interrupted before it could be sent again");
      giveUp(queue, "interrupted before it could be sent");
      queue.clear();
    }

    void sending(List<E> chunk) {
      long now = backoff.clock().nanoTime();
      for (E entry : chunk) {
        if (entry.attempts++ == 0) {
          entry.firstSentNanos = now;
        } else {
          resent.incrementAndGet();
        }
      }
      requests.incrementAndGet();
    }

    /** A failed request: throttling sends its operations again, anything else stops the batch. */
    void failed(List<E> chunk, RuntimeException e) {
      if (!Retries.isThrottling(e)) {
        for (E entry : chunk) {
          entry.inFailedRequest = true;
        }
        stop();
        throw e;
      }
      throttledRequests.incrementAndGet();
      String code = e instanceof ThrottledException throttled ? throttled.errorCode() : e.getClass().getSimpleName();
      sent(chunk, chunk, "throttled (" + code + ")");
    }

    void sent(List<E> chunk, List<E> unprocessed, String outcome) {
      again.clear();
      for (E entry : chunk) {
        entry.done = true;
      }
      for (E entry : unprocessed) {
        entry.done = false;
        entry.lastFailure = outcome + " after " + entry.attempts + (entry.attempts == 1 ? " attempt" : " attempts");
        if (Retries.mayRetry(backoff, entry.attempts, entry.firstSentNanos)) {
          again.add(entry);
        } else {
          entry.givenUp = true;
        }
      }
      for (int i = again.size() - 1; i >= 0; i--) {
        queue.addFirst(again.get(i));
      }
    }

  }

  /** The operations given up, in the order they were added. */
  private List<E> givenUp() {
    List<E> failed = new ArrayList<>();
    for (E entry : entries) {
      if (entry.givenUp) {
        failed.add(entry);
      }
    }
    return failed;
  }

  private boolean pause(Backoff.Clock clock, int retry, List<E> chunk) {
    try {
      clock.sleep(delay(retry, chunk));
      return true;
    } catch (InterruptedException e) {
      // The caller's thread is being stopped: report what was not done instead of finishing it.
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /** The pause before a chunk sent again, told to the table's listeners with why the chunk goes again. */
  private long delay(int retry, List<E> chunk) {
    long nanos = backoff.delayNanos(retry);
    if (!table.listeners().isEmpty()) {
      String reason = "retry";
      for (E entry : chunk) {
        if (entry.attempts == retry && entry.lastFailure != null) {
          reason = entry.lastFailure;
          break;
        }
      }
      Listeners.retry(table, operation(), null, retry, nanos, reason);
    }
    return nanos;
  }

  private static <E extends Entry> void giveUp(Iterable<E> entries, String reason) {
    for (E entry : entries) {
      entry.lastFailure = entry.lastFailure == null ? reason : entry.lastFailure + ", then " + reason;
      entry.givenUp = true;
    }
  }
}
