package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.writes.Basket.Line;
import dev.singletable.samples.writes.Basket.Shipment;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Paths into lists of records: a line's component by index, in updates, conditions and filters, nested lists included. */
class RecordListPathTest {
  private static final Basket BASKET = new Basket("b1",
      List.of(new Line("lamp", 1), new Line("bulb", 4)),
      List.of(new Shipment("post", List.of(new Line("lamp", 1))), new Shipment("courier", List.of(new Line("bulb", 4)))));

  static Stream<?> engines() {
    return Engines.all();
  }

  private static BasketEntity baskets(SampleEngine engine) {
    Table table = Engines.newTable(engine, "recordlists", BasketEntity.SCHEMA);
    BasketEntity baskets = BasketEntity.of(table);
    baskets.put(BASKET).execute();
    return baskets;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aLinesComponentIsSetByIndexLeavingTheOtherLinesAlone(SampleEngine engine) {
    BasketEntity baskets = baskets(engine);

    assertThrows(ConditionFailedException.class, () -> baskets.update("b1").set(BasketEntity.LINES.at(1).qty(), 5)
        .condition(BasketEntity.LINES.at(1).sku().eq("lamp")).execute());
    Basket changed = baskets.update("b1").set(BasketEntity.LINES.at(1).qty(), 5)
        .condition(BasketEntity.LINES.at(1).sku().eq("bulb")).execute();

    assertEquals(List.of(new Line("lamp", 1), new Line("bulb", 5)), changed.lines());
    assertEquals(BASKET.shipments(), changed.shipments());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aLineInAShipmentIsReachedThroughTwoLists(SampleEngine engine) {
    BasketEntity baskets = baskets(engine);

    Basket changed = baskets.update("b1").set(BasketEntity.SHIPMENTS.at(1).lines().at(0).qty(), 3)
        .condition(BasketEntity.SHIPMENTS.at(1).carrier().eq("courier")).execute();

    assertEquals(new Shipment("courier", List.of(new Line("bulb", 3))), changed.shipments().get(1));
    assertEquals(BASKET.shipments().get(0), changed.shipments().get(0));
    assertEquals("shipments[1].lines[0].qty", BasketEntity.SHIPMENTS.at(1).lines().at(0).qty().documentPath());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFilterOnALinesComponentSelectsTheItems(SampleEngine engine) {
    BasketEntity baskets = baskets(engine);
    baskets.put(new Basket("b2", List.of(new Line("desk", 1)), List.of())).execute();

    assertEquals(List.of("b1"), baskets.query().primary("b1").filter(BasketEntity.LINES.at(0).sku().eq("lamp")).list()
        .stream().map(Basket::basketId).toList());
    assertEquals(List.of(), baskets.query().primary("b2").filter(BasketEntity.LINES.at(0).sku().eq("lamp")).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWholeLineIsReplacedAndAMissingListIsReportedByPath(SampleEngine engine) {
    BasketEntity baskets = baskets(engine);

    Basket replaced = baskets.update("b1").set(BasketEntity.LINES.at(0), new Line("desk", 2)).execute();
    assertEquals(new Line("desk", 2), replaced.lines().get(0));

    baskets.put(new Basket("b3", null, null)).execute();
    MissingPathException e = assertThrows(MissingPathException.class,
        () -> baskets.update("b3").set(BasketEntity.LINES.at(0).qty(), 1).execute());
    assertTrue(e.getMessage().contains("does not hold lines[0]"), e.getMessage());
    assertThrows(InvalidValueException.class, () -> BasketEntity.LINES.at(-1));
  }
}
