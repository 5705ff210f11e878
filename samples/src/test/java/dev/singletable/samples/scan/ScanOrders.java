package dev.singletable.samples.scan;

import dev.singletable.samples.SeedData;
import dev.singletable.samples.shop.Order;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The 2,000 orders the scan tests read, sync and async, and what they compare: enough for four
 * segments of several pages each; moto reads its whole table, in key order, for each page it scans.
 */
public final class ScanOrders {
  /** How many orders. */
  public static final int ORDERS = 2_000;

  private ScanOrders() {}

  /** Order {@code i}: every third one shipped, spread over 100 customers. */
  public static Order order(int i) {
    boolean shipped = i % 3 == 0;
    return new Order("C" + (i % 100), i, shipped ? "SHIPPED" : "PLACED", BigDecimal.valueOf(i),
        SeedData.T0.plusSeconds(i), shipped ? SeedData.T0.plusSeconds(ORDERS + i) : null);
  }

  /** Every order, by number. */
  public static List<Order> orders() {
    return IntStream.range(0, ORDERS).mapToObj(ScanOrders::order).collect(Collectors.toList());
  }

  /** The numbers of the given orders. */
  public static Set<Integer> ids(List<Order> orders) {
    return orders.stream().map(Order::orderId).collect(Collectors.toSet());
  }

  /** The numbers of every order. */
  public static Set<Integer> allIds() {
    return IntStream.range(0, ORDERS).boxed().collect(Collectors.toSet());
  }
}
