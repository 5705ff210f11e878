package bad;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
public record AttributeNamedReserved(
    String id,
    @Attribute(name = "__reserved") String role) {}
