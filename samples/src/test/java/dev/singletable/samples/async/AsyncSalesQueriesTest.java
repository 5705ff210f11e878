package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.samples.sales.CityTarget;
import dev.singletable.samples.sales.CityTargetEntity;
import dev.singletable.samples.sales.Sale;
import dev.singletable.samples.sales.SaleEntity;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hierarchical sales pattern of {@code SalesQueriesTest} (neighbours on both sides of every key
 * level, a city holding the delimiter, targets in the same partition) through the async terminals.
 */
class AsyncSalesQueriesTest {
  private static final Map<String, Table> SEEDED = Twins.cache();

  private static Sale sale(String city, int store, int year, int month, int day) {
    return new Sale("USA", city, store, year, month, day, BigDecimal.valueOf(store * 100L + month));
  }

  /** Every USA sale, in sort-key order. */
  private static final List<Sale> USA = List.of(
      sale("LOS_ANGELES", 316, 2020, 10, 12),
      sale("SAN", 1, 2020, 1, 1),
      sale("SAN#JOSE", 7, 2020, 3, 3),
      sale("SAN_FRANCISCO", 234, 2020, 9, 1),
      sale("SAN_FRANCISCO", 235, 2019, 12, 31),
      sale("SAN_FRANCISCO", 235, 2020, 1, 15),
      sale("SAN_FRANCISCO", 235, 2020, 6, 1),
      sale("SAN_FRANCISCO", 235, 2020, 9, 22),
      sale("SAN_FRANCISCO", 235, 2020, 9, 30),
      sale("SAN_FRANCISCO", 235, 2020, 12, 31),
      sale("SAN_FRANCISCO", 235, 2021, 1, 1),
      sale("SAN_FRANCISCO", 236, 2020, 9, 22),
      sale("SEATTLE", 110, 2020, 8, 4));

  static Stream<?> tables() {
    return Twins.seeded(SEEDED, AsyncSalesQueriesTest::seed);
  }

  private static Table seed(AsyncEngines.Engine engine) {
    Table table = engine.newTable("sales", SaleEntity.SCHEMA, CityTargetEntity.SCHEMA);
    SaleEntity sales = SaleEntity.of(table);
    USA.forEach(sale -> await(sales.put(sale).executeAsync()));
    await(sales.put(new Sale("FRANCE", "PARIS", 512, 2020, 15, 15, new BigDecimal("9"))).executeAsync());
    for (String city : List.of("LOS_ANGELES", "SAN_FRANCISCO", "SEATTLE")) {
      await(CityTargetEntity.of(table).put(new CityTarget("USA", city, new BigDecimal("1000"))).executeAsync());
    }
    return table;
  }

  private static List<Sale> usa(Predicate<Sale> keep) {
    return USA.stream().filter(keep).collect(Collectors.toList());
  }

  private static List<Sale> list(QueryOperation<Sale> query) {
    return await(query.listAsync());
  }

  private static List<Sale> list(IndexQuery<Sale, ?> query) {
    return await(query.listAsync());
  }

  private static List<String> cities(List<Sale> sales) {
    return sales.stream().map(Sale::city).distinct().collect(Collectors.toList());
  }

  private static List<Integer> days(List<Sale> sales) {
    return sales.stream().map(Sale::day).collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("tables")
  void countryReturnsItsSalesOnlyNotOtherCountriesNorTargets(Table table) {
    SaleEntity sales = SaleEntity.of(table);
    assertEquals(USA, list(sales.query().primary("USA")));
    assertEquals(USA, Twins.items(sales.query().primary("USA").pages()));
    assertEquals(List.of("PARIS"), cities(list(sales.query().primary("FRANCE"))));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void citiesFixedOrHoldingTheDelimiterMatchNoNeighbour(Table table) {
    SaleEntity sales = SaleEntity.of(table);
    assertEquals(usa(s -> s.city().equals("SAN")), list(sales.query().primary("USA").city("SAN")));
    assertEquals(usa(s -> s.city().equals("SAN#JOSE")), list(sales.query().primary("USA").city("SAN#JOSE")));
    assertEquals(List.of(), list(sales.query().primary("USA").city("SAN#")));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void storeYearAndMonthNarrowByPrefix(Table table) {
    SaleEntity.PrimaryStoreStep sanFrancisco = SaleEntity.of(table).query().primary("USA").city("SAN_FRANCISCO");

    assertEquals(usa(s -> s.city().equals("SAN_FRANCISCO")), list(sanFrancisco));
    assertEquals(usa(s -> s.store() == 235), list(sanFrancisco.store(235)));
    assertEquals(usa(s -> s.store() == 235 && s.year() == 2020), list(sanFrancisco.store(235).year(2020)));
    assertEquals(usa(s -> s.store() == 235 && s.year() == 2020 && s.month() == 9),
        list(sanFrancisco.store(235).year(2020).month(9)));
    assertEquals(Optional.of(sale("SAN_FRANCISCO", 235, 2020, 9, 22)),
        await(sanFrancisco.store(235).year(2020).month(9).day(22).firstAsync()));
    assertEquals(Optional.empty(), await(sanFrancisco.store(235).year(2020).month(9).day(23).firstAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void rangesOnEveryLevelStayInTheirParent(Table table) {
    SaleEntity.PrimaryCityStep usa = SaleEntity.of(table).query().primary("USA");
    SaleEntity.PrimaryStoreStep sanFrancisco = usa.city("SAN_FRANCISCO");
    SaleEntity.PrimaryMonthStep year2020 = sanFrancisco.store(235).year(2020);
    SaleEntity.PrimaryDayStep september = year2020.month(9);

    assertEquals(List.of("SAN#JOSE", "SAN_FRANCISCO", "SEATTLE"), cities(list(usa.cityGt("SAN"))));
    assertEquals(List.of("LOS_ANGELES", "SAN"), cities(list(usa.cityLte("SAN"))));
    assertEquals(List.of("SAN", "SAN#JOSE", "SAN_FRANCISCO"), cities(list(usa.cityBeginsWith("SAN"))));
    assertEquals(List.of("SAN#JOSE"), cities(list(usa.cityBeginsWith("SAN#"))));
    assertEquals(usa(s -> s.city().equals("SAN_FRANCISCO") && s.store() > 235), list(sanFrancisco.storeGt(235)));
    assertEquals(usa(s -> s.city().equals("SAN_FRANCISCO") && s.store() <= 235), list(sanFrancisco.storeLte(235)));
    assertEquals(usa(s -> s.store() == 235 && s.year() == 2020 && s.month() >= 6 && s.month() <= 9),
        list(year2020.monthBetween(6, 9)));
    assertEquals(List.of(), list(year2020.monthGt(12)));
    assertEquals(List.of(30), days(list(september.dayGt(22))));
    assertEquals(List.of(22), days(list(september.dayBetween(1, 29))));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void lastSalesOfAStoreDescending(Table table) {
    List<Sale> lastTwo = list(SaleEntity.of(table).query().primary("USA").city("SAN_FRANCISCO").store(235)
        .descending().limit(2));

    assertEquals(List.of(sale("SAN_FRANCISCO", 235, 2021, 1, 1), sale("SAN_FRANCISCO", 235, 2020, 12, 31)), lastTwo);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void limitCountsOnlySalesThoughTargetsInterleave(Table table) {
    SaleEntity sales = SaleEntity.of(table);
    assertEquals(USA.subList(0, 3), list(sales.query().primary("USA").limit(3)));
    Page<Sale> page = await(sales.query().primary("USA").limit(2).pageAsync());
    assertEquals(USA.subList(0, 2), page.items());
    assertTrue(page.cursor().isPresent());
  }

  @ParameterizedTest
  @MethodSource("tables")
  void pagesOfOneWalkEverySaleOnceAndNoTarget(Table table) {
    SaleEntity sales = SaleEntity.of(table);
    List<Sale> walked = new ArrayList<>();
    Page<Sale> page = await(sales.query().primary("USA").limit(1).pageAsync());
    walked.addAll(page.items());
    while (page.cursor().isPresent()) {
      page = await(sales.query().primary("USA").limit(1).startAfter(page.cursor().get()).pageAsync());
      walked.addAll(page.items());
    }
    assertEquals(USA, walked);

    List<Page<Sale>> pages = Twins.pages(sales.query().primary("USA").limit(1).pages());
    assertEquals(USA, pages.stream().flatMap(p -> p.items().stream()).collect(Collectors.toList()));
    assertTrue(pages.stream().allMatch(p -> p.items().size() <= 1), "a page holds at most the limit");
  }

  @ParameterizedTest
  @MethodSource("tables")
  void targetsAreQueriedAsTheirOwnEntity(Table table) {
    CityTargetEntity targets = CityTargetEntity.of(table);

    assertEquals(List.of("LOS_ANGELES", "SAN_FRANCISCO", "SEATTLE"),
        await(targets.query().primary("USA").listAsync()).stream().map(CityTarget::city).collect(Collectors.toList()));
    assertEquals(List.of(), await(targets.query().primary("USA").city("SAN").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void filterAppliesAfterTheKeyCondition(Table table) {
    assertEquals(usa(s -> s.store() == 235 && s.year() == 2020),
        list(SaleEntity.of(table).query().primary("USA").city("SAN_FRANCISCO")
            .filter(SaleEntity.YEAR.eq(2020).and(SaleEntity.STORE.eq(235)))));
  }
}
