package dev.singletable.samples.recipes.locking;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Version;

/**
 * How many units of a product are on hand. A put stores {@code revision + 1}, on condition that the
 * stored item is at {@code revision}: a record read before another writer's put is refused.
 */
@Entity(service = "stockroom", name = "stockLevel")
@Pk(template = "PRODUCT#${sku}")
@Sk(template = "STOCK")
public record StockLevel(String sku, long onHand, @Version long revision) {}
