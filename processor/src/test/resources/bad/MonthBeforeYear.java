package com.example.sales;

/** A month fixed while the year is free. */
final class MonthBeforeYear {
  private MonthBeforeYear() {}

  static Object monthWithoutYear(SaleEntity sales) {
    return sales.query().primary("USA").city("SAN").store(235).monthGte(6).list();
  }
}
