package dev.singletable.samples.catalogue;

import static dev.singletable.samples.catalogue.ItemJson.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.VectorSearch;
import dev.singletable.samples.DocumentedAnswers;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * The catalogue's vector index: its declaration in the generated table, the vectors checked before a
 * write, and the typed search. No engine the tests reach serves vector search, so the search is
 * tested on the exact {@code SearchVectors} request sent and on DynamoDB's documented answer, given
 * through the test kit's faulty HTTP client; writes run on moto.
 */
class VectorSearchTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static final Product RUNNER = Product.of("p-1", "shoes", "acme", "trail running shoe");
  private static final Product HIKER = Product.of("p-2", "shoes", "acme", "hiking boot for trail");

  @Test
  void theGeneratedTableDeclaresTheVectorIndexAndItsSearchAttributes() {
    CreateTableRequest request = CatalogueService.createTableRequest("catalogue");
    assertEquals(1, request.vectorIndexes().size());
    VectorIndex index = request.vectorIndexes().get(0);
    assertEquals("byEmbedding", index.indexName());
    assertEquals("embedding", index.vectorAttribute().attributeName());
    assertEquals(8L, index.dimensions());
    assertEquals(VectorDistanceFunction.COSINE, index.distanceFunction());
    assertEquals(ProjectionType.ALL, index.projection().projectionType());
    assertEquals(List.of("category HASH", "brand INLINE_FILTER"), index.searchSchema().stream()
        .map(element -> element.attributeName() + " " + element.searchSchemaElementTypeAsString()).toList());
    assertEquals(SearchSchemaElementType.HASH, index.searchSchema().get(0).searchSchemaElementType());
    assertTrue(request.attributeDefinitions().contains(AttributeDefinition.builder().attributeName("category")
        .attributeType(ScalarAttributeType.S).build()), request.attributeDefinitions().toString());
    assertTrue(request.attributeDefinitions().contains(AttributeDefinition.builder().attributeName("brand")
        .attributeType(ScalarAttributeType.S).build()), request.attributeDefinitions().toString());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aVectorIsStoredAsAListOfNumbers(SampleEngine engine) {
    Table table = Engines.newTable(engine, "catalogue", ProductEntity.SCHEMA, ReviewEntity.SCHEMA);
    ProductEntity products = ProductEntity.of(table);
    products.put(RUNNER).execute();

    Map<String, AttributeValue> stored = engine.client().getItem(builder -> builder.tableName(table.name())
        .key(Map.of("pk", AttributeValue.fromS("PRODUCT#p-1"), "sk", AttributeValue.fromS("#PRODUCT")))).item();
    List<AttributeValue> elements = stored.get("embedding").l();
    assertEquals(Embeddings.DIMENSIONS, elements.size());
    for (int i = 0; i < elements.size(); i++) {
      assertEquals(RUNNER.embedding().get(i), Float.parseFloat(elements.get(i).n()), "element " + i + " as N");
    }
    assertEquals(RUNNER, products.get("p-1").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aVectorOfAnotherLengthOrWithNaNIsRefusedBeforeSending(SampleEngine engine) {
    Table table = Engines.newTable(engine, "catalogue", ProductEntity.SCHEMA);
    ProductEntity products = ProductEntity.of(table);
    List<Float> short3 = List.of(0.1f, 0.2f, 0.3f);
    InvalidValueException length = assertThrows(InvalidValueException.class,
        () -> products.put(new Product("p-9", "shoes", "acme", "odd", short3)).execute());
    assertEquals("product", length.entity());
    assertEquals("embedding", length.field());
    assertTrue(length.getMessage().contains("has 3 elements, but vector index byEmbedding takes vectors of 8"
        + " dimensions"), length.getMessage());
    assertTrue(length.getMessage().contains("PRODUCT#p-9"), "names the key: " + length.getMessage());

    List<Float> withNaN = new ArrayList<>(Collections.nCopies(8, 0.5f));
    withNaN.set(5, Float.NaN);
    InvalidValueException nan = assertThrows(InvalidValueException.class,
        () -> products.create(new Product("p-9", "shoes", "acme", "odd", withNaN)).execute());
    assertTrue(nan.getMessage().contains("has 8 elements, of which element 5 is NaN; vector index byEmbedding"),
        nan.getMessage());
    assertTrue(products.get("p-9").execute().isEmpty(), "nothing was written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpdateSettingAVectorOfAnotherLengthIsRefusedBeforeSending(SampleEngine engine) {
    Table table = Engines.newTable(engine, "catalogue", ProductEntity.SCHEMA);
    ProductEntity products = ProductEntity.of(table);
    products.put(RUNNER).execute();
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> products.update("p-1").set(ProductEntity.EMBEDDING, List.of(1f, 0f, 0f)).execute());
    assertTrue(refused.getMessage().contains("has 3 elements, but vector index byEmbedding takes vectors of 8"
        + " dimensions"), refused.getMessage());
    assertEquals(RUNNER, products.get("p-1").execute().orElseThrow(), "the stored vector is unchanged");
    Product updated = products.update("p-1").set(ProductEntity.EMBEDDING, HIKER.embedding()).execute();
    assertEquals(HIKER.embedding(), updated.embedding(), "a vector of the index's dimensions is set");
  }

  @Test
  void aSearchSendsTheVectorPartitionFilterAndTopKAndReadsTheProductsInScoreOrder() {
    List<String> calls = Collections.synchronizedList(new ArrayList<>());
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":["
            + "{\"Item\":" + json(ProductEntity.toItem(HIKER)) + ",\"Score\":0.125},"
            + "{\"Item\":" + json(ReviewEntity.toItem(new Review("p-2", "r-1", "trail boot"))) + ",\"Score\":0.25},"
            + "{\"Item\":" + json(ProductEntity.toItem(RUNNER)) + ",\"Score\":0.5}],"
            + "\"ConsumedCapacity\":{\"VectorSearchRequestBytes\":2048.0}}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      Table table = Table.of(client, "catalogue").withListener(new RequestListener() {
        @Override
        public void onRequest(RequestEvent request) {
          calls.add(request.call() + " " + request.operation() + " " + request.entity() + " " + request.index());
        }
      });
      VectorSearch.Result<Product> found = ProductEntity.of(table).search()
          .similar(Embeddings.of("trail shoe"), "shoes").brand("acme").topK(5)
          .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).result();

      assertEquals(List.of(HIKER, RUNNER), found.items().stream().map(VectorSearch.Scored::item).toList(),
          "the review in the index is skipped, the order is DynamoDB's");
      assertEquals(List.of(0.125, 0.5), found.items().stream().map(VectorSearch.Scored::score).toList());
      assertEquals(2048.0, found.consumedCapacity().orElseThrow().vectorSearchRequestBytes());
      assertEquals(List.of("SearchVectors searchVectors product byEmbedding"), calls);

      String sent = http.sent("SearchVectors").get(0);
      assertEquals("\"catalogue\"", DocumentedAnswers.field(sent, "TableName"));
      assertEquals("\"byEmbedding\"", DocumentedAnswers.field(sent, "IndexName"));
      assertEquals("5", DocumentedAnswers.field(sent, "TopK"));
      assertEquals("\"#v0 = :v0 AND #v1 = :v1\"", DocumentedAnswers.field(sent, "SearchConditionExpression"));
      assertEquals("{\"#v0\":\"category\",\"#v1\":\"brand\"}",
          sorted(DocumentedAnswers.field(sent, "ExpressionAttributeNames")));
      assertTrue(DocumentedAnswers.field(sent, "ExpressionAttributeValues").contains("\":v0\":{\"S\":\"shoes\"}"),
          sent);
      assertTrue(DocumentedAnswers.field(sent, "ExpressionAttributeValues").contains("\":v1\":{\"S\":\"acme\"}"),
          sent);
      List<Float> query = Embeddings.of("trail shoe");
      StringBuilder vector = new StringBuilder("[");
      for (int i = 0; i < query.size(); i++) {
        vector.append(i == 0 ? "" : ",").append("{\"N\":\"").append(query.get(i)).append("\"}");
      }
      assertEquals(vector.append(']').toString(), DocumentedAnswers.field(sent, "SearchVector"));
      assertEquals("\"TOTAL\"", DocumentedAnswers.field(sent, "ReturnConsumedCapacity"));
    }
  }

  @Test
  void theAsyncSearchReadsTheSameAnswer() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":[{\"Item\":" + json(ProductEntity.toItem(RUNNER))
            + ",\"Score\":0.75}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      List<VectorSearch.Scored<Product>> found = ProductEntity.of(Table.of(client, "catalogue")).search()
          .similar(Embeddings.of("running"), "shoes").listAsync().join();
      assertEquals(List.of(new VectorSearch.Scored<>(RUNNER, 0.75)), found);
      String sent = http.sent("SearchVectors").get(0);
      assertEquals(String.valueOf(VectorSearch.DEFAULT_TOP_K), DocumentedAnswers.field(sent, "TopK"));
      assertEquals("\"#v0 = :v0\"", DocumentedAnswers.field(sent, "SearchConditionExpression"));
    }
  }

  @Test
  void aQueryVectorOfAnotherLengthAndATopKOutsideOneToAHundredAreRefusedBeforeSending() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":[]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      ProductEntity products = ProductEntity.of(Table.of(client, "catalogue"));
      InvalidValueException length = assertThrows(InvalidValueException.class,
          () -> products.search().similar(List.of(1f, 0f), "shoes"));
      assertTrue(length.getMessage().contains("has 2 elements, but vector index byEmbedding takes vectors of 8"
          + " dimensions"), length.getMessage());
      InvalidValueException tooMany = assertThrows(InvalidValueException.class,
          () -> products.search().similar(RUNNER.embedding(), "shoes").topK(101));
      assertEquals("topK", tooMany.field());
      assertThrows(InvalidValueException.class, () -> products.search().similar(RUNNER.embedding(), "shoes").topK(0));
      List<Float> infinite = new ArrayList<>(RUNNER.embedding());
      infinite.set(0, Float.POSITIVE_INFINITY);
      assertThrows(InvalidValueException.class, () -> products.search().similar(RUNNER.embedding(), "shoes")
          .brand(null));
      assertThrows(InvalidValueException.class, () -> products.search().similar(infinite, "shoes"));
      assertEquals(List.of(), http.sent("SearchVectors"), "nothing was sent");
    }
  }

  @Test
  void anItemOfTheEntityThatCannotBeReadIsRefusedNotSkipped() {
    Map<String, AttributeValue> broken = new java.util.HashMap<>(ProductEntity.toItem(RUNNER));
    broken.put("embedding", AttributeValue.fromS("not a vector"));
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":[{\"Item\":" + json(broken) + ",\"Score\":0.5}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      RuntimeException refused = assertThrows(RuntimeException.class, () -> ProductEntity
          .of(Table.of(client, "catalogue")).search().similar(RUNNER.embedding(), "shoes").list());
      assertTrue(refused.getMessage().contains("embedding"), refused.getMessage());
      assertFalse(refused instanceof ClassCastException, "read as every other read refuses it");
    }
  }

  /** The object's members in key order, to compare JSON whose member order a map decides. */
  static String sorted(String object) {
    List<String> members = new ArrayList<>(List.of(object.substring(1, object.length() - 1).split(",")));
    Collections.sort(members);
    return "{" + String.join(",", members) + "}";
  }
}
