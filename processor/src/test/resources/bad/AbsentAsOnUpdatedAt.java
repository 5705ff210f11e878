package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record AbsentAsOnUpdatedAt(String taskName,
    @UpdatedAt @InstantFormat(InstantForm.ISO_8601) @AbsentAs("#") Instant updatedAt) {}
