package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Version;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record AbsentAsOnVersion(String taskName,
    @Version @AbsentAs("0") Long version) {}
