package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.Pk;

@Entity(service = "tasks")
@Pk(template = "TASK#${taskName}")
public record InstantFormatOnText(String taskName, @InstantFormat(InstantForm.ISO_8601) String createdAt) {}
