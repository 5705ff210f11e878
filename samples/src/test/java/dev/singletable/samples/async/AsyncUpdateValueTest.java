package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.samples.writes.Stock;
import dev.singletable.samples.writes.StockItem;
import dev.singletable.samples.writes.StockItemEntity;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code UpdateValueTest}: values computed from the item's attributes, async. */
class AsyncUpdateValueTest {

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static StockItemEntity stock(AsyncEngines.Engine engine) {
    return Stock.seeded(engine.newTable("values", StockItemEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void unitsOnHandLessThoseReservedAreComputedByDynamoDb(AsyncEngines.Engine engine) {
    StockItemEntity stock = stock(engine);

    StockItem shipped = await(stock.update("lamp")
        .set(StockItemEntity.ON_HAND, StockItemEntity.ON_HAND.minus(StockItemEntity.RESERVED.orElse(0)))
        .set(StockItemEntity.RESERVED, 0)
        .executeAsync());

    assertEquals(8, shipped.onHand());
    assertEquals(shipped, await(stock.get("lamp").executeAsync()).orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readingAnAttributeTheItemDoesNotHoldFailsTheFutureWithEntityAttributeAndKey(AsyncEngines.Engine engine) {
    StockItemEntity stock = stock(engine);

    MissingPathException e = failure(MissingPathException.class, stock.update("bulb")
        .set(StockItemEntity.ON_HAND, StockItemEntity.ON_HAND.minus(StockItemEntity.RESERVED)).executeAsync());

    assertEquals(List.of("reserved"), e.paths());
    assertEquals("key pk=ITEM#bulb, sk=#ITEM", e.key());
    assertEquals(Stock.BULB, await(stock.get("bulb").executeAsync()).orElseThrow());
  }
}
