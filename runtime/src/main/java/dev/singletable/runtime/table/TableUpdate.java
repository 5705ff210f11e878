package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Brings a table to the model, safely: creates a missing table; adds the model's missing global
 * secondary indexes online, one at a time as DynamoDB requires, waiting until each is ACTIVE
 * (polling {@code DescribeTable} with a {@linkplain #pause(Duration) pause}); turns on the model's
 * stream and time to live. Each step is reported to a {@linkplain #progress(Progress) progress}
 * callback.
 *
 * <p>It never deletes or changes what the table has: another key, an index with other keys or
 * another projection, an index the model declares local (which DynamoDB adds only with the table),
 * a stream of another view type, a time to live on another attribute are left and reported in
 * {@link TableUpdateReport#left()}. An index the model does not know is kept. A step the engine
 * refuses, or that does not finish within the {@linkplain #timeout(Duration) timeout}, throws a
 * {@link TableUpdateException} naming the table, the step and its value, and the steps done before
 * it (which stay done).
 *
 * <pre>{@code
 * TableUpdateReport report = TableUpdate.on(dynamoDbClient)
 *     .progress((step, status) -> log.info("{}: {}", step, status))
 *     .apply(AppService.createTableRequest("app-table"), AppService.timeToLiveRequest("app-table"));
 * report.requireMatch();   // throws when something the update may not change is left
 * }</pre>
 *
 * <p>Adding an index to a production table is a deployment step: it costs write capacity while it
 * backfills and may take hours on a large table. Run it where deployments run, not at every start.
 */
public final class TableUpdate {
  /** Told each step as it starts, each status it passes through while it is awaited, and when it is done. */
  @FunctionalInterface
  public interface Progress {
    /**
     * One moment of a step.
     *
     * @param step the step
     * @param status {@code started}, a status the engine reports while the step is awaited (e.g.
     *     {@code CREATING}, {@code CREATING (backfilling)}), or {@code done}
     */
    void report(TableUpdateStep step, String status);
  }

  /** Failed {@code DescribeTable} polls in a row after which a step is given up. */
  private static final int MAX_FAILED_POLLS = 3;

  private final DynamoDbClient client;
  private Duration pause = Duration.ofSeconds(5);
  private Duration timeout = Duration.ofHours(1);
  private Progress progress = (step, status) -> { };

  private TableUpdate(DynamoDbClient client) {
    this.client = client;
  }

  /**
   * An update through {@code client}: a pause of 5 seconds between polls, a timeout of an hour per
   * step, no progress callback.
   *
   * @param client the client that reaches the table
   * @return the update
   */
  public static TableUpdate on(DynamoDbClient client) {
    return new TableUpdate(Objects.requireNonNull(client, "client"));
  }

  /**
   * Brings the table to the model and throws when a failure is left: what the test kit's and Spring
   * Boot's update mode call ({@code TableUpdate::bringToModel}).
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code createTableRequest}
   * @return the report, when nothing is left
   * @throws TableMismatchException naming the steps done and the differences left
   * @throws TableUpdateException when a step fails
   */
  public static TableUpdateReport bringToModel(DynamoDbClient client, CreateTableRequest expected) {
    return on(client).apply(expected).requireMatch();
  }

  /**
   * The pause between two {@code DescribeTable} calls while a step is awaited.
   *
   * @param pause the pause, not negative
   * @return this update
   */
  public TableUpdate pause(Duration pause) {
    if (pause.isNegative()) {
      throw new IllegalArgumentException("pause " + pause + " is negative");
    }
    this.pause = pause;
    return this;
  }

  /**
   * How long one step (a table or an index becoming ACTIVE) may take.
   *
   * @param timeout the timeout, positive
   * @return this update
   */
  public TableUpdate timeout(Duration timeout) {
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("timeout " + timeout + " is not positive");
    }
    this.timeout = timeout;
    return this;
  }

  /**
   * Where each step's progress goes.
   *
   * @param progress the callback
   * @return this update
   */
  public TableUpdate progress(Progress progress) {
    this.progress = Objects.requireNonNull(progress, "progress");
    return this;
  }

  /**
   * Brings the table to the model's table, leaving the time to live aside.
   *
   * @param expected the model's table
   * @return the steps done and what is left
   * @throws TableUpdateException when a step fails
   */
  public TableUpdateReport apply(CreateTableRequest expected) {
    return apply(expected, null);
  }

  /**
   * Brings the table to the model's table and time to live.
   *
   * @param expected the model's table, e.g. a generated service's {@code createTableRequest}
   * @param timeToLive the model's time to live, e.g. a generated service's {@code timeToLiveRequest};
   *     null when it declares none
   * @return the steps done and what is left
   * @throws TableUpdateException when a step fails, naming the steps done before it
   */
  public TableUpdateReport apply(CreateTableRequest expected, UpdateTimeToLiveRequest timeToLive) {
    Objects.requireNonNull(expected, "expected");
    String table = expected.tableName();
    List<TableUpdateStep> done = new ArrayList<>();
    TableReport before = TableCheck.check(client, expected, timeToLive);
    boolean created = has(before, Kind.TABLE_MISSING);
    if (created) {
      TableUpdateStep step = new TableUpdateStep(Action.CREATE_TABLE, table, null, TableCheck.describe(expected));
      run(step, done, () -> client.createTable(expected), null);
    } else {
      for (TableDifference difference : before.differences()) {
        if (difference.kind() == Kind.MISSING_INDEX) {
          GlobalSecondaryIndex index = globalIndex(expected, difference.index());
          if (index != null) {
            addIndex(expected, index, done);
          }
        }
      }
      if (before.differences().stream().anyMatch(d -> d.kind() == Kind.STREAM
          && TableCheck.STREAM_MISSING.equals(d.actual()))) {
        TableUpdateStep step = new TableUpdateStep(Action.ENABLE_STREAM, table, null,
            expected.streamSpecification().streamViewTypeAsString());
        run(step, done, () -> client.updateTable(builder -> builder.tableName(table)
            .streamSpecification(expected.streamSpecification())), null);
      }
    }
    if (timeToLive != null && (created || before.differences().stream().anyMatch(d -> d.kind() == Kind.TIME_TO_LIVE
        && d.actual() != null && d.actual().startsWith(TableCheck.TIME_TO_LIVE_OFF)))) {
      TableUpdateStep step = new TableUpdateStep(Action.ENABLE_TIME_TO_LIVE, table, null,
          timeToLive.timeToLiveSpecification().attributeName());
      run(step, done, () -> client.updateTimeToLive(timeToLive.toBuilder().tableName(table).build()), null);
    }
    return new TableUpdateReport(table, done, TableCheck.check(client, expected, timeToLive));
  }

  private void addIndex(CreateTableRequest expected, GlobalSecondaryIndex index, List<TableUpdateStep> done) {
    String table = expected.tableName();
    Set<String> keys = new HashSet<>();
    for (KeySchemaElement key : index.keySchema()) {
      keys.add(key.attributeName());
    }
    List<AttributeDefinition> definitions = new ArrayList<>();
    for (AttributeDefinition definition : expected.attributeDefinitions()) {
      if (keys.contains(definition.attributeName())) {
        definitions.add(definition);
      }
    }
    CreateGlobalSecondaryIndexAction.Builder create = CreateGlobalSecondaryIndexAction.builder()
        .indexName(index.indexName())
        .keySchema(index.keySchema())
        .projection(index.projection());
    if (index.provisionedThroughput() != null) {
      create.provisionedThroughput(index.provisionedThroughput());
    }
    TableUpdateStep step = new TableUpdateStep(Action.CREATE_INDEX, table, index.indexName(),
        TableCheck.describe(index));
    run(step, done, () -> {
      awaitActive(step, null, done);
      client.updateTable(builder -> builder.tableName(table).attributeDefinitions(definitions)
          .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(create.build()).build()));
    }, index.indexName());
  }

  /**
   * Runs one step: reports it started, sends it, waits until the table (and {@code index}, when
   * given) is ACTIVE, reports it done and adds it to {@code done}.
   */
  private void run(TableUpdateStep step, List<TableUpdateStep> done, Runnable send, String index) {
    progress.report(step, "started");
    try {
      send.run();
    } catch (TableUpdateException e) {
      throw e;
    } catch (RuntimeException e) {
      // An SdkException from a client; an embedded engine may throw its own exceptions.
      throw new TableUpdateException(step, done, "refused: " + (e.getMessage() == null ? e : e.getMessage()), e);
    }
    awaitActive(step, index, done);
    done.add(step);
    progress.report(step, "done");
  }

  /** Polls {@code DescribeTable} until the table, and {@code index} when given, is ACTIVE. */
  private void awaitActive(TableUpdateStep step, String index, List<TableUpdateStep> done) {
    long deadline = System.nanoTime() + timeout.toNanos();
    String last = null;
    int failed = 0;
    while (true) {
      String status;
      try {
        status = status(client.describeTable(builder -> builder.tableName(step.table())).table(), index);
        failed = 0;
      } catch (RuntimeException e) {
        // A poll may fail while the engine changes the table (embedded DynamoDB Local does, for a
        // moment, while it adds an index): the step is watched on until polls fail several times in a row.
        if (++failed > MAX_FAILED_POLLS) {
          throw new TableUpdateException(step, done, "not described: " + (e.getMessage() == null ? e : e.getMessage()),
              e);
        }
        status = "not described (" + e.getClass().getSimpleName() + ")";
      }
      if (status.equals(TableStatus.ACTIVE.toString())) {
        return;
      }
      if (!status.equals(last)) {
        progress.report(step, status);
        last = status;
      }
      if (System.nanoTime() - deadline > 0) {
        throw new TableUpdateException(step, done, "still " + status + " after " + timeout, null);
      }
      try {
        Thread.sleep(pause.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new TableUpdateException(step, done, "interrupted while " + status, e);
      }
    }
  }

  /** ACTIVE when the table and the index are, else the first status that is not. */
  private static String status(TableDescription table, String index) {
    if (table.tableStatus() != TableStatus.ACTIVE) {
      return "table " + table.tableStatusAsString();
    }
    if (index == null) {
      return TableStatus.ACTIVE.toString();
    }
    for (GlobalSecondaryIndexDescription description : table.globalSecondaryIndexes()) {
      if (description.indexName().equals(index)) {
        if (description.indexStatus() == IndexStatus.ACTIVE && !Boolean.TRUE.equals(description.backfilling())) {
          return TableStatus.ACTIVE.toString();
        }
        return description.indexStatusAsString()
            + (Boolean.TRUE.equals(description.backfilling()) ? " (backfilling)" : "");
      }
    }
    return "index not listed yet";
  }

  private static boolean has(TableReport report, Kind kind) {
    return report.differences().stream().anyMatch(d -> d.kind() == kind);
  }

  private static GlobalSecondaryIndex globalIndex(CreateTableRequest expected, String name) {
    for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
      if (index.indexName().equals(name)) {
        return index;
      }
    }
    return null;
  }
}
