package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
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

/** Conditions on put, create and delete, and the guard that keeps writes off other entities' items. */
class WriteConditionsTest {
  private static final Order ORDER = new Order("XYQ", 1, "PLACED", new BigDecimal("10.5"), Instant.parse("2024-01-02T00:00:00Z"));

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "writes", CustomerEntity.SCHEMA, OrderEntity.SCHEMA);
  }

  /** Stores, at the order's key, an item that claims to be a customer. */
  private static void foreignItemAtOrderKey(Table table) {
    Map<String, AttributeValue> item = new HashMap<>(CustomerEntity.toItem(new Customer("XYQ", "Tom")));
    item.putAll(OrderEntity.key("XYQ", 1));
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putNeverReplacesAnItemOfAnotherEntity(SampleEngine engine) {
    Table table = table(engine);
    foreignItemAtOrderKey(table);

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> OrderEntity.of(table).put(ORDER).execute());

    assertEquals("order: condition failed for key PK=CUSTOMER#XYQ, SK=ORDER#00001: the item there belongs to"
        + " entity customer version 1, which a write of order never replaces or changes", e.getMessage());
    assertEquals("customer", RawItems.scan(table).get(0).get("__entity").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteNeverDeletesAnItemOfAnotherEntity(SampleEngine engine) {
    Table table = table(engine);
    foreignItemAtOrderKey(table);

    assertThrows(ConditionFailedException.class, () -> OrderEntity.of(table).delete("XYQ", 1).execute());
    assertEquals(1, RawItems.scan(table).size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putWithConditionWritesOnlyWhenItHolds(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));
    orders.put(ORDER).execute();
    Order shipped = new Order("XYQ", 1, "SHIPPED", ORDER.total(), ORDER.placedAt());

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> orders.put(shipped).condition(OrderEntity.STATUS.eq("PAID")).execute());
    assertTrue(e.getMessage().endsWith(": the order item there does not meet the condition"), e.getMessage());
    assertEquals(Optional.of(ORDER), orders.get("XYQ", 1).execute());

    orders.put(shipped).condition(OrderEntity.STATUS.eq("PLACED")).execute();
    assertEquals(Optional.of(shipped), orders.get("XYQ", 1).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOfAnExistingKeySaysSo(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));
    orders.create(ORDER).execute();

    ConditionFailedException e = assertThrows(ConditionFailedException.class, () -> orders.create(ORDER).execute());
    assertTrue(e.getMessage().endsWith(": an item of order has this key already"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteWithConditionDeletesOnlyWhenItHolds(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));
    orders.put(ORDER).execute();

    assertThrows(ConditionFailedException.class,
        () -> orders.delete("XYQ", 1).condition(OrderEntity.TOTAL.gt(new BigDecimal("20"))).execute());
    assertEquals(Optional.of(ORDER), orders.get("XYQ", 1).execute());

    assertEquals(Optional.of(ORDER),
        orders.delete("XYQ", 1).condition(OrderEntity.TOTAL.le(new BigDecimal("10.5"))).execute());
    assertEquals(Optional.empty(), orders.get("XYQ", 1).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteOfAMissingKeyIsNoErrorButAConditionOnItFails(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(table(engine));

    assertEquals(Optional.empty(), orders.delete("XYQ", 9).execute());
    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> orders.delete("XYQ", 9).condition(OrderEntity.STATUS.exists()).execute());
    assertTrue(e.getMessage().endsWith(": no item has this key"), e.getMessage());
  }
}
