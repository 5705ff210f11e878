package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "board")
@Pk(template = "PLAYER#${id}")
@Gsi(index = "byTenant", pkAttributes = {"tenant"}, skAttributes = {"score", "tenant"})
public record DuplicateIndexAttribute(String id, String tenant, long score) {}
