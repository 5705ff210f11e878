package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "parts")
@Pk(template = "${id}", field = "id")
public record KeyAttributeNumberAsString(
    long id,
    String name) {}
