package com.example.library;

import java.util.List;

/** The table's index by its own name, step for step as {@code primary}. */
final class CopyQueries {
  private CopyQueries() {}

  static List<Copy> copies(CopyEntity copies) {
    CopyEntity.PrimaryCopyIdStep byName = copies.query().copies("isbn-1");
    CopyEntity.PrimaryCopyIdStep byPrimary = copies.query().primary("isbn-1");
    return byName.copyIdBeginsWith("C").list();
  }
}
