package dev.singletable.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class IdsTest {
  private static final int MANY = 20_000;

  @Test
  void aUlidIsTwentySixCrockfordCharactersLedByTheMillisecond() {
    long before = System.currentTimeMillis();
    String ulid = Ids.ulid();
    long after = System.currentTimeMillis();
    assertTrue(ulid.matches("[0-9A-HJKMNP-TV-Z]{26}"), ulid);
    long millis = 0;
    for (char c : ulid.substring(0, 10).toCharArray()) {
      millis = millis * 32 + "0123456789ABCDEFGHJKMNPQRSTVWXYZ".indexOf(c);
    }
    assertTrue(millis >= before && millis <= after + 1, ulid + " at " + millis);
  }

  @Test
  void aUlidsTextHoldsItsRandomBitsInOrder() {
    assertEquals("00000000000000000000000000", Ids.ulidText(0, 0, 0));
    assertEquals("0000000001ZZZZZZZZZZZZZZZZ", Ids.ulidText(1, 0xFFFF, -1L));
    assertEquals("00000000000000000000000001", Ids.ulidText(0, 0, 1));
    assertEquals("00000000000000000000000020", Ids.ulidText(0, 0, 64));
    assertEquals("0000000000G000000000000000", Ids.ulidText(0, 0x8000, 0));
  }

  @Test
  void aVersion7UuidCarriesItsMillisecondVersionAndVariant() {
    long before = System.currentTimeMillis();
    UUID uuid = Ids.uuidV7();
    long after = System.currentTimeMillis();
    assertEquals(7, uuid.version());
    assertEquals(2, uuid.variant());
    long millis = uuid.getMostSignificantBits() >>> 16;
    assertTrue(millis >= before && millis <= after + 1, uuid + " at " + millis);
  }

  @Test
  void aRandomUuidIsVersion4() {
    assertEquals(4, Ids.randomUuid().version());
  }

  @Test
  void idsOfOneMillisecondCountUp() {
    Ids.Monotonic ids = new Ids.Monotonic(16);
    long[] first = ids.next(1_000);
    long[] second = ids.next(1_000);
    assertEquals(1_000, second[0]);
    assertEquals(first[1] * (1L << 32) * (1L << 32) + first[2] + 1, second[1] * (1L << 32) * (1L << 32) + second[2]);
    assertTrue(Ids.ulidText(first[0], first[1], first[2]).compareTo(Ids.ulidText(second[0], second[1], second[2])) < 0);
  }

  @Test
  void anIdDrawnAfterTheClockWentBackStillSortsAfterTheLastOne() {
    Ids.Monotonic ids = new Ids.Monotonic(16);
    long[] last = ids.next(2_000);
    long[] next = ids.next(1_500);
    assertTrue(Ids.ulidText(last[0], last[1], last[2]).compareTo(Ids.ulidText(next[0], next[1], next[2])) < 0);
    assertEquals(2_000, next[0]);
  }

  @Test
  void aMillisecondWhoseRandomPartsAreSpentGoesOnInTheNext() {
    Ids.Monotonic ids = new Ids.Monotonic(16, 3_000, 0xFFFF, -1L);
    long[] next = ids.next(3_000);
    assertEquals(3_001, next[0]);
    assertTrue(Ids.ulidText(3_000, 0xFFFF, -1L).compareTo(Ids.ulidText(next[0], next[1], next[2])) < 0);
  }

  @Test
  void manyUlidsInTheSameMillisecondSortInTheOrderTheyWereDrawn() {
    assertDrawnInOrder(Ids::ulid);
  }

  @Test
  void manyVersion7UuidsInTheSameMillisecondSortInTheOrderTheyWereDrawn() {
    assertDrawnInOrder(() -> Ids.uuidV7().toString());
  }

  @Test
  void ulidsDrawnByManyThreadsAreDistinctAndEachThreadsSortInOrder() throws Exception {
    assertDistinctAcrossThreads(Ids::ulid);
  }

  @Test
  void version7UuidsDrawnByManyThreadsAreDistinctAndEachThreadsSortInOrder() throws Exception {
    assertDistinctAcrossThreads(() -> Ids.uuidV7().toString());
  }

  private static void assertDrawnInOrder(Supplier<String> ids) {
    List<String> drawn = new ArrayList<>();
    for (int i = 0; i < MANY; i++) {
      drawn.add(ids.get());
    }
    int sameMillisecond = 0;
    for (int i = 1; i < drawn.size(); i++) {
      assertTrue(drawn.get(i - 1).compareTo(drawn.get(i)) < 0, drawn.get(i - 1) + " then " + drawn.get(i));
      if (drawn.get(i - 1).substring(0, 10).equals(drawn.get(i).substring(0, 10))) {
        sameMillisecond++;
      }
    }
    assertTrue(sameMillisecond > MANY / 2, "ids in the same millisecond: " + sameMillisecond);
  }

  private static void assertDistinctAcrossThreads(Supplier<String> ids) throws Exception {
    int threads = 4;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<String>>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        results.add(pool.submit(() -> {
          List<String> drawn = new ArrayList<>();
          for (int i = 0; i < MANY; i++) {
            drawn.add(ids.get());
          }
          return drawn;
        }));
      }
      Set<String> all = new HashSet<>();
      for (Future<List<String>> result : results) {
        List<String> drawn = result.get();
        for (int i = 1; i < drawn.size(); i++) {
          assertTrue(drawn.get(i - 1).compareTo(drawn.get(i)) < 0, drawn.get(i - 1) + " then " + drawn.get(i));
        }
        all.addAll(drawn);
      }
      assertEquals(threads * MANY, all.size());
    } finally {
      pool.shutdownNow();
    }
  }
}
