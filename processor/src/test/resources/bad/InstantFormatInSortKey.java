package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.Pk;
import java.time.Instant;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
@Gsi(index = "gsi1", name = "byProject", pk = "PROJECT#${project}", sk = "CREATED#${createdAt}")
public record InstantFormatInSortKey(String taskName, String project,
    @InstantFormat(InstantForm.ISO_8601) Instant createdAt) {}
