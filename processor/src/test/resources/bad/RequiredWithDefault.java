package bad;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Required;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record RequiredWithDefault(String taskName,
    @Required @Default("open") String status) {}
