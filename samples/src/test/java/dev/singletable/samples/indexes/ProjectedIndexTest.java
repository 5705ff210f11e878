package dev.singletable.samples.indexes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Indexes that store less than every attribute: the table definition, queries
 * returning projection records of exactly what the index holds, entities sharing such an index,
 * hydration by batch get, and items the index holds that its projection cannot read.
 */
class ProjectedIndexTest {
  private static final Instant T0 = Instant.parse("2026-01-05T08:00:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Article article(int n, String author, String tag) {
    return new Article("a" + n, author, T0.plusSeconds(60L * n), tag, 1000 - n, "Title " + n, n * 10,
        "body of article " + n, List.of("note " + n));
  }

  private static List<Article> articles() {
    List<Article> articles = new ArrayList<>();
    for (int n = 1; n <= 7; n++) {
      articles.add(article(n, n % 2 == 0 ? "bob" : "alice", n <= 4 ? "java" : "dynamo"));
    }
    // Prefix neighbours: never read by a query of "alice" or "java".
    articles.add(article(8, "alice-evil", "java-evil"));
    return articles;
  }

  private static Table filled(SampleEngine engine) {
    Table table = Engines.newTable(engine, "catalog", ArticleEntity.SCHEMA, ReviewEntity.SCHEMA);
    ArticleEntity entity = ArticleEntity.of(table);
    articles().forEach(article -> entity.put(article).execute());
    ReviewEntity reviews = ReviewEntity.of(table);
    reviews.put(new Review("a1", "carol", "java", 5, "great")).execute();
    reviews.put(new Review("a3", "dave", "java", 2, "meh")).execute();
    return table;
  }

  private static ArticleEntity.ByAuthorProjection byAuthor(Article article) {
    return new ArticleEntity.ByAuthorProjection(article.id(), article.author(), article.publishedAt());
  }

  private static ArticleEntity.ByTagProjection byTag(Article article) {
    return new ArticleEntity.ByTagProjection(article.id(), article.tag(), article.rank(), article.title(),
        article.views());
  }

  @Test
  void tableDefinitionStoresKeysIdentityAndTheIncludedAttributesOfEveryEntitySharingTheIndex() {
    CreateTableRequest request = CatalogService.createTableRequest("t");
    GlobalSecondaryIndex gsi1 = request.globalSecondaryIndexes().get(0);
    GlobalSecondaryIndex gsi2 = request.globalSecondaryIndexes().get(1);
    assertEquals("gsi1", gsi1.indexName());
    assertEquals(Projection.builder().projectionType(ProjectionType.INCLUDE)
        .nonKeyAttributes("__entity", "__version").build(), gsi1.projection());
    assertEquals("gsi2", gsi2.indexName());
    assertEquals(Projection.builder().projectionType(ProjectionType.INCLUDE)
        .nonKeyAttributes("__entity", "__version", "title", "views", "stars").build(), gsi2.projection());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void keysOnlyQueryReturnsProjectionsOfTheKeyComponentsInSortKeyOrder(SampleEngine engine) {
    ArticleEntity entity = ArticleEntity.of(filled(engine));
    List<ArticleEntity.ByAuthorProjection> expected = articles().stream()
        .filter(a -> a.author().equals("alice"))
        .sorted(Comparator.comparing(Article::publishedAt))
        .map(ProjectedIndexTest::byAuthor)
        .toList();
    assertEquals(4, expected.size());
    assertEquals(expected, entity.query().byAuthor("alice").list());
    assertEquals(expected.subList(1, 4),
        entity.query().byAuthor("alice").publishedAtGt(articles().get(2).publishedAt().minusSeconds(1)).list());
    assertEquals(expected.subList(0, 1), entity.query().byAuthor("alice").publishedAtLt(T0.plusSeconds(61)).list());
    assertEquals(4L, entity.query().byAuthor("alice").count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theIndexHoldsOnlyTheKeysAndIdentity(SampleEngine engine) {
    Table table = filled(engine);
    List<Map<String, AttributeValue>> stored = table.client().query(QueryRequest.builder()
        .tableName(table.name()).indexName("gsi1")
        .keyConditionExpression("gsi1pk = :pk")
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("AUTHOR#bob")))
        .build()).items();
    assertEquals(3, stored.size());
    for (Map<String, AttributeValue> item : stored) {
      assertEquals(java.util.Set.of("pk", "sk", "gsi1pk", "gsi1sk", "__entity", "__version"), item.keySet());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void includeQueryReturnsIncludedComponentsAndOnlyThisEntitysItems(SampleEngine engine) {
    Table table = filled(engine);
    ArticleEntity entity = ArticleEntity.of(table);
    // Rank 1000 - n: the sort key orders by rank, so article 4 comes first.
    List<ArticleEntity.ByTagProjection> expected = articles().stream()
        .filter(a -> a.tag().equals("java"))
        .sorted(Comparator.comparingLong(Article::rank))
        .map(ProjectedIndexTest::byTag)
        .toList();
    assertEquals(expected, entity.query().byTag("java").list());
    assertEquals(expected.subList(0, 2), entity.query().byTag("java").rankLte(997).list());
    ReviewEntity reviews = ReviewEntity.of(table);
    assertEquals(List.of(new ReviewEntity.ByTagProjection("a1", "carol", "java", 5),
            new ReviewEntity.ByTagProjection("a3", "dave", "java", 2)),
        reviews.query().byTag("java").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void hydrateReadsTheFullRecordsInQueryOrder(SampleEngine engine) {
    ArticleEntity entity = ArticleEntity.of(filled(engine));
    List<Article> expected = articles().stream()
        .filter(a -> a.author().equals("alice"))
        .sorted(Comparator.comparing(Article::publishedAt).reversed())
        .toList();
    assertEquals(expected, entity.hydrate(entity.query().byAuthor("alice").descending().list()));
    assertEquals(List.of(), entity.hydrate(entity.query().byAuthor("nobody").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void hydratedPagesKeepTheCursorAndReadEveryItemOnce(SampleEngine engine) {
    ArticleEntity entity = ArticleEntity.of(filled(engine));
    List<Article> read = new ArrayList<>();
    Page<Article> page = entity.hydrate(entity.query().byTag("java").limit(3).page());
    read.addAll(page.items());
    int pages = 1;
    while (page.cursor().isPresent()) {
      page = entity.hydrate(entity.query().byTag("java").limit(3).startAfter(page.cursor().get()).page());
      read.addAll(page.items());
      pages++;
    }
    assertEquals(articles().stream().filter(a -> a.tag().equals("java"))
        .sorted(Comparator.comparingLong(Article::rank)).toList(), read);
    assertTrue(pages >= 2, "pages: " + pages);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void hydrateReadsMoreThanOneBatchAndLeavesOutItemsDeletedSinceTheQuery(SampleEngine engine) {
    Table table = Engines.newTable(engine, "catalog", ArticleEntity.SCHEMA, ReviewEntity.SCHEMA);
    ArticleEntity entity = ArticleEntity.of(table);
    List<Article> written = new ArrayList<>();
    for (int n = 1; n <= 230; n++) {
      Article article = article(n, "prolific", "bulk");
      entity.put(article).execute();
      written.add(article);
    }
    List<ArticleEntity.ByAuthorProjection> projections = entity.query().byAuthor("prolific").list();
    assertEquals(230, projections.size());
    entity.delete("a17").execute();
    entity.delete("a200").execute();
    List<Article> expected = new ArrayList<>(written);
    expected.removeIf(a -> a.id().equals("a17") || a.id().equals("a200"));
    assertEquals(expected, entity.hydrate(projections));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void scanOfAProjectedIndexReturnsProjections(SampleEngine engine) {
    ArticleEntity entity = ArticleEntity.of(filled(engine));
    List<ArticleEntity.ByTagProjection> expected = articles().stream().map(ProjectedIndexTest::byTag)
        .sorted(Comparator.comparing(ArticleEntity.ByTagProjection::id)).toList();
    assertEquals(expected, entity.scanByTag().list().stream()
        .sorted(Comparator.comparing(ArticleEntity.ByTagProjection::id)).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemWhoseIndexKeyCannotBeReadFailsTheQueryOrIsSkipped(SampleEngine engine) {
    Table table = filled(engine);
    Map<String, AttributeValue> forged = new HashMap<>(ArticleEntity.toItem(article(9, "alice", "java")));
    // Another tool wrote a sort key that is no instant.
    forged.put("gsi1sk", AttributeValue.fromS("AT#yesterday"));
    table.client().putItem(builder -> builder.tableName(table.name()).item(forged));
    ArticleEntity entity = ArticleEntity.of(table);
    InvalidItemException failure = assertThrows(InvalidItemException.class,
        () -> entity.query().byAuthor("alice").list());
    assertEquals(AttributeValue.fromS("ARTICLE#a9"), failure.itemKey().get("pk"));
    List<InvalidItem> skipped = new ArrayList<>();
    assertEquals(4, entity.query().byAuthor("alice").skipInvalid(skipped::add).list().size());
    assertEquals(1, skipped.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anIncludedAttributeOfTheWrongTypeIsRefused(SampleEngine engine) {
    Table table = filled(engine);
    Map<String, AttributeValue> forged = new HashMap<>(ArticleEntity.toItem(article(9, "alice", "java")));
    forged.put("views", AttributeValue.fromS("many"));
    table.client().putItem(builder -> builder.tableName(table.name()).item(forged));
    assertThrows(InvalidItemException.class, () -> ArticleEntity.of(table).query().byTag("java").list());
  }
}
