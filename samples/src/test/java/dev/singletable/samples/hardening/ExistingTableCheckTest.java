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
import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.DynamoDbLocalExtension;
import dev.singletable.test.Engine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
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
  private static String existing(Engine engine, String prefix, UnaryOperator<CreateTableRequest> change) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    DynamoDbLocal.shared(engine).client().createTable(change.apply(BoardsService.createTableRequest(name)));
    return name;
  }

  private static DynamoDbLocalExtension extension(Engine engine, String name) {
    return DynamoDbLocalExtension.on(engine).existingTable(name, BoardsService::tableDefinition, TableCheck::require);
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void aTableWhosePartitionKeyIsANumberStopsTheTestClass(Engine engine) {
    String name = numericKey(engine, "numeric");

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension(engine, name).beforeAll(null));

    assertTrue(e.getMessage().contains("table: key attribute pk is N, the model writes pk S"), e.getMessage());
    assertEquals(List.of(TableDifference.Kind.KEY_ATTRIBUTE_TYPE),
        e.report().failures().stream().map(TableDifference::kind).toList());
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void aTableWithoutAnIndexOfTheModelStopsTheTestClass(Engine engine) {
    String name = withoutIndex(engine, "unindexed");

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension(engine, name).beforeAll(null));

    assertTrue(e.getMessage().contains("index gsi1: missing (the model declares global (gsi1pk HASH, gsi1sk RANGE))"),
        e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void aTableWithAnIndexTheModelDoesNotKnowIsUsedAndKept(Engine engine) throws Exception {
    String name = existing(engine, "extra", request -> {
      List<GlobalSecondaryIndex> indexes = new ArrayList<>(request.globalSecondaryIndexes());
      indexes.add(GlobalSecondaryIndex.builder().indexName("legacy")
          .keySchema(KeySchemaElement.builder().attributeName("legacyPk").keyType(KeyType.HASH).build())
          .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build());
      List<AttributeDefinition> types = new ArrayList<>(request.attributeDefinitions());
      types.add(AttributeDefinition.builder().attributeName("legacyPk").attributeType(ScalarAttributeType.S).build());
      return request.toBuilder().globalSecondaryIndexes(indexes).attributeDefinitions(types).build();
    });
    DynamoDbLocalExtension extension = extension(engine, name);

    extension.beforeAll(null);
    BoardsService boards = BoardsService.of(Table.of(extension.client(), extension.tableName()));
    boards.cards().put(new BoardCard("b1", "c1", "o1")).execute();
    assertEquals(1, boards.cards().query().byOwner("o1").list().size());
    extension.afterAll(null);

    TableReport report = TableCheck.check(DynamoDbLocal.shared(engine).client(), BoardsService.createTableRequest(name));
    assertTrue(report.matches(), report.toString());
    assertEquals(List.of(new TableDifference(TableDifference.Kind.UNKNOWN_INDEX, TableDifference.Severity.INFO,
        "legacy", null, "global (legacyPk HASH)")), report.differences());
    assertTrue(report.toString().contains("(info) index legacy: not in the model"), report.toString());
    assertTrue(DynamoDbLocal.shared(engine).client().listTablesPaginator().tableNames().stream().anyMatch(name::equals),
        "an existing table is kept with its items");
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void aMissingTableIsCreatedFromTheModelAndDroppedAfterwards(Engine engine) throws Exception {
    String name = "absent-" + TABLES.incrementAndGet();
    DynamoDbLocalExtension extension = extension(engine, name);

    extension.beforeAll(null);
    assertTrue(TableCheck.check(DynamoDbLocal.shared(engine).client(), BoardsService.createTableRequest(name))
        .differences().isEmpty());
    extension.afterAll(null);

    assertFalse(DynamoDbLocal.shared(engine).client().listTablesPaginator().tableNames().stream().anyMatch(name::equals));
    assertEquals(List.of(TableDifference.Kind.TABLE_MISSING), TableCheck.check(DynamoDbLocal.shared(engine).client(),
        BoardsService.createTableRequest(name)).failures().stream().map(TableDifference::kind).toList());
  }

  /** Creates table {@code prefix-n} of the accounts model, whose time to live ({@code @Ttl purgeAt}) is off. */
  private static String withoutTimeToLive(Engine engine, String prefix) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    DynamoDbLocal.shared(engine).client().createTable(AccountsService.createTableRequest(name));
    return name;
  }

  /** The test kit on table {@code name} of the accounts model, checked against its whole definition. */
  private static DynamoDbLocalExtension accounts(Engine engine, String name) {
    return DynamoDbLocalExtension.on(engine).existingTable(name, AccountsService::tableDefinition, TableCheck::require);
  }

  private static TimeToLiveStatus timeToLive(Engine engine, String name) {
    return DynamoDbLocal.shared(engine).client().describeTimeToLive(builder -> builder.tableName(name))
        .timeToLiveDescription().timeToLiveStatus();
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void theDefinitionStopsATableWhoseTimeToLiveIsOff(Engine engine) throws Exception {
    String name = withoutTimeToLive(engine, "ttl-off");
    DynamoDbLocalExtension extension = accounts(engine, name);

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension.beforeAll(null));

    assertTrue(e.getMessage().contains(TIME_TO_LIVE_OFF), e.getMessage());
    DynamoDbLocal.shared(engine).client().updateTimeToLive(AccountsService.timeToLiveRequest(name));
    DynamoDbLocalExtension enabled = accounts(engine, name);
    enabled.beforeAll(null);
    enabled.afterAll(null);
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void warnModeKeepsTheTimeToLiveThatIsOffInTheReport(Engine engine) throws Exception {
    String name = withoutTimeToLive(engine, "ttl-warn");
    DynamoDbLocalExtension extension = accounts(engine, name).onExistingTable(ExistingTableMode.WARN);

    extension.beforeAll(null);

    assertTrue(extension.tableWarning().orElse("").contains(TIME_TO_LIVE_OFF), extension.tableWarning().toString());
    extension.afterAll(null);
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void updateModeTurnsOnTheTimeToLiveOfTheDefinition(Engine engine) throws Exception {
    String name = withoutTimeToLive(engine, "ttl-update");
    DynamoDbLocalExtension extension = accounts(engine, name).onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel);

    extension.beforeAll(null);
    extension.afterAll(null);

    assertEquals(TimeToLiveStatus.ENABLED, timeToLive(engine, name));
    assertTrue(TableCheck.check(DynamoDbLocal.shared(engine).client(), AccountsService.tableDefinition(name))
        .differences().isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void aMissingTableIsCreatedWithTheTimeToLiveOfItsDefinition(Engine engine) throws Exception {
    String name = "ttl-absent-" + TABLES.incrementAndGet();
    DynamoDbLocalExtension extension = accounts(engine, name);

    extension.beforeAll(null);
    assertEquals(TimeToLiveStatus.ENABLED, timeToLive(engine, name));
    extension.afterAll(null);

    assertFalse(DynamoDbLocal.shared(engine).client().listTablesPaginator().tableNames().stream().anyMatch(name::equals));
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void aFreshTableOfADefinitionHasItsTimeToLive(Engine engine) throws Exception {
    DynamoDbLocalExtension extension = DynamoDbLocalExtension.on(engine)
        .table("ttl-fresh", AccountsService::tableDefinition);

    extension.beforeAll(null);
    extension.beforeEach(null);
    String name = extension.tableName();
    assertEquals(TimeToLiveStatus.ENABLED, timeToLive(engine, name));
    assertTrue(TableCheck.check(extension.client(), AccountsService.tableDefinition(name)).differences().isEmpty());
    extension.afterEach(null);
    extension.afterAll(null);
  }

  /** The table with a numeric partition key, where the model writes strings. */
  private static String numericKey(Engine engine, String prefix) {
    return existing(engine, prefix, request -> {
      List<AttributeDefinition> types = new ArrayList<>();
      for (AttributeDefinition definition : request.attributeDefinitions()) {
        types.add(definition.attributeName().equals("pk")
            ? definition.toBuilder().attributeType(ScalarAttributeType.N).build() : definition);
      }
      return request.toBuilder().attributeDefinitions(types).build();
    });
  }

  /** The table without the model's index gsi1, as an older version of the model had it. */
  private static String withoutIndex(Engine engine, String prefix) {
    return existing(engine, prefix, request -> request.toBuilder()
        .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(request.attributeDefinitions().stream()
            .filter(definition -> !definition.attributeName().startsWith("gsi1")).toList())
        .build());
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void failIsTheDefaultMode(Engine engine) {
    String name = withoutIndex(engine, "fail");
    assertThrows(TableMismatchException.class,
        () -> extension(engine, name).onExistingTable(ExistingTableMode.FAIL).beforeAll(null));
    assertThrows(IllegalArgumentException.class, () -> extension(engine, name).onExistingTable(ExistingTableMode.UPDATE));
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void warnModeKeepsTheReportAndGoesOn(Engine engine) throws Exception {
    String name = withoutIndex(engine, "warn");
    DynamoDbLocalExtension extension = extension(engine, name).onExistingTable(ExistingTableMode.WARN);

    extension.beforeAll(null);

    assertEquals(name, extension.tableName());
    Optional<String> warning = extension.tableWarning();
    assertTrue(warning.orElse("").contains("index gsi1: missing"), warning.toString());
    BoardsService boards = BoardsService.of(Table.of(extension.client(), extension.tableName()));
    boards.cards().put(new BoardCard("b1", "c1", "o1")).execute();
    assertTrue(boards.cards().get("b1", "c1").execute().isPresent());
    extension.afterAll(null);
    assertEquals(List.of(TableDifference.Kind.MISSING_INDEX), TableCheck.check(DynamoDbLocal.shared(engine).client(),
        BoardsService.createTableRequest(name)).failures().stream().map(TableDifference::kind).toList(),
        "warn changes nothing");
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void updateModeAddsTheMissingIndex(Engine engine) throws Exception {
    String name = withoutIndex(engine, "update");
    DynamoDbLocalExtension extension = extension(engine, name)
        .onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel);

    extension.beforeAll(null);

    BoardsService boards = BoardsService.of(Table.of(extension.client(), extension.tableName()));
    boards.cards().put(new BoardCard("b1", "c1", "o1")).execute();
    assertEquals(1, boards.cards().query().byOwner("o1").list().size());
    extension.afterAll(null);
    assertTrue(TableCheck.check(DynamoDbLocal.shared(engine).client(), BoardsService.createTableRequest(name))
        .differences().isEmpty());
  }

  @ParameterizedTest
  @EnumSource(Engine.class)
  void updateModeStopsOnWhatItMayNotChange(Engine engine) {
    String name = numericKey(engine, "update-key");

    TableMismatchException e = assertThrows(TableMismatchException.class, () -> extension(engine, name)
        .onExistingTable(ExistingTableMode.UPDATE, TableUpdate::bringToModel).beforeAll(null));

    assertTrue(e.getMessage().startsWith("table " + name + ": nothing done"), e.getMessage());
    assertTrue(e.getMessage().contains("table: key attribute pk is N, the model writes pk S"), e.getMessage());
  }
}
