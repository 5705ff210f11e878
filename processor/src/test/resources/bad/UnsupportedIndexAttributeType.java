package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import java.util.List;

@Entity(service = "board")
@Pk(template = "PLAYER#${id}")
@Gsi(index = "byTags", pkAttributes = {"tenant"}, skAttributes = {"tags"})
public record UnsupportedIndexAttributeType(String id, String tenant, List<String> tags) {}
