package com.example.shop;

import java.math.BigDecimal;

/** An update of an order conditional on a customer attribute: it must not compile. */
final class ConditionOfAnotherEntityInUpdate {
  private ConditionOfAnotherEntityInUpdate() {}

  static Order reprice(OrderEntity orders) {
    return orders.update("XYQ", 1).set(OrderEntity.TOTAL, BigDecimal.ONE)
        .condition(CustomerEntity.EMAIL.eq("tom@example.com")).execute();
  }
}
