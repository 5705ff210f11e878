package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "ondemand")
@Pk(template = "ID#${id}")
@Gsi(index = "gsi1", pk = "KIND#${kind}",
    readCapacity = 3, writeCapacity = 3)
public record IndexCapacityWithoutProvisioned(String id, String kind) {}
