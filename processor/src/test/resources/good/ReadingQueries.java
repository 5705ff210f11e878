package com.example.docs;

import java.math.BigDecimal;

/** Ranges on every component whose keys sort by value compile. */
final class ReadingQueries {
  private ReadingQueries() {}

  static Object ranges(ReadingEntity readings, DocumentPartEntity parts) {
    readings.query().primary("s").levelBetween(-5L, 5L).list();
    readings.query().primary("s").level(1L).offsetLt(-3).list();
    readings.query().primary("s").level(1L).offset(2).priceGte(new BigDecimal("-0.5")).list();
    readings.query().primary("s").level(1L).offset(2).price(BigDecimal.ONE).ratioBetween(-1e300, Double.MIN_VALUE).list();
    readings.query().primary("s").level(1L).offset(2).price(BigDecimal.ONE).ratio(0.5).rankGt(3).list();
    return parts.query().primary("KBH").part(DocumentPart.Part.MAIN_CONTENT).version(2).list();
  }
}
