package bad;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}")
public record AttributeNamedToken(
    String id,
    @Attribute(name = "__token") String nonce) {}
