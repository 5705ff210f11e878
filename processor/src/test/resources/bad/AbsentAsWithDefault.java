package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record AbsentAsWithDefault(String taskName,
    @AbsentAs("#") @Default("open") String status) {}
