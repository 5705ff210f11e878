package dev.singletable.samples.recipes.timeordered;

import dev.singletable.runtime.id.Ulids;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * An account's audit log: entries appended with ids the library generates, read newest first or by
 * the time range their ids hold. Thread-safe.
 */
public final class AuditLog {
  private final AuditEntryEntity entries;

  /**
   * An audit log on the service's table.
   *
   * @param service the audit-log service, bound to its table
   */
  public AuditLog(AuditLogService service) {
    this.entries = service.auditEntries();
  }

  /**
   * Appends an entry; the library draws its id.
   *
   * @param accountId the account
   * @param action what happened
   * @return the entry as stored, with its id
   */
  public AuditEntry append(String accountId, String action) {
    return entries.create(new AuditEntry(accountId, null, action)).execute();
  }

  /**
   * The latest entries, newest first: one query reading the sort key backwards.
   *
   * @param accountId the account
   * @param count how many at most
   * @return the entries
   */
  public List<AuditEntry> latest(String accountId, int count) {
    return entries.query().primary(accountId).descending().limit(count).list();
  }

  /**
   * The entries whose ids were drawn from {@code from} (inclusive) to {@code to} (exclusive), both
   * taken to the millisecond, oldest first.
   *
   * @param accountId the account
   * @param from the first millisecond
   * @param to the millisecond after the last
   * @return the entries
   */
  public List<AuditEntry> between(String accountId, Instant from, Instant to) {
    return entries.query().primary(accountId)
        .entryIdBetween(Ulids.lowest(from), Ulids.highest(to.truncatedTo(ChronoUnit.MILLIS).minusMillis(1)))
        .list();
  }
}
