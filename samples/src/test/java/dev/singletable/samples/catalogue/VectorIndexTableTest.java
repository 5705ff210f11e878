package dev.singletable.samples.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableCheck;
import dev.singletable.runtime.table.TableDifference;
import dev.singletable.runtime.table.TableReport;
import dev.singletable.runtime.table.TableUpdate;
import dev.singletable.runtime.table.TableUpdateReport;
import dev.singletable.runtime.table.TableUpdateStep;
import dev.singletable.samples.DocumentedAnswers;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * The catalogue's vector index as table as code: {@code TableCheck} finds it missing, extra or
 * defined otherwise, {@code TableUpdate} adds a missing one online. No engine the tests reach serves
 * vector indexes: the check reads descriptions as DynamoDB gives them, the update is tested on the
 * exact {@code UpdateTable} sent and DynamoDB's documented answers, given through the test kit's
 * faulty HTTP client.
 */
class VectorIndexTableTest {
  private static final CreateTableRequest EXPECTED = CatalogueService.createTableRequest("catalogue");

  /** The table as DynamoDB describes it after {@code CreateTable} of the model's request, its vector indexes as given. */
  private static TableDescription described(List<VectorIndexDescription> vectorIndexes) {
    return TableDescription.builder()
        .tableName("catalogue")
        .tableStatus(TableStatus.ACTIVE)
        .keySchema(EXPECTED.keySchema())
        .attributeDefinitions(EXPECTED.attributeDefinitions())
        .vectorIndexes(vectorIndexes)
        .build();
  }

  /** The model's vector index as DynamoDB describes it, ACTIVE. */
  private static VectorIndexDescription.Builder asDescribed(VectorIndex index) {
    return VectorIndexDescription.builder()
        .indexName(index.indexName())
        .vectorAttribute(index.vectorAttribute())
        .dimensions(index.dimensions())
        .distanceFunction(index.distanceFunction())
        .searchSchema(index.searchSchema())
        .projection(index.projection())
        .indexStatus(IndexStatus.ACTIVE);
  }

  @Test
  void aTableWithTheModelsVectorIndexMatches() {
    TableReport report = TableCheck.compare(EXPECTED, described(List.of(
        asDescribed(EXPECTED.vectorIndexes().get(0)).build())));
    assertEquals(List.of(), vectorDifferences(report));
    assertTrue(report.matches(), report.toString());
  }

  /** The differences about vector indexes: the descriptions here carry nothing else to compare. */
  private static List<TableDifference> vectorDifferences(TableReport report) {
    return report.differences().stream().filter(difference -> difference.kind().name().contains("VECTOR")).toList();
  }

  @Test
  void aMissingVectorIndexIsAFailure() {
    TableReport report = TableCheck.compare(EXPECTED, described(List.of()));
    assertEquals(List.of(new TableDifference(TableDifference.Kind.MISSING_VECTOR_INDEX,
        TableDifference.Severity.FAILURE, "byEmbedding",
        "vector embedding, 8 dimensions, COSINE (category HASH, brand INLINE_FILTER)", null)),
        vectorDifferences(report));
  }

  @Test
  void otherDimensionsAndDistanceAreNamedAndAnExtraVectorIndexIsInformation() {
    VectorIndex model = EXPECTED.vectorIndexes().get(0);
    TableReport report = TableCheck.compare(EXPECTED, described(List.of(
        asDescribed(model).dimensions(16L).distanceFunction(VectorDistanceFunction.EUCLIDEAN).build(),
        asDescribed(model).indexName("byTitle").build())));
    assertEquals(List.of(
        new TableDifference(TableDifference.Kind.VECTOR_INDEX, TableDifference.Severity.FAILURE, "byEmbedding",
            "dimensions 8, distance COSINE", "dimensions 16, distance EUCLIDEAN"),
        new TableDifference(TableDifference.Kind.UNKNOWN_VECTOR_INDEX, TableDifference.Severity.INFO, "byTitle",
            null, "vector embedding, 8 dimensions, COSINE (category HASH, brand INLINE_FILTER)")),
        vectorDifferences(report));
    assertEquals(1, report.failures().size());
  }

  @Test
  void theUpdateAddsAMissingVectorIndexOnlineAndWaitsUntilItIsActive() {
    AtomicInteger describes = new AtomicInteger();
    String without = "{\"Table\":{\"TableName\":\"catalogue\",\"TableStatus\":\"ACTIVE\","
        + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"sk\","
        + "\"KeyType\":\"RANGE\"}],\"AttributeDefinitions\":[{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"},"
        + "{\"AttributeName\":\"sk\",\"AttributeType\":\"S\"}]";
    String index = "\"VectorIndexes\":[{\"IndexName\":\"byEmbedding\",\"IndexStatus\":\"%s\","
        + "\"VectorAttribute\":{\"AttributeName\":\"embedding\"},\"Dimensions\":8,\"DistanceFunction\":\"COSINE\","
        + "\"SearchSchema\":[{\"AttributeName\":\"category\",\"SearchSchemaElementType\":\"HASH\"},"
        + "{\"AttributeName\":\"brand\",\"SearchSchemaElementType\":\"INLINE_FILTER\"}],"
        + "\"Projection\":{\"ProjectionType\":\"ALL\"}}]";
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("DescribeTable", request -> switch (describes.incrementAndGet()) {
          case 1, 2 -> without + "}}";
          case 3 -> without + "," + String.format(index, "CREATING") + "}}";
          default -> without + "," + String.format(index, "ACTIVE") + "}}";
        })
        .answering("UpdateTable", "{\"TableDescription\":{\"TableName\":\"catalogue\",\"TableStatus\":\"UPDATING\"}}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      TableUpdateReport update = TableUpdate.on(client).pause(Duration.ofMillis(10)).apply(EXPECTED);

      assertEquals(List.of(new TableUpdateStep(TableUpdateStep.Action.CREATE_VECTOR_INDEX, "catalogue",
          "byEmbedding", "vector embedding, 8 dimensions, COSINE (category HASH, brand INLINE_FILTER)")),
          update.done(), update.toString());
      List<String> sent = http.sent("UpdateTable");
      assertEquals(1, sent.size());
      String updates = DocumentedAnswers.field(sent.get(0), "VectorIndexUpdates");
      assertTrue(updates.startsWith("[{\"Create\":{"), updates);
      for (String part : new String[] {"\"IndexName\":\"byEmbedding\"", "\"Dimensions\":8",
          "\"DistanceFunction\":\"COSINE\"", "\"VectorAttribute\":{\"AttributeName\":\"embedding\"}",
          "{\"AttributeName\":\"category\",\"SearchSchemaElementType\":\"HASH\"}",
          "{\"AttributeName\":\"brand\",\"SearchSchemaElementType\":\"INLINE_FILTER\"}",
          "\"Projection\":{\"ProjectionType\":\"ALL\"}"}) {
        assertTrue(updates.contains(part), part + " in " + updates);
      }
      String definitions = DocumentedAnswers.field(sent.get(0), "AttributeDefinitions");
      assertTrue(definitions.contains("{\"AttributeName\":\"category\",\"AttributeType\":\"S\"}"), definitions);
      assertTrue(definitions.contains("{\"AttributeName\":\"brand\",\"AttributeType\":\"S\"}"), definitions);
      assertTrue(DocumentedAnswers.field(sent.get(0), "GlobalSecondaryIndexUpdates") == null,
          "nothing else is changed, nothing deleted");
    }
  }
}
