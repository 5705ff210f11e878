package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * An item of a warehouse's stock: units on hand, units reserved for orders not yet shipped, a
 * price over a cost. Updates compute one from another ({@code onHand - reserved}), and reach into its
 * supplier's address, its tags and its scores by path ({@code supplier.address.city}, {@code tags[0]},
 * {@code scores.math}).
 */
@Entity(service = "inventory", name = "stockItem")
@Pk(template = "ITEM#${sku}")
@Sk(template = "#ITEM")
public record StockItem(String sku, long onHand, Long reserved, BigDecimal price, BigDecimal cost, String label,
                        Supplier supplier, List<String> tags, Map<String, Long> scores) {

  /** The item without supplier, tags or scores. */
  public StockItem(String sku, long onHand, Long reserved, BigDecimal price, BigDecimal cost, String label) {
    this(sku, onHand, reserved, price, cost, label, null, null, null);
  }

  /** Who supplies the item, stored as a map. */
  public record Supplier(String company, Address address) {}

  /** Where a supplier ships from, stored as a map inside the supplier's. */
  public record Address(String city, String zip) {}
}
