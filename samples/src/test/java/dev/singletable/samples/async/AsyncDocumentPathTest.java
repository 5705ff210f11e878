package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.exception.MissingPathException;
import dev.singletable.samples.writes.Stock;
import dev.singletable.samples.writes.StockItem;
import dev.singletable.samples.writes.StockItemEntity;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code DocumentPathTest}: updates of nested paths, async. */
class AsyncDocumentPathTest {

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void nestedPathsAreSetAndAMissingParentIsReported(AsyncEngines.Engine engine) {
    StockItemEntity stock = Stock.seeded(engine.newTable("paths", StockItemEntity.SCHEMA));

    StockItem moved = await(stock.update("lamp").set(StockItemEntity.SUPPLIER.address().city(), "Paris")
        .set(StockItemEntity.TAGS.at(0), "lamp").add(StockItemEntity.SCORES.key("math"), 1L).executeAsync());
    MissingPathException e = failure(MissingPathException.class,
        stock.update("bulb").set(StockItemEntity.SCORES.key("math"), 1L).executeAsync());

    assertEquals("Paris", moved.supplier().address().city());
    assertEquals(List.of("lamp", "led"), moved.tags());
    assertEquals(Map.of("math", 4L), moved.scores());
    assertEquals(List.of("scores"), e.paths());
    assertEquals(Stock.BULB, await(stock.get("bulb").executeAsync()).orElseThrow());
  }
}
