package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.KeyCasing;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

@Entity(service = "inbox")
@Pk(template = "DAY#${day}")
@Sk(template = "AT#${at}", casing = KeyCasing.LOWER)
@Gsi(index = "gsi1", name = "byChange", pk = "USER#${user}", sk = "CHANGED#${changedAt}")
public record FixedWidthInstantKeys(@InstantFormat(InstantForm.ISO_8601_MILLIS) Instant day,
    @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant at, String user,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601_SECONDS) Instant changedAt) {}
