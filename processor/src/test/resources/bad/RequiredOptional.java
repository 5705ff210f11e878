package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Required;
import java.util.Optional;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record RequiredOptional(String taskName,
    @Required Optional<String> description) {}
