package dev.singletable.runtime.id;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.internal.Ids;
import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

class UlidsTest {
  private static final long MAX_MILLIS = (1L << 48) - 1;
  private static final Instant LAST = Instant.parse("+10889-08-02T05:31:50.655999999Z");

  @Test
  void theTimeOfAnIdTheLibraryDrawsIsTheMillisecondItWasDrawnIn() {
    long before = System.currentTimeMillis();
    String ulid = Ids.ulid();
    long after = System.currentTimeMillis();
    long millis = Ulids.timeOf(ulid).toEpochMilli();
    assertTrue(millis >= before && millis <= after + 1, ulid + " read as " + millis + ", drawn in " + before + " to " + after);
    assertEquals(0, Ulids.timeOf(ulid).getNano() % 1_000_000);
  }

  @Test
  void idsDrawnOneAfterTheOtherLieBetweenTheLowestAndHighestOfTheirMillisecond() {
    for (int i = 0; i < 1_000; i++) {
      String ulid = Ids.ulid();
      Instant drawn = Ulids.timeOf(ulid);
      assertTrue(Ulids.lowest(drawn).compareTo(ulid) <= 0, ulid + " before " + Ulids.lowest(drawn));
      assertTrue(ulid.compareTo(Ulids.highest(drawn)) <= 0, ulid + " after " + Ulids.highest(drawn));
      assertTrue(Ulids.highest(drawn.minusMillis(1)).compareTo(ulid) < 0, ulid);
      assertTrue(ulid.compareTo(Ulids.lowest(drawn.plusMillis(1))) < 0, ulid);
    }
  }

  @Test
  void theTimeWrittenByIdsReadsBackOverTheWholeRange() {
    Random random = new Random(42);
    for (int i = 0; i < 10_000; i++) {
      long millis = random.nextLong() & MAX_MILLIS;
      String ulid = Ids.ulidText(millis, random.nextLong() & 0xFFFF, random.nextLong());
      assertEquals(Instant.ofEpochMilli(millis), Ulids.timeOf(ulid), ulid);
      assertEquals(ulid.substring(0, 10), Ulids.lowest(Instant.ofEpochMilli(millis)).substring(0, 10));
      assertEquals(ulid.substring(0, 10), Ulids.highest(Instant.ofEpochMilli(millis)).substring(0, 10));
    }
  }

  @Test
  void theSpecificationsExampleHoldsItsMillisecond() {
    assertEquals(Instant.ofEpochMilli(1_469_922_850_259L), Ulids.timeOf("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    assertEquals("01ARZ3NDEK0000000000000000", Ulids.lowest(Instant.parse("2016-07-30T23:54:10.259Z")));
    assertEquals("01ARZ3NDEKZZZZZZZZZZZZZZZZ", Ulids.highest(Instant.parse("2016-07-30T23:54:10.259Z")));
  }

  @Test
  void theBoundsOfAMillisecondAreItsTimeFollowedBySixteenZerosOrSixteenZs() {
    assertEquals("00000000000000000000000000", Ulids.lowest(Instant.EPOCH));
    assertEquals("0000000000ZZZZZZZZZZZZZZZZ", Ulids.highest(Instant.EPOCH));
    assertEquals("000000000ZZZZZZZZZZZZZZZZZ", Ulids.highest(Instant.ofEpochMilli(31)));
    assertEquals("00000000100000000000000000", Ulids.lowest(Instant.ofEpochMilli(32)));
    assertEquals("7ZZZZZZZZZ0000000000000000", Ulids.lowest(LAST));
    assertEquals("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", Ulids.highest(LAST));
    assertEquals(Instant.EPOCH, Ulids.timeOf("00000000000000000000000000"));
    assertEquals(Instant.ofEpochMilli(MAX_MILLIS), Ulids.timeOf("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"));
  }

  @Test
  void anInstantIsTakenToItsMillisecond() {
    Instant millisecond = Instant.parse("2026-12-07T16:45:51.123Z");
    assertEquals(Ulids.lowest(millisecond), Ulids.lowest(millisecond.plusNanos(999_999)));
    assertEquals(Ulids.highest(millisecond), Ulids.highest(millisecond.plusNanos(1)));
    assertTrue(Ulids.highest(millisecond).compareTo(Ulids.lowest(millisecond.plusNanos(1_000_000))) < 0);
    assertEquals(millisecond, Ulids.timeOf(Ulids.highest(millisecond.plusNanos(999_999))));
  }

  @Test
  void instantsBeforeTheEpochOrBeyondFortyEightBitsOfMillisecondsAreRefused() {
    for (Instant outside : new Instant[] {Instant.EPOCH.minusNanos(1), Instant.ofEpochMilli(-1),
        LAST.plusNanos(1), Instant.ofEpochMilli(MAX_MILLIS + 1), Instant.MIN, Instant.MAX}) {
      IllegalArgumentException lowest = assertThrows(IllegalArgumentException.class, () -> Ulids.lowest(outside));
      assertEquals(outside + " is outside the times a ULID holds, 1970-01-01T00:00:00Z to " + LAST, lowest.getMessage());
      assertThrows(IllegalArgumentException.class, () -> Ulids.highest(outside));
    }
    assertThrows(NullPointerException.class, () -> Ulids.lowest(null));
    assertThrows(NullPointerException.class, () -> Ulids.highest(null));
  }

  @Test
  void lowerCaseReadsAsUpperCaseAsTheSpecificationAllows() {
    assertEquals(Ulids.timeOf("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Ulids.timeOf("01arz3ndektsv4rrffq69g5fav"));
    assertEquals(Ulids.timeOf("01ARZ3NDEKTSV4RRFFQ69G5FAV"), Ulids.timeOf("01aRz3NdEktsv4RRFFQ69G5FAV"));
    assertEquals(Instant.ofEpochMilli(MAX_MILLIS), Ulids.timeOf("7zzzzzzzzzzzzzzzzzzzzzzzzz"));
  }

  @Test
  void aTextOfAnotherLengthIsRefusedNamingIt() {
    assertRefused("01ARZ3NDEK", "\"01ARZ3NDEK\" is no ULID: a ULID has 26 characters, this text has 10");
    assertRefused("", "\"\" is no ULID: a ULID has 26 characters, this text has 0");
    assertRefused("01ARZ3NDEKTSV4RRFFQ69G5FA", "\"01ARZ3NDEKTSV4RRFFQ69G5FA\" is no ULID: a ULID has 26 characters, this text has 25");
    assertRefused("01ARZ3NDEKTSV4RRFFQ69G5FAV0", "\"01ARZ3NDEKTSV4RRFFQ69G5FAV0\" is no ULID: a ULID has 26 characters, this text has 27");
    assertRefused("0".repeat(10_000), "\"" + "0".repeat(40) + "...\" is no ULID: a ULID has 26 characters, this text has 10000");
  }

  @Test
  void lettersThatAreNoCrockfordDigitsAreRefusedNamingTheTextAndThePlace() {
    String digits = " is no digit of Crockford's base 32 (0-9 and A-Z without I, L, O and U, either case)";
    assertRefused("01ARZ3NDEKTSV4RRFFQ69G5FAU", "\"01ARZ3NDEKTSV4RRFFQ69G5FAU\" is no ULID: 'U' at index 25" + digits);
    assertRefused("0IARZ3NDEKTSV4RRFFQ69G5FAV", "\"0IARZ3NDEKTSV4RRFFQ69G5FAV\" is no ULID: 'I' at index 1" + digits);
    assertRefused("01ARZ3NDELTSV4RRFFQ69G5FAV", "\"01ARZ3NDELTSV4RRFFQ69G5FAV\" is no ULID: 'L' at index 9" + digits);
    assertRefused("O1ARZ3NDEKTSV4RRFFQ69G5FAV", "\"O1ARZ3NDEKTSV4RRFFQ69G5FAV\" is no ULID: 'O' at index 0" + digits);
    for (char letter : "ILOUilou".toCharArray()) {
      assertThrows(IllegalArgumentException.class, () -> Ulids.timeOf("01ARZ3NDEK" + letter + "SV4RRFFQ69G5FAV"));
    }
    for (String other : new String[] {"01ARZ3NDEK-SV4RRFFQ69G5FAV", "01ARZ3NDEKTSV4RRFFQ69G5FA\u00c9",
        "01ARZ3NDEKTSV4RRFFQ69G5FA\uff21", "01ARZ3NDEKTSV4RRFFQ69G5FA_"}) {
      assertThrows(IllegalArgumentException.class, () -> Ulids.timeOf(other), other);
    }
    assertRefused("01ARZ3NDEKTSV4RRFFQ69G5FA ", "\"01ARZ3NDEKTSV4RRFFQ69G5FA \" is no ULID: U+0020 at index 25" + digits);
  }

  @Test
  void aFirstCharacterAboveSevenIsRefusedAsMoreThan128Bits() {
    assertRefused("8ZZZZZZZZZZZZZZZZZZZZZZZZZ",
        "\"8ZZZZZZZZZZZZZZZZZZZZZZZZZ\" is no ULID: its first character is at most 7 (a ULID holds 128 bits), not '8'");
    assertRefused("80000000000000000000000000",
        "\"80000000000000000000000000\" is no ULID: its first character is at most 7 (a ULID holds 128 bits), not '8'");
    assertRefused("z0000000000000000000000000",
        "\"z0000000000000000000000000\" is no ULID: its first character is at most 7 (a ULID holds 128 bits), not 'z'");
  }

  @Test
  void nullIsRefused() {
    NullPointerException refused = assertThrows(NullPointerException.class, () -> Ulids.timeOf(null));
    assertEquals("ulid", refused.getMessage());
  }

  private static void assertRefused(String text, String message) {
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Ulids.timeOf(text));
    assertEquals(message, refused.getMessage());
  }
}
