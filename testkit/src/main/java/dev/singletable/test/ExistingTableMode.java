package dev.singletable.test;

/**
 * What {@link DynamoDbExtension} does at start-up with a table that exists and differs from the
 * model ({@link DynamoDbExtension#onExistingTable(ExistingTableMode)}).
 */
public enum ExistingTableMode {
  /** Stop the test class with the check's exception (the default). */
  FAIL,
  /** Log the check's report as a warning, keep it in {@link DynamoDbExtension#tableWarning()}, and go on. */
  WARN,
  /**
   * Bring the table to the model with the update passed in (e.g. the runtime's {@code
   * TableUpdate::bringToModel}), which adds what is missing and throws when something it may not
   * change is left. For development only: it changes the table, and adding an index to a large
   * table of a real deployment costs capacity and time.
   */
  UPDATE
}
