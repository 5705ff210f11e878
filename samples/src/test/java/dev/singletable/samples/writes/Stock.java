package dev.singletable.samples.writes;

import dev.singletable.runtime.Table;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/** The stock the update tests start from: a lamp holding every attribute, a bulb holding few. */
public final class Stock {
  /** Ten on hand, two reserved, a supplier in Lyon, two tags and a score. */
  public static final StockItem LAMP = new StockItem("lamp", 10, 2L, new BigDecimal("12.5"), new BigDecimal("9.75"), "Desk lamp",
      new StockItem.Supplier("Acme", new StockItem.Address("Lyon", "69001")), List.of("desk", "led"), Map.of("math", 3L));
  /** Forty on hand and a price; nothing reserved, no cost, label, supplier, tags or scores. */
  public static final StockItem BULB = new StockItem("bulb", 40, null, new BigDecimal("1.2"), null, null);

  private Stock() {}

  /**
   * The entity bound to {@code table}, with the lamp and the bulb stored by the sync terminals.
   *
   * @param table a table created for {@link StockItemEntity#SCHEMA}
   * @return the entity
   */
  public static StockItemEntity seeded(Table table) {
    StockItemEntity stock = StockItemEntity.of(table);
    stock.put(LAMP).execute();
    stock.put(BULB).execute();
    return stock;
  }
}
