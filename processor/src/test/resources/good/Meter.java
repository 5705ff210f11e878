package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "meters")
@Pk(template = "METER#${id}")
@Gsi(index = "gsi1", pk = "SITE#${site}", readCapacity = 3, writeCapacity = 2)
public record Meter(String id, String site) {}
