package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${id}")
public record UnresolvedType(String id, NotGeneratedYet detail) {}
