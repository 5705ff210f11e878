package com.example.sales;

import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryOperation;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/** Every way the query DSL lets a caller narrow the sales, in order. */
final class SaleQueries {
  private SaleQueries() {}

  static void all(SaleEntity sales) {
    List<Sale> country = sales.query().primary("USA").list();
    Page<Sale> page = sales.query().primary("USA").city("SAN").limit(10).descending().page();
    QueryOperation<Sale> store = sales.query().primary("USA").city("SAN").storeGt(235);
    Optional<Sale> month = sales.query().primary("USA").city("SAN").store(235).year(2020).month(9).first();
    QueryOperation<Sale> months = sales.query().primary("USA").city("SAN").store(235).year(2020).monthBetween(6, 9)
        .filter(SaleEntity.AMOUNT.gt(BigDecimal.ONE)).attributes(SaleEntity.AMOUNT);
    QueryOperation<Sale> cities = sales.query().primary("USA").cityBeginsWith("SAN");
    Sale updated = sales.update("USA", "SAN", 235, 2020, 9).set(SaleEntity.AMOUNT, BigDecimal.TEN)
        .condition(SaleEntity.AMOUNT.exists()).execute();
  }
}
