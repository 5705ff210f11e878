package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.util.Optional;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record AbsentAsOnOptional(String taskName,
    @AbsentAs("#") Optional<String> owner) {}
