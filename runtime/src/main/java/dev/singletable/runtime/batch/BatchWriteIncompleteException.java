package dev.singletable.runtime.batch;

import dev.singletable.runtime.exception.SingleTableException;
import java.util.Collections;
import java.util.List;

/**
 * A {@link BatchWrite} stopped part-way because one of its requests failed with an error other
 * than throttling (a network failure, an SDK or service error). Earlier requests stay done:
 * {@link #written()} lists every operation DynamoDB confirmed, {@link #unwritten()} every other
 * one, so that a caller can send exactly those again. The {@linkplain #getCause() cause} is the
 * failure of the request.
 *
 * <p>The operations of the request that failed are listed as unwritten, with a reason that says
 * so: when a failure comes after the request reached DynamoDB (a timeout waiting for the
 * response), DynamoDB may have carried them out. Puts and deletes are idempotent, so sending them
 * again is safe.
 */
public class BatchWriteIncompleteException extends SingleTableException {
  private static final long serialVersionUID = 1L;
  // Enough to see what went wrong without turning a log line into a dump of the batch.
  private static final int LISTED = 5;

  private final transient List<BatchOperation> written;
  private final transient List<BatchFailure> unwritten;

  /**
   * Creates the exception.
   *
   * @param written the operations DynamoDB confirmed, in the order they were added
   * @param unwritten every other operation, in the order they were added
   * @param cause the failure of the request that stopped the batch
   */
  public BatchWriteIncompleteException(List<BatchOperation> written, List<BatchFailure> unwritten, Throwable cause) {
    super(message(written, unwritten, cause), cause);
    this.written = Collections.unmodifiableList(List.copyOf(written));
    this.unwritten = Collections.unmodifiableList(List.copyOf(unwritten));
  }

  /**
   * The operations DynamoDB confirmed before the batch stopped: their items are written (puts) or
   * gone (deletes).
   *
   * @return the confirmed operations, in the order they were added
   */
  public List<BatchOperation> written() {
    return written;
  }

  /**
   * The operations not confirmed: never sent, left unprocessed, or in the request that failed.
   * Each one's {@link BatchFailure#reason()} says which.
   *
   * @return the other operations, in the order they were added
   */
  public List<BatchFailure> unwritten() {
    return unwritten;
  }

  private static String message(List<BatchOperation> written, List<BatchFailure> unwritten, Throwable cause) {
    StringBuilder message = new StringBuilder("batch write stopped after ").append(written.size()).append(" of ")
        .append(written.size() + unwritten.size()).append(" operations were written, because a request failed: ")
        .append(cause).append(". Not written: ");
    int listed = Math.min(LISTED, unwritten.size());
    for (int i = 0; i < listed; i++) {
      message.append(i == 0 ? "" : "; ").append(unwritten.get(i));
    }
    if (listed < unwritten.size()) {
      message.append("; and ").append(unwritten.size() - listed).append(" more");
    }
    return message.toString();
  }
}
