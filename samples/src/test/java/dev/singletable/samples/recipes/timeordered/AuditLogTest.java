package dev.singletable.samples.recipes.timeordered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.id.Ulids;
import dev.singletable.samples.Engines;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ids the library draws list entries in creation order, newest first or by time range. */
class AuditLogTest {
  private static AuditLog log() {
    return new AuditLog(AuditLogService.of(Engines.newTable(Engines.http(), "recipe-ulid", AuditEntryEntity.SCHEMA)));
  }

  @Test
  void theLatestEntriesComeNewestFirst() {
    AuditLog log = log();
    List<String> appended = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      appended.add(log.append("acct-1", "action " + i).entryId());
    }
    log.append("acct-2", "another account");
    List<String> newestFirst = new ArrayList<>(appended);
    Collections.reverse(newestFirst);
    assertEquals(newestFirst, log.latest("acct-1", 30).stream().map(AuditEntry::entryId).toList());
    assertEquals(newestFirst.subList(0, 3), log.latest("acct-1", 3).stream().map(AuditEntry::entryId).toList());
  }

  @Test
  void idsDrawnInOneMillisecondSortInTheOrderTheyWereDrawnNotWritten() {
    AuditEntryEntity entries = AuditLogService.of(
        Engines.newTable(Engines.http(), "recipe-ulid", AuditEntryEntity.SCHEMA)).auditEntries();
    List<AuditEntry> drawn = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      drawn.add(AuditEntryEntity.completed(new AuditEntry("acct-1", null, "action " + i)));
    }
    // Drawn faster than the clock ticks: many share a millisecond, and still sort as drawn.
    assertTrue(drawn.stream().map(entry -> Ulids.timeOf(entry.entryId())).distinct().count() < drawn.size());
    List<AuditEntry> shuffled = new ArrayList<>(drawn);
    Collections.shuffle(shuffled, new java.util.Random(7));
    for (AuditEntry entry : shuffled) {
      entries.create(entry).execute();
    }
    assertEquals(drawn, entries.query().primary("acct-1").list());
  }

  @Test
  void aTimeRangeReadsTheEntriesDrawnInIt() throws InterruptedException {
    AuditLog log = log();
    List<String> before = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      before.add(log.append("acct-1", "before " + i).entryId());
    }
    Thread.sleep(3);
    Instant from = Instant.now();
    Thread.sleep(2);
    List<String> inside = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      inside.add(log.append("acct-1", "inside " + i).entryId());
    }
    Thread.sleep(2);
    Instant to = Instant.now().plus(1, ChronoUnit.MILLIS);
    Thread.sleep(3);
    log.append("acct-1", "after");
    log.append("acct-2", "another account");

    assertEquals(inside, log.between("acct-1", from, to).stream().map(AuditEntry::entryId).toList());
    assertEquals(before, log.between("acct-1", Instant.EPOCH, from).stream().map(AuditEntry::entryId).toList());
  }

  @Test
  void theTimeOfAnIdIsTheMillisecondItWasDrawnIn() {
    AuditLog log = log();
    Instant before = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    AuditEntry entry = log.append("acct-1", "login");
    Instant after = Instant.now();
    Instant drawn = Ulids.timeOf(entry.entryId());
    assertTrue(!drawn.isBefore(before) && !drawn.isAfter(after), before + " <= " + drawn + " <= " + after);
    assertTrue(Ulids.lowest(drawn).compareTo(entry.entryId()) < 0 && entry.entryId().compareTo(Ulids.highest(drawn)) < 0);
  }
}
