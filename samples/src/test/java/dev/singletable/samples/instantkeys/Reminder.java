package dev.singletable.samples.instantkeys;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * A reminder of a user, sorted by when it is due in whole seconds ({@code DUE#2024-03-02T09:00:00Z}),
 * and in its list by due time and last change, both folded to lower case as another tool's keys
 * hold them ({@code due_2024-03-02t09:00:00z#changed_2024-03-05t12:00:00.123z}); and in the user's
 * partition by last change, in milliseconds under an upper-cased key ({@code
 * CHANGED_2024-03-05T12:00:00.123Z}); and in an index keyed by the list and due time as their
 * attributes hold them.
 */
@Entity(service = "reminders", name = "reminder")
@Pk(template = "USER#${user}")
@Sk(template = "DUE#${dueAt}")
@Gsi(index = "gsi1", name = "byList", pk = "list_${list}", pkCasing = KeyCasing.LOWER,
    sk = "due_${dueAt}#changed_${changedAt}", skCasing = KeyCasing.LOWER)
@Gsi(index = "gsi2", name = "byDue", pkAttributes = "list", skAttributes = "dueAt")
@Lsi(index = "lsi1", name = "byChange", sk = "CHANGED_${changedAt}", skCasing = KeyCasing.UPPER)
public record Reminder(String user, @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant dueAt, String list,
    String title, @UpdatedAt @InstantFormat(InstantForm.ISO_8601_MILLIS) Instant changedAt) {}
