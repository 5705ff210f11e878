package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/**
 * An item of a warehouse's stock: units on hand, units reserved for orders not yet shipped, a
 * price over a cost. Updates compute one from another ({@code onHand - reserved}).
 */
@Entity(service = "inventory", name = "stockItem")
@Pk(template = "ITEM#${sku}")
@Sk(template = "#ITEM")
public record StockItem(String sku, long onHand, Long reserved, BigDecimal price, BigDecimal cost, String label) {}
