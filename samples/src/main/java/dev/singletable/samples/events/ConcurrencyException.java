package dev.singletable.samples.events;

/**
 * An append that lost to another writer: the aggregate was no longer at the sequence number the
 * writer read. Nothing of the append was written; read again and retry.
 */
public final class ConcurrencyException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * One try that lost.
   *
   * @param aggregateType the aggregate's type
   * @param aggregateId the aggregate's id
   * @param expectedSeqNum the sequence number the writer read
   * @param cause the cancelled transaction
   */
  public ConcurrencyException(String aggregateType, String aggregateId, long expectedSeqNum, Throwable cause) {
    super("aggregate " + aggregateType + "#" + aggregateId + " is no longer at sequence number " + expectedSeqNum
        + ": another writer appended first; read again and retry", cause);
  }

  /**
   * Every try lost.
   *
   * @param aggregateType the aggregate's type
   * @param aggregateId the aggregate's id
   * @param attempts how many tries were made
   * @param last the last try's failure
   */
  public ConcurrencyException(String aggregateType, String aggregateId, int attempts, ConcurrencyException last) {
    super("aggregate " + aggregateType + "#" + aggregateId + ": every one of " + attempts
        + " tries to append lost to another writer", last);
  }
}
