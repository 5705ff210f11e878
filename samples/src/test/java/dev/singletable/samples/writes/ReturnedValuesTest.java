package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.singletable.runtime.returned.UpdatedAttributes;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** What an update returns when asked: the old record, nothing, or the changed attributes before or after it. */
class ReturnedValuesTest {

  static Stream<?> engines() {
    return Engines.all();
  }

  private static StockItemEntity stock(SampleEngine engine) {
    return Stock.seeded(Engines.newTable(engine, "returned", StockItemEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void returningOldGivesTheRecordAsItWasBeforeTheUpdate(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    Optional<StockItem> before = stock.update("lamp").set(StockItemEntity.ON_HAND, 7).returningOld().execute();

    assertEquals(Optional.of(Stock.LAMP), before);
    assertEquals(7, stock.get("lamp").execute().orElseThrow().onHand());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertThatCreatesTheItemReturnsNoOldRecord(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    assertEquals(Optional.empty(), stock.upsert("desk").set(StockItemEntity.ON_HAND, 3).returningOld().execute());
    assertEquals(3, stock.get("desk").execute().orElseThrow().onHand());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void returningNothingStillAppliesTheUpdate(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    assertNull(stock.update("lamp").set(StockItemEntity.LABEL, "Reading lamp").returningNothing().execute());
    assertEquals("Reading lamp", stock.get("lamp").execute().orElseThrow().label());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatedOldAndNewHoldOnlyTheChangedAttributesDecodedByTheirConstants(SampleEngine engine) {
    StockItemEntity stock = stock(engine);

    UpdatedAttributes<StockItem> old = stock.update("lamp")
        .set(StockItemEntity.RESERVED, StockItemEntity.RESERVED.plus(3))
        .set(StockItemEntity.LABEL, "Reading lamp")
        .returningUpdatedOld().execute();

    assertEquals(Optional.of(2L), old.get(StockItemEntity.RESERVED));
    assertEquals(Optional.of("Desk lamp"), old.get(StockItemEntity.LABEL));
    assertFalse(old.contains(StockItemEntity.PRICE));

    UpdatedAttributes<StockItem> now = stock.update("lamp")
        .set(StockItemEntity.RESERVED, StockItemEntity.RESERVED.minus(1))
        .set(StockItemEntity.COST, (BigDecimal) null)
        .returningUpdatedNew().execute();

    assertEquals(Optional.of(4L), now.get(StockItemEntity.RESERVED));
    assertEquals(Optional.empty(), now.get(StockItemEntity.COST));
    assertFalse(now.contains(StockItemEntity.LABEL));
  }
}
