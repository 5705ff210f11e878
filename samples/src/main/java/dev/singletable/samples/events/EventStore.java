package dev.singletable.samples.events;

import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.TransactWrite;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The event store of seed 000 on the generated {@link EventsService}: appends with optimistic
 * concurrency, replay from the latest snapshot, events of one type across aggregates.
 *
 * <p>An append is one transaction of two writes: the aggregate's metadata moves from the sequence
 * number the writer read to the next one (created at 1 when the aggregate is new), and the event is
 * created at that number. A writer that read a stale number has its transaction cancelled — the
 * metadata condition fails, or DynamoDB reports a conflict with the transaction that won — and
 * nothing of it is written; {@link #append(String, String, String, Map, String)} then reads again
 * and retries, up to a bound. So sequence numbers have no gaps and no duplicates, whatever the
 * number of writers. Thread-safe.
 *
 * <p>{@code appendAsync}, {@code loadAsync} and {@code currentSeqNumAsync} do the same with the
 * table's async client, blocking no thread, pauses between tries included.
 */
public final class EventStore {
  /** How many times one append is tried before {@link ConcurrencyException}. */
  public static final int DEFAULT_MAX_ATTEMPTS = 200;
  /** The longest pause before the first retry, in microseconds; it doubles with each retry. */
  private static final long BASE_PAUSE_MICROS = 1_000;
  /** The longest pause before any retry, in microseconds. */
  private static final long MAX_PAUSE_MICROS = 32_000;

  private final EventsService service;
  private final Clock clock;
  private final int maxAttempts;

  /**
   * An event store with the system clock and {@value #DEFAULT_MAX_ATTEMPTS} tries per append.
   *
   * @param service the events service, bound to its table
   */
  public EventStore(EventsService service) {
    this(service, Clock.systemUTC(), DEFAULT_MAX_ATTEMPTS);
  }

  /**
   * An event store.
   *
   * @param service the events service, bound to its table
   * @param clock what {@code occurredAt} is read from
   * @param maxAttempts how many times one append is tried, at least 1
   */
  public EventStore(EventsService service, Clock clock, int maxAttempts) {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
    }
    this.service = service;
    this.clock = clock;
    this.maxAttempts = maxAttempts;
  }

  /**
   * Appends an event at the next sequence number, retrying when another writer got there first.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @param eventType e.g. {@code OrderPlaced}
   * @param payload the event's data
   * @param actor who caused it; null when unknown
   * @return the event as stored and how many tries it took
   * @throws ConcurrencyException when every try lost to another writer
   */
  public Appended append(String aggregateType, String aggregateId, String eventType, Map<String, Object> payload,
      String actor) {
    ConcurrencyException last = null;
    for (int attempt = 1; attempt <= maxAttempts; attempt++) {
      long expected = currentSeqNum(aggregateType, aggregateId);
      try {
        return new Appended(append(aggregateType, aggregateId, eventType, payload, actor, expected), attempt);
      } catch (ConcurrencyException e) {
        last = e;
        pause(attempt);
      }
    }
    throw new ConcurrencyException(aggregateType, aggregateId, maxAttempts, last);
  }

  /**
   * Appends an event at {@code expectedSeqNum + 1}, once: the seed's {@code appendEvent}.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @param eventType e.g. {@code OrderPlaced}
   * @param payload the event's data
   * @param actor who caused it; null when unknown
   * @param expectedSeqNum the aggregate's sequence number as the caller read it; 0 for a new aggregate
   * @return the event as stored
   * @throws ConcurrencyException when the aggregate is no longer at {@code expectedSeqNum}
   */
  public Event append(String aggregateType, String aggregateId, String eventType, Map<String, Object> payload,
      String actor, long expectedSeqNum) {
    Event event = event(aggregateType, aggregateId, eventType, payload, actor, expectedSeqNum);
    try {
      transaction(event, expectedSeqNum).execute();
    } catch (TransactionCanceledException e) {
      throw lost(event, expectedSeqNum, e);
    }
    return event;
  }

  /**
   * {@link #append(String, String, String, Map, String)} with the table's async client: reads, tries
   * and pauses between tries without blocking a thread.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @param eventType e.g. {@code OrderPlaced}
   * @param payload the event's data
   * @param actor who caused it; null when unknown
   * @return the event as stored and how many tries it took; fails with {@link ConcurrencyException}
   *     when every try lost to another writer
   */
  public CompletableFuture<Appended> appendAsync(String aggregateType, String aggregateId, String eventType,
      Map<String, Object> payload, String actor) {
    return appendAsync(aggregateType, aggregateId, eventType, payload, actor, 1, null);
  }

  private CompletableFuture<Appended> appendAsync(String aggregateType, String aggregateId, String eventType,
      Map<String, Object> payload, String actor, int attempt, ConcurrencyException last) {
    if (attempt > maxAttempts) {
      return CompletableFuture.failedFuture(new ConcurrencyException(aggregateType, aggregateId, maxAttempts, last));
    }
    return currentSeqNumAsync(aggregateType, aggregateId)
        .thenCompose(expected -> appendAsync(aggregateType, aggregateId, eventType, payload, actor, expected))
        .thenApply(event -> CompletableFuture.completedFuture(new Appended(event, attempt)))
        .exceptionally(thrown -> {
          Throwable cause = thrown instanceof CompletionException && thrown.getCause() != null ? thrown.getCause() : thrown;
          if (!(cause instanceof ConcurrencyException lost)) {
            return CompletableFuture.failedFuture(cause);
          }
          return CompletableFuture.supplyAsync(() -> attempt, CompletableFuture.delayedExecutor(
                  pauseMicros(attempt), TimeUnit.MICROSECONDS))
              .thenCompose(paused -> appendAsync(aggregateType, aggregateId, eventType, payload, actor, attempt + 1, lost));
        })
        .thenCompose(next -> next);
  }

  /**
   * {@link #append(String, String, String, Map, String, long)} with the table's async client.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @param eventType e.g. {@code OrderPlaced}
   * @param payload the event's data
   * @param actor who caused it; null when unknown
   * @param expectedSeqNum the aggregate's sequence number as the caller read it; 0 for a new aggregate
   * @return the event as stored; fails with {@link ConcurrencyException} when the aggregate is no
   *     longer at {@code expectedSeqNum}
   */
  public CompletableFuture<Event> appendAsync(String aggregateType, String aggregateId, String eventType,
      Map<String, Object> payload, String actor, long expectedSeqNum) {
    Event event = event(aggregateType, aggregateId, eventType, payload, actor, expectedSeqNum);
    CompletableFuture<Event> appended = new CompletableFuture<>();
    transaction(event, expectedSeqNum).executeAsync().whenComplete((sent, thrown) -> {
      if (thrown == null) {
        appended.complete(event);
      } else {
        Throwable cause = thrown instanceof CompletionException && thrown.getCause() != null ? thrown.getCause() : thrown;
        appended.completeExceptionally(cause instanceof TransactionCanceledException e
            ? lost(event, expectedSeqNum, e) : cause);
      }
    });
    return appended;
  }

  private Event event(String aggregateType, String aggregateId, String eventType, Map<String, Object> payload,
      String actor, long expectedSeqNum) {
    // The library generates the ULID; completed(...) draws it now, so that the append can return it.
    return EventEntity.completed(new Event(aggregateType, aggregateId, expectedSeqNum + 1, eventType, null, payload,
        actor, clock.instant()));
  }

  /** The append's two writes: the metadata moved from {@code expectedSeqNum} on, the event created. */
  private TransactWrite transaction(Event event, long expectedSeqNum) {
    TransactWrite append = service.transactWrite();
    if (expectedSeqNum == 0) {
      append.create(AggregateMetaEntity.SCHEMA,
          new AggregateMeta(event.aggregateType(), event.aggregateId(), event.seqNum(), null, null));
    } else {
      append.update(AggregateMetaEntity.SCHEMA, service.aggregateMetas().update(event.aggregateType(), event.aggregateId())
          .set(AggregateMetaEntity.CURRENT_SEQ_NUM, event.seqNum())
          .condition(AggregateMetaEntity.CURRENT_SEQ_NUM.eq(expectedSeqNum)));
    }
    append.create(EventEntity.SCHEMA, event);
    return append;
  }

  /** The cancellation as the caller sees it: a {@link ConcurrencyException} when another writer won. */
  private static RuntimeException lost(Event event, long expectedSeqNum, TransactionCanceledException e) {
    return lostToAnotherWriter(e)
        ? new ConcurrencyException(event.aggregateType(), event.aggregateId(), expectedSeqNum, e)
        : e;
  }

  /**
   * The aggregate as replay needs it, from one query of its partition: the latest snapshot and the
   * events after it, in order.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @return the snapshot (if any), the events after it and the aggregate's sequence number
   */
  public Replay load(String aggregateType, String aggregateId) {
    return replay(service.consistent().aggregate(aggregateType, aggregateId).list());
  }

  /**
   * {@link #load} with the table's async client.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @return the snapshot (if any), the events after it and the aggregate's sequence number
   */
  public CompletableFuture<Replay> loadAsync(String aggregateType, String aggregateId) {
    return service.consistent().aggregate(aggregateType, aggregateId).listAsync().thenApply(EventStore::replay);
  }

  private static Replay replay(EventsService.AggregateCollection aggregate) {
    long from = aggregate.snapshot().map(Snapshot::lastSeqNum).orElse(0L);
    List<Event> after = new ArrayList<>();
    for (Event event : aggregate.events()) {
      if (event.seqNum() > from) {
        after.add(event);
      }
    }
    long current = aggregate.aggregateMeta().map(AggregateMeta::currentSeqNum).orElse(0L);
    return new Replay(aggregate.snapshot(), after, current);
  }

  /**
   * Stores the state of an aggregate after {@code lastSeqNum} at its {@code #SNAPSHOT} key,
   * replacing the previous snapshot.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @param state the folded state
   * @param lastSeqNum the last event folded into it
   * @return the snapshot stored
   */
  public Snapshot snapshot(String aggregateType, String aggregateId, Map<String, Object> state, long lastSeqNum) {
    return service.snapshots().put(new Snapshot(aggregateType, aggregateId, state, lastSeqNum)).execute();
  }

  /**
   * Every event of one type, across aggregates, in event-id order (GSI1).
   *
   * @param eventType e.g. {@code OrderPlaced}
   * @return the events; eventually consistent, as every read of a global secondary index
   */
  public List<Event> eventsOfType(String eventType) {
    return service.events().query().byType(eventType).list();
  }

  /**
   * The aggregate's sequence number: 0 before its first event.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @return the {@code currentSeqNum} of its metadata, read strongly consistent
   */
  public long currentSeqNum(String aggregateType, String aggregateId) {
    return service.aggregateMetas().get(aggregateType, aggregateId).consistent().execute()
        .map(AggregateMeta::currentSeqNum).orElse(0L);
  }

  /**
   * {@link #currentSeqNum} with the table's async client.
   *
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @return the {@code currentSeqNum} of its metadata, read strongly consistent; 0 before its first event
   */
  public CompletableFuture<Long> currentSeqNumAsync(String aggregateType, String aggregateId) {
    return service.aggregateMetas().get(aggregateType, aggregateId).consistent().executeAsync()
        .thenApply(meta -> meta.map(AggregateMeta::currentSeqNum).orElse(0L));
  }

  /** Cancelled because another writer moved the aggregate on, or was moving it at the same time. */
  private static boolean lostToAnotherWriter(TransactionCanceledException e) {
    for (TransactionCanceledException.Reason reason : e.failures()) {
      if (!TransactionCanceledException.CONDITIONAL_CHECK_FAILED.equals(reason.code())
          && !TransactionCanceledException.TRANSACTION_CONFLICT.equals(reason.code())) {
        return false;
      }
    }
    return !e.failures().isEmpty();
  }

  /**
   * A random pause that grows with each lost try (exponential backoff, full jitter), so that
   * writers that lost together spread out instead of colliding again.
   */
  private static void pause(int attempt) {
    LockSupport.parkNanos(pauseMicros(attempt) * 1_000);
  }

  private static long pauseMicros(int attempt) {
    long ceiling = Math.min(MAX_PAUSE_MICROS, BASE_PAUSE_MICROS << Math.min(attempt - 1, 5));
    return ThreadLocalRandom.current().nextLong(ceiling + 1);
  }

  /**
   * An appended event.
   *
   * @param event the event as stored
   * @param attempts how many tries it took: 1 when no other writer got in between
   */
  public record Appended(Event event, int attempts) {}

  /**
   * What replay starts from.
   *
   * @param snapshot the latest snapshot, if any
   * @param events the events after it, in sequence order
   * @param currentSeqNum the aggregate's sequence number
   */
  public record Replay(Optional<Snapshot> snapshot, List<Event> events, long currentSeqNum) {}
}
