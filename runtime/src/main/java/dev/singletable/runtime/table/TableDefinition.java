package dev.singletable.runtime.table;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The whole table a model declares, as one value: the {@code CreateTable} request (keys, indexes,
 * stream, billing, the options {@code CreateTable} takes), and, when the model declares them, the
 * {@code UpdateTimeToLive} request of its time to live and the {@code UpdateContinuousBackups}
 * request of its point-in-time recovery, which {@code CreateTable} does not take. A generated
 * service's {@code tableDefinition(tableName)} returns it; {@link TableCheck} compares a live table
 * with all of it and {@link TableUpdate} brings a table to all of it.
 *
 * <p>Immutable. Iterating gives the requests that make the table, in the order they are sent: the
 * {@code CreateTableRequest}, then the time-to-live request, then the point-in-time recovery request
 * (the test kit, which does not depend on the runtime, reads a definition so).
 *
 * <pre>{@code
 * TableDefinition definition = AccountsService.tableDefinition("app-table");
 * TableCheck.require(dynamoDbClient, definition);   // keys, indexes, options, time to live, recovery
 * }</pre>
 */
public final class TableDefinition implements Iterable<DynamoDbRequest> {
  private final CreateTableRequest createTableRequest;
  private final UpdateTimeToLiveRequest timeToLiveRequest;
  private final UpdateContinuousBackupsRequest pointInTimeRecoveryRequest;

  private TableDefinition(CreateTableRequest createTableRequest, UpdateTimeToLiveRequest timeToLiveRequest,
      UpdateContinuousBackupsRequest pointInTimeRecoveryRequest) {
    this.createTableRequest = createTableRequest;
    this.timeToLiveRequest = timeToLiveRequest;
    this.pointInTimeRecoveryRequest = pointInTimeRecoveryRequest;
  }

  /**
   * A table without time to live or point-in-time recovery.
   *
   * @param createTableRequest the table, e.g. a generated service's {@code createTableRequest}
   * @return the definition
   * @throws NullPointerException when the request, or its table name, is null
   */
  public static TableDefinition of(CreateTableRequest createTableRequest) {
    Objects.requireNonNull(createTableRequest, "createTableRequest");
    Objects.requireNonNull(createTableRequest.tableName(), "createTableRequest.tableName");
    return new TableDefinition(createTableRequest, null, null);
  }

  /**
   * This definition with the model's time to live.
   *
   * @param timeToLiveRequest the time to live, e.g. a generated service's {@code timeToLiveRequest};
   *     null for none
   * @return the definition with it
   * @throws IllegalArgumentException when the request names another table
   */
  public TableDefinition withTimeToLive(UpdateTimeToLiveRequest timeToLiveRequest) {
    sameTable("time-to-live", timeToLiveRequest == null ? null : timeToLiveRequest.tableName());
    return new TableDefinition(createTableRequest, timeToLiveRequest, pointInTimeRecoveryRequest);
  }

  /**
   * This definition with the model's point-in-time recovery.
   *
   * @param pointInTimeRecoveryRequest the recovery, e.g. a generated service's {@code
   *     pointInTimeRecoveryRequest}; null for none
   * @return the definition with it
   * @throws IllegalArgumentException when the request names another table
   */
  public TableDefinition withPointInTimeRecovery(UpdateContinuousBackupsRequest pointInTimeRecoveryRequest) {
    sameTable("point-in-time recovery",
        pointInTimeRecoveryRequest == null ? null : pointInTimeRecoveryRequest.tableName());
    return new TableDefinition(createTableRequest, timeToLiveRequest, pointInTimeRecoveryRequest);
  }

  private void sameTable(String request, String table) {
    if (table != null && !table.equals(tableName())) {
      throw new IllegalArgumentException("the " + request + " request names table " + table
          + ", the definition's table is " + tableName());
    }
  }

  /**
   * The table's name.
   *
   * @return the name the {@code CreateTableRequest} gives
   */
  public String tableName() {
    return createTableRequest.tableName();
  }

  /**
   * The table: keys, indexes, stream, billing and the options {@code CreateTable} takes.
   *
   * @return the request
   */
  public CreateTableRequest createTableRequest() {
    return createTableRequest;
  }

  /**
   * The model's time to live.
   *
   * @return the request, empty when the model declares none
   */
  public Optional<UpdateTimeToLiveRequest> timeToLiveRequest() {
    return Optional.ofNullable(timeToLiveRequest);
  }

  /**
   * The model's point-in-time recovery.
   *
   * @return the request, empty when the model declares none
   */
  public Optional<UpdateContinuousBackupsRequest> pointInTimeRecoveryRequest() {
    return Optional.ofNullable(pointInTimeRecoveryRequest);
  }

  /** The time-to-live request, null for none: what the check's and the update's internals take. */
  UpdateTimeToLiveRequest timeToLive() {
    return timeToLiveRequest;
  }

  /** The point-in-time recovery request, null for none. */
  UpdateContinuousBackupsRequest pointInTimeRecovery() {
    return pointInTimeRecoveryRequest;
  }

  /**
   * The requests that make the table, in the order they are sent: {@code CreateTable}, then {@code
   * UpdateTimeToLive} and {@code UpdateContinuousBackups} when the model declares them.
   *
   * @return the requests
   */
  @Override
  public Iterator<DynamoDbRequest> iterator() {
    List<DynamoDbRequest> requests = new ArrayList<>(3);
    requests.add(createTableRequest);
    if (timeToLiveRequest != null) {
      requests.add(timeToLiveRequest);
    }
    if (pointInTimeRecoveryRequest != null) {
      requests.add(pointInTimeRecoveryRequest);
    }
    return List.copyOf(requests).iterator();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TableDefinition that && createTableRequest.equals(that.createTableRequest)
        && Objects.equals(timeToLiveRequest, that.timeToLiveRequest)
        && Objects.equals(pointInTimeRecoveryRequest, that.pointInTimeRecoveryRequest);
  }

  @Override
  public int hashCode() {
    return Objects.hash(createTableRequest, timeToLiveRequest, pointInTimeRecoveryRequest);
  }

  /**
   * The definition in short: {@code table app (pk HASH, sk RANGE), time to live on expiresAt,
   * point-in-time recovery on, 7 days}.
   *
   * @return the definition as text
   */
  @Override
  public String toString() {
    return "table " + tableName() + " " + TableCheck.describe(createTableRequest)
        + (timeToLiveRequest == null ? ""
            : ", time to live on " + timeToLiveRequest.timeToLiveSpecification().attributeName())
        + (pointInTimeRecoveryRequest == null ? ""
            : ", point-in-time recovery " + OptionsCheck.pointInTimeRecovery(
                pointInTimeRecoveryRequest.pointInTimeRecoverySpecification()));
  }
}
