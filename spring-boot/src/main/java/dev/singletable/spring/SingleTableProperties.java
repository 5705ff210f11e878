package dev.singletable.spring;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code singletable.*} properties.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/configuration.md#spring-boot-properties">Configuration: Spring Boot properties</a>
 */
@ConfigurationProperties(prefix = "singletable")
public class SingleTableProperties {
  private String tableName;
  private boolean createTables;
  private boolean checkTables = true;
  private ExistingTables existingTables = ExistingTables.FAIL;

  /** What the start-up does with an existing table that differs from the model. */
  public enum ExistingTables {
    /** Stop the start with a {@code TableMismatchException} listing the differences (the default). */
    FAIL,
    /** Log the differences as a warning and start. */
    WARN,
    /**
     * Bring the table to the model with {@code TableUpdate} (create missing global indexes one at a
     * time, turn on the stream, the time to live and point-in-time recovery), then stop the start if something it may not change is left. For
     * development only: it changes the table, and adding an index to a large table costs capacity and
     * time. Needs a {@code DynamoDbClient} bean.
     */
    UPDATE
  }

  /**
   * The DynamoDB table the services use.
   *
   * @return the name of the table the services use
   */
  public String getTableName() {
    return tableName;
  }

  /**
   * Sets {@link #getTableName()}.
   *
   * @param tableName the name of the table the services use
   */
  public void setTableName(String tableName) {
    this.tableName = tableName;
  }

  /**
   * Whether a missing table is created at start-up from the services' {@code tableDefinition}, its
   * time to live and point-in-time recovery turned on (for development and tests; default false).
   *
   * @return whether a missing table is created at start-up
   */
  public boolean isCreateTables() {
    return createTables;
  }

  /**
   * Sets {@link #isCreateTables()}.
   *
   * @param createTables whether a missing table is created at start-up
   */
  public void setCreateTables(boolean createTables) {
    this.createTables = createTables;
  }

  /**
   * Whether each existing table is checked at start-up against the services' {@code
   * tableDefinition} (key schema, key attribute types, indexes, time to live), stopping the start with a {@code
   * TableMismatchException} that lists the differences (default true; needs {@code
   * dynamodb:DescribeTable}).
   *
   * @return whether each existing table is checked against the model at start-up
   */
  public boolean isCheckTables() {
    return checkTables;
  }

  /**
   * Sets {@link #isCheckTables()}.
   *
   * @param checkTables whether each existing table is checked against the model at start-up
   */
  public void setCheckTables(boolean checkTables) {
    this.checkTables = checkTables;
  }

  /**
   * What the start-up does with an existing table that differs from the model, when {@link
   * #isCheckTables()}: {@code fail} (default), {@code warn} or {@code update} (development only).
   *
   * @return what the start-up does with an existing table that differs from the model
   */
  public ExistingTables getExistingTables() {
    return existingTables;
  }

  /**
   * Sets {@link #getExistingTables()}.
   *
   * @param existingTables what the start-up does with an existing table that differs from the model
   */
  public void setExistingTables(ExistingTables existingTables) {
    this.existingTables = existingTables;
  }
}
