package dev.singletable.runtime.table;

import dev.singletable.runtime.exception.SingleTableException;

/**
 * An existing table differs from the model in a way that makes its requests fail (a key attribute of
 * another name or type, a missing index): thrown at start-up by {@link TableReport#requireMatch()},
 * and so by the test kit and the Spring Boot start-up, before the first request fails.
 */
public class TableMismatchException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  private final transient TableReport report;

  /**
   * Creates the exception.
   *
   * @param report the differences found, at least one a failure
   */
  public TableMismatchException(TableReport report) {
    super(report + "\nCreate the table from the service's createTableRequest, or change the model to match it.");
    this.report = report;
  }

  /** The exception with {@code text} (the report and more) as its message. */
  TableMismatchException(TableReport report, String text) {
    super(text);
    this.report = report;
  }

  /**
   * The differences found.
   *
   * @return the report
   */
  public TableReport report() {
    return report;
  }
}
