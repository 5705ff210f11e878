package dev.singletable.runtime.table;

import java.time.Duration;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsUnavailableException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Watches one step of {@link TableUpdate} until the table (and the index it adds) is ACTIVE: told
 * each {@code DescribeTable} answer or failure, it reports each new status to the progress callback
 * and gives the step up, with a {@link TableUpdateException}, after its timeout or after several
 * failed polls in a row. It also watches the sending of a step's request: a refusal that says to
 * wait ({@code ContinuousBackupsUnavailableException}, which DynamoDB answers to {@code
 * UpdateContinuousBackups} while it enables backups right after {@code CreateTable}) is sent again
 * after a pause that doubles, until the timeout. The sync and the async runner poll and send; this
 * decides.
 */
final class StepWatch {
  /** Failed {@code DescribeTable} polls in a row after which a step is given up. */
  private static final int MAX_FAILED_POLLS = 3;
  /** The shortest pause before a refused request is sent again. */
  private static final Duration MIN_RETRY_PAUSE = Duration.ofMillis(10);
  /** The longest pause before a refused request is sent again. */
  private static final Duration MAX_RETRY_PAUSE = Duration.ofMinutes(1);
  /** The pause after the first {@code DescribeTable} poll, doubling up to the update's pause. */
  static final Duration FIRST_POLL_PAUSE = Duration.ofMillis(250);

  private final TableUpdateStep step;
  private final String index;
  private final List<TableUpdateStep> done;
  private final Duration timeout;
  private final TableUpdate.Progress progress;
  private final long deadline;
  private String last;
  private int failed;
  private int retries;
  private int polls;

  StepWatch(TableUpdateStep step, String index, List<TableUpdateStep> done, Duration timeout,
      TableUpdate.Progress progress) {
    this.step = step;
    this.index = index;
    this.done = done;
    this.timeout = timeout;
    this.progress = progress;
    this.deadline = System.nanoTime() + timeout.toNanos();
  }

  /**
   * One answer of {@code DescribeTable}.
   *
   * @return true when the step is ACTIVE, false to poll again after the pause
   * @throws TableUpdateException when the timeout has passed
   */
  boolean seen(TableDescription table) {
    failed = 0;
    return next(UpdatePlan.status(table, index));
  }

  /**
   * A failed {@code DescribeTable}: a poll may fail while the engine changes the table (an engine
   * may answer an error for a moment while it adds an index), so the step is watched on until
   * polls fail several times in a row.
   *
   * @return false, to poll again after the pause
   * @throws TableUpdateException after too many failures in a row, or when the timeout has passed
   */
  boolean failed(Throwable e) {
    if (++failed > MAX_FAILED_POLLS) {
      throw new TableUpdateException(step, done, "not described: " + reason(e), e);
    }
    return next("not described (" + e.getClass().getSimpleName() + ")");
  }

  private boolean next(String status) {
    if (status.equals(UpdatePlan.ACTIVE)) {
      return true;
    }
    if (!status.equals(last)) {
      progress.report(step, status);
      last = status;
    }
    if (System.nanoTime() - deadline > 0) {
      throw new TableUpdateException(step, done, "still " + status + " after " + timeout, null);
    }
    return false;
  }

  /**
   * The pause before the next {@code DescribeTable} poll: a quarter of a second after the first poll,
   * doubling after each, up to the update's {@code pause}; a step the engine finishes at once (DynamoDB
   * Local adds an index in well under a second) is not waited on for a whole pause, and one that takes
   * minutes (an index on DynamoDB backfilling) is polled a handful of times more.
   *
   * @param pause the update's pause, the longest between two polls
   * @return how long to wait before polling again
   */
  Duration pollPause(Duration pause) {
    return doubled(FIRST_POLL_PAUSE, polls++, pause);
  }

  /**
   * The engine refused the step's request: when the refusal says to wait, the pause before sending it
   * again, starting at {@code pause} and doubling up to a minute, never past the timeout.
   *
   * @param e the refusal
   * @param pause the update's pause
   * @return how long to wait before sending the request again
   * @throws TableUpdateException for a refusal that does not say to wait, or once the timeout has
   *     passed, naming the table, the step, its value and the steps done before it
   */
  Duration retryAfter(Throwable e, Duration pause) {
    if (!(e instanceof ContinuousBackupsUnavailableException)) {
      throw refused(step, done, e);
    }
    long left = deadline - System.nanoTime();
    if (left <= 0) {
      throw new TableUpdateException(step, done, "still refused after " + timeout + ", " + (retries + 1)
          + " attempts: " + reason(e), e);
    }
    String status = "refused, sent again (" + e.getClass().getSimpleName() + ")";
    if (!status.equals(last)) {
      progress.report(step, status);
      last = status;
    }
    Duration wait = doubled(pause.compareTo(MIN_RETRY_PAUSE) < 0 ? MIN_RETRY_PAUSE : pause, retries++, MAX_RETRY_PAUSE);
    return wait.toNanos() > left ? Duration.ofNanos(left) : wait;
  }

  /** {@code first} doubled {@code times} times, never above {@code max}. */
  private static Duration doubled(Duration first, int times, Duration max) {
    Duration wait = first;
    for (int i = 0; i < times && wait.compareTo(max) < 0; i++) {
      wait = wait.multipliedBy(2);
    }
    return wait.compareTo(max) > 0 ? max : wait;
  }

  /** The step refused by the engine. */
  static TableUpdateException refused(TableUpdateStep step, List<TableUpdateStep> done, Throwable e) {
    return new TableUpdateException(step, done, "refused: " + reason(e), e);
  }

  /** The step given up when the thread is interrupted while it waits. */
  TableUpdateException interrupted(InterruptedException e) {
    return new TableUpdateException(step, done, "interrupted while " + (last == null ? "waiting" : last), e);
  }

  private static String reason(Throwable e) {
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }
}
