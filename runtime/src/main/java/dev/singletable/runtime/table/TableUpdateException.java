package dev.singletable.runtime.table;

import dev.singletable.runtime.exception.SingleTableException;
import java.util.List;

/**
 * A step of {@link TableUpdate} failed: the engine refused it, or it did not finish in time. Names
 * the table, the step and its value, and the steps done before it, which stay done: nothing is
 * rolled back.
 */
public class TableUpdateException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  private final transient TableUpdateStep step;
  private final transient List<TableUpdateStep> done;

  /**
   * Creates the exception.
   *
   * @param step the step that failed
   * @param done the steps done before it, in order
   * @param reason why it failed
   * @param cause the engine's refusal, or null
   */
  public TableUpdateException(TableUpdateStep step, List<TableUpdateStep> done, String reason, Throwable cause) {
    super("table " + step.table() + ": step failed (" + reason + "): " + step + "; "
        + (done.isEmpty() ? "no step done before it" : "done before it, and kept: " + done), cause);
    this.step = step;
    this.done = List.copyOf(done);
  }

  /**
   * The step that failed.
   *
   * @return the step
   */
  public TableUpdateStep step() {
    return step;
  }

  /**
   * The steps done before it, in order.
   *
   * @return the steps
   */
  public List<TableUpdateStep> done() {
    return done;
  }
}
