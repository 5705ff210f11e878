package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Compares an existing table with the model: what {@code DescribeTable} reports against a service's
 * {@code createTableRequest(tableName)}. It checks the table's key schema, the type of every key
 * attribute, and each global and local secondary index of the model (present, of the same kind, with
 * the same key schema). An index on the table that the model does not know is reported as
 * information: the model neither reads nor writes it. The test kit and the Spring Boot start-up call
 * it when they use a table that exists already, so that a table of another shape stops the start
 * instead of failing the first request.
 *
 * <pre>{@code
 * TableCheck.require(dynamoDbClient, AppService.createTableRequest("app-table"));   // throws on a mismatch
 * TableReport report = TableCheck.check(dynamoDbClient, AppService.createTableRequest("app-table"));
 * }</pre>
 */
public final class TableCheck {
  private TableCheck() {}

  /**
   * Describes the table {@code expected} names and compares it with {@code expected}.
   *
   * @param client the client that reaches the table
   * @param expected the model's table, e.g. a generated service's {@code createTableRequest}
   * @return the differences; a table that does not exist is one failure
   */
  public static TableReport check(DynamoDbClient client, CreateTableRequest expected) {
    Objects.requireNonNull(expected, "expected");
    TableDescription actual;
    try {
      actual = client.describeTable(builder -> builder.tableName(expected.tableName())).table();
    } catch (ResourceNotFoundException e) {
      return missing(expected);
    }
    return compare(expected, actual);
  }

  /**
   * {@link #check(DynamoDbClient, CreateTableRequest)} with an async client.
   *
   * @param client the client that reaches the table
   * @param expected the model's table
   * @return the differences, when DynamoDB has answered
   */
  public static CompletableFuture<TableReport> checkAsync(DynamoDbAsyncClient client, CreateTableRequest expected) {
    Objects.requireNonNull(expected, "expected");
    return client.describeTable(builder -> builder.tableName(expected.tableName()))
        .handle((response, failure) -> {
          if (failure == null) {
            return compare(expected, response.table());
          }
          Throwable cause = failure instanceof CompletionException && failure.getCause() != null
              ? failure.getCause() : failure;
          if (cause instanceof ResourceNotFoundException) {
            return missing(expected);
          }
          throw cause instanceof RuntimeException runtime ? runtime : new CompletionException(cause);
        });
  }

  /**
   * Checks the table and throws when the model cannot work on it: what the test kit and the Spring
   * Boot start-up call.
   *
   * @param client the client that reaches the table
   * @param expected the model's table
   * @throws TableMismatchException naming every difference, when one is a failure
   */
  public static void require(DynamoDbClient client, CreateTableRequest expected) {
    check(client, expected).requireMatch();
  }

  /**
   * Compares a table's description with the model's table.
   *
   * @param expected the model's table
   * @param actual what {@code DescribeTable} reports
   * @return the differences
   */
  public static TableReport compare(CreateTableRequest expected, TableDescription actual) {
    List<TableDifference> differences = new ArrayList<>();
    Map<String, String> expectedTypes = types(expected.attributeDefinitions());
    Map<String, String> actualTypes = types(actual.attributeDefinitions());
    List<String> typed = new ArrayList<>();

    compareKeys(differences, null, Kind.KEY_SCHEMA, expected.keySchema(), actual.keySchema(), typed);

    Map<String, List<KeySchemaElement>> actualGlobal = new LinkedHashMap<>();
    for (GlobalSecondaryIndexDescription index : actual.globalSecondaryIndexes()) {
      actualGlobal.put(index.indexName(), index.keySchema());
    }
    Map<String, List<KeySchemaElement>> actualLocal = new LinkedHashMap<>();
    for (LocalSecondaryIndexDescription index : actual.localSecondaryIndexes()) {
      actualLocal.put(index.indexName(), index.keySchema());
    }
    for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
      compareIndex(differences, index.indexName(), "global", index.keySchema(), actualGlobal, actualLocal, typed);
    }
    for (LocalSecondaryIndex index : expected.localSecondaryIndexes()) {
      compareIndex(differences, index.indexName(), "local", index.keySchema(), actualLocal, actualGlobal, typed);
    }
    actualGlobal.forEach((name, keys) -> differences.add(new TableDifference(Kind.UNKNOWN_INDEX, Severity.INFO, name,
        null, "global " + keys(keys))));
    actualLocal.forEach((name, keys) -> differences.add(new TableDifference(Kind.UNKNOWN_INDEX, Severity.INFO, name,
        null, "local " + keys(keys))));

    for (String attribute : typed) {
      String want = expectedTypes.get(attribute);
      String have = actualTypes.get(attribute);
      if (want != null && have != null && !want.equals(have)) {
        differences.add(new TableDifference(Kind.KEY_ATTRIBUTE_TYPE, Severity.FAILURE, null, attribute + " " + want,
            attribute + " is " + have));
      }
    }
    return new TableReport(expected.tableName(), differences);
  }

  /**
   * Compares one index of the model with the table's index of that name, taken out of {@code same}
   * (or found among {@code other}, the indexes of the other kind). Matching keys are noted in
   * {@code typed}, whose types are compared at the end.
   */
  private static void compareIndex(List<TableDifference> differences, String name, String kind,
      List<KeySchemaElement> expected, Map<String, List<KeySchemaElement>> same,
      Map<String, List<KeySchemaElement>> other, List<String> typed) {
    List<KeySchemaElement> actual = same.remove(name);
    if (actual != null) {
      compareKeys(differences, name, Kind.INDEX_KEY_SCHEMA, expected, actual, typed);
      return;
    }
    List<KeySchemaElement> otherKind = other.remove(name);
    if (otherKind != null) {
      String actualKind = kind.equals("global") ? "local" : "global";
      differences.add(new TableDifference(Kind.INDEX_KIND, Severity.FAILURE, name, kind + " " + keys(expected),
          actualKind + " " + keys(otherKind)));
      return;
    }
    differences.add(new TableDifference(Kind.MISSING_INDEX, Severity.FAILURE, name, kind + " " + keys(expected), null));
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
