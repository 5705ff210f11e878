package dev.singletable.spring;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** The {@code singletable.*} properties. */
@ConfigurationProperties(prefix = "singletable")
public class SingleTableProperties {
  private String tableName;
  private boolean createTables;
  private boolean checkTables = true;

  /** The DynamoDB table the services use. */
  public String getTableName() {
    return tableName;
  }

  /** Sets {@link #getTableName()}. */
  public void setTableName(String tableName) {
    this.tableName = tableName;
  }

  /**
   * Whether a missing table is created at start-up from the services' {@code createTableRequest}
   * (for development and tests; default false).
   */
  public boolean isCreateTables() {
    return createTables;
  }

  /** Sets {@link #isCreateTables()}. */
  public void setCreateTables(boolean createTables) {
    this.createTables = createTables;
  }

  /**
   * Whether each existing table is checked at start-up against the services' {@code
   * createTableRequest} (key schema, key attribute types, indexes), stopping the start with a {@code
   * TableMismatchException} that lists the differences (default true; needs {@code
   * dynamodb:DescribeTable}).
   */
  public boolean isCheckTables() {
    return checkTables;
  }

  /** Sets {@link #isCheckTables()}. */
  public void setCheckTables(boolean checkTables) {
    this.checkTables = checkTables;
  }
}
