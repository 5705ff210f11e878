package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Conditions, filters and updates of paths inside an item: a nested record's component, a list element, a map value. */
class DocumentPathTest {

  static Stream<?> engines() {
    return Engines.all();
  }

  private static StockItemEntity stock(SampleEngine engine) {
    return Stock.seeded(Engines.newTable(engine, "paths", StockItemEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aNestedRecordsComponentIsTestedAndSetLeavingItsSiblingsAlone(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    assertThrows(ConditionFailedException.class, () -> stock.update("lamp")
        .set(StockItemEntity.SUPPLIER.address().city(), "Paris")
        .condition(StockItemEntity.SUPPLIER.address().city().eq("Lille")).execute());
    StockItem moved = stock.update("lamp")
        .set(StockItemEntity.SUPPLIER.address().city(), "Paris")
        .condition(StockItemEntity.SUPPLIER.address().city().eq("Lyon"))
        .execute();

    assertEquals(new StockItem.Supplier("Acme", new StockItem.Address("Paris", "69001")), moved.supplier());
    assertEquals(moved, stock.get("lamp").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listElementsAndMapValuesAreSetAddedToAndRemovedByPath(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    StockItem updated = stock.update("lamp")
        .set(StockItemEntity.TAGS.at(1), "halogen")
        .add(StockItemEntity.SCORES.key("math"), 2L)
        .set(StockItemEntity.SCORES.key("art"), StockItemEntity.SCORES.key("math").plus(10L))
        .condition(StockItemEntity.TAGS.at(0).eq("desk"))
        .execute();

    assertEquals(List.of("desk", "halogen"), updated.tags());
    assertEquals(Map.of("math", 5L, "art", 13L), updated.scores());

    StockItem removed = stock.update("lamp").remove(StockItemEntity.TAGS.at(0)).remove(StockItemEntity.SCORES.key("art")).execute();
    assertEquals(List.of("halogen"), removed.tags());
    assertEquals(Map.of("math", 5L), removed.scores());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void filtersReadNestedPaths(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    assertEquals(List.of(Stock.LAMP), stock.query().primary("lamp").filter(StockItemEntity.SUPPLIER.company().eq("Acme")
        .and(StockItemEntity.SCORES.key("math").ge(3L))).list());
    assertEquals(List.of(), stock.query().primary("lamp").filter(StockItemEntity.TAGS.at(1).eq("desk")).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void settingBelowAParentTheItemDoesNotHoldIsReportedWithEntityPathAndKey(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    MissingPathException nested = assertThrows(MissingPathException.class, () -> stock.update("bulb")
        .set(StockItemEntity.SUPPLIER.address().city(), "Paris").execute());
    assertEquals("stockItem", nested.entity());
    assertEquals(List.of("supplier.address"), nested.paths());
    assertEquals("key pk=ITEM#bulb, sk=#ITEM", nested.key());

    MissingPathException element = assertThrows(MissingPathException.class, () -> stock.update("bulb")
        .set(StockItemEntity.TAGS.at(0), "new").execute());
    assertEquals(List.of("tags"), element.paths());
    assertEquals(Stock.BULB, stock.get("bulb").execute().orElseThrow());
  }
}
