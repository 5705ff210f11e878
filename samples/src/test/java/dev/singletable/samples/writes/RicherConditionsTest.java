package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributeType;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** IN, attribute_type and comparisons of two attributes of the item, as the engine evaluates them. */
class RicherConditionsTest {
  private static final Product LAMP = new Product("lamp", 12, 10, "LIVE");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static ProductEntity products(SampleEngine engine) {
    ProductEntity products = ProductEntity.of(Engines.newTable(engine, "conditions", ProductEntity.SCHEMA));
    products.put(LAMP).execute();
    return products;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void priceComparedWithCostOfTheSameItem(SampleEngine engine) {
    ProductEntity products = products(engine);

    assertThrows(ConditionFailedException.class, () -> products.update("lamp").set(ProductEntity.PRICE, 9)
        .condition(ProductEntity.PRICE.lt(ProductEntity.COST)).execute());
    Product cheaper = products.update("lamp").set(ProductEntity.PRICE, 11)
        .condition(ProductEntity.PRICE.gt(ProductEntity.COST)).execute();

    assertEquals(11, cheaper.price());
    assertEquals(cheaper, products.get("lamp").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void statusInAListOfValues(SampleEngine engine) {
    ProductEntity products = products(engine);

    assertThrows(ConditionFailedException.class, () -> products.update("lamp").set(ProductEntity.STATUS, "RETIRED")
        .condition(ProductEntity.STATUS.in("DRAFT", "PAUSED")).execute());
    assertEquals(LAMP, products.get("lamp").execute().orElseThrow());

    Product retired = products.update("lamp").set(ProductEntity.STATUS, "RETIRED")
        .condition(ProductEntity.STATUS.in("DRAFT", "LIVE", "PAUSED")).execute();
    assertEquals("RETIRED", retired.status());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aHundredValuesAreSentAndMoreAreRefusedBeforeSending(SampleEngine engine) {
    ProductEntity products = products(engine);
    List<Long> prices = new ArrayList<>();
    for (long p = 13; p < 113; p++) {
      prices.add(p);
    }

    assertThrows(ConditionFailedException.class, () -> products.update("lamp").set(ProductEntity.COST, 1)
        .condition(ProductEntity.PRICE.in(prices)).execute());
    prices.set(99, 12L);
    assertEquals(1, products.update("lamp").set(ProductEntity.COST, 1)
        .condition(ProductEntity.PRICE.in(prices)).execute().cost());

    prices.add(113L);
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> ProductEntity.PRICE.in(prices));
    assertEquals("price", e.field());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void attributeTypeTestsHowTheAttributeIsStored(SampleEngine engine) {
    ProductEntity products = products(engine);

    assertThrows(ConditionFailedException.class, () -> products.update("lamp").set(ProductEntity.STATUS, "PAUSED")
        .condition(ProductEntity.PRICE.attributeType(AttributeType.S)).execute());
    Product paused = products.update("lamp").set(ProductEntity.STATUS, "PAUSED")
        .condition(ProductEntity.PRICE.attributeType(AttributeType.N)
            .and(ProductEntity.STATUS.attributeType(AttributeType.S))).execute();

    assertEquals("PAUSED", paused.status());
  }
}
