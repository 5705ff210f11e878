package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.FaultyAsyncHttpClient;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsUnavailableException;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;

/**
 * Point-in-time recovery right after {@code CreateTable}: DynamoDB may answer {@code UpdateContinuousBackups} with
 * {@code ContinuousBackupsUnavailableException} while it enables backups, so the update sends it again with back-off
 * for at most its timeout. moto never answers so: the refusals are DynamoDB's, given by {@link FaultyHttpClient} (and
 * {@link FaultyAsyncHttpClient} for the async update), and the request sent after them reaches moto, which turns
 * recovery on for the period asked.
 */
class RecoveryAfterCreateTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private final FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
  private final DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http));
  private final String name = "recovery-" + TABLES.incrementAndGet();
  private final UpdateContinuousBackupsRequest recovery =
      TableOptions.none().pointInTimeRecovery(14).pointInTimeRecoveryRequest(name).orElseThrow();
  private final TableDefinition definition = TableDefinition.of(LiveTableCheckTest.model(name).toBuilder()
      .streamSpecification((StreamSpecification) null).build()).withPointInTimeRecovery(recovery);
  private final List<String> progress = Collections.synchronizedList(new ArrayList<>());

  @AfterEach
  void close() {
    client.close();
  }

  private TableUpdate update(Duration timeout) {
    return TableUpdate.on(client).pause(Duration.ofMillis(20)).timeout(timeout)
        .progress((step, status) -> progress.add(step.action() + " " + status));
  }

  @Test
  void recoveryRefusedTwiceWhileBackupsAreEnabledIsSentAgainAndDone() {
    http.next("UpdateContinuousBackups", Fault.CONTINUOUS_BACKUPS_UNAVAILABLE)
        .next("UpdateContinuousBackups", Fault.CONTINUOUS_BACKUPS_UNAVAILABLE);

    TableUpdateReport report = update(Duration.ofSeconds(30)).apply(definition);

    assertEquals(List.of(Action.CREATE_TABLE, Action.ENABLE_POINT_IN_TIME_RECOVERY),
        report.done().stream().map(TableUpdateStep::action).toList());
    assertTrue(http.spent(), "both refusals were answered");
    assertEquals(List.of("CREATE_TABLE started", "CREATE_TABLE done", "ENABLE_POINT_IN_TIME_RECOVERY started",
        "ENABLE_POINT_IN_TIME_RECOVERY refused, sent again (ContinuousBackupsUnavailableException)",
        "ENABLE_POINT_IN_TIME_RECOVERY done"), progress);
    assertEquals(3, http.sent("UpdateContinuousBackups").size(), "sent three times, the same request each time");
    assertEquals(1, http.sent("UpdateContinuousBackups").stream().distinct().count());
    assertRecoveryOnFor14Days();
    assertEquals(List.of(), report.left().differences(), report.toString());
  }

  /** What moto describes of the table's recovery once the request reached it. */
  private void assertRecoveryOnFor14Days() {
    PointInTimeRecoveryDescription recovery = DynamoDbEngine.shared().client()
        .describeContinuousBackups(builder -> builder.tableName(name)).continuousBackupsDescription()
        .pointInTimeRecoveryDescription();
    assertEquals(PointInTimeRecoveryStatus.ENABLED, recovery.pointInTimeRecoveryStatus());
    assertEquals(14, recovery.recoveryPeriodInDays());
  }

  @Test
  void onTheAsyncClientRecoveryRefusedTwiceIsSentAgainAndDone() {
    FaultyAsyncHttpClient async = new FaultyAsyncHttpClient(Duration.ofSeconds(6))
        .next("UpdateContinuousBackups", Fault.CONTINUOUS_BACKUPS_UNAVAILABLE)
        .next("UpdateContinuousBackups", Fault.CONTINUOUS_BACKUPS_UNAVAILABLE);
    try (DynamoDbAsyncClient asyncClient = async.client(DynamoDbEngine.shared().endpoint().orElseThrow(),
        Duration.ofSeconds(5))) {
      TableUpdateReport report = TableUpdate.on(asyncClient).pause(Duration.ofMillis(20)).timeout(Duration.ofSeconds(30))
          .progress((step, status) -> progress.add(step.action() + " " + status)).applyAsync(definition).join();

      assertEquals(List.of(Action.CREATE_TABLE, Action.ENABLE_POINT_IN_TIME_RECOVERY),
          report.done().stream().map(TableUpdateStep::action).toList());
      assertTrue(async.spent(), "both refusals were answered");
      assertTrue(progress.contains(
          "ENABLE_POINT_IN_TIME_RECOVERY refused, sent again (ContinuousBackupsUnavailableException)"), progress::toString);
      assertRecoveryOnFor14Days();
      assertEquals(List.of(), report.left().differences(), report.toString());
    }
  }

  @Test
  void onTheAsyncClientRecoveryThatIsNeverAvailableFailsTheStep() {
    FaultyAsyncHttpClient async = new FaultyAsyncHttpClient(Duration.ofSeconds(6));
    for (int i = 0; i < 500; i++) {
      async.next("UpdateContinuousBackups", Fault.CONTINUOUS_BACKUPS_UNAVAILABLE);
    }
    try (DynamoDbAsyncClient asyncClient = async.client(DynamoDbEngine.shared().endpoint().orElseThrow(),
        Duration.ofSeconds(5))) {
      CompletionException e = assertThrows(CompletionException.class, () -> TableUpdate.on(asyncClient)
          .pause(Duration.ofMillis(20)).timeout(Duration.ofMillis(400)).applyAsync(definition).join());

      TableUpdateException failure = (TableUpdateException) e.getCause();
      assertEquals(new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 14 days"),
          failure.step());
      assertEquals(List.of(Action.CREATE_TABLE), failure.done().stream().map(TableUpdateStep::action).toList());
      assertTrue(failure.getMessage().startsWith("table " + name + ": step failed (still refused after PT0.4S, "),
          failure.getMessage());
      assertFalse(async.spent());
    }
  }

  @Test
  void recoveryThatIsNeverAvailableFailsTheStepNamingTableValueAndStepsDone() {
    for (int i = 0; i < 500; i++) {
      http.next("UpdateContinuousBackups", Fault.CONTINUOUS_BACKUPS_UNAVAILABLE);
    }

    TableUpdateException e = assertThrows(TableUpdateException.class, () -> update(Duration.ofMillis(400))
        .apply(definition));

    assertEquals(new TableUpdateStep(Action.ENABLE_POINT_IN_TIME_RECOVERY, name, null, "on, 14 days"), e.step());
    assertEquals(List.of(Action.CREATE_TABLE), e.done().stream().map(TableUpdateStep::action).toList());
    assertTrue(e.getMessage().startsWith("table " + name + ": step failed (still refused after PT0.4S, "), e.getMessage());
    assertTrue(e.getMessage().contains("Backups are being enabled for the table"), e.getMessage());
    assertTrue(e.getMessage().contains("): enable point-in-time recovery on " + name + ": on, 14 days; done before it, "
        + "and kept: [create table " + name + ": (pk HASH, sk RANGE)]"), e.getMessage());
    assertTrue(e.getCause() instanceof ContinuousBackupsUnavailableException, String.valueOf(e.getCause()));
    assertFalse(http.spent());
    assertEquals(PointInTimeRecoveryStatus.DISABLED, DynamoDbEngine.shared().client()
        .describeContinuousBackups(builder -> builder.tableName(name)).continuousBackupsDescription()
        .pointInTimeRecoveryDescription().pointInTimeRecoveryStatus(), "no request reached moto");
  }
}
