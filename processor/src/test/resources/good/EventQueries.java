package com.example.events;

import java.util.List;

/** Consistent reads of the table, and a cursor that keeps the step before the narrowing. */
final class EventQueries {
  private EventQueries() {}

  static List<Event> latest(EventEntity events, String cursor) {
    return events.query().primary("order", "1234").startAfter(cursor).seqNumGt(10L).limit(5).consistent().list();
  }

  static List<Event> scanned(EventEntity events) {
    return events.scan().limit(10).consistent().list();
  }

  static List<Event> placed(EventEntity events, String cursor) {
    return events.query().byType("OrderPlaced").startAfter(cursor).eventIdGt("01").list();
  }
}
