package dev.singletable.benchmarks;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderStatus;
import dev.singletable.benchmarks.model.Parcel;
import dev.singletable.benchmarks.model.Profile;
import dev.singletable.benchmarks.model.Shipment;
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
}
