package dev.singletable.samples.recipes.timeordered;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * Something that happened to an account. The entry id is a ULID the library draws when the record
 * written has none: its first ten characters are the time, so the sort key orders entries by creation.
 */
@Entity(service = "auditLog", name = "auditEntry")
@Pk(template = "ACCOUNT#${accountId}")
@Sk(template = "ENTRY#${entryId}")
public record AuditEntry(String accountId, @GeneratedId(IdKind.ULID) String entryId, String action) {}
