package dev.singletable.samples;

import static dev.singletable.samples.catalogue.ItemJson.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.operation.VectorSearch;
import dev.singletable.samples.catalogue.Embeddings;
import dev.singletable.samples.catalogue.Product;
import dev.singletable.samples.catalogue.ProductEntity;
import dev.singletable.samples.catalogue.Recipe;
import dev.singletable.samples.catalogue.RecipeEntity;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The vector search guide's examples ({@code docs/guides/vector-search.md}), run as written. No engine
 * the tests reach serves vector search: each {@code SearchVectors} request is checked as sent and
 * answered as DynamoDB documents its answer, through the test kit's faulty HTTP client; the batch get
 * that hydrates runs on the engine (the guide shows the regions between {@code // readme:} markers,
 * see {@link ReadmeSnippets}).
 */
class ReadmeVectorSearchExampleTest {
  private static final Product RUNNER = product("p-1", "acme", "trail running shoe");
  private static final Product WALKER = product("p-2", "acme", "city walking shoe");
  private static final Recipe PAD_THAI = recipe("r-1", "pad thai with tofu", 25, "stir fry the noodles");
  private static final Recipe GREEN_CURRY = recipe("r-2", "green curry with tofu", 40, "simmer the paste");

  @Test
  void aSearchSendsThePartitionTheFilterAndTopKAndReturnsScoredRecords() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":["
            + "{\"Item\":" + json(ProductEntity.toItem(RUNNER)) + ",\"Score\":0.125},"
            + "{\"Item\":" + json(ProductEntity.toItem(WALKER)) + ",\"Score\":0.5}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      ProductEntity products = ProductEntity.of(Table.of(client, "catalogue"));
      List<Float> queryVector = Embeddings.of("running shoe");

      // readme: vector-search-similar
      List<VectorSearch.Scored<Product>> near = products.search()
          .similar(queryVector, "shoes")    // the query vector, then the search partition's value
          .brand("acme")                    // an equality filter: only the index's filters compile
          .topK(5)                          // 1 to 100; 10 when not given
          .list();                          // nearest first, each with its score; result() adds the capacity
      // readme: end

      assertEquals(List.of(new VectorSearch.Scored<>(RUNNER, 0.125), new VectorSearch.Scored<>(WALKER, 0.5)), near);
      String sent = http.sent("SearchVectors").get(0);
      assertEquals("\"byEmbedding\"", DocumentedAnswers.field(sent, "IndexName"));
      assertEquals("5", DocumentedAnswers.field(sent, "TopK"));
      assertEquals("\"#v0 = :v0 AND #v1 = :v1\"", DocumentedAnswers.field(sent, "SearchConditionExpression"));
    }
  }

  @Test
  void aProjectedSearchHydratesAndAnAttributeSearchAsksForTheAttributesAndTheKeys() {
    FaultyHttpClient recipeHttp = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":["
            + "{\"Item\":" + json(projected(RecipeEntity.toItem(PAD_THAI), "title", "minutes")) + ",\"Score\":0.25},"
            + "{\"Item\":" + json(projected(RecipeEntity.toItem(GREEN_CURRY), "title", "minutes")) + ",\"Score\":0.5}]}");
    FaultyHttpClient productHttp = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":[{\"Item\":"
            + json(projected(ProductEntity.toItem(RUNNER), "sku", "title")) + ",\"Score\":0.5}]}");
    try (DynamoDbClient recipeClient = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(recipeHttp));
        DynamoDbClient productClient = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(productHttp))) {
      String name = DynamoDbEngine.shared().tableName("readme-recipes");
      recipeClient.createTable(TableDefinitions.createTableRequest(name, RecipeEntity.SCHEMA));
      RecipeEntity recipes = RecipeEntity.of(Table.of(recipeClient, name));
      recipes.put(PAD_THAI).execute();
      recipes.put(GREEN_CURRY).execute();
      ProductEntity products = ProductEntity.of(Table.of(productClient, "catalogue"));
      List<Float> queryVector = Embeddings.of("tofu noodles");

      // readme: vector-search-projections
      List<VectorSearch.Scored<RecipeEntity.AlikeProjection>> alike = recipes.search()
          .alike(queryVector, "thai").course("main").topK(5).list();    // nearest first, with scores
      alike.get(0).item().title();                                      // stored by the index; .method() does not compile
      assertEquals("pad thai with tofu", alike.get(0).item().title());
      List<Recipe> full = recipes.hydrate(alike.stream().map(VectorSearch.Scored::item).toList());

      List<VectorSearch.Scored<Product>> titles = products.search().similar(queryVector, "shoes")
          .attributes(ProductEntity.TITLE).list();                      // ProjectionExpression: title and the keys
      // readme: end

      assertEquals(List.of(PAD_THAI, GREEN_CURRY), full);
      assertEquals(List.of(new VectorSearch.Scored<>(new Product("p-1", null, null, "trail running shoe", null), 0.5)),
          titles);
      String sent = productHttp.sent("SearchVectors").get(0);
      assertEquals("\"#p0, #p1, #p2, #p3, #p4, #p5\"", DocumentedAnswers.field(sent, "ProjectionExpression"), sent);
      String names = DocumentedAnswers.field(sent, "ExpressionAttributeNames");
      for (String attribute : List.of("title", "sku", "pk", "sk")) {
        assertTrue(names.contains("\"" + attribute + "\""), names);
      }
    }
  }

  private static Product product(String sku, String brand, String title) {
    return new Product(sku, "shoes", brand, title, Embeddings.of(title));
  }

  private static Recipe recipe(String id, String title, int minutes, String method) {
    return new Recipe("b-1", id, "thai", "main", title, minutes, method, Embeddings.of(title), Embeddings.of(method));
  }

  /** What an index that stores the keys and {@code attributes} holds of an item. */
  private static Map<String, AttributeValue> projected(Map<String, AttributeValue> item, String... attributes) {
    Map<String, AttributeValue> kept = new HashMap<>(item);
    List<String> names = new ArrayList<>(List.of("pk", "sk", "__entity", "__version"));
    names.addAll(List.of(attributes));
    kept.keySet().retainAll(names);
    return kept;
  }
}
