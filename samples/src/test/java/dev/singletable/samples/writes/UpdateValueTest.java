package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Updates that set an attribute from another, or from a sum or difference, as the engine applies them. */
class UpdateValueTest {

  static Stream<?> engines() {
    return Engines.all();
  }

  private static StockItemEntity stock(SampleEngine engine) {
    return Stock.seeded(Engines.newTable(engine, "values", StockItemEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void unitsOnHandLessThoseReservedAreComputedByDynamoDb(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    StockItem shipped = stock.update("lamp")
        .set(StockItemEntity.ON_HAND, StockItemEntity.ON_HAND.minus(StockItemEntity.RESERVED))
        .set(StockItemEntity.RESERVED, 0)
        .execute();

    assertEquals(8, shipped.onHand());
    assertEquals(0L, shipped.reserved());
    assertEquals(shipped, stock.get("lamp").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAttributeIsSetFromAnotherAndFromASumWithANumber(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    StockItem repriced = stock.update("lamp")
        .set(StockItemEntity.PRICE, StockItemEntity.COST.plus(new BigDecimal("0.25")))
        .set(StockItemEntity.RESERVED, StockItemEntity.RESERVED.plus(3))
        .execute();

    assertEquals(0, new BigDecimal("10.00").compareTo(repriced.price()), repriced.price().toString());
    assertEquals(5L, repriced.reserved());

    StockItem atCost = stock.update("lamp").set(StockItemEntity.PRICE, StockItemEntity.COST).execute();
    assertEquals(0, new BigDecimal("9.75").compareTo(atCost.price()));
    assertEquals(atCost, stock.get("lamp").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readingAnAttributeTheItemDoesNotHoldIsReportedWithEntityAttributeAndKey(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    MissingPathException e = assertThrows(MissingPathException.class, () -> stock.update("bulb")
        .set(StockItemEntity.ON_HAND, StockItemEntity.ON_HAND.minus(StockItemEntity.RESERVED)).execute());

    assertEquals("stockItem", e.entity());
    assertEquals(List.of("reserved"), e.paths());
    assertTrue(e.key().contains("ITEM#bulb"), e.key());
    assertTrue(e.getMessage().startsWith("stockItem: the item at key pk=ITEM#bulb, sk=#ITEM does not hold reserved"), e.getMessage());
    assertEquals(400, assertInstanceOf(DynamoDbException.class, e.getCause()).statusCode());
    assertEquals(Stock.BULB, stock.get("bulb").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFallbackReadsAMissingAttributeAsItsValue(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    StockItem bulb = stock.update("bulb")
        .set(StockItemEntity.ON_HAND, StockItemEntity.ON_HAND.minus(StockItemEntity.RESERVED.orElse(0)))
        .set(StockItemEntity.RESERVED, StockItemEntity.RESERVED.orElse(0).plus(4))
        .set(StockItemEntity.COST, StockItemEntity.COST.orElse(BigDecimal.ONE))
        .execute();

    assertEquals(40, bulb.onHand());
    assertEquals(4L, bulb.reserved());
    assertEquals(0, BigDecimal.ONE.compareTo(bulb.cost()));
    assertEquals(bulb, stock.get("bulb").execute().orElseThrow());
  }
}
