package com.example.sales;

/** A range on the store while the city is free: DynamoDB cannot serve it, so it must not compile. */
final class OutOfOrderSortCondition {
  private OutOfOrderSortCondition() {}

  static Object storeWithoutCity(SaleEntity sales) {
    return sales.query().primary("USA").storeGt(235).list();
  }
}
