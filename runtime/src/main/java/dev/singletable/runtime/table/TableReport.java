package dev.singletable.runtime.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How an existing table differs from the model, as {@link TableCheck} finds it: every difference,
 * failures first, and whether the model can work on the table ({@link #matches()}).
 *
 * <pre>{@code
 * TableReport report = TableCheck.check(client, AppService.createTableRequest("app-table"));
 * if (!report.matches()) {
 *   throw new IllegalStateException(report.toString());
 * }
 * }</pre>
 */
public final class TableReport {
  private final String tableName;
  private final List<TableDifference> differences;

  /**
   * A report.
   *
   * @param tableName the table checked
   * @param differences what differs, in any order
   */
  public TableReport(String tableName, List<TableDifference> differences) {
    this.tableName = Objects.requireNonNull(tableName, "tableName");
    List<TableDifference> ordered = new ArrayList<>(differences);
    ordered.sort((a, b) -> a.severity().compareTo(b.severity()));
    this.differences = List.copyOf(ordered);
  }

  /**
   * The table checked.
   *
   * @return its name
   */
  public String tableName() {
    return tableName;
  }

  /**
   * Every difference, failures first.
   *
   * @return the differences, empty when the table is as the model declares it
   */
  public List<TableDifference> differences() {
    return differences;
  }

  /**
   * The differences that keep the model from working on the table.
   *
   * @return the failures
   */
  public List<TableDifference> failures() {
    return differences.stream().filter(d -> d.severity() == TableDifference.Severity.FAILURE).toList();
  }

  /**
   * Whether the model can work on the table: no failure (information may remain).
   *
   * @return true when there is no failure
   */
  public boolean matches() {
    return failures().isEmpty();
  }

  /**
   * Throws when the model cannot work on the table.
   *
   * @return this report, when it has no failure
   * @throws TableMismatchException naming every difference
   */
  public TableReport requireMatch() {
    if (!matches()) {
      throw new TableMismatchException(this);
    }
    return this;
  }

  /**
   * Every difference on a line of its own, e.g.
   *
   * <pre>
   * table app-table differs from the model:
   *   - table: key attribute pk is N, the model writes pk S
   *   - index gsi2: missing (the model declares gsi2pk HASH, gsi2sk RANGE)
   *   - (info) index legacy: not in the model (GSI legacypk HASH)
   * </pre>
   *
   * @return the report as text
   */
  @Override
  public String toString() {
    if (differences.isEmpty()) {
      return "table " + tableName + " matches the model";
    }
    StringBuilder text = new StringBuilder("table " + tableName
        + (matches() ? " matches the model, with notes:" : " differs from the model:"));
    for (TableDifference difference : differences) {
      text.append("\n  - ").append(difference);
    }
    return text.toString();
  }
}
