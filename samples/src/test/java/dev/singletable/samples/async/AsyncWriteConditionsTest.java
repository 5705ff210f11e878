package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.shop.Customer;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/** The twin of {@code WriteConditionsTest}: conditions on put, create and delete, and the entity guard, async. */
class AsyncWriteConditionsTest {
  private static final Order ORDER = new Order("XYQ", 1, "PLACED", new BigDecimal("10.5"),
      Instant.parse("2024-01-02T00:00:00Z"));

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Table table(AsyncEngines.Engine engine) {
    return engine.newTable("writes", CustomerEntity.SCHEMA, OrderEntity.SCHEMA);
  }

  /** Stores, at the order's key, an item that claims to be a customer. */
  private static void foreignItemAtOrderKey(Table table) {
    Map<String, AttributeValue> item = new HashMap<>(CustomerEntity.toItem(new Customer("XYQ", "Tom")));
    item.putAll(OrderEntity.key("XYQ", 1));
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesNeverReplaceOrDeleteAnItemOfAnotherEntity(AsyncEngines.Engine engine) {
    Table table = table(engine);
    foreignItemAtOrderKey(table);

    ConditionFailedException e = failure(ConditionFailedException.class, OrderEntity.of(table).put(ORDER).executeAsync());

    assertEquals("order: condition failed for key PK=CUSTOMER#XYQ, SK=ORDER#00001: the item there belongs to"
        + " entity customer version 1, which a write of order never replaces or changes", e.getMessage());
    failure(ConditionFailedException.class, OrderEntity.of(table).delete("XYQ", 1).executeAsync());
    assertEquals(1, RawItems.scan(table).size());
    assertEquals("customer", RawItems.scan(table).get(0).get("__entity").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putWithConditionWritesOnlyWhenItHolds(AsyncEngines.Engine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));
    await(orders.put(ORDER).executeAsync());
    Order shipped = new Order("XYQ", 1, "SHIPPED", ORDER.total(), ORDER.placedAt());

    ConditionFailedException e = failure(ConditionFailedException.class,
        orders.put(shipped).condition(OrderEntity.STATUS.eq("PAID")).executeAsync());
    assertTrue(e.getMessage().endsWith(": the order item there does not meet the condition"), e.getMessage());
    assertEquals(Optional.of(ORDER), await(orders.get("XYQ", 1).executeAsync()));

    await(orders.put(shipped).condition(OrderEntity.STATUS.eq("PLACED")).executeAsync());
    assertEquals(Optional.of(shipped), await(orders.get("XYQ", 1).executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOfAnExistingKeySaysSo(AsyncEngines.Engine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));
    assertEquals(ORDER, await(orders.create(ORDER).executeAsync()));

    ConditionFailedException e = failure(ConditionFailedException.class, orders.create(ORDER).executeAsync());
    assertTrue(e.getMessage().endsWith(": an item of order has this key already"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteWithConditionDeletesOnlyWhenItHolds(AsyncEngines.Engine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));
    await(orders.put(ORDER).executeAsync());

    failure(ConditionFailedException.class,
        orders.delete("XYQ", 1).condition(OrderEntity.TOTAL.gt(new BigDecimal("20"))).executeAsync());
    assertEquals(Optional.of(ORDER), await(orders.get("XYQ", 1).executeAsync()));

    assertEquals(Optional.of(ORDER),
        await(orders.delete("XYQ", 1).condition(OrderEntity.TOTAL.le(new BigDecimal("10.5"))).executeAsync()));
    assertEquals(Optional.empty(), await(orders.get("XYQ", 1).executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteOfAMissingKeyIsNoErrorButAConditionOnItFails(AsyncEngines.Engine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));

    assertEquals(Optional.empty(), await(orders.delete("XYQ", 9).executeAsync()));
    ConditionFailedException e = failure(ConditionFailedException.class,
        orders.delete("XYQ", 9).condition(OrderEntity.STATUS.exists()).executeAsync());
    assertTrue(e.getMessage().endsWith(": no item has this key"), e.getMessage());
  }
}
