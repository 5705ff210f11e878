package com.example.events;

/** A strongly consistent read of a global secondary index, which DynamoDB does not serve. */
final class ConsistentOnGlobalIndex {
  private ConsistentOnGlobalIndex() {}

  static Object placedOrders(EventEntity events) {
    return events.query().byType("OrderPlaced").consistent().list();
  }

  static Object scanOfTheIndex(EventEntity events) {
    return events.scanByType().consistent().list();
  }

  static Object placedOrdersAfterOne(EventEntity events) {
    return events.query().byType("OrderPlaced").eventIdGt("01").consistent().list();
  }
}
