package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/** A table definition holds the three requests of a table, each of the same table, as one immutable value. */
class TableDefinitionTest {
  private static final CreateTableRequest TABLE = LiveTableCheckTest.model("app");
  private static final UpdateTimeToLiveRequest TTL = LiveTableCheckTest.timeToLive("app");
  private static final UpdateContinuousBackupsRequest RECOVERY =
      TableOptions.none().pointInTimeRecovery(7).pointInTimeRecoveryRequest("app").orElseThrow();

  @Test
  void aDefinitionOfTheTableAloneHasNeitherTimeToLiveNorRecovery() {
    TableDefinition definition = TableDefinition.of(TABLE);

    assertEquals("app", definition.tableName());
    assertEquals(TABLE, definition.createTableRequest());
    assertEquals(Optional.empty(), definition.timeToLiveRequest());
    assertEquals(Optional.empty(), definition.pointInTimeRecoveryRequest());
    assertEquals(List.of(TABLE), requests(definition));
  }

  @Test
  void theRequestsComeInTheOrderTheyAreSentAndTheOriginalIsUnchanged() {
    TableDefinition table = TableDefinition.of(TABLE);
    TableDefinition full = table.withPointInTimeRecovery(RECOVERY).withTimeToLive(TTL);

    assertEquals(List.of(TABLE, TTL, RECOVERY), requests(full));
    assertEquals(List.of(TABLE), requests(table), "with... returns a new definition");
    assertEquals(full, TableDefinition.of(TABLE).withTimeToLive(TTL).withPointInTimeRecovery(RECOVERY));
    assertEquals(full.hashCode(), TableDefinition.of(TABLE).withTimeToLive(TTL).withPointInTimeRecovery(RECOVERY)
        .hashCode());
    assertNotEquals(table, full);
    assertEquals("table app (pk HASH, sk RANGE), time to live on expiresAt, point-in-time recovery on, 7 days",
        full.toString());
    assertThrows(UnsupportedOperationException.class, () -> {
      var requests = full.iterator();
      requests.next();
      requests.remove();
    });
  }

  @Test
  void aRequestOfAnotherTableIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TableDefinition.of(TABLE).withTimeToLive(LiveTableCheckTest.timeToLive("other")));
    assertEquals("the time-to-live request names table other, the definition's table is app", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TableDefinition.of(TABLE).withPointInTimeRecovery(
        RECOVERY.toBuilder().tableName("other").build()));
    assertThrows(NullPointerException.class, () -> TableDefinition.of(null));
    assertThrows(NullPointerException.class, () -> TableDefinition.of(CreateTableRequest.builder().build()));
  }

  @Test
  void theCheckOfADefinitionComparesItsTimeToLiveAndRecovery() {
    TableDefinition definition = TableDefinition.of(TABLE).withTimeToLive(TTL).withPointInTimeRecovery(RECOVERY);
    TableReport report = TableCheck.compare(definition, new LiveTable(
        software.amazon.awssdk.services.dynamodb.model.TableDescription.builder().tableName("app")
            .keySchema(TABLE.keySchema()).attributeDefinitions(TABLE.attributeDefinitions()).build(),
        null, "DescribeTimeToLive not answered", null, "DescribeContinuousBackups not answered", null, null));

    assertTrue(report.differences().stream().anyMatch(d -> d.kind() == TableDifference.Kind.TIME_TO_LIVE_NOT_CHECKED),
        report.toString());
    assertTrue(report.differences().stream().anyMatch(d -> d.kind() == TableDifference.Kind.OPTION_NOT_CHECKED
        && d.expected().contains("point-in-time recovery")), report.toString());
  }

  private static List<DynamoDbRequest> requests(TableDefinition definition) {
    List<DynamoDbRequest> requests = new ArrayList<>();
    definition.forEach(requests::add);
    return requests;
  }
}
