package dev.singletable.runtime.batch;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.exception.SingleTableException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What {@link BatchWriteResult} and {@link BatchGetResult} have in common: the operations still not
 * carried out when the batch gave up, and what the batch cost. A batch never drops an operation
 * silently: it is either done or listed in {@link #failures()}.
 */
public abstract class BatchResult {
  // Enough to see what went wrong without turning a log line into a dump of the batch.
  private static final int LISTED_FAILURES = 10;

  private final String kind;
  private final int operations;
  private final List<BatchFailure> failures;
  private final BatchStats stats;

  BatchResult(String kind, int operations, List<? extends RetryingBatch.Entry> failed, BatchStats stats) {
    this.kind = kind;
    this.operations = operations;
    List<BatchFailure> list = new ArrayList<>(failed.size());
    for (RetryingBatch.Entry entry : failed) {
      list.add(entry.failure());
    }
    this.failures = Collections.unmodifiableList(list);
    this.stats = stats;
  }

  /**
   * Whether every operation was carried out.
   *
   * @return true when {@link #failures()} is empty
   */
  public final boolean isComplete() {
    return failures.isEmpty();
  }

  /**
   * The operations given up after the {@link Backoff}'s bound, in the order they were added.
   *
   * @return an unmodifiable list, empty when the batch is complete
   */
  public final List<BatchFailure> failures() {
    return failures;
  }

  /**
   * How many operations the batch held, after merging repeated reads of one key.
   *
   * @return the number of operations
   */
  public final int operations() {
    return operations;
  }

  /**
   * What the batch cost in requests and retries.
   *
   * @return the counts
   */
  public final BatchStats stats() {
    return stats;
  }

  /**
   * Throws when an operation was given up; for callers that treat a partial batch as an error.
   *
   * @throws SingleTableException naming how many operations failed and the first of them
   */
  void throwIfIncomplete() {
    if (failures.isEmpty()) {
      return;
    }
    StringBuilder message = new StringBuilder(kind).append(" gave up ").append(failures.size()).append(" of ")
        .append(operations).append(" operations: ");
    int listed = Math.min(LISTED_FAILURES, failures.size());
    for (int i = 0; i < listed; i++) {
      message.append(i == 0 ? "" : "; ").append(failures.get(i));
    }
    if (listed < failures.size()) {
      message.append("; and ").append(failures.size() - listed).append(" more");
    }
    throw new SingleTableException(message.toString());
  }

  /**
   * Summarises the result, for logs.
   *
   * @return e.g. {@code BatchWriteResult[operations=10000, failures=0, stats=...]}
   */
  @Override
  public String toString() {
    return getClass().getSimpleName() + "[operations=" + operations + ", failures=" + failures.size() + ", stats=" + stats
        + "]";
  }
}
