package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop", typeAttribute = "",
    typeValue = "ORDER")
@Pk(template = "ORDER#${id}")
record IdentityValueWithoutAttribute(String id) {}
