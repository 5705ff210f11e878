package com.example.shop;

/** An update of a customer that sets its email from an order's attribute: it must not compile. */
final class SetFromAnotherEntitysAttribute {
  private SetFromAnotherEntitysAttribute() {}

  static Customer rename(CustomerEntity customers) {
    return customers.update("XYQ").set(CustomerEntity.EMAIL, OrderEntity.CUSTOMER_ID).execute();
  }
}
