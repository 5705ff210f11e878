package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Ttl;
import java.time.Instant;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record InstantFormatOnTtl(String taskName, @Ttl @InstantFormat(InstantForm.EPOCH_MILLIS) Instant expiresAt) {}
