package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLogEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code ForgedCursorTest}: cursors of async pages are taken only by the query that made them. */
class AsyncForgedCursorTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static OrderEntity orders(AsyncEngines.Engine engine) {
    OrderEntity orders = OrderEntity.of(engine.newTable("cursor", OrderEntity.SCHEMA, OrderLogEntity.SCHEMA));
    for (String customer : new String[] {"victim", "attacker"}) {
      for (int i = 1; i <= 5; i++) {
        await(orders.put(new Order(customer, i, "PLACED", BigDecimal.ONE, Instant.EPOCH)).executeAsync());
      }
    }
    return orders;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cursorsOfPublishedPagesAreRefusedByOtherQueries(AsyncEngines.Engine engine) {
    OrderEntity orders = orders(engine);
    String attackers = Twins.pages(orders.query().primary("attacker").limit(2).pages()).get(0).cursor().orElseThrow();
    String primary = await(orders.query().primary("victim").limit(1).pageAsync()).cursor().orElseThrow();

    SingleTableException e = assertThrows(SingleTableException.class,
        () -> orders.query().primary("victim").startAfter(attackers));
    assertTrue(e.getMessage().contains("not a cursor of this query"), e.getMessage());
    assertThrows(SingleTableException.class, () -> orders.query().orderWithLogs("victim", 1).startAfter(primary));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aGenuineCursorStillWalksEveryPage(AsyncEngines.Engine engine) {
    OrderEntity orders = orders(engine);
    Page<Order> first = await(orders.query().primary("victim").limit(2).pageAsync());

    List<Page<Order>> rest = Twins.pages(orders.query().primary("victim").limit(2)
        .startAfter(first.cursor().orElseThrow()).pages());

    assertEquals(List.of(List.of(3, 4), List.of(5)), rest.stream()
        .map(page -> page.items().stream().map(Order::orderId).collect(Collectors.toList()))
        .filter(ids -> !ids.isEmpty()).collect(Collectors.toList()));
  }
}
