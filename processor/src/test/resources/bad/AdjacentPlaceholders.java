package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${region}${id}")
public record AdjacentPlaceholders(String region, String id) {}
