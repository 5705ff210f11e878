package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.ReadOnly;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record ReadOnlyUpdatedAt(String taskName, @ReadOnly @UpdatedAt Instant updatedAt) {}
