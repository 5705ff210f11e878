package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.scan.ScanResult;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.indexes.Article;
import dev.singletable.samples.indexes.ArticleEntity;
import dev.singletable.samples.indexes.Purchase;
import dev.singletable.samples.indexes.PurchaseEntity;
import dev.singletable.samples.indexes.Score;
import dev.singletable.samples.indexes.ScoreEntity;
import dev.singletable.samples.patterns.DayLog;
import dev.singletable.samples.patterns.DayLogEntity;
import dev.singletable.samples.patterns.PatternsDemo;
import dev.singletable.samples.querysteps.Book;
import dev.singletable.samples.querysteps.BookEntity;
import dev.singletable.samples.querysteps.Genre;
import dev.singletable.samples.querysteps.GenreEntity;
import dev.singletable.samples.querysteps.LibraryService;
import dev.singletable.samples.querysteps.LibraryService.WorksQuery;
import dev.singletable.samples.sales.Sale;
import dev.singletable.samples.sales.SaleEntity;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLogEntity;
import dev.singletable.samples.shop.ShopService;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The examples of the queries guide ({@code docs/guides/queries.md}), run as written (the guide shows
 * the regions between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeQueriesGuideExampleTest {
  private static final Instant T0 = Instant.parse("2024-04-30T09:15:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStepAndAFilteredQueryAreOneType(SampleEngine engine) {
    SaleEntity sales = SaleEntity.of(Engines.newTable(engine, "guide-sales", SaleEntity.SCHEMA));
    Sale small = new Sale("USA", "SEATTLE", 110, 2020, 8, 1, new BigDecimal("5"));
    Sale large = new Sale("USA", "LOS_ANGELES", 316, 2020, 10, 1, new BigDecimal("25000"));
    sales.put(small).execute();
    sales.put(large).execute();
    BigDecimal limit = new BigDecimal("20000");
    String cursorOrNull = null;
    for (boolean largeOnly : List.of(true, false)) {
      // readme: query-common-type
      SaleEntity.PrimaryCityStep usa = sales.query().primary("USA");
      var query = largeOnly ? usa.filter(SaleEntity.AMOUNT.gt(limit)) : usa;   // EntityQuery<Sale>
      List<Sale> found = query.startAfter(cursorOrNull).list();
      // readme: end
      assertEquals(largeOnly ? List.of(large) : List.of(large, small), found);
    }
  }

  // readme: query-shared-results
  static List<String> titles(LibraryService.BooksAndGenres items) {
    return items.books().stream().map(Book::title).toList();
  }
  // readme: end

  @ParameterizedTest
  @MethodSource("engines")
  void collectionsOfTheSameMembersShareATypeAndTypedFilters(SampleEngine engine) {
    LibraryService library = LibraryService.of(Engines.newTable(engine, "guide-library", BookEntity.SCHEMA,
        GenreEntity.SCHEMA));
    library.books().put(new Book("0261103", "The Hobbit", "tolkien", 310)).execute();
    library.books().put(new Book("0261104", "The Silmarillion", "tolkien", 480)).execute();
    library.genres().put(new Genre("0261103", "FANTASY", "tolkien", "The Hobbit")).execute();
    library.genres().put(new Genre("0261104", "MYTH", "tolkien", "The Silmarillion")).execute();

    // readme: query-shared-calls
    List<String> works = titles(library.works("tolkien").list());
    List<String> hobbit = titles(library.titles("The Hobbit").list());
    // readme: end
    assertEquals(Set.of("The Hobbit", "The Silmarillion"), Set.copyOf(works));
    assertEquals(List.of("The Hobbit"), hobbit);

    // readme: query-collection-filter
    LibraryService.WorksCollection found = library.works("tolkien")   // readme shows: library.works("tolkien")
        .filter(WorksQuery.whereBook(BookEntity.PAGES.gt(400)).or(WorksQuery.whereGenre(GenreEntity.GENRE.eq("MYTH"))))
        .list();
    // readme: end
    assertEquals(List.of("The Silmarillion"), found.books().stream().map(Book::title).toList());
    assertEquals(List.of("MYTH"), found.genres().stream().map(Genre::genre).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anIndexKeyedBySeveralAttributesOrdersNumbersAsNumbers(SampleEngine engine) {
    ScoreEntity scores = ScoreEntity.of(Engines.newTable(engine, "guide-scores", ScoreEntity.SCHEMA));
    Instant t = T0;
    Score nine = new Score("p1", "g1", "acme", "eu", 9, T0);
    Score early = new Score("p2", "g1", "acme", "eu", 70, T0);
    Score late = new Score("p3", "g1", "acme", "eu", 70, T0.plusSeconds(60));
    Score hundred = new Score("p4", "g1", "acme", "eu", 100, T0);
    for (Score score : List.of(nine, early, late, hundred, new Score("p5", "g1", "acme", "us", 80, T0))) {
      scores.put(score).execute();
    }

    // readme: query-attribute-keys
    List<Score> high = scores.query().byRegion("acme", "eu").pointsGte(70).list();        // numeric order, not text
    List<Score> later = scores.query().byRegion("acme", "eu").points(70).achievedAtGt(t).list();   // equality, then one range
    // readme: end
    assertEquals(List.of(early, late, hundred), high);
    assertEquals(List.of(late), later);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void projectionsCarryWhatTheIndexStoresAndHydrateReadsTheRecords(SampleEngine engine) {
    ArticleEntity articles = ArticleEntity.of(Engines.newTable(engine, "guide-catalog", ArticleEntity.SCHEMA));
    Article first = new Article("a1", "alice", T0, "java", 996, "Records", 10, "body 1", List.of("n1"));
    Article second = new Article("a2", "alice", T0.plusSeconds(60), "java", 997, "Sealed types", 20, "body 2",
        List.of());
    Article third = new Article("a3", "bob", T0.plusSeconds(120), "java", 998, "Modules", 30, "body 3", List.of());
    for (Article article : List.of(first, second, third)) {
      articles.put(article).execute();
    }

    // readme: query-projections
    List<ArticleEntity.ByTagProjection> tagged = articles.query().byTag("java").rankLte(997).list();
    tagged.get(0).title();                      // stored by the index; .body() does not compile
    assertEquals("Records", tagged.get(0).title());
    List<Article> full = articles.hydrate(tagged);            // BatchGetItem, in query order
    Page<Article> page = articles.hydrate(articles.query().byAuthor("alice").limit(20).page()); // same cursor
    // readme: end
    assertEquals(List.of(first, second), full);
    assertEquals(List.of(first, second), page.items());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void localIndexesReadConsistentlyAndOrderAmountsAsNumbers(SampleEngine engine) {
    PurchaseEntity purchases = PurchaseEntity.of(Engines.newTable(engine, "guide-purchases", PurchaseEntity.SCHEMA));
    Purchase nine = new Purchase("c1", "o1", T0, new BigDecimal("9"), "PLACED");
    Purchase hundred = new Purchase("c1", "o2", T0.plusSeconds(60), new BigDecimal("100"), "PLACED");
    Purchase eleven = new Purchase("c1", "o3", T0.plusSeconds(120), new BigDecimal("11"), "SHIPPED");
    for (Purchase purchase : List.of(nine, hundred, eleven)) {
      purchases.put(purchase).execute();
    }
    Instant since = T0.plusSeconds(60);

    // readme: query-local-indexes
    List<Purchase> recent = purchases.query().byPlacedAt("c1").placedAtGte(since).consistent().list();
    List<Purchase> large = purchases.query().byAmount("c1").amountGt(BigDecimal.TEN).list();      // numeric order
    // readme: end
    assertEquals(List.of(hundred, eleven), recent);
    assertEquals(List.of(eleven, hundred), large);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aShardedPartitionReadsAsOneQuery(SampleEngine engine) {
    DayLogEntity logs = DayLogEntity.of(Engines.newTable(engine, "guide-logs", DayLogEntity.SCHEMA));
    PatternsDemo.seedLogs().forEach(log -> logs.put(log).execute());
    LocalDate day = LocalDate.parse("2020-10-20");
    String cursor = null;

    // readme: query-shards
    List<DayLog> late = logs.query().primaryShards(day).where(shard -> shard.atGte("2020-10-20T12:59")).list();
    Page<DayLog> page = logs.query().primaryShards(day).limit(25).startAfter(cursor).page();
    // readme: end
    assertEquals(List.of("2020-10-20T12:59:23", "2020-10-20T13:02:53", "2020-10-20T13:04:34"),
        late.stream().map(DayLog::at).toList());
    assertEquals(List.of("2020-10-20T12:58:14", "2020-10-20T12:59:23", "2020-10-20T13:02:53", "2020-10-20T13:04:34"),
        page.items().stream().map(DayLog::at).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void scansReadEntitiesAndTheServicesItems(SampleEngine engine) {
    Table table = Engines.newTable(engine, "guide-shop", CustomerEntity.SCHEMA, OrderEntity.SCHEMA,
        OrderLogEntity.SCHEMA);
    OrderEntity orders = OrderEntity.of(table);
    Order placedOrder = new Order("XYQ", 1, "PLACED", new BigDecimal("12.25"), T0);
    Order shippedOrder = new Order("XYQ", 2, "SHIPPED", new BigDecimal("5"), T0, T0.plusSeconds(60));
    orders.put(placedOrder).execute();
    orders.put(shippedOrder).execute();
    table.client().putItem(PutItemRequest.builder().tableName(table.name())
        .item(Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("LEGACY#1"))).build());

    // readme: query-scans
    List<Order> shipped = orders.scanShipped().list();          // seed 001: read all shipped orders
    long placed = orders.scan().filter(OrderEntity.STATUS.eq("PLACED")).count();
    Page<Order> page = orders.scan().limit(100).page();          // then .startAfter(page.cursor().get())
    List<Order> all = orders.scan().segments(4).list();           // 4 segments at once, merged
    ScanResult<ShopService.Item> everything = ShopService.of(table).scan().result();
    everything.foreignItems();                                    // items of no entity of the service
    // readme: end
    assertEquals(List.of(shippedOrder), shipped);
    assertEquals(1, placed);
    assertEquals(2, page.items().size());
    assertTrue(page.cursor().isEmpty());
    assertEquals(2, all.size());
    assertEquals(2, everything.items().size());
    assertEquals(1, everything.foreignItems());
  }
}
