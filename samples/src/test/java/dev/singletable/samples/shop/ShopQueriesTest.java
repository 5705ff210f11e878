package dev.singletable.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TableQuery;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The access patterns of seed 001's one-to-many design, through the query DSL: read one order,
 * read only the orders of a customer, the last N orders, and an order with its logs through GSI1.
 * Customer ZED has twelve orders besides the seed's.
 */
class ShopQueriesTest {
  private static final Map<SampleEngine, Table> SEEDED = new ConcurrentHashMap<>();

  static Stream<?> engines() {
    return Engines.all();
  }

  private static final List<Order> ZED_ORDERS = IntStream.rangeClosed(1, 12)
      .mapToObj(i -> new Order("ZED", 100 + i, i % 2 == 0 ? "SHIPPED" : "PLACED", BigDecimal.valueOf(i),
          SeedData.T0.plusSeconds(i)))
      .collect(Collectors.toList());

  private static Table table(SampleEngine engine) {
    return SEEDED.computeIfAbsent(engine, e -> {
      Table table = Engines.newTable(e, "shop", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
      SeedData.customers().forEach(c -> CustomerEntity.of(table).put(c).execute());
      SeedData.orders().forEach(o -> OrderEntity.of(table).put(o).execute());
      SeedData.orderLogs().forEach(l -> OrderLogEntity.of(table).put(l).execute());
      CustomerEntity.of(table).put(new Customer("ZED", "Zed")).execute();
      ZED_ORDERS.forEach(o -> OrderEntity.of(table).put(o).execute());
      return table;
    });
  }

  private static OrderEntity orders(SampleEngine engine) {
    return OrderEntity.of(table(engine));
  }

  private static List<Integer> ids(List<Order> orders) {
    return orders.stream().map(Order::orderId).collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readOneOrder(SampleEngine engine) {
    assertEquals(Optional.of(SeedData.orders().get(0)), orders(engine).query().primary("XYQ").orderId(1).first());
    assertEquals(List.of(SeedData.orders().get(1)), orders(engine).query().primary("XYQ").orderId(2).list());
    assertEquals(List.of(), orders(engine).query().primary("XYQ").orderId(3).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readOnlyTheOrdersOfACustomerNotTheCustomer(SampleEngine engine) {
    assertEquals(SeedData.orders().subList(0, 2), orders(engine).query().primary("XYQ").list());
    assertEquals(SeedData.orders().subList(2, 4), orders(engine).query().primary("VLD").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readTheCustomerByItsPartition(SampleEngine engine) {
    // sk CUSTOMER#${customerId} repeats the partition key: the query is of that one key.
    assertEquals(List.of(new Customer("XYQ", "Tom")), CustomerEntity.of(table(engine)).query().primary("XYQ").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void lastTenOrdersDescending(SampleEngine engine) {
    assertEquals(List.of(112, 111, 110, 109, 108, 107, 106, 105, 104, 103),
        ids(orders(engine).query().primary("ZED").descending().limit(10).list()));
    assertEquals(List.of(112, 111, 110), ids(orders(engine).query().primary("ZED").orderIdGt(109).descending().list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void orderWithItsLogsThroughGsi1(SampleEngine engine) {
    Table table = table(engine);

    assertEquals(List.of(SeedData.orders().get(0)), OrderEntity.of(table).query().orderWithLogs("XYQ", 1).list());
    assertEquals(SeedData.orderLogs(), OrderLogEntity.of(table).query().orderWithLogs("XYQ", 1).list());
    assertEquals(List.of(SeedData.orderLogs().get(1)),
        OrderLogEntity.of(table).query().orderWithLogs("XYQ", 1).logIdGt(1).list());
    assertEquals(List.of(), OrderLogEntity.of(table).query().orderWithLogs("XYQ", 2).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void filterOnTheReservedWordStatus(SampleEngine engine) {
    assertEquals(List.of(102, 104, 106, 108, 110, 112),
        ids(orders(engine).query().primary("ZED").filter(OrderEntity.STATUS.eq("SHIPPED")).list()));
    // The filter reads 12 orders to keep 6; the limit counts what the caller receives.
    assertEquals(List.of(102, 104, 106),
        ids(orders(engine).query().primary("ZED").filter(OrderEntity.STATUS.eq("SHIPPED")).limit(3).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void projectionReadsKeysAndChosenAttributesOnly(SampleEngine engine) {
    Order projected = orders(engine).query().primary("XYQ").orderId(1).attributes(OrderEntity.STATUS).first()
        .orElseThrow();

    assertEquals("XYQ", projected.customerId());
    assertEquals(1, projected.orderId());
    assertEquals("DELIVERED", projected.status());
    assertNull(projected.total());
    assertNull(projected.placedAt());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void consistentReadsOnTheTableButNotOnTheIndex(SampleEngine engine) {
    assertEquals(SeedData.orders().subList(0, 2), orders(engine).query().primary("XYQ").consistent().list());
    // A global index's query is no TableQuery: consistent() does not compile on it (QueryDslCompileTest).
    assertFalse(orders(engine).query().orderWithLogs("XYQ", 1) instanceof TableQuery);
  }
}
