package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A collection's member bounds ({@code fromX}, {@code upToX}) kept inside the collection's sort-key prefix. */
class CollectionBoundConditionTest {
  @Test
  void fromAMembersKeyStopsAtTheEndOfThePrefix() {
    SortKeyCondition from = SortKeyCondition.from("$owned#REPO#r1", "$owned#");
    assertTrue(from.matches("$owned#REPO#r1"));
    assertTrue(from.matches("$owned#REPO#r2"));
    assertFalse(from.matches("$owned$"), "the least key after the prefix");
    assertFalse(from.matches("$ownedX"));
    assertFalse(from.matches("$owned#GIST#g1"));
    assertEquals("sk >= K", SortKeyCondition.from("K", null).toString());
  }

  @Test
  void upToAMembersKeyStartsAtThePrefix() {
    SortKeyCondition upTo = SortKeyCondition.upTo("$owned#GIST#g1", "$owned#");
    assertTrue(upTo.matches("$owned#"));
    assertTrue(upTo.matches("$owned#GIST#g1"));
    assertFalse(upTo.matches("$conversations#t#000001"));
    assertFalse(upTo.matches("$owned#GIST#g2"));
    assertEquals("sk <= K", SortKeyCondition.upTo("K", null).toString());
  }
}
