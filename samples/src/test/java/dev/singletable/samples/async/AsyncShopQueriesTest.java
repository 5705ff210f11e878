package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TableQuery;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.shop.Customer;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLogEntity;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shop's access patterns of {@code ShopQueriesTest}, through the async terminals of the query DSL. */
class AsyncShopQueriesTest {
  private static final Map<String, Table> SEEDED = Twins.cache();

  private static final List<Order> ZED_ORDERS = IntStream.rangeClosed(1, 12)
      .mapToObj(i -> new Order("ZED", 100 + i, i % 2 == 0 ? "SHIPPED" : "PLACED", BigDecimal.valueOf(i),
          SeedData.T0.plusSeconds(i)))
      .collect(Collectors.toList());

  static Stream<?> tables() {
    return Twins.seeded(SEEDED, AsyncShopQueriesTest::seed);
  }

  /** The shop seed, written with the async terminals, plus customer ZED and twelve orders. */
  static Table seed(AsyncEngines.Engine engine) {
    Table table = engine.newTable("shop", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
    SeedData.customers().forEach(c -> await(CustomerEntity.of(table).put(c).executeAsync()));
    SeedData.orders().forEach(o -> await(OrderEntity.of(table).put(o).executeAsync()));
    SeedData.orderLogs().forEach(l -> await(OrderLogEntity.of(table).put(l).executeAsync()));
    await(CustomerEntity.of(table).put(new Customer("ZED", "Zed")).executeAsync());
    ZED_ORDERS.forEach(o -> await(OrderEntity.of(table).put(o).executeAsync()));
    return table;
  }

  private static List<Integer> ids(List<Order> orders) {
    return orders.stream().map(Order::orderId).collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("tables")
  void readOneOrder(Table table) {
    OrderEntity orders = OrderEntity.of(table);
    assertEquals(Optional.of(SeedData.orders().get(0)), await(orders.query().primary("XYQ").orderId(1).firstAsync()));
    assertEquals(List.of(SeedData.orders().get(1)), await(orders.query().primary("XYQ").orderId(2).listAsync()));
    assertEquals(List.of(), await(orders.query().primary("XYQ").orderId(3).listAsync()));
    assertEquals(Optional.empty(), await(orders.query().primary("XYQ").orderId(3).firstAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void readOnlyTheOrdersOfACustomerNotTheCustomer(Table table) {
    OrderEntity orders = OrderEntity.of(table);
    assertEquals(SeedData.orders().subList(0, 2), await(orders.query().primary("XYQ").listAsync()));
    assertEquals(SeedData.orders().subList(2, 4), Twins.items(orders.query().primary("VLD").pages()));
    assertEquals(List.of(new Customer("XYQ", "Tom")), await(CustomerEntity.of(table).query().primary("XYQ").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void lastTenOrdersDescending(Table table) {
    OrderEntity orders = OrderEntity.of(table);
    assertEquals(List.of(112, 111, 110, 109, 108, 107, 106, 105, 104, 103),
        ids(await(orders.query().primary("ZED").descending().limit(10).listAsync())));
    // Published, the limit is the size of every page: the walk goes on to the last order.
    assertEquals(List.of(List.of(112, 111, 110, 109, 108, 107, 106, 105, 104, 103), List.of(102, 101)),
        Twins.pages(orders.query().primary("ZED").descending().limit(10).pages()).stream()
            .map(page -> ids(page.items())).collect(Collectors.toList()));
    assertEquals(List.of(112, 111, 110), ids(await(orders.query().primary("ZED").orderIdGt(109).descending().listAsync())));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void orderWithItsLogsThroughGsi1(Table table) {
    assertEquals(List.of(SeedData.orders().get(0)), await(OrderEntity.of(table).query().orderWithLogs("XYQ", 1).listAsync()));
    assertEquals(SeedData.orderLogs(), await(OrderLogEntity.of(table).query().orderWithLogs("XYQ", 1).listAsync()));
    assertEquals(List.of(SeedData.orderLogs().get(1)),
        await(OrderLogEntity.of(table).query().orderWithLogs("XYQ", 1).logIdGt(1).listAsync()));
    assertEquals(List.of(), await(OrderLogEntity.of(table).query().orderWithLogs("XYQ", 2).listAsync()));
    assertEquals(List.of(), Twins.items(OrderLogEntity.of(table).query().orderWithLogs("XYQ", 2).pages()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void filterOnTheReservedWordStatus(Table table) {
    OrderEntity orders = OrderEntity.of(table);
    assertEquals(List.of(102, 104, 106, 108, 110, 112),
        ids(await(orders.query().primary("ZED").filter(OrderEntity.STATUS.eq("SHIPPED")).listAsync())));
    // The filter reads 12 orders to keep 6; the limit counts what the caller receives.
    assertEquals(List.of(102, 104, 106),
        ids(await(orders.query().primary("ZED").filter(OrderEntity.STATUS.eq("SHIPPED")).limit(3).listAsync())));
    assertEquals(List.of(102, 104, 106),
        ids(await(orders.query().primary("ZED").filter(OrderEntity.STATUS.eq("SHIPPED")).limit(3).pageAsync()).items()));
    assertEquals(List.of(102, 104, 106, 108, 110, 112),
        ids(Twins.items(orders.query().primary("ZED").filter(OrderEntity.STATUS.eq("SHIPPED")).limit(3).pages())));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void projectionReadsKeysAndChosenAttributesOnly(Table table) {
    Order projected = await(OrderEntity.of(table).query().primary("XYQ").orderId(1).attributes(OrderEntity.STATUS)
        .firstAsync()).orElseThrow();

    assertEquals("XYQ", projected.customerId());
    assertEquals(1, projected.orderId());
    assertEquals("DELIVERED", projected.status());
    assertNull(projected.total());
    assertNull(projected.placedAt());
  }

  @ParameterizedTest
  @MethodSource("tables")
  void consistentReadsOnTheTableButNotOnTheIndex(Table table) {
    OrderEntity orders = OrderEntity.of(table);
    assertEquals(SeedData.orders().subList(0, 2), await(orders.query().primary("XYQ").consistent().listAsync()));
    // A global index's query is no TableQuery: consistent() does not compile on it (QueryDslCompileTest).
    assertFalse(orders.query().orderWithLogs("XYQ", 1) instanceof TableQuery);
  }
}
