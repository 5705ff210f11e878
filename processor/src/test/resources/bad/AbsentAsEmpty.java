package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
@Gsi(index = "gsi1", pk = "OWNER#${owner}")
public record AbsentAsEmpty(String taskName,
    @AbsentAs("") String owner) {}
