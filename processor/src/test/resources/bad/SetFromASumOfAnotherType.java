package com.example.shop;

/** An update that stores an int sum in a BigDecimal attribute: it must not compile. */
final class SetFromASumOfAnotherType {
  private SetFromASumOfAnotherType() {}

  static Order reprice(OrderEntity orders) {
    return orders.update("XYQ", 1).set(OrderEntity.TOTAL, OrderEntity.ORDER_ID.plus(1)).execute();
  }
}
