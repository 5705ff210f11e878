package dev.singletable.runtime.stream;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A guard that makes a handler idempotent under the at-least-once delivery of {@link StreamReader}
 * and of Lambda: per item key it remembers the sequence number of the last change handled, and
 * skips any change at or before it. A change delivered again after a restart (the reader resumes
 * from its last checkpoint) is therefore handled once.
 *
 * <p>An item is known by its key attributes exactly: their names, types and values (never their
 * printed form, which two different keys can share).
 *
 * <p>It relies on DynamoDB giving the changes of one item increasing sequence numbers, across a
 * shard and its children alike. It keeps one entry per key in memory, so it suits a process that
 * outlives its reader (as in {@link #wrap}); a handler whose effects must survive the process
 * keeps the last sequence number in what it writes (a projection item's attribute, checked in the
 * write's condition) instead, the way the samples' projections do.
 *
 * <p>Thread-safe.
 */
public final class ProcessedSequences {
  // Keyed by the key attributes themselves: equal exactly when names, types and values are equal.
  private final Map<Map<String, AttributeValue>, String> lastByKey = new ConcurrentHashMap<>();

  /** An empty guard. */
  public ProcessedSequences() {}

  /**
   * Whether a change comes after every change of its item handled so far.
   *
   * @param change the change
   * @return false when a change of the same item at or after its sequence number was marked
   */
  public boolean isNew(StreamChange change) {
    String last = lastByKey.get(key(change.keys()));
    return last == null || ChangeRecord.compareSequenceNumbers(change.sequenceNumber(), last) > 0;
  }

  /**
   * Records a change as handled.
   *
   * @param change the change
   */
  public void mark(StreamChange change) {
    lastByKey.merge(key(change.keys()), change.sequenceNumber(),
        (a, b) -> ChangeRecord.compareSequenceNumbers(a, b) >= 0 ? a : b);
  }

  /**
   * A handler that hands each new change to {@code handler} and marks it once the handler returned;
   * changes seen before are skipped. A change whose handler throws is not marked, so its
   * redelivery is handled.
   *
   * @param handler the handler to guard
   * @param <C> the change type
   * @return the guarded handler
   */
  public <C extends StreamChange> ChangeHandler<C> wrap(ChangeHandler<? super C> handler) {
    Objects.requireNonNull(handler, "handler");
    return change -> {
      if (isNew(change)) {
        handler.handle(change);
        mark(change);
      }
    };
  }

  /**
   * How many keys the guard remembers.
   *
   * @return the number of items with a handled change
   */
  public int size() {
    return lastByKey.size();
  }

  private static Map<String, AttributeValue> key(Map<String, AttributeValue> keys) {
    return Map.copyOf(keys);
  }
}
