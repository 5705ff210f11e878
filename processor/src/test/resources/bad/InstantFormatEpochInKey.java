package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
@Sk(template = "AT#${at}")
public record InstantFormatEpochInKey(String taskName,
    @InstantFormat(InstantForm.EPOCH_MILLIS) Instant at) {}
