package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${id}")
@Sk(template = "PRICE#${price}")
public record UnsupportedKeyType(String id, byte[] price) {}
