package dev.singletable.runtime.table;

import static dev.singletable.runtime.table.LiveTableCheckTest.attribute;
import static dev.singletable.runtime.table.LiveTableCheckTest.include;
import static dev.singletable.runtime.table.LiveTableCheckTest.index;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.FaultyAsyncHttpClient;
import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableUpdateStep.Action;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Bringing tables created by hand to the model on moto, with the sync and the async client: what is
 * added, one index at a time, what is left, what a refused step reports, and writes running while an
 * index builds. moto adds an index without capacity to a provisioned table, which DynamoDB refuses:
 * that refusal is DynamoDB's answer, given by the faulty HTTP client to the very request that earns
 * it, every other request reaching moto.
 */
class TableUpdateTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  /** The check's model with a second index, projecting everything. */
  private static CreateTableRequest model(String name) {
    CreateTableRequest base = LiveTableCheckTest.model(name);
    List<GlobalSecondaryIndex> indexes = new ArrayList<>(base.globalSecondaryIndexes());
    indexes.add(index("gsi2", Projection.builder().projectionType(ProjectionType.ALL).build()));
    List<software.amazon.awssdk.services.dynamodb.model.AttributeDefinition> types =
        new ArrayList<>(base.attributeDefinitions());
    types.add(attribute("gsi2pk"));
    types.add(attribute("gsi2sk"));
    return base.toBuilder().globalSecondaryIndexes(indexes).attributeDefinitions(types).build();
  }

  private static String name() {
    return "update-" + TABLES.incrementAndGet();
  }

  /** The request adding gsi2. */
  private static final Predicate<String> CREATES_GSI2 = body -> body.contains("\"IndexName\":\"gsi2\"");
  /** DynamoDB's refusal of an index without capacity on a provisioned table (HTTP 400 {@code ValidationException}). */
  private static final String NO_CAPACITY =
      "One or more parameter values were invalid: ProvisionedThroughput is not specified for index: gsi2";

  /** This class's own account on the shared engine, so that its tables and index builds meet no other test's. */
  private static final DynamoDbEngine ENGINE = DynamoDbEngine.shared().inNewAccount();

  private static DynamoDbClient client() {
    return ENGINE.client();
  }

  private static DynamoDbAsyncClient asyncClient() {
    return ENGINE.asyncClient();
  }

  /** The bare table: the model's keys, no index, no stream, no time to live. */
  private static void createBare(String name) {
    CreateTableRequest model = model(name);
    client().createTable(model.toBuilder()
        .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(model.attributeDefinitions().subList(0, 2))
        .streamSpecification((StreamSpecification) null)
        .build());
  }

  /**
   * A provisioned table without indexes; the model it returns gives gsi1 its capacity, so that it is
   * added, and gsi2 none, which a provisioned table refuses.
   */
  private static CreateTableRequest createProvisionedBare(String name) {
    ProvisionedThroughput five = ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(5L).build();
    CreateTableRequest model = model(name);
    client().createTable(model.toBuilder()
        .billingMode(BillingMode.PROVISIONED).provisionedThroughput(five)
        .globalSecondaryIndexes((List<GlobalSecondaryIndex>) null)
        .attributeDefinitions(model.attributeDefinitions().subList(0, 2))
        .streamSpecification((StreamSpecification) null)
        .build());
    return model.toBuilder().globalSecondaryIndexes(
        model.globalSecondaryIndexes().get(0).toBuilder().provisionedThroughput(five).build(),
        model.globalSecondaryIndexes().get(1)).build();
  }

  private static TableUpdate update(List<String> progress) {
    return configured(TableUpdate.on(client()), progress);
  }

  private static TableUpdate asyncUpdate(List<String> progress) {
    return configured(TableUpdate.on(asyncClient()), progress);
  }

  private static TableUpdate configured(TableUpdate update, List<String> progress) {
    return update.pause(Duration.ofMillis(20)).timeout(Duration.ofSeconds(60))
        .progress((step, status) -> progress.add(step.action() + " " + step.target() + " " + status));
  }

  @Test
  void aMissingTableIsCreatedWithItsTimeToLive() {
    String name = name();
    List<String> progress = new ArrayList<>();

    TableUpdateReport report = update(progress).apply(TableDefinition.of(model(name)).withTimeToLive(LiveTableCheckTest.timeToLive(name)));

    assertCreatedWithItsTimeToLive(name, report, progress);
  }

  private static void assertCreatedWithItsTimeToLive(String name, TableUpdateReport report, List<String> progress) {
    assertEquals(List.of(new TableUpdateStep(Action.CREATE_TABLE, name, null, "(pk HASH, sk RANGE)"),
        new TableUpdateStep(Action.ENABLE_TIME_TO_LIVE, name, null, "expiresAt")), report.done());
    assertEquals(List.of(), report.left().differences(), report.toString());
    assertEquals(List.of("CREATE_TABLE null started", "CREATE_TABLE null done", "ENABLE_TIME_TO_LIVE null started",
        "ENABLE_TIME_TO_LIVE null done"), progress);
  }

  @Test
  void missingIndexesAreAddedOneAtATimeThenTheStreamAndTimeToLiveTurnedOn() {
    String name = name();
    createBare(name);
    List<String> progress = Collections.synchronizedList(new ArrayList<>());

    TableUpdateReport report = update(progress).apply(TableDefinition.of(model(name)).withTimeToLive(LiveTableCheckTest.timeToLive(name)));

    assertIndexesAddedOneAtATimeThenTheStreamAndTimeToLive(name, report, progress);
    assertTrue(TableCheck.check(client(), TableDefinition.of(model(name)).withTimeToLive(LiveTableCheckTest.timeToLive(name))).differences()
        .isEmpty());
  }

  private static void assertIndexesAddedOneAtATimeThenTheStreamAndTimeToLive(String name, TableUpdateReport report,
      List<String> progress) {
    assertEquals(List.of(Action.CREATE_INDEX, Action.CREATE_INDEX, Action.ENABLE_STREAM, Action.ENABLE_TIME_TO_LIVE),
        report.done().stream().map(TableUpdateStep::action).toList(), report.toString());
    assertEquals("create index gsi1 on " + name + ": global (gsi1pk HASH, gsi1sk RANGE) INCLUDE (__entity, __version, "
        + "title)", report.done().get(0).toString());
    assertEquals(List.of(), report.left().differences(), report.toString());
    List<String> ends = progress.stream().filter(line -> line.endsWith(" started") || line.endsWith(" done")).toList();
    assertEquals(List.of("CREATE_INDEX gsi1 started", "CREATE_INDEX gsi1 done", "CREATE_INDEX gsi2 started",
        "CREATE_INDEX gsi2 done", "ENABLE_STREAM null started", "ENABLE_STREAM null done",
        "ENABLE_TIME_TO_LIVE null started", "ENABLE_TIME_TO_LIVE null done"), ends, "one index at a time: " + progress);
  }

  @Test
  void onAnAsyncClientAMissingTableIsCreatedWithItsTimeToLive() {
    String name = name();
    List<String> progress = Collections.synchronizedList(new ArrayList<>());

    TableUpdateReport report = asyncUpdate(progress)
        .applyAsync(TableDefinition.of(model(name)).withTimeToLive(LiveTableCheckTest.timeToLive(name))).join();

    assertCreatedWithItsTimeToLive(name, report, progress);
    assertThrows(IllegalStateException.class, () -> asyncUpdate(progress).apply(model(name)));
    assertThrows(IllegalStateException.class, () -> update(progress).applyAsync(model(name)));
  }

  @Test
  void onAnAsyncClientMissingIndexesAreAddedOneAtATimeThenTheStreamAndTimeToLiveTurnedOn() {
    String name = name();
    createBare(name);
    List<String> progress = Collections.synchronizedList(new ArrayList<>());

    TableUpdateReport report = asyncUpdate(progress)
        .applyAsync(TableDefinition.of(model(name)).withTimeToLive(LiveTableCheckTest.timeToLive(name))).join();

    assertIndexesAddedOneAtATimeThenTheStreamAndTimeToLive(name, report, progress);
  }

  @Test
  void onAnAsyncClientARefusedStepFailsTheFutureNamingTheStepsDoneBefore() {
    String name = name();
    CreateTableRequest withCapacity = createProvisionedBare(name);
    FaultyAsyncHttpClient http = new FaultyAsyncHttpClient(Duration.ofSeconds(6))
        .refusing("UpdateTable", CREATES_GSI2, 400, "ValidationException", NO_CAPACITY);

    try (DynamoDbAsyncClient client = http.client(ENGINE, Duration.ofSeconds(10))) {
      CompletionException e = assertThrows(CompletionException.class,
          () -> configured(TableUpdate.on(client), new ArrayList<>()).applyAsync(withCapacity).join());

      assertRefusedAtTheIndexWithoutCapacity(name, assertInstanceOf(TableUpdateException.class, e.getCause()));
    }
  }

  @Test
  void whatTheUpdateMayNotChangeIsLeftAndReportedAndNothingIsDeleted() {
    String name = name();
    CreateTableRequest model = model(name);
    client().createTable(model.toBuilder()
        .globalSecondaryIndexes(index("gsi1", Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()),
            index("legacy", Projection.builder().projectionType(ProjectionType.ALL).build()))
        .attributeDefinitions(attribute("pk"), attribute("sk"), attribute("gsi1pk"), attribute("gsi1sk"),
            attribute("legacypk"), attribute("legacysk"))
        .streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY)
            .build())
        .build());

    TableUpdateReport report = update(new ArrayList<>()).apply(model);

    assertEquals(List.of(new TableUpdateStep(Action.CREATE_INDEX, name, "gsi2", "global (gsi2pk HASH, gsi2sk RANGE) ALL")),
        report.done());
    assertEquals(List.of(Kind.INDEX_PROJECTION, Kind.STREAM, Kind.UNKNOWN_INDEX),
        report.left().differences().stream().map(TableDifference::kind).toList(), report.toString());
    assertFalse(report.matches());
    TableMismatchException e = assertThrows(TableMismatchException.class, report::requireMatch);
    assertTrue(e.getMessage().startsWith("table " + name + ": done\n  - create index gsi2 on " + name), e.getMessage());
    assertTrue(e.getMessage().contains("index gsi1: projects KEYS_ONLY"), e.getMessage());
    assertEquals(Set.of("gsi1", "gsi2", "legacy"), indexes(name), "nothing deleted");
  }

  @Test
  void aRefusedStepNamesTheTableTheStepAndItsValueAndTheStepsDoneBefore() {
    String name = name();
    CreateTableRequest withCapacity = createProvisionedBare(name);
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6))
        .refusing("UpdateTable", CREATES_GSI2, 400, "ValidationException", NO_CAPACITY);

    try (DynamoDbClient client = ENGINE.newClient(builder -> builder.httpClient(http))) {
      TableUpdateException e = assertThrows(TableUpdateException.class,
          () -> configured(TableUpdate.on(client), new ArrayList<>()).apply(withCapacity));

      assertRefusedAtTheIndexWithoutCapacity(name, e);
    }
    List<String> sent = http.sent("UpdateTable");
    assertEquals(2, sent.size(), sent::toString);
    assertTrue(sent.get(0).contains("\"IndexName\":\"gsi1\"") && sent.get(0)
        .contains("\"ProvisionedThroughput\":{\"ReadCapacityUnits\":5,\"WriteCapacityUnits\":5}"), sent.get(0));
    assertTrue(sent.get(1).contains("\"IndexName\":\"gsi2\"") && !sent.get(1).contains("ProvisionedThroughput"),
        "gsi2 is sent without capacity, which DynamoDB refuses on a provisioned table: " + sent.get(1));
  }

  private static void assertRefusedAtTheIndexWithoutCapacity(String name, TableUpdateException e) {
    assertEquals(new TableUpdateStep(Action.CREATE_INDEX, name, "gsi2", "global (gsi2pk HASH, gsi2sk RANGE) ALL"),
        e.step());
    assertEquals(List.of(Action.CREATE_INDEX), e.done().stream().map(TableUpdateStep::action).toList());
    assertEquals("gsi1", e.done().get(0).target());
    assertTrue(e.getMessage().startsWith("table " + name + ": step failed (refused: " + NO_CAPACITY + " (Service: "
        + "DynamoDb, Status Code: 400"), e.getMessage());
    assertTrue(e.getMessage().contains("create index gsi2 on " + name + ": global (gsi2pk HASH, gsi2sk RANGE) ALL; "
        + "done before it, and kept: [create index gsi1 on " + name), e.getMessage());
    AwsServiceException refusal = assertInstanceOf(AwsServiceException.class, e.getCause());
    assertEquals("ValidationException", refusal.awsErrorDetails().errorCode());
    assertEquals(Set.of("gsi1"), indexes(name), "gsi1 added, gsi2 not");
  }

  @Test
  void itemsWrittenWhileAnIndexBuildsAreAllReadableThroughIt() throws Exception {
    String name = name();
    createBare(name);
    DynamoDbClient client = client();
    List<Integer> written = Collections.synchronizedList(new ArrayList<>());
    AtomicBoolean stop = new AtomicBoolean();
    AtomicInteger writtenAfter = new AtomicInteger();
    AtomicBoolean updated = new AtomicBoolean();
    List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger refused = new AtomicInteger();
    Thread writer = new Thread(() -> {
      try {
        for (int i = 0; !stop.get(); i++) {
          Map<String, AttributeValue> item = item(i);
          if (!put(client, name, item)) {
            refused.incrementAndGet();
            i--;
            Thread.sleep(20); // let the engine's backfill, on the same queue, go on
            continue;
          }
          written.add(i);
          if (updated.get()) {
            writtenAfter.incrementAndGet();
          }
        }
      } catch (RuntimeException | Error e) {
        failures.add(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    writer.start();
    while (written.size() < 50 && failures.isEmpty()) {
      Thread.sleep(5);
    }
    int before = written.size();
    TableUpdateReport report;
    try {
      report = update(new ArrayList<>()).apply(model(name));
      updated.set(true);
      while (writtenAfter.get() < 50 && failures.isEmpty()) {
        Thread.sleep(5);
      }
    } finally {
      stop.set(true);
      writer.join();
    }
    int during = written.size();
    assertEquals(List.of(), failures, "the writer was not refused");

    assertTrue(report.done().stream().anyMatch(step -> "gsi1".equals(step.target())), report.toString());
    assertTrue(during > before + 50, "writes ran on while the update ran: " + before + " then " + during);
    Set<Integer> found = new HashSet<>();
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      var page = client.query(builder -> builder.tableName(name).indexName("gsi1")
          .keyConditionExpression("gsi1pk = :p").expressionAttributeValues(Map.of(":p", AttributeValue.fromS("ALL")))
          .exclusiveStartKey(from));
      page.items().forEach(item -> found.add(Integer.valueOf(item.get("gsi1sk").s())));
      start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
    } while (start != null);
    assertEquals(new HashSet<>(written), found, "every item written is found through the new index (" + refused
        + " writes refused by the engine and retried)");
    assertEquals(during, found.size());
  }

  /**
   * Puts one item; false when the engine refused it. An engine may refuse a write that races the
   * index's creation (an internal error while its table lacks the index for a moment), which a writer
   * retries as it would a throttled write: only acknowledged writes count.
   */
  private static boolean put(DynamoDbClient client, String name, Map<String, AttributeValue> item) {
    try {
      client.putItem(builder -> builder.tableName(name).item(item));
      return true;
    } catch (RuntimeException e) {
      if (!(e instanceof software.amazon.awssdk.services.dynamodb.model.DynamoDbException)) {
        throw e;
      }
      return false;
    }
  }

  private static Map<String, AttributeValue> item(int n) {
    return Map.of("pk", AttributeValue.fromS("ITEM#" + n), "sk", AttributeValue.fromS("#"),
        "gsi1pk", AttributeValue.fromS("ALL"), "gsi1sk", AttributeValue.fromS(String.format("%08d", n)),
        "gsi2pk", AttributeValue.fromS("ALL"), "gsi2sk", AttributeValue.fromS(String.format("%08d", n)),
        "n", AttributeValue.fromN(Integer.toString(n)), "title", AttributeValue.fromS("item " + n),
        "__entity", AttributeValue.fromS("item"), "__version", AttributeValue.fromN("1"));
  }

  private static Set<String> indexes(String name) {
    Set<String> names = new HashSet<>();
    client().describeTable(builder -> builder.tableName(name)).table().globalSecondaryIndexes()
        .forEach(index -> names.add(index.indexName()));
    return names;
  }
}
