package dev.singletable.samples.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.operation.VectorSearch;
import dev.singletable.samples.DocumentedAnswers;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Searches of vector indexes that store less than every attribute, which return the index's
 * projection records, and searches of an index that stores every attribute asking for fewer
 * attributes. No engine the tests reach serves vector search: the searches are tested on the exact
 * {@code SearchVectors} request sent and on DynamoDB's documented answer (each result's {@code Item}
 * holds the attributes the index projects, or those the {@code ProjectionExpression} names), given
 * through the test kit's faulty HTTP client; everything else runs on moto.
 */
class ProjectedVectorSearchTest {
  private static final Recipe PAD_THAI = Recipe.of("b-1", "r-1", "thai", "main", "pad thai with tofu", 25,
      "stir fry the noodles");
  private static final Recipe GREEN_CURRY = Recipe.of("b-1", "r-2", "thai", "main", "green curry with tofu", 40,
      "simmer the paste in coconut milk");
  private static final Product RUNNER = Product.of("p-1", "shoes", "acme", "trail running shoe");

  @Test
  void anIncludeIndexSearchReturnsItsProjectionRecordsInScoreOrderWithTheirScores() {
    Map<String, AttributeValue> foreign = new HashMap<>(indexed(GREEN_CURRY, "title", "minutes"));
    foreign.put(EntitySchema.ENTITY_ATTRIBUTE, AttributeValue.fromS("ingredient"));
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":["
            + "{\"Item\":" + ItemJson.json(indexed(GREEN_CURRY, "title", "minutes")) + ",\"Score\":0.0625},"
            + "{\"Item\":" + ItemJson.json(foreign) + ",\"Score\":0.125},"
            + "{\"Item\":" + ItemJson.json(indexed(PAD_THAI, "title", "minutes")) + ",\"Score\":0.25}],"
            + "\"ConsumedCapacity\":{\"VectorSearchRequestBytes\":1024.0}}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      VectorSearch.Result<RecipeEntity.AlikeProjection> found = RecipeEntity.of(Table.of(client, "recipes"))
          .search().alike(Embeddings.of("tofu curry"), "thai").course("main").topK(3)
          .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).result();

      assertEquals(List.of(new RecipeEntity.AlikeProjection("b-1", "r-2", "green curry with tofu", 40),
              new RecipeEntity.AlikeProjection("b-1", "r-1", "pad thai with tofu", 25)),
          found.items().stream().map(VectorSearch.Scored::item).toList(),
          "the other entity's item is skipped, the order is DynamoDB's");
      assertEquals(List.of(0.0625, 0.25), found.items().stream().map(VectorSearch.Scored::score).toList());
      assertEquals(RecipeEntity.key("b-1", "r-2"), found.items().get(0).item().primaryKey());
      assertEquals(1024.0, found.consumedCapacity().orElseThrow().vectorSearchRequestBytes());

      String sent = http.sent("SearchVectors").get(0);
      assertEquals("\"recipes\"", DocumentedAnswers.field(sent, "TableName"));
      assertEquals("\"byTaste\"", DocumentedAnswers.field(sent, "IndexName"));
      assertEquals("3", DocumentedAnswers.field(sent, "TopK"));
      assertEquals("\"#v0 = :v0 AND #v1 = :v1\"", DocumentedAnswers.field(sent, "SearchConditionExpression"));
      assertTrue(DocumentedAnswers.field(sent, "ExpressionAttributeValues").contains("\":v1\":{\"S\":\"main\"}"),
          sent);
      assertNull(DocumentedAnswers.field(sent, "ProjectionExpression"), "the index decides what comes back");
      assertEquals("\"TOTAL\"", DocumentedAnswers.field(sent, "ReturnConsumedCapacity"));
    }
  }

  @Test
  void aKeysOnlyIndexSearchReturnsTheKeysWhichHydrateReadsTheRecordsBy() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":["
            + "{\"Item\":" + ItemJson.json(indexed(PAD_THAI)) + ",\"Score\":0.875},"
            + "{\"Item\":" + ItemJson.json(indexed(GREEN_CURRY)) + ",\"Score\":0.5}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      String name = DynamoDbEngine.shared().tableName("recipes-" + System.nanoTime());
      client.createTable(TableDefinitions.createTableRequest(name, RecipeEntity.SCHEMA));
      RecipeEntity recipes = RecipeEntity.of(Table.of(client, name));
      recipes.put(PAD_THAI).execute();
      recipes.put(GREEN_CURRY).execute();

      List<VectorSearch.Scored<RecipeEntity.ByMethodProjection>> found = recipes.search()
          .byMethod(Embeddings.of("fry noodles")).listAsync().join();
      assertEquals(List.of(new VectorSearch.Scored<>(new RecipeEntity.ByMethodProjection("b-1", "r-1"), 0.875),
          new VectorSearch.Scored<>(new RecipeEntity.ByMethodProjection("b-1", "r-2"), 0.5)), found);
      assertEquals(List.of(PAD_THAI, GREEN_CURRY),
          recipes.hydrate(found.stream().map(VectorSearch.Scored::item).toList()), "read by batch get, in order");

      String sent = http.sent("SearchVectors").get(0);
      assertEquals("\"byMethod\"", DocumentedAnswers.field(sent, "IndexName"));
      assertNull(DocumentedAnswers.field(sent, "SearchConditionExpression"), "an index without partition");
      assertNull(DocumentedAnswers.field(sent, "ExpressionAttributeNames"), sent);
      assertNull(DocumentedAnswers.field(sent, "ProjectionExpression"), sent);
    }
  }

  @Test
  void aProjectedItemWhoseKeyDoesNotDecodeIsRefusedAndOneWithoutIdentityIsSkipped() {
    Map<String, AttributeValue> badKey = new HashMap<>(indexed(PAD_THAI));
    badKey.put("sk", AttributeValue.fromS("DISH#r-1"));
    Map<String, AttributeValue> noVersion = new HashMap<>(indexed(GREEN_CURRY));
    noVersion.remove(EntitySchema.VERSION_ATTRIBUTE);
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", request -> request.contains("\"TopK\":1,") || request.endsWith("\"TopK\":1}")
            ? "{\"SearchResults\":[{\"Item\":" + ItemJson.json(noVersion) + ",\"Score\":0.5}]}"
            : "{\"SearchResults\":[{\"Item\":" + ItemJson.json(badKey) + ",\"Score\":0.5}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      RecipeEntity recipes = RecipeEntity.of(Table.of(client, "recipes"));
      assertEquals(List.of(), recipes.search().byMethod(PAD_THAI.technique()).topK(1).list(),
          "an item without the entity's identity is not read as a recipe, as a query skips it");
      InvalidItemException refused = assertThrows(InvalidItemException.class,
          () -> recipes.search().byMethod(PAD_THAI.technique()).list());
      assertEquals("recipe", refused.entity());
      assertTrue(refused.getMessage().contains("DISH#r-1"), refused.getMessage());
      assertEquals(2, http.sent("SearchVectors").size());
    }
  }

  @Test
  void aSearchOfAnIndexStoringEveryAttributeAsksForTheNamedAttributesAndTheKeys() {
    Map<String, AttributeValue> item = new HashMap<>(ProductEntity.toItem(RUNNER));
    item.keySet().retainAll(List.of("pk", "sk", "sku", "title", EntitySchema.ENTITY_ATTRIBUTE,
        EntitySchema.VERSION_ATTRIBUTE));
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":[{\"Item\":" + ItemJson.json(item)
            + ",\"Score\":0.5}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      List<VectorSearch.Scored<Product>> found = ProductEntity.of(Table.of(client, "catalogue")).search()
          .similar(RUNNER.embedding(), "shoes").attributes(ProductEntity.TITLE).brand("acme").list();
      assertEquals(List.of(new VectorSearch.Scored<>(new Product("p-1", null, null, "trail running shoe", null), 0.5)),
          found, "the components not read come back null");

      String sent = http.sent("SearchVectors").get(0);
      assertEquals("\"#p0, #p1, #p2, #p3, #p4, #p5\"", DocumentedAnswers.field(sent, "ProjectionExpression"));
      assertEquals("{\"#p0\":\"title\",\"#p1\":\"sku\",\"#p2\":\"pk\",\"#p3\":\"sk\",\"#p4\":\"__entity\","
          + "\"#p5\":\"__version\",\"#v0\":\"category\",\"#v1\":\"brand\"}",
          VectorSearchTest.sorted(DocumentedAnswers.field(sent, "ExpressionAttributeNames")));
      assertEquals("\"#v0 = :v0 AND #v1 = :v1\"", DocumentedAnswers.field(sent, "SearchConditionExpression"));
    }
  }

  /** What a projected vector index returns of a recipe: its keys, identity and the named attributes. */
  private static Map<String, AttributeValue> indexed(Recipe recipe, String... included) {
    Map<String, AttributeValue> item = new HashMap<>(RecipeEntity.toItem(recipe));
    List<String> kept = new ArrayList<>(List.of("pk", "sk", EntitySchema.ENTITY_ATTRIBUTE,
        EntitySchema.VERSION_ATTRIBUTE));
    Collections.addAll(kept, included);
    item.keySet().retainAll(kept);
    return item;
  }
}
