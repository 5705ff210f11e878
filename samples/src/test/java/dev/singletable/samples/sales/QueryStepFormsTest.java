package dev.singletable.samples.sales;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.EntityQuery;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rules every query step keeps: a null leaves the key open at that point, whether given to
 * {@code x(value)}, a range or a prefix, and a step and the query it ends in share one type that
 * every terminal is on.
 */
class QueryStepFormsTest {
  private static final Map<SampleEngine, Table> SEEDED = new ConcurrentHashMap<>();

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Sale sale(String city, int store, int month) {
    return new Sale("USA", city, store, 2020, month, 1, BigDecimal.valueOf(store * 100L + month));
  }

  /** In sort-key order. */
  private static final List<Sale> USA = List.of(
      sale("LOS_ANGELES", 316, 10),
      sale("SAN", 1, 1),
      sale("SAN_FRANCISCO", 235, 6),
      sale("SAN_FRANCISCO", 235, 9),
      sale("SEATTLE", 110, 8));

  private static SaleEntity sales(SampleEngine engine) {
    return SaleEntity.of(SEEDED.computeIfAbsent(engine, e -> {
      Table table = Engines.newTable(e, "steps", SaleEntity.SCHEMA);
      USA.forEach(sale -> SaleEntity.of(table).put(sale).execute());
      SaleEntity.of(table).put(new Sale("FRANCE", "PARIS", 512, 2020, 1, 1, BigDecimal.ONE)).execute();
      return table;
    }));
  }

  private static List<String> cities(List<Sale> sales) {
    return sales.stream().map(Sale::city).distinct().collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aNullPrefixReadsTheWholePartitionAsANullComponentDoes(SampleEngine engine) {
    String none = null;
    assertEquals(USA, sales(engine).query().primary("USA").cityBeginsWith(none).list());
    assertEquals(sales(engine).query().primary("USA").city(none).list(),
        sales(engine).query().primary("USA").cityBeginsWith(none).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aNullRangeLeavesTheComponentOpen(SampleEngine engine) {
    String none = null;
    SaleEntity.PrimaryCityStep usa = sales(engine).query().primary("USA");
    assertEquals(USA, usa.cityGt(none).list());
    assertEquals(USA, usa.cityGte(none).list());
    assertEquals(USA, usa.cityLt(none).list());
    assertEquals(USA, usa.cityLte(none).list());
    assertEquals(USA, usa.cityBetween(none, none).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBetweenWithOneEndNullKeepsTheOtherEnd(SampleEngine engine) {
    String none = null;
    SaleEntity.PrimaryCityStep usa = sales(engine).query().primary("USA");
    assertEquals(List.of("LOS_ANGELES", "SAN"), cities(usa.cityBetween(none, "SAN").list()));
    assertEquals(List.of("SAN_FRANCISCO", "SEATTLE"), cities(usa.cityBetween("SAN_FRANCISCO", none).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStepAndAFilteredQueryShareOneTypeWithEveryTerminal(SampleEngine engine) {
    for (boolean expensiveOnly : List.of(true, false)) {
      SaleEntity.PrimaryCityStep step = sales(engine).query().primary("USA");
      var query = expensiveOnly ? step.filter(SaleEntity.AMOUNT.gt(new BigDecimal("20000"))) : step;
      List<Sale> expected = expensiveOnly ? List.of(sale("LOS_ANGELES", 316, 10), sale("SAN_FRANCISCO", 235, 6),
          sale("SAN_FRANCISCO", 235, 9)) : USA;
      assertEquals(expected, query.list());
      assertEquals(expected.size(), query.count());
      assertEquals(expected.get(0), query.first().orElseThrow());
      assertEquals(expected, query.stream().collect(Collectors.toList()));
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theCommonTypeContinuesAfterACursorWhicheverFormItHolds(SampleEngine engine) {
    Page<Sale> first = sales(engine).query().primary("USA").limit(2).page();
    String cursor = first.cursor().orElseThrow();

    EntityQuery<Sale> step = sales(engine).query().primary("USA");
    EntityQuery<Sale> operation = sales(engine).query().primary("USA").descending();
    assertEquals(USA.subList(2, USA.size()), step.startAfter(cursor).list());
    assertInstanceOf(SaleEntity.PrimaryCityStep.class, step.startAfter(cursor));
    assertEquals(USA.subList(0, 2), first.items());
    assertEquals(3, sales(engine).query().primary("USA").startAfter(cursor).count());
    assertEquals(List.of(USA.get(1), USA.get(0)),
        operation.startAfter(sales(engine).query().primary("USA").descending().limit(3).page().cursor().orElseThrow())
            .list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theBaseOfEveryStepTakesACursorAndKeepsTheStep(SampleEngine engine) {
    String cursor = sales(engine).query().primary("USA").limit(3).page().cursor().orElseThrow();
    SaleEntity.PrimaryCityStep step = sales(engine).query().primary("USA");
    IndexQuery<Sale, ?> base = step;

    assertSame(step, base.startAfter(cursor));
    assertEquals(USA.subList(3, USA.size()), base.list());
    assertEquals(List.of(sale("SAN_FRANCISCO", 235, 9)), step.city("SAN_FRANCISCO").list());
  }
}
