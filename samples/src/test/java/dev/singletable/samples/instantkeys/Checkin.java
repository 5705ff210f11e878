package dev.singletable.samples.instantkeys;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.KeyOnly;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * A badge seen at a door during a shift, the shift's start and the time held only in the lower-cased
 * keys ({@code door_front#shift_2024-03-02t08:00:00.000z}, {@code at_2024-03-02t09:00:00z}), so that
 * reads decode them from there; when the badge left and when the item last changed, in whole
 * seconds outside the keys.
 */
@Entity(service = "checkins", name = "checkin")
@Pk(template = "door_${door}#shift_${shift}", casing = KeyCasing.LOWER)
@Sk(template = "at_${at}", casing = KeyCasing.LOWER)
public record Checkin(String door,
    @KeyOnly @InstantFormat(InstantForm.ISO_8601_MILLIS) Instant shift,
    @KeyOnly @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant at, String badge,
    @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant leftAt,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant seenAt) {}
