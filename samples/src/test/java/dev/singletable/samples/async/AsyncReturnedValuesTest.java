package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.singletable.runtime.returned.UpdatedAttributes;
import dev.singletable.samples.writes.Stock;
import dev.singletable.samples.writes.StockItem;
import dev.singletable.samples.writes.StockItemEntity;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code ReturnedValuesTest}: what an update returns when asked, async. */
class AsyncReturnedValuesTest {

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static StockItemEntity stock(AsyncEngines.Engine engine) {
    return Stock.seeded(engine.newTable("returned", StockItemEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void returningOldGivesTheRecordAsItWasBeforeTheUpdate(AsyncEngines.Engine engine) {
    StockItemEntity stock = stock(engine);

    assertEquals(Optional.of(Stock.LAMP), await(stock.update("lamp").set(StockItemEntity.ON_HAND, 7).returningOld().executeAsync()));
    assertEquals(Optional.empty(), await(stock.upsert("desk").set(StockItemEntity.ON_HAND, 3).returningOld().executeAsync()));
    assertEquals(7, await(stock.get("lamp").executeAsync()).orElseThrow().onHand());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void returningNothingAndTheChangedAttributes(AsyncEngines.Engine engine) {
    StockItemEntity stock = stock(engine);

    assertNull(await(stock.update("lamp").set(StockItemEntity.LABEL, "Reading lamp").returningNothing().executeAsync()));
    UpdatedAttributes<StockItem> old = await(stock.update("lamp").set(StockItemEntity.RESERVED, 5)
        .returningUpdatedOld().executeAsync());
    UpdatedAttributes<StockItem> now = await(stock.update("lamp").set(StockItemEntity.RESERVED, StockItemEntity.RESERVED.plus(1))
        .returningUpdatedNew().executeAsync());

    assertEquals(Optional.of(2L), old.get(StockItemEntity.RESERVED));
    assertEquals(Optional.of(6L), now.get(StockItemEntity.RESERVED));
    assertEquals("Reading lamp", await(stock.get("lamp").executeAsync()).orElseThrow().label());
  }
}
