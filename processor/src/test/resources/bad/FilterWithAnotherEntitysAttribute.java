package com.example.shop;

import java.util.List;

/** A filter on orders that names a customer attribute: it would match no order, so it must not compile. */
final class FilterWithAnotherEntitysAttribute {
  private FilterWithAnotherEntitysAttribute() {}

  static List<Order> ordersOfTom(OrderEntity orders) {
    return orders.query().primary("XYQ").filter(CustomerEntity.EMAIL.eq("tom@example.com")).list();
  }
}
