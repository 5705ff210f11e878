package com.example.docs;

/** A range on a plain integer, whose keys sort as text (V10 before V9). */
final class PlainIntegerRange {
  private PlainIntegerRange() {}

  static Object versionsAfterTheFirst(DocumentPartEntity parts) {
    return parts.query().primary("KBH").part(DocumentPart.Part.MAIN_CONTENT).versionGt(1).list();
  }
}
