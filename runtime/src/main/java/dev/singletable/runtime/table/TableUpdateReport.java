package dev.singletable.runtime.table;

import java.util.List;
import java.util.Objects;

/**
 * What {@link TableUpdate} did to a table, and what it left: the steps done, in order, and the
 * table check made afterwards, whose failures are the differences it may not change (a key, an
 * index's keys or projection, a local index, another stream view type, a time to live on another
 * attribute).
 */
public final class TableUpdateReport {
  private final String tableName;
  private final List<TableUpdateStep> done;
  private final TableReport left;

  /**
   * A report.
   *
   * @param tableName the table brought to the model
   * @param done the steps done, in order
   * @param left the table check after the steps
   */
  public TableUpdateReport(String tableName, List<TableUpdateStep> done, TableReport left) {
    this.tableName = Objects.requireNonNull(tableName, "tableName");
    this.done = List.copyOf(done);
    this.left = Objects.requireNonNull(left, "left");
  }

  /**
   * The table brought to the model.
   *
   * @return its name
   */
  public String tableName() {
    return tableName;
  }

  /**
   * The steps done, in order; empty when the table was as the model declares it.
   *
   * @return the steps
   */
  public List<TableUpdateStep> done() {
    return done;
  }

  /**
   * The table check after the steps: what still differs.
   *
   * @return the report
   */
  public TableReport left() {
    return left;
  }

  /**
   * Whether the model can work on the table now.
   *
   * @return true when no failure is left
   */
  public boolean matches() {
    return left.matches();
  }

  /**
   * Throws when a failure is left.
   *
   * @return this report, when none is
   * @throws TableMismatchException naming the steps done and every difference left
   */
  public TableUpdateReport requireMatch() {
    if (!matches()) {
      throw new TableMismatchException(left, toString());
    }
    return this;
  }

  /**
   * The steps done, then what is left, e.g.
   *
   * <pre>
   * table app: done
   *   - create index gsi2 on app: global (gsi2pk HASH, gsi2sk RANGE) ALL
   * table app differs from the model:
   *   - index gsi1: projects KEYS_ONLY, the model declares ALL
   * </pre>
   *
   * @return the report as text
   */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("table " + tableName + ": " + (done.isEmpty() ? "nothing done" : "done"));
    for (TableUpdateStep step : done) {
      text.append("\n  - ").append(step);
    }
    return text.append('\n').append(left).toString();
  }
}
