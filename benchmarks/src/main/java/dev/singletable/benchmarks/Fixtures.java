package dev.singletable.benchmarks;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderStatus;
import dev.singletable.benchmarks.model.Parcel;
import dev.singletable.benchmarks.model.Profile;
import dev.singletable.benchmarks.model.Shipment;
import dev.singletable.benchmarks.model.Wide20;
import dev.singletable.benchmarks.model.Wide5;
import dev.singletable.benchmarks.model.Wide50;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The values every benchmark marshals. No value holds a key delimiter, and the instant has nine
 * fraction digits, so that {@code Instant.toString()} (the Enhanced Client's and the hand-written
 * format) and the generated fixed-width format store the same text.
 */
public final class Fixtures {
  private Fixtures() {}

  /** The small item. */
  public static Profile profile() {
    return new Profile("u-1842", "Alice Example", "alice@example.com", 34, true);
  }

  /** The medium item. */
  public static Order order() {
    return order("01HW1A7Q3T");
  }

  /** The medium item with another order id: the Query page holds 25 of them. */
  public static Order order(String orderId) {
    return new Order("acme", orderId, "c-4242", OrderStatus.PAID, Instant.parse("2024-04-30T09:15:10.123456789Z"),
        new BigDecimal("149.95"), "EUR", 3, 2350L, true, 0.15, "web", "express", "Berlin", "DE", "SPRING24",
        "Leave at the door, please", 2, List.of("gift", "priority", "eu"),
        Map.of("source", "newsletter", "campaign", "spring", "referrer", "partner-17"));
  }

  /** The nested item. */
  public static Shipment shipment() {
    return new Shipment("c-4242", "s-0001", "DHL",
        new Address("Unter den Linden 1", "Berlin", "10117", "DE"),
        List.of(new Parcel("SKU-1001", "Espresso cups, set of 4", 1, 900L),
            new Parcel("SKU-2040", "Coffee beans 1kg", 2, 2000L),
            new Parcel("SKU-3300", "Milk frother", 1, 450L)));
  }

  /** A {@link Wide5} with every attribute set. */
  public static Wide5 wide5(String id) {
    return new Wide5(
        id,
        "value of a01",
        1000000000002L,
        true,
        "value of a04");
  }

  /** A {@link Wide20} with every attribute set. */
  public static Wide20 wide20(String id) {
    return new Wide20(
        id,
        "value of a01",
        1000000000002L,
        true,
        "value of a04",
        1005,
        "value of a06",
        1000000000007L,
        false,
        "value of a09",
        1010,
        "value of a11",
        1000000000012L,
        true,
        "value of a14",
        1015,
        "value of a16",
        1000000000017L,
        false,
        "value of a19");
  }

  /** A {@link Wide50} with every attribute set. */
  public static Wide50 wide50(String id) {
    return new Wide50(
        id,
        "value of a01",
        1000000000002L,
        true,
        "value of a04",
        1005,
        "value of a06",
        1000000000007L,
        false,
        "value of a09",
        1010,
        "value of a11",
        1000000000012L,
        true,
        "value of a14",
        1015,
        "value of a16",
        1000000000017L,
        false,
        "value of a19",
        1020,
        "value of a21",
        1000000000022L,
        true,
        "value of a24",
        1025,
        "value of a26",
        1000000000027L,
        false,
        "value of a29",
        1030,
        "value of a31",
        1000000000032L,
        true,
        "value of a34",
        1035,
        "value of a36",
        1000000000037L,
        false,
        "value of a39",
        1040,
        "value of a41",
        1000000000042L,
        true,
        "value of a44",
        1045,
        "value of a46",
        1000000000047L,
        false,
        "value of a49");
  }
}
