package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.indexes.Article;
import dev.singletable.samples.indexes.ArticleEntity;
import dev.singletable.samples.indexes.ReviewEntity;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Queries of a keys-only index and hydration with the async client: the same
 * projections and records as the sync path, across more than one batch and page by page.
 */
class AsyncProjectedIndexTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void hydrateAsyncReadsTheRecordsOfAsyncQueriesInOrder(AsyncEngines.Engine engine) {
    Table table = engine.newTable("catalog", ArticleEntity.SCHEMA, ReviewEntity.SCHEMA);
    ArticleEntity articles = ArticleEntity.of(table);
    List<Article> written = new ArrayList<>();
    for (int n = 1; n <= 130; n++) {
      Article article = new Article("a" + n, "ann", T0.plusSeconds(n), "t", n, "Title " + n, n, "body " + n,
          List.of());
      articles.put(article).executeAsync().join();
      written.add(article);
    }
    List<ArticleEntity.ByAuthorProjection> projections = articles.query().byAuthor("ann").listAsync().join();
    assertEquals(130, projections.size());
    assertEquals(written, articles.hydrateAsync(projections).join());
    assertEquals(articles.hydrate(projections), articles.hydrateAsync(projections).join());

    List<Article> paged = new ArrayList<>();
    Page<Article> page = articles.hydrateAsync(articles.query().byAuthor("ann").limit(50).pageAsync().join()).join();
    paged.addAll(page.items());
    while (page.cursor().isPresent()) {
      page = articles.hydrateAsync(articles.query().byAuthor("ann").limit(50).startAfter(page.cursor().get())
          .pageAsync().join()).join();
      paged.addAll(page.items());
    }
    assertEquals(written, paged);
  }
}
