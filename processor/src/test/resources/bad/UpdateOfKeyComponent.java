package com.example.sales;

/** The store is a component of the primary key: no update can change it. */
final class UpdateOfKeyComponent {
  private UpdateOfKeyComponent() {}

  static Object moveSale(SaleEntity sales) {
    return sales.update("USA", "SAN", 235, 2020, 9).set(SaleEntity.STORE, 236).execute();
  }
}
