package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.id.Ulids;
import dev.singletable.samples.recipes.timeordered.AuditEntry;
import dev.singletable.samples.recipes.timeordered.AuditEntryEntity;
import dev.singletable.samples.recipes.timeordered.AuditLog;
import dev.singletable.samples.recipes.timeordered.AuditLogService;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The time-ordered ids recipe, run as written (see {@link ReadmeSnippets}). */
class ReadmeRecipeTimeOrderedIdsTest {
  @Test
  void entriesListInCreationOrderAndByTimeRange() throws InterruptedException {
    Table table = Engines.newTable(Engines.http(), "readme-recipe-ulid", AuditEntryEntity.SCHEMA);

    // readme: recipe-time-ordered-ids
    AuditLog log = new AuditLog(AuditLogService.of(table));
    AuditEntry login = log.append("acct-1", "login");          // entryId 01K... drawn by the library
    Thread.sleep(2);
    Instant from = Instant.now();
    Thread.sleep(2);
    AuditEntry change = log.append("acct-1", "password changed");
    AuditEntry logout = log.append("acct-1", "logout");

    List<AuditEntry> latest = log.latest("acct-1", 2);                       // logout, password changed
    List<AuditEntry> since = log.between("acct-1", from, Instant.now().plusMillis(1));   // the same two, oldest first
    Instant loggedInAt = Ulids.timeOf(login.entryId());                      // the millisecond it was drawn in
    assertEquals(List.of(logout, change), latest);
    assertEquals(List.of(change, logout), since);
    assertTrue(loggedInAt.isBefore(from), loggedInAt + " " + from);
    // readme: end
  }
}
