package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Required;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record RequiredWithGeneratedId(String taskName,
    @Required @GeneratedId String reference) {}
