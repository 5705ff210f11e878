package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Required;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record AbsentAsRequired(String taskName,
    @Required @AbsentAs("#") String owner) {}
