package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Capacity;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import dev.singletable.test.DynamoDbEngine;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * Provisioned capacity of the table and its indexes against the model's, on moto: each
 * difference reported as information, and left as it is by the update.
 */
class CapacityCheckTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  /** The check's model, without its stream, provisioned with {@code table} and gsi1 with {@code index}. */
  private static CreateTableRequest model(String name, Capacity table, Capacity index) {
    CreateTableRequest base = LiveTableCheckTest.model(name).toBuilder()
        .streamSpecification((StreamSpecification) null).build();
    return TableDefinitions.withCapacity(base, table, Map.of("gsi1", index));
  }

  private static DynamoDbClient client() {
    return DynamoDbEngine.shared().client();
  }

  @Test
  void aTableAndAnIndexProvisionedOtherwiseThanTheModelDifferAndTheUpdateLeavesThem() {
    String name = "capacity-" + TABLES.incrementAndGet();
    client().createTable(model(name, new Capacity(3, 2), new Capacity(2, 1)));
    CreateTableRequest model = model(name, new Capacity(5, 5), new Capacity(4, 3));

    TableReport report = TableCheck.check(client(), model);

    assertEquals(List.of(new TableDifference(Kind.CAPACITY, Severity.INFO, null, "read 5, write 5", "read 3, write 2"),
        new TableDifference(Kind.CAPACITY, Severity.INFO, "gsi1", "read 4, write 3", "read 2, write 1")),
        report.differences(), report.toString());
    assertTrue(report.toString().contains("(info) table: provisioned read 3, write 2, the model declares read 5, "
        + "write 5"), report.toString());
    assertTrue(report.toString().contains("(info) index gsi1: provisioned read 2, write 1, the model declares read 4, "
        + "write 3"), report.toString());

    TableUpdateReport update = TableUpdate.on(client()).pause(Duration.ofMillis(20)).apply(model);
    assertEquals(List.of(), update.done(), "capacity is not changed");
    assertEquals(report.differences(), update.left().differences());
    assertEquals(3L, client().describeTable(builder -> builder.tableName(name)).table().provisionedThroughput()
        .readCapacityUnits());
  }

  @Test
  void aTableOfTheModelsCapacityMatchesAndAnOnDemandOneIsOnlyBilledOtherwise() {
    String same = "capacity-" + TABLES.incrementAndGet();
    CreateTableRequest model = model(same, new Capacity(5, 5), new Capacity(4, 3));
    client().createTable(model);
    assertEquals(List.of(), TableCheck.check(client(), model).differences());

    String onDemand = "capacity-" + TABLES.incrementAndGet();
    client().createTable(LiveTableCheckTest.model(onDemand).toBuilder()
        .streamSpecification((StreamSpecification) null).build());
    assertEquals(List.of(new TableDifference(Kind.BILLING_MODE, Severity.INFO, null, "PROVISIONED", "PAY_PER_REQUEST")),
        TableCheck.check(client(), model(onDemand, new Capacity(5, 5), new Capacity(4, 3))).differences());
  }
}
