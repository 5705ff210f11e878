package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
public record PaddedNotIntegral(
    @Padded(8) String code,
    String name) {}
