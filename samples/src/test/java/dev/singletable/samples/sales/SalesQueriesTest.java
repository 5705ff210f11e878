package dev.singletable.samples.sales;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hierarchical sales pattern of seed 001 (country, city, store, year/month), with neighbours on
 * both sides of every level: cities SAN, SAN#JOSE (holding the delimiter) and SAN_FRANCISCO, stores
 * 00234 to 00236, months of 2019 to 2021, and city targets sharing the partition.
 */
class SalesQueriesTest {
  /** One seeded table per engine: the tests only read it. */
  private static final Map<SampleEngine, Table> SEEDED = new ConcurrentHashMap<>();

  static Stream<?> engines() {
    return Engines.all();
  }

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

  private static Table table(SampleEngine engine) {
    return SEEDED.computeIfAbsent(engine, e -> {
      Table table = Engines.newTable(e, "sales", SaleEntity.SCHEMA, CityTargetEntity.SCHEMA);
      SaleEntity sales = SaleEntity.of(table);
      for (Sale sale : USA) {
        sales.put(sale).execute();
      }
      sales.put(new Sale("FRANCE", "PARIS", 512, 2020, 15, 15, new BigDecimal("9"))).execute();
      for (String city : List.of("LOS_ANGELES", "SAN_FRANCISCO", "SEATTLE")) {
        CityTargetEntity.of(table).put(new CityTarget("USA", city, new BigDecimal("1000"))).execute();
      }
      return table;
    });
  }

  private static SaleEntity sales(SampleEngine engine) {
    return SaleEntity.of(table(engine));
  }

  /** The USA sales that {@code keep} selects, in sort-key order. */
  private static List<Sale> usa(java.util.function.Predicate<Sale> keep) {
    return USA.stream().filter(keep).collect(Collectors.toList());
  }

  private static List<String> keys(List<Sale> sales) {
    return sales.stream().map(s -> SaleEntity.sk(s.city(), s.store(), s.year(), s.month(), s.day()))
        .collect(Collectors.toList());
  }

  private static void assertSales(List<Sale> expected, List<Sale> actual) {
    assertEquals(keys(expected), keys(actual));
    assertEquals(expected, actual);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void seedKeysRenderLetterForLetter(SampleEngine engine) {
    assertEquals("SALE#USA", SaleEntity.pk("USA"));
    assertEquals("SAN_FRANCISCO#00235#2020-09-22", SaleEntity.sk("SAN_FRANCISCO", 235, 2020, 9, 22));
    assertEquals("SAN\\#JOSE#00007#2020-03-03", SaleEntity.sk("SAN#JOSE", 7, 2020, 3, 3));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countryReturnsItsSalesOnlyNotOtherCountriesNorTargets(SampleEngine engine) {
    assertSales(USA, sales(engine).query().primary("USA").list());
    assertEquals(List.of("PARIS"),
        sales(engine).query().primary("FRANCE").list().stream().map(Sale::city).collect(Collectors.toList()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cityFixedOnSanReturnsSanOnlyNotItsLongerNeighbours(SampleEngine engine) {
    assertSales(usa(s -> s.city().equals("SAN")), sales(engine).query().primary("USA").city("SAN").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cityHoldingTheDelimiterIsFoundAndMatchesNoNeighbour(SampleEngine engine) {
    assertSales(usa(s -> s.city().equals("SAN#JOSE")), sales(engine).query().primary("USA").city("SAN#JOSE").list());
    assertEquals(List.of(), sales(engine).query().primary("USA").city("SAN#").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storeYearAndMonthNarrowByPrefix(SampleEngine engine) {
    SaleEntity.PrimaryStoreStep sanFrancisco = sales(engine).query().primary("USA").city("SAN_FRANCISCO");

    assertSales(usa(s -> s.city().equals("SAN_FRANCISCO")), sanFrancisco.list());
    assertSales(usa(s -> s.store() == 235), sanFrancisco.store(235).list());
    assertSales(usa(s -> s.store() == 235 && s.year() == 2020), sanFrancisco.store(235).year(2020).list());
    assertSales(usa(s -> s.store() == 235 && s.year() == 2020 && s.month() == 9),
        sanFrancisco.store(235).year(2020).month(9).list());
    assertEquals(Optional.of(sale("SAN_FRANCISCO", 235, 2020, 9, 22)),
        sanFrancisco.store(235).year(2020).month(9).day(22).first());
    assertEquals(List.of(), sanFrancisco.store(235).year(2020).month(9).day(23).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void monthRangesAfterAFixedYearNeverLeaveTheYear(SampleEngine engine) {
    SaleEntity.PrimaryMonthStep year2020 = sales(engine).query().primary("USA").city("SAN_FRANCISCO").store(235).year(2020);
    List<Sale> in2020 = usa(s -> s.store() == 235 && s.year() == 2020);

    assertSales(filter(in2020, s -> s.month() >= 6), year2020.monthGte(6).list());
    assertSales(filter(in2020, s -> s.month() > 6), year2020.monthGt(6).list());
    assertSales(filter(in2020, s -> s.month() < 9), year2020.monthLt(9).list());
    assertSales(filter(in2020, s -> s.month() <= 9), year2020.monthLte(9).list());
    assertSales(filter(in2020, s -> s.month() >= 6 && s.month() <= 9), year2020.monthBetween(6, 9).list());
    assertSales(filter(in2020, s -> s.month() > 12), year2020.monthGt(12).list());
    assertSales(filter(in2020, s -> s.month() < 1), year2020.monthLt(1).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storeRangesStayInTheirCityAndSkipTargets(SampleEngine engine) {
    SaleEntity.PrimaryStoreStep sanFrancisco = sales(engine).query().primary("USA").city("SAN_FRANCISCO");
    List<Sale> inCity = usa(s -> s.city().equals("SAN_FRANCISCO"));

    assertSales(filter(inCity, s -> s.store() > 235), sanFrancisco.storeGt(235).list());
    assertSales(filter(inCity, s -> s.store() >= 235), sanFrancisco.storeGte(235).list());
    assertSales(filter(inCity, s -> s.store() < 235), sanFrancisco.storeLt(235).list());
    assertSales(filter(inCity, s -> s.store() <= 235), sanFrancisco.storeLte(235).list());
    assertSales(filter(inCity, s -> s.store() >= 234 && s.store() <= 235), sanFrancisco.storeBetween(234, 235).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void dayRangesOnTheLastComponentUseWholeKeys(SampleEngine engine) {
    SaleEntity.PrimaryDayStep september = sales(engine).query().primary("USA").city("SAN_FRANCISCO").store(235)
        .year(2020).month(9);

    assertEquals(List.of(30), days(september.dayGt(22).list()));
    assertEquals(List.of(22, 30), days(september.dayGte(22).list()));
    assertEquals(List.of(), days(september.dayLt(22).list()));
    assertEquals(List.of(22), days(september.dayLte(22).list()));
    assertEquals(List.of(22), days(september.dayBetween(1, 29).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cityRangesFollowRenderedKeyOrderAndBeginsWithMatchesTheValue(SampleEngine engine) {
    SaleEntity.PrimaryCityStep usa = sales(engine).query().primary("USA");

    // Rendered, SAN#JOSE is SAN\#JOSE: '\' sorts after '#', so after SAN, as SAN_FRANCISCO does.
    assertEquals(List.of("SAN#JOSE", "SAN_FRANCISCO", "SEATTLE"), cities(usa.cityGt("SAN").list()));
    assertEquals(List.of("SAN", "SAN#JOSE", "SAN_FRANCISCO", "SEATTLE"), cities(usa.cityGte("SAN").list()));
    assertEquals(List.of("LOS_ANGELES"), cities(usa.cityLt("SAN").list()));
    assertEquals(List.of("LOS_ANGELES", "SAN"), cities(usa.cityLte("SAN").list()));
    assertEquals(List.of("SAN", "SAN#JOSE", "SAN_FRANCISCO"), cities(usa.cityBetween("SAN", "SAN_FRANCISCO").list()));
    assertEquals(List.of("SAN", "SAN#JOSE", "SAN_FRANCISCO"), cities(usa.cityBeginsWith("SAN").list()));
    assertEquals(List.of("SAN#JOSE"), cities(usa.cityBeginsWith("SAN#").list()));
    assertEquals(List.of("SAN_FRANCISCO"), cities(usa.cityBeginsWith("SAN_").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void lastSalesOfAStoreDescending(SampleEngine engine) {
    List<Sale> lastTwo = sales(engine).query().primary("USA").city("SAN_FRANCISCO").store(235)
        .descending().limit(2).list();

    assertEquals(List.of("2021-01-01", "2020-12-31"),
        lastTwo.stream().map(s -> s.year() + "-" + pad(s.month()) + "-" + pad(s.day())).collect(Collectors.toList()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void limitCountsOnlySalesThoughTargetsInterleave(SampleEngine engine) {
    // LOS_ANGELES#00316#... and then LOS_ANGELES#TARGET come first in the partition.
    assertSales(USA.subList(0, 3), sales(engine).query().primary("USA").limit(3).list());
    assertSales(USA.subList(0, 3), sales(engine).query().primary("USA").limit(3).stream().collect(Collectors.toList()));
    Page<Sale> page = sales(engine).query().primary("USA").limit(2).page();
    assertSales(USA.subList(0, 2), page.items());
    assertTrue(page.cursor().isPresent());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesOfOneWalkEverySaleOnceAndNoTarget(SampleEngine engine) {
    List<Sale> walked = new ArrayList<>();
    Page<Sale> page = sales(engine).query().primary("USA").limit(1).page();
    walked.addAll(page.items());
    while (page.cursor().isPresent()) {
      page = sales(engine).query().primary("USA").limit(1).startAfter(page.cursor().get()).page();
      walked.addAll(page.items());
    }
    assertSales(USA, walked);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void targetsAreQueriedAsTheirOwnEntity(SampleEngine engine) {
    CityTargetEntity targets = CityTargetEntity.of(table(engine));

    assertEquals(List.of("LOS_ANGELES", "SAN_FRANCISCO", "SEATTLE"),
        targets.query().primary("USA").list().stream().map(CityTarget::city).collect(Collectors.toList()));
    assertEquals(List.of("SAN_FRANCISCO"),
        targets.query().primary("USA").city("SAN_FRANCISCO").list().stream().map(CityTarget::city)
            .collect(Collectors.toList()));
    assertEquals(List.of(), targets.query().primary("USA").city("SAN").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void filterAppliesAfterTheKeyCondition(SampleEngine engine) {
    assertSales(usa(s -> s.store() == 235 && s.year() == 2020),
        sales(engine).query().primary("USA").city("SAN_FRANCISCO").filter(SaleEntity.YEAR.eq(2020)
            .and(SaleEntity.STORE.eq(235))).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aComponentGivenAsNullLeavesTheQueryOpenSoThatCallersNeedNoIf(SampleEngine engine) {
    String noCity = null;
    assertSales(USA, sales(engine).query().primary("USA").city(noCity).list());
    assertEquals(USA.size(), sales(engine).query().primary("USA").city(noCity).count());

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> sales(engine).query().primary("USA").city(noCity).store(235));
    assertEquals("sale", refused.entity());
    assertEquals("store", refused.field());
    assertTrue(refused.getMessage().contains("while city, before it, is left open (null)"), refused.getMessage());
    assertThrows(InvalidValueException.class, () -> sales(engine).query().primary("USA").city(noCity).storeGt(200));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void startAfterKeepsTheStepSoThatTheNarrowingFollowsIt(SampleEngine engine) {
    List<Sale> sanFrancisco = usa(s -> s.city().equals("SAN_FRANCISCO"));
    Page<Sale> first = sales(engine).query().primary("USA").city("SAN_FRANCISCO").limit(3).page();
    String cursor = first.cursor().orElseThrow();

    assertSales(sanFrancisco.subList(3, sanFrancisco.size()),
        sales(engine).query().primary("USA").startAfter(cursor).city("SAN_FRANCISCO").list());
    assertSales(sanFrancisco.subList(3, sanFrancisco.size()),
        sales(engine).query().primary("USA").city("SAN_FRANCISCO").startAfter(cursor).list());
    String none = null;
    assertSales(sanFrancisco, sales(engine).query().primary("USA").startAfter(none).city("SAN_FRANCISCO").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void betweenWithItsEndsSwappedIsRefused(SampleEngine engine) {
    assertThrows(IllegalArgumentException.class,
        () -> sales(engine).query().primary("USA").city("SAN_FRANCISCO").storeBetween(236, 234));
  }

  private static List<Sale> filter(List<Sale> sales, java.util.function.Predicate<Sale> keep) {
    return sales.stream().filter(keep).collect(Collectors.toList());
  }

  private static List<String> cities(List<Sale> sales) {
    return sales.stream().map(Sale::city).distinct().collect(Collectors.toList());
  }

  private static List<Integer> days(List<Sale> sales) {
    return sales.stream().map(Sale::day).collect(Collectors.toList());
  }

  private static String pad(int n) {
    return n < 10 ? "0" + n : Integer.toString(n);
  }
}
