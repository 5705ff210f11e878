package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "board")
@Pk(template = "PLAYER#${id}")
@Gsi(index = "byRegion", pkAttributes = {"tenant", "regoin"})
public record UnknownIndexAttribute(String id, String tenant, String region) {}
