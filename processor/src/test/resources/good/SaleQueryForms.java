package com.example.sales;

import dev.singletable.runtime.operation.EntityQuery;
import dev.singletable.runtime.operation.IndexQuery;
import java.math.BigDecimal;
import java.util.List;

/** A step and the query it ends in held by one variable, and nulls given to ranges and prefixes. */
final class SaleQueryForms {
  private SaleQueryForms() {}

  static List<Sale> either(SaleEntity sales, boolean onlyLarge, String cursor) {
    SaleEntity.PrimaryCityStep step = sales.query().primary("USA");
    var query = onlyLarge ? step.filter(SaleEntity.AMOUNT.gt(BigDecimal.TEN)) : step;
    long count = query.count();
    EntityQuery<Sale> held = onlyLarge ? step : step.limit(10);
    IndexQuery<Sale, ?> base = sales.query().primary("USA").city("SAN");
    base.startAfter(cursor).first();
    return held.startAfter(cursor).list();
  }

  static List<Sale> open(SaleEntity sales, String start, String low, String high) {
    sales.query().primary("USA").cityGt(null).first();
    sales.query().primary("USA").cityBetween(low, null).first();
    return sales.query().primary("USA").cityBeginsWith(start).list();
  }
}
