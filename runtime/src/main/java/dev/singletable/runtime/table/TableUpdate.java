package dev.singletable.runtime.table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Brings a table to the model, safely: creates a missing table; adds the model's missing global
 * secondary indexes online, one at a time as DynamoDB requires, waiting until each is ACTIVE
 * (polling {@code DescribeTable} with a {@linkplain #pause(Duration) pause}); turns on the model's
 * stream, time to live and point-in-time recovery. Each step is reported to a {@linkplain
 * #progress(Progress) progress} callback. The steps are planned once from the table check and run
 * on a {@link DynamoDbClient} ({@link #apply(TableDefinition)}) or a {@link DynamoDbAsyncClient}
 * ({@link #applyAsync(TableDefinition)}).
 *
 * <p>It never deletes or changes what the table has: another key, an index with other keys or
 * another projection, an index the model declares local (which DynamoDB adds only with the table),
 * a stream of another view type, a time to live on another attribute are left and reported in
 * {@link TableUpdateReport#left()}. An index the model does not know is kept. {@code
 * UpdateContinuousBackups} refused with {@code ContinuousBackupsUnavailableException}, as DynamoDB
 * answers it right after {@code CreateTable}, is sent again with back-off. A step the engine
 * refuses otherwise, or that does not finish within the {@linkplain #timeout(Duration) timeout}, throws a
 * {@link TableUpdateException} naming the table, the step and its value, and the steps done before
 * it (which stay done).
 *
 * <pre>{@code
 * TableUpdateReport report = TableUpdate.on(dynamoDbClient)
 *     .progress((step, status) -> log.info("{}: {}", step, status))
 *     .apply(AppService.tableDefinition("app-table"));
 * report.requireMatch();   // throws when something the update may not change is left
 * }</pre>
 *
 * <p>Adding an index to a production table is a deployment step: it costs write capacity while it
 * backfills and may take hours on a large table. Run it where deployments run, not at every start.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/table-as-code.md#table-options">The table as code: table options</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/testing.md#a-table-that-exists-already-the-table-check">Testing: the table check</a>
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

  private final DynamoDbClient client;
  private final DynamoDbAsyncClient asyncClient;
  private Duration pause = Duration.ofSeconds(5);
  private Duration timeout = Duration.ofHours(1);
  private Progress progress = (step, status) -> { };

  private TableUpdate(DynamoDbClient client, DynamoDbAsyncClient asyncClient) {
    this.client = client;
    this.asyncClient = asyncClient;
  }

  /**
   * An update through {@code client}: polls at most 5 seconds apart, a timeout of an hour per
   * step, no progress callback.
   *
   * @param client the client that reaches the table
   * @return the update
   */
  public static TableUpdate on(DynamoDbClient client) {
    return new TableUpdate(Objects.requireNonNull(client, "client"), null);
  }

  /**
   * An update through an async client, run with {@link #applyAsync(TableDefinition)}: the same steps as the sync update,
   * its polls paused without holding a thread.
   *
   * @param client the async client that reaches the table
   * @return the update
   */
  public static TableUpdate on(DynamoDbAsyncClient client) {
    return new TableUpdate(null, Objects.requireNonNull(client, "client"));
  }

  /**
   * Brings the table to the whole definition and throws when a failure is left: what the test kit's
   * update mode calls ({@code TableUpdate::bringToModel}).
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code tableDefinition}
   * @return the report, when nothing is left
   * @throws TableMismatchException naming the steps done and the differences left
   * @throws TableUpdateException when a step fails
   */
  public static TableUpdateReport bringToModel(DynamoDbClient client, TableDefinition expected) {
    return on(client).apply(expected).requireMatch();
  }

  /**
   * The longest pause between two {@code DescribeTable} calls while a step is awaited: the first
   * polls come sooner, a quarter of a second after the first and doubling up to this pause, so that
   * a step the engine finishes at once is not waited on for a whole pause.
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
   * How long one step may take: a table or an index becoming ACTIVE, and a request refused because
   * continuous backups are not available yet being sent again.
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
   * Brings the table to the model's table, a table without time to live or point-in-time recovery.
   *
   * @param expected the model's table
   * @return the steps done and what is left
   * @throws TableUpdateException when a step fails
   */
  public TableUpdateReport apply(CreateTableRequest expected) {
    return apply(TableDefinition.of(expected));
  }

  /**
   * Brings the table to the whole definition: creates a missing table, adds missing global indexes,
   * turns on the stream, the time to live and point-in-time recovery. After creating the table, or on
   * a table whose recovery is off, recovery is turned on ({@code UpdateContinuousBackups}) as a step
   * of its own, retried while DynamoDB answers that continuous backups are not available yet (it does
   * right after {@code CreateTable}) for at most the {@linkplain #timeout(Duration) timeout}. A table
   * whose recovery keeps another period is left and reported, as is one whose recovery the engine
   * does not describe.
   *
   * @param expected the model's table, e.g. a generated service's {@code tableDefinition}
   * @return the steps done and what is left
   * @throws TableUpdateException when a step fails, naming the table, the step, its value and the
   *     steps done before it
   */
  public TableUpdateReport apply(TableDefinition expected) {
    Objects.requireNonNull(expected, "expected");
    if (client == null) {
      throw new IllegalStateException("an update on a DynamoDbAsyncClient runs with applyAsync");
    }
    TableReport before = TableCheck.check(client, expected);
    List<TableUpdateStep> done = new ArrayList<>();
    for (UpdatePlan.Planned planned : UpdatePlan.of(expected, before)) {
      progress.report(planned.step(), "started");
      if (planned.activeFirst()) {
        awaitActive(planned.step(), null, done);
      }
      send(planned, done);
      awaitActive(planned.step(), planned.index(), done);
      done.add(planned.step());
      progress.report(planned.step(), "done");
    }
    return new TableUpdateReport(expected.tableName(), done, TableCheck.check(client, expected));
  }

  /**
   * {@link #apply(TableDefinition)} on the async client: the same steps, in the same order, each
   * reported to the progress callback (from the client's or the pause's threads).
   *
   * @param expected the model's table, e.g. a generated service's {@code tableDefinition}
   * @return the steps done and what is left, when the last step is done; completed exceptionally
   *     with a {@link TableUpdateException} when a step fails, naming the steps done before it
   * @throws IllegalStateException when the update was made with a sync client
   */
  public CompletableFuture<TableUpdateReport> applyAsync(TableDefinition expected) {
    Objects.requireNonNull(expected, "expected");
    if (asyncClient == null) {
      throw new IllegalStateException("an update on a DynamoDbClient runs with apply");
    }
    List<TableUpdateStep> done = new CopyOnWriteArrayList<>();
    return TableCheck.checkAsync(asyncClient, expected).thenCompose(before -> {
      CompletableFuture<Void> steps = CompletableFuture.completedFuture(null);
      for (UpdatePlan.Planned planned : UpdatePlan.of(expected, before)) {
        steps = steps.thenCompose(previous -> runAsync(planned, done));
      }
      return steps.thenCompose(last -> TableCheck.checkAsync(asyncClient, expected))
          .thenApply(after -> new TableUpdateReport(expected.tableName(), done, after));
    });
  }

  /**
   * {@link #applyAsync(TableDefinition)} for a table without time to live or point-in-time recovery.
   *
   * @param expected the model's table
   * @return the steps done and what is left
   */
  public CompletableFuture<TableUpdateReport> applyAsync(CreateTableRequest expected) {
    return applyAsync(TableDefinition.of(expected));
  }

  private CompletableFuture<Void> runAsync(UpdatePlan.Planned planned, List<TableUpdateStep> done) {
    TableUpdateStep step = planned.step();
    progress.report(step, "started");
    CompletableFuture<Void> ready = planned.activeFirst() ? awaitActiveAsync(step, null, done)
        : CompletableFuture.completedFuture(null);
    return ready
        .thenCompose(active -> {
          CompletableFuture<Void> sent = new CompletableFuture<>();
          attempt(planned.request(), new StepWatch(step, null, done, timeout, progress), sent);
          return sent;
        })
        .thenCompose(sent -> awaitActiveAsync(step, planned.index(), done))
        .thenRun(() -> {
          done.add(step);
          progress.report(step, "done");
        });
  }

  /** Sends the request; a refusal that says to wait is sent again after a pause on a delayed executor. */
  private void attempt(SdkRequest request, StepWatch watch, CompletableFuture<Void> sent) {
    sendAsync(request).whenComplete((response, failure) -> {
      if (failure == null) {
        sent.complete(null);
        return;
      }
      try {
        Duration wait = watch.retryAfter(LiveTable.cause(failure), pause);
        CompletableFuture.delayedExecutor(wait.toMillis(), TimeUnit.MILLISECONDS)
            .execute(() -> attempt(request, watch, sent));
      } catch (RuntimeException e) {
        sent.completeExceptionally(e);
      }
    });
  }

  private CompletableFuture<?> sendAsync(SdkRequest request) {
    try {
      if (request instanceof CreateTableRequest create) {
        return asyncClient.createTable(create);
      } else if (request instanceof UpdateTableRequest update) {
        return asyncClient.updateTable(update);
      } else if (request instanceof UpdateTimeToLiveRequest timeToLive) {
        return asyncClient.updateTimeToLive(timeToLive);
      }
      return asyncClient.updateContinuousBackups((UpdateContinuousBackupsRequest) request);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }

  /** Polls {@code DescribeTable} without holding a thread, the pause between polls on a delayed executor. */
  private CompletableFuture<Void> awaitActiveAsync(TableUpdateStep step, String index, List<TableUpdateStep> done) {
    CompletableFuture<Void> active = new CompletableFuture<>();
    poll(new StepWatch(step, index, done, timeout, progress), step.table(), active);
    return active;
  }

  private void poll(StepWatch watch, String table, CompletableFuture<Void> active) {
    CompletableFuture<DescribeTableResponse> described;
    try {
      described = asyncClient.describeTable(builder -> builder.tableName(table));
    } catch (RuntimeException e) {
      described = CompletableFuture.failedFuture(e);
    }
    described.whenComplete((response, failure) -> {
      try {
        if (failure == null ? watch.seen(response.table()) : watch.failed(LiveTable.cause(failure))) {
          active.complete(null);
        } else {
          CompletableFuture.delayedExecutor(watch.pollPause(pause).toMillis(), TimeUnit.MILLISECONDS)
              .execute(() -> poll(watch, table, active));
        }
      } catch (RuntimeException e) {
        active.completeExceptionally(e);
      }
    });
  }

  /**
   * Sends the step's request; a refusal that says to wait is sent again after a pause (see {@link
   * StepWatch#retryAfter}), any other refusal fails the step.
   */
  private void send(UpdatePlan.Planned planned, List<TableUpdateStep> done) {
    StepWatch watch = new StepWatch(planned.step(), null, done, timeout, progress);
    while (true) {
      Duration wait;
      try {
        send(planned.request());
        return;
      } catch (RuntimeException e) {
        // An SdkException from a client; a client of another kind may throw its own exceptions.
        wait = watch.retryAfter(e, pause);
      }
      try {
        Thread.sleep(wait.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw watch.interrupted(e);
      }
    }
  }

  private void send(SdkRequest request) {
    if (request instanceof CreateTableRequest create) {
      client.createTable(create);
    } else if (request instanceof UpdateTableRequest update) {
      client.updateTable(update);
    } else if (request instanceof UpdateTimeToLiveRequest timeToLive) {
      client.updateTimeToLive(timeToLive);
    } else {
      client.updateContinuousBackups((UpdateContinuousBackupsRequest) request);
    }
  }

  /** Polls {@code DescribeTable} until the table, and {@code index} when given, is ACTIVE. */
  private void awaitActive(TableUpdateStep step, String index, List<TableUpdateStep> done) {
    StepWatch watch = new StepWatch(step, index, done, timeout, progress);
    while (true) {
      boolean active;
      try {
        active = watch.seen(client.describeTable(builder -> builder.tableName(step.table())).table());
      } catch (TableUpdateException e) {
        throw e;
      } catch (RuntimeException e) {
        active = watch.failed(e);
      }
      if (active) {
        return;
      }
      try {
        Thread.sleep(watch.pollPause(pause).toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw watch.interrupted(e);
      }
    }
  }
}
