package com.example.shop;

import dev.singletable.runtime.Table;

/** The orders of the shop's scan filtered by a customer attribute: it would match no order, so it must not compile. */
final class ServiceScanFilterWithAnotherEntitysAttribute {
  private ServiceScanFilterWithAnotherEntitysAttribute() {}

  static long count(Table table) {
    return ShopService.of(table).scan()
        .filter(ShopService.whereOrder(CustomerEntity.EMAIL.eq("tom@example.com")))
        .count();
  }
}
