package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Compares an existing table with the model: what {@code DescribeTable} reports against a service's
 * {@link TableDefinition} ({@code tableDefinition(tableName)}, or a {@code createTableRequest} alone). It checks the table's key schema, the type of every key
 * attribute, each global and local secondary index of the model (present, of the same kind, with
 * the same key schema, storing the attributes the model reads through it), the stream view type
 * where the model declares a stream, the billing mode and provisioned capacity, the table options
 * (information only: the model works either way) and, when the definition has one, the
 * time-to-live attribute and the point-in-time recovery. An index on
 * the table that the model does not know is reported as information: the model neither reads nor
 * writes it. {@link TableUpdate} brings a table to the model. The test kit and the Spring Boot start-up call
 * it when they use a table that exists already, so that a table of another shape stops the start
 * instead of failing the first request.
 *
 * <pre>{@code
 * TableCheck.require(dynamoDbClient, AppService.tableDefinition("app-table"));   // throws on a mismatch
 * TableReport report = TableCheck.check(dynamoDbClient, AppService.tableDefinition("app-table"));
 * }</pre>
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/testing.md#a-table-that-exists-already-the-table-check">Testing: the table check</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/table-as-code.md#table-options">The table as code: table options</a>
 */
public final class TableCheck {
  /** The actual value of a {@link Kind#STREAM} difference when the table has no stream. */
  static final String STREAM_MISSING = "missing";
  /** How the actual value of a {@link Kind#TIME_TO_LIVE} difference starts when the time to live is off. */
  static final String TIME_TO_LIVE_OFF = "off";

  private TableCheck() {}

  /**
   * Describes the table {@code expected} names and compares it with {@code expected}: a table
   * without time to live or point-in-time recovery ({@link #check(DynamoDbClient, TableDefinition)}
   * checks them too).
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code createTableRequest}
   * @return the differences; a table that does not exist is one failure
   */
  public static TableReport check(DynamoDbClient client, CreateTableRequest expected) {
    return check(client, TableDefinition.of(expected));
  }

  /**
   * Describes the table and compares it with the whole definition: the table, its time to live
   * ({@code DescribeTimeToLive}) and its point-in-time recovery ({@code DescribeContinuousBackups})
   * when the model declares them; the model's tags are compared through {@code ListTagsOfResource}.
   * A call the engine does not answer gives information that the part was not checked ({@link
   * Kind#TIME_TO_LIVE_NOT_CHECKED}, {@link Kind#OPTION_NOT_CHECKED}), not a failure.
   *
   * <pre>{@code
   * TableCheck.check(client, ShopService.tableDefinition("app"));
   * }</pre>
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code tableDefinition}
   * @return the differences; a table that does not exist is one failure
   */
  public static TableReport check(DynamoDbClient client, TableDefinition expected) {
    Objects.requireNonNull(expected, "expected");
    return compare(expected, LiveTable.read(client, expected.createTableRequest(), expected.timeToLive(),
        expected.pointInTimeRecovery()));
  }

  /**
   * {@link #check(DynamoDbClient, TableDefinition)} with an async client.
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code tableDefinition}
   * @return the differences, when DynamoDB has answered
   */
  public static CompletableFuture<TableReport> checkAsync(DynamoDbAsyncClient client, TableDefinition expected) {
    Objects.requireNonNull(expected, "expected");
    return LiveTable.readAsync(client, expected.createTableRequest(), expected.timeToLive(),
            expected.pointInTimeRecovery())
        .thenApply(live -> compare(expected, live));
  }

  /** Compares what was read of the table with the model. */
  static TableReport compare(TableDefinition definition, LiveTable live) {
    CreateTableRequest expected = definition.createTableRequest();
    if (live.table() == null) {
      return missing(expected);
    }
    List<TableDifference> differences = differences(expected, live.table());
    if (definition.timeToLive() != null) {
      compareTimeToLive(differences, definition.timeToLive().timeToLiveSpecification().attributeName(),
          live.timeToLive(), live.timeToLiveNotAnswered());
    }
    OptionsCheck.compareTags(differences, expected, live.tags(), live.tagsNotAnswered());
    OptionsCheck.comparePointInTimeRecovery(differences, definition.pointInTimeRecovery(), live.backups(),
        live.backupsNotAnswered());
    return new TableReport(expected.tableName(), differences);
  }

  /**
   * {@link #check(DynamoDbClient, CreateTableRequest)} with an async client.
   *
   * @param client the client that reaches the table
   * @param expected the model's table
   * @return the differences, when DynamoDB has answered
   */
  public static CompletableFuture<TableReport> checkAsync(DynamoDbAsyncClient client, CreateTableRequest expected) {
    return checkAsync(client, TableDefinition.of(expected));
  }

  /**
   * Checks the table and throws when the model cannot work on it.
   *
   * @param client the client that reaches the table
   * @param expected the model's table, without time to live or point-in-time recovery
   * @throws TableMismatchException naming every difference, when one is a failure
   */
  public static void require(DynamoDbClient client, CreateTableRequest expected) {
    check(client, expected).requireMatch();
  }

  /**
   * Checks the table against the whole definition and throws when the model cannot work on it (a
   * time to live that is off is a failure; differences in the options, recovery included, are
   * information and do not throw): what the test kit and the Spring Boot start-up call.
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code tableDefinition}
   * @throws TableMismatchException naming every difference, when one is a failure
   */
  public static void require(DynamoDbClient client, TableDefinition expected) {
    check(client, expected).requireMatch();
  }

  /**
   * Compares a table's description with the model's table, leaving its time to live aside.
   *
   * @param expected the model's table
   * @param actual what {@code DescribeTable} reports
   * @return the differences
   */
  public static TableReport compare(CreateTableRequest expected, TableDescription actual) {
    return compare(expected, actual, null, null);
  }

  /**
   * Compares a table's description, and its time to live, with the model's table: key schema, key
   * attribute types, every index (kind, keys, projection), the stream and billing mode where the
   * model declares them, and the time-to-live attribute when {@code timeToLive} is given.
   *
   * @param expected the model's table
   * @param actual what {@code DescribeTable} reports
   * @param timeToLive the model's time to live, e.g. a generated service's {@code timeToLiveRequest};
   *     null when the model declares none
   * @param actualTimeToLive what {@code DescribeTimeToLive} reports; null when the engine did not
   *     answer, which is reported as information ({@link Kind#TIME_TO_LIVE_NOT_CHECKED})
   * @return the differences
   */
  public static TableReport compare(CreateTableRequest expected, TableDescription actual,
      UpdateTimeToLiveRequest timeToLive, TimeToLiveDescription actualTimeToLive) {
    return compare(expected, actual, timeToLive, actualTimeToLive, "the engine did not answer DescribeTimeToLive");
  }

  private static TableReport compare(CreateTableRequest expected, TableDescription actual,
      UpdateTimeToLiveRequest timeToLive, TimeToLiveDescription actualTimeToLive, String notAnswered) {
    List<TableDifference> differences = differences(expected, actual);
    if (timeToLive != null) {
      compareTimeToLive(differences, timeToLive.timeToLiveSpecification().attributeName(), actualTimeToLive,
          notAnswered);
    }
    return new TableReport(expected.tableName(), differences);
  }

  /** Keys, indexes, stream, billing and the options {@code DescribeTable} shows. */
  private static List<TableDifference> differences(CreateTableRequest expected, TableDescription actual) {
    List<TableDifference> differences = new ArrayList<>();
    Map<String, String> expectedTypes = types(expected.attributeDefinitions());
    Map<String, String> actualTypes = types(actual.attributeDefinitions());
    List<String> typed = new ArrayList<>();

    compareKeys(differences, null, Kind.KEY_SCHEMA, expected.keySchema(), actual.keySchema(), typed);

    Map<String, Shape> actualGlobal = new LinkedHashMap<>();
    for (GlobalSecondaryIndexDescription index : actual.globalSecondaryIndexes()) {
      actualGlobal.put(index.indexName(), new Shape(index.keySchema(), index.projection()));
    }
    Map<String, Shape> actualLocal = new LinkedHashMap<>();
    for (LocalSecondaryIndexDescription index : actual.localSecondaryIndexes()) {
      actualLocal.put(index.indexName(), new Shape(index.keySchema(), index.projection()));
    }
    for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
      compareIndex(differences, index.indexName(), "global", new Shape(index.keySchema(), index.projection()),
          actualGlobal, actualLocal, typed);
    }
    for (LocalSecondaryIndex index : expected.localSecondaryIndexes()) {
      compareIndex(differences, index.indexName(), "local", new Shape(index.keySchema(), index.projection()),
          actualLocal, actualGlobal, typed);
    }
    actualGlobal.forEach((name, shape) -> differences.add(new TableDifference(Kind.UNKNOWN_INDEX, Severity.INFO, name,
        null, "global " + keys(shape.keys()))));
    actualLocal.forEach((name, shape) -> differences.add(new TableDifference(Kind.UNKNOWN_INDEX, Severity.INFO, name,
        null, "local " + keys(shape.keys()))));

    for (String attribute : typed) {
      String want = expectedTypes.get(attribute);
      String have = actualTypes.get(attribute);
      if (want != null && have != null && !want.equals(have)) {
        differences.add(new TableDifference(Kind.KEY_ATTRIBUTE_TYPE, Severity.FAILURE, null, attribute + " " + want,
            attribute + " is " + have));
      }
    }
    compareStream(differences, expected.streamSpecification(), actual.streamSpecification());
    BillingCheck.compare(differences, expected, actual);
    OptionsCheck.compare(differences, expected, actual);
    VectorIndexCheck.compare(differences, expected, actual);
    return differences;
  }

  /** An index's keys and what it stores besides them. */
  private record Shape(List<KeySchemaElement> keys, Projection projection) {}

  /**
   * Compares one index of the model with the table's index of that name, taken out of {@code same}
   * (or found among {@code other}, the indexes of the other kind). Matching keys are noted in
   * {@code typed}, whose types are compared at the end.
   */
  private static void compareIndex(List<TableDifference> differences, String name, String kind, Shape expected,
      Map<String, Shape> same, Map<String, Shape> other, List<String> typed) {
    Shape actual = same.remove(name);
    if (actual != null) {
      compareKeys(differences, name, Kind.INDEX_KEY_SCHEMA, expected.keys(), actual.keys(), typed);
      ProjectionCheck.compare(differences, name, expected.projection(), actual.projection());
      return;
    }
    Shape otherKind = other.remove(name);
    if (otherKind != null) {
      String actualKind = kind.equals("global") ? "local" : "global";
      differences.add(new TableDifference(Kind.INDEX_KIND, Severity.FAILURE, name, kind + " " + keys(expected.keys()),
          actualKind + " " + keys(otherKind.keys())));
      return;
    }
    differences.add(new TableDifference(Kind.MISSING_INDEX, Severity.FAILURE, name,
        kind + " " + keys(expected.keys()), null));
  }

  /** A table as a step names it: {@code (pk HASH, sk RANGE)}. */
  static String describe(CreateTableRequest table) {
    return keys(table.keySchema());
  }

  /** An index as a step names it: {@code global (gsi1pk HASH, gsi1sk RANGE) ALL}. */
  static String describe(GlobalSecondaryIndex index) {
    return "global " + keys(index.keySchema()) + (index.projection() == null ? "" : " " + ProjectionCheck.projection(index.projection()));
  }

  private static void compareStream(List<TableDifference> differences, StreamSpecification expected,
      StreamSpecification actual) {
    if (expected == null || !Boolean.TRUE.equals(expected.streamEnabled())) {
      return;
    }
    String want = expected.streamViewTypeAsString();
    if (actual == null || !Boolean.TRUE.equals(actual.streamEnabled())) {
      differences.add(new TableDifference(Kind.STREAM, Severity.FAILURE, null, want, STREAM_MISSING));
    } else if (!Objects.equals(want, actual.streamViewTypeAsString())) {
      differences.add(new TableDifference(Kind.STREAM, Severity.FAILURE, null, want, actual.streamViewTypeAsString()));
    }
  }

  private static void compareTimeToLive(List<TableDifference> differences, String attribute,
      TimeToLiveDescription actual, String notAnswered) {
    if (actual == null) {
      differences.add(new TableDifference(Kind.TIME_TO_LIVE_NOT_CHECKED, Severity.INFO, null, attribute,
          notAnswered));
      return;
    }
    TimeToLiveStatus status = actual.timeToLiveStatus();
    boolean on = status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING;
    if (!on) {
      differences.add(new TableDifference(Kind.TIME_TO_LIVE, Severity.FAILURE, null, attribute,
          TIME_TO_LIVE_OFF + (status == null ? "" : " (" + actual.timeToLiveStatusAsString() + ")")));
    } else if (!attribute.equals(actual.attributeName())) {
      differences.add(new TableDifference(Kind.TIME_TO_LIVE, Severity.FAILURE, null, attribute,
          "on " + actual.attributeName()));
    }
  }

  private static void compareKeys(List<TableDifference> differences, String index, Kind kind,
      List<KeySchemaElement> expected, List<KeySchemaElement> actual, List<String> typed) {
    if (!keys(expected).equals(keys(actual))) {
      differences.add(new TableDifference(kind, Severity.FAILURE, index, keys(expected), keys(actual)));
      return;
    }
    for (KeySchemaElement element : expected) {
      if (!typed.contains(element.attributeName())) {
        typed.add(element.attributeName());
      }
    }
  }

  private static TableReport missing(CreateTableRequest expected) {
    return new TableReport(expected.tableName(), List.of(new TableDifference(Kind.TABLE_MISSING, Severity.FAILURE,
        null, keys(expected.keySchema()), null)));
  }

  /** {@code pk HASH, sk RANGE}. */
  private static String keys(List<KeySchemaElement> keys) {
    List<String> parts = new ArrayList<>(keys.size());
    for (KeySchemaElement key : keys) {
      parts.add(key.attributeName() + " " + key.keyTypeAsString());
    }
    return "(" + String.join(", ", parts) + ")";
  }

  private static Map<String, String> types(List<AttributeDefinition> definitions) {
    Map<String, String> types = new LinkedHashMap<>();
    for (AttributeDefinition definition : definitions) {
      types.put(definition.attributeName(), definition.attributeTypeAsString());
    }
    return types;
  }
}
