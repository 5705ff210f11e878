package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;

@Entity(service = "billing")
@Provisioned(read = 0, write = 5)
@Pk(template = "ID#${id}")
public record CapacityUnits(String id) {}
