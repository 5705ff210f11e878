package com.example.shop;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TransactWrite;

/** A delete of an order given a customer's key: it would delete the customer item, so it must not compile. */
final class KeyOfAnotherEntityInTransaction {
  private KeyOfAnotherEntityInTransaction() {}

  static void deleteOrder(Table table) {
    TransactWrite.of(table).delete(OrderEntity.SCHEMA, CustomerEntity.key("XYQ")).execute();
  }
}
