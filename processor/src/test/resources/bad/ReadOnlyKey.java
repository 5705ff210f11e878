package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.ReadOnly;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record ReadOnlyKey(@ReadOnly String taskName, String description) {}
