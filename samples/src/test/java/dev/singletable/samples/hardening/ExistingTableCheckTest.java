package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableMismatchException;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.runtime.table.TableUpdate;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.test.ExistingTableMode;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.DynamoDbExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The test kit on a table that exists already: it checks the table against the model with the
 * runtime's {@link TableCheck} before the first test and stops there when the shapes differ, instead
 * of letting the first request fail; an index the model does not know is information only. In
 * {@link ExistingTableMode#WARN} it goes on with the report kept, in {@link ExistingTableMode#UPDATE}
 * it brings the table to the model.
 */
class ExistingTableCheckTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final String TIME_TO_LIVE_OFF =
      "table: time to live off (DISABLED), the model declares it on purgeAt";

  /** Creates table {@code prefix-n} on {@code engine} as the model declares it, changed by {@code change}. */
  private static String existing(String prefix, UnaryOperator<CreateTableRequest> change) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    DynamoDbEngine.shared().client().createTable(change.apply(BoardsService.createTableRequest(name)));
    return name;
  }

  private static DynamoDbExtension extension(String name) {
    return DynamoDbExtension.create().existingTable(name, BoardsService::tableDefinition, TableCheck::require);
  }

  @Test
  void aTableWhosePartitionKeyIsANumberStopsTheTestClass() {
    String name = numericKey("numeric");

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension(name).beforeAll(null));

    assertTrue(e.getMessage().contains("table: key attribute pk is N, the model writes pk S"), e.getMessage());
    assertEquals(List.of(TableDifference.Kind.KEY_ATTRIBUTE_TYPE),
        e.report().failures().stream().map(TableDifference::kind).toList());
  }

  @Test
  void aTableWithoutAnIndexOfTheModelStopsTheTestClass() {
    String name = withoutIndex("unindexed");

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension(name).beforeAll(null));

    assertTrue(e.getMessage().contains("index gsi1: missing (the model declares global (gsi1pk HASH, gsi1sk RANGE))"),
        e.getMessage());
  }

  @Test
  void aTableWithAnIndexTheModelDoesNotKnowIsUsedAndKept() throws Exception {
    String name = existing("extra", request -> {
      List<GlobalSecondaryIndex> indexes = new ArrayList<>(request.globalSecondaryIndexes());
      indexes.add(GlobalSecondaryIndex.builder().indexName("legacy")
          .keySchema(KeySchemaElement.builder().attributeName("legacyPk").keyType(KeyType.HASH).build())
          .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build());
      List<AttributeDefinition> types = new ArrayList<>(request.attributeDefinitions());
      types.add(AttributeDefinition.builder().attributeName("legacyPk").attributeType(ScalarAttributeType.S).build());
      return request.toBuilder().globalSecondaryIndexes(indexes).attributeDefinitions(types).build();
    });
    DynamoDbExtension extension = extension(name);

    extension.beforeAll(null);
    BoardsService boards = BoardsService.of(Table.of(extension.client(), extension.tableName()));
    boards.cards().put(new BoardCard("b1", "c1", "o1")).execute();
    assertEquals(1, boards.cards().query().byOwner("o1").list().size());
    extension.afterAll(null);

    TableReport report = TableCheck.check(DynamoDbEngine.shared().client(), BoardsService.createTableRequest(name));
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(new TableDifference(TableDifference.Kind.UNKNOWN_INDEX, TableDifference.Severity.INFO,
        "legacy", null, "global (legacyPk HASH)")), report.differences());
    assertTrue(report.toString().contains("(info) index legacy: not in the model"), report.toString());
    assertTrue(DynamoDbEngine.shared().client().listTablesPaginator().tableNames().stream().anyMatch(name::equals),
        "an existing table is kept with its items");
  }

  @Test
  void aMissingTableIsCreatedFromTheModelAndDroppedAfterwards() throws Exception {
    String name = "absent-" + TABLES.incrementAndGet();
    DynamoDbExtension extension = extension(name);

    extension.beforeAll(null);
    assertTrue(TableCheck.check(DynamoDbEngine.shared().client(), BoardsService.createTableRequest(name))
        .differences().isEmpty());
    extension.afterAll(null);

    assertFalse(DynamoDbEngine.shared().client().listTablesPaginator().tableNames().stream().anyMatch(name::equals));
    assertEquals(List.of(TableDifference.Kind.TABLE_MISSING), TableCheck.check(DynamoDbEngine.shared().client(),
        BoardsService.createTableRequest(name)).failures().stream().map(TableDifference::kind).toList());
  }

  /** Creates table {@code prefix-n} of the accounts model, whose time to live ({@code @Ttl purgeAt}) is off. */
  private static String withoutTimeToLive(String prefix) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    DynamoDbEngine.shared().client().createTable(AccountsService.createTableRequest(name));
    return name;
  }

  /** The test kit on table {@code name} of the accounts model, checked against its whole definition. */
  private static DynamoDbExtension accounts(String name) {
    return DynamoDbExtension.create().existingTable(name, AccountsService::tableDefinition, TableCheck::require);
  }

  private static TimeToLiveStatus timeToLive(String name) {
    return timeToLive(DynamoDbEngine.shared(), name);
  }

  private static TimeToLiveStatus timeToLive(DynamoDbEngine engine, String name) {
    return engine.client().describeTimeToLive(builder -> builder.tableName(name))
        .timeToLiveDescription().timeToLiveStatus();
  }

  @Test
  void theDefinitionStopsATableWhoseTimeToLiveIsOff() throws Exception {
    String name = withoutTimeToLive("ttl-off");
    DynamoDbExtension extension = accounts(name);

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension.beforeAll(null));

    assertTrue(e.getMessage().contains(TIME_TO_LIVE_OFF), e.getMessage());
    DynamoDbEngine.shared().client().updateTimeToLive(AccountsService.timeToLiveRequest(name));
    DynamoDbExtension enabled = accounts(name);
    enabled.beforeAll(null);
    enabled.afterAll(null);
  }

  @Test
  void warnModeKeepsTheTimeToLiveThatIsOffInTheReport() throws Exception {
    String name = withoutTimeToLive("ttl-warn");
    DynamoDbExtension extension = accounts(name).onExistingTable(ExistingTableMode.WARN);

    extension.beforeAll(null);

    assertTrue(extension.tableWarning().orElse("").contains(TIME_TO_LIVE_OFF), extension.tableWarning().toString());
    extension.afterAll(null);
  }

  @Test
  void updateModeTurnsOnTheTimeToLiveOfTheDefinition() throws Exception {
    String name = withoutTimeToLive("ttl-update");
    DynamoDbExtension extension = accounts(name).onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel);

    extension.beforeAll(null);
    extension.afterAll(null);

    assertEquals(TimeToLiveStatus.ENABLED, timeToLive(name));
    assertTrue(TableCheck.check(DynamoDbEngine.shared().client(), AccountsService.tableDefinition(name))
        .differences().isEmpty());
  }

  @Test
  void aMissingTableIsCreatedWithTheTimeToLiveOfItsDefinition() throws Exception {
    String name = "ttl-absent-" + TABLES.incrementAndGet();
    DynamoDbExtension extension = accounts(name);

    extension.beforeAll(null);
    assertEquals(TimeToLiveStatus.ENABLED, timeToLive(name));
    extension.afterAll(null);

    assertFalse(DynamoDbEngine.shared().client().listTablesPaginator().tableNames().stream().anyMatch(name::equals));
  }

  @Test
  void aFreshTableOfADefinitionHasItsTimeToLive() throws Exception {
    DynamoDbExtension extension = DynamoDbExtension.create()
        .table("ttl-fresh", AccountsService::tableDefinition);

    extension.beforeAll(null);
    extension.beforeEach(null);
    String name = extension.tableName();
    assertEquals(TimeToLiveStatus.ENABLED, timeToLive(extension.engine(), name));
    assertTrue(TableCheck.check(extension.client(), AccountsService.tableDefinition(name)).differences().isEmpty());
    extension.afterEach(null);
    extension.afterAll(null);
  }

  /** The table with a numeric partition key, where the model writes strings. */
  private static String numericKey(String prefix) {
    return existing(prefix, request -> {
      List<AttributeDefinition> types = new ArrayList<>();
      for (AttributeDefinition definition : request.attributeDefinitions()) {
        types.add(definition.attributeName().equals("pk")
            ? definition.toBuilder().attributeType(ScalarAttributeType.N).build() : definition);
      }
      return request.toBuilder().attributeDefinitions(types).build();
    });
  }

  /** The table without the model's index gsi1, as an older version of the model had it. */
  private static String withoutIndex(String prefix) {
    return existing(prefix, request -> request.toBuilder()
        .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(request.attributeDefinitions().stream()
            .filter(definition -> !definition.attributeName().startsWith("gsi1")).toList())
        .build());
  }

  @Test
  void failIsTheDefaultMode() {
    String name = withoutIndex("fail");
    assertThrows(TableMismatchException.class,
        () -> extension(name).onExistingTable(ExistingTableMode.FAIL).beforeAll(null));
    assertThrows(IllegalArgumentException.class, () -> extension(name).onExistingTable(ExistingTableMode.UPDATE));
  }

  @Test
  void warnModeKeepsTheReportAndGoesOn() throws Exception {
    String name = withoutIndex("warn");
    DynamoDbExtension extension = extension(name).onExistingTable(ExistingTableMode.WARN);

    extension.beforeAll(null);

    assertEquals(name, extension.tableName());
    Optional<String> warning = extension.tableWarning();
    assertTrue(warning.orElse("").contains("index gsi1: missing"), warning.toString());
    BoardsService boards = BoardsService.of(Table.of(extension.client(), extension.tableName()));
    boards.cards().put(new BoardCard("b1", "c1", "o1")).execute();
    assertTrue(boards.cards().get("b1", "c1").execute().isPresent());
    extension.afterAll(null);
    assertEquals(List.of(TableDifference.Kind.MISSING_INDEX), TableCheck.check(DynamoDbEngine.shared().client(),
        BoardsService.createTableRequest(name)).failures().stream().map(TableDifference::kind).toList(),
        "warn changes nothing");
  }

  @Test
  void updateModeAddsTheMissingIndex() throws Exception {
    String name = withoutIndex("update");
    DynamoDbExtension extension = extension(name)
        .onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel);

    extension.beforeAll(null);

    BoardsService boards = BoardsService.of(Table.of(extension.client(), extension.tableName()));
    boards.cards().put(new BoardCard("b1", "c1", "o1")).execute();
    assertEquals(1, boards.cards().query().byOwner("o1").list().size());
    extension.afterAll(null);
    assertTrue(TableCheck.check(DynamoDbEngine.shared().client(), BoardsService.createTableRequest(name))
        .differences().isEmpty());
  }

  @Test
  void updateModeStopsOnWhatItMayNotChange() {
    String name = numericKey("update-key");

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension(name)
        .onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel).beforeAll(null));

    assertTrue(e.getMessage().startsWith("table " + name + ": nothing done"), e.getMessage());
    assertTrue(e.getMessage().contains("table: key attribute pk is N, the model writes pk S"), e.getMessage());
  }
}
