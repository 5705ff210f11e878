package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.samples.writes.StockItem;
import dev.singletable.samples.writes.StockItemEntity;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code DocumentPathTest}: updates of nested paths, async. */
class AsyncDocumentPathTest {
  private static final StockItem LAMP = new StockItem("lamp", 10, 2L, new BigDecimal("12.5"), new BigDecimal("9.75"), "Desk lamp",
      new StockItem.Supplier("Acme", new StockItem.Address("Lyon", "69001")), List.of("desk", "led"), Map.of("math", 3L));
  private static final StockItem BULB = new StockItem("bulb", 40, null, new BigDecimal("1.2"), null, null);

  static Stream<?> engines() {
    return AsyncEngines.both();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void nestedPathsAreSetAndAMissingParentIsReported(AsyncEngines.Engine engine) {
    StockItemEntity stock = StockItemEntity.of(engine.newTable("paths", StockItemEntity.SCHEMA));
    await(stock.put(LAMP).executeAsync());
    await(stock.put(BULB).executeAsync());

    StockItem moved = await(stock.update("lamp").set(StockItemEntity.SUPPLIER.address().city(), "Paris")
        .set(StockItemEntity.TAGS.at(0), "lamp").add(StockItemEntity.SCORES.key("math"), 1L).executeAsync());
    MissingPathException e = failure(MissingPathException.class,
        stock.update("bulb").set(StockItemEntity.SCORES.key("math"), 1L).executeAsync());

    assertEquals("Paris", moved.supplier().address().city());
    assertEquals(List.of("lamp", "led"), moved.tags());
    assertEquals(Map.of("math", 4L), moved.scores());
    assertEquals(List.of("scores"), e.paths());
    assertEquals(BULB, await(stock.get("bulb").executeAsync()).orElseThrow());
  }
}
