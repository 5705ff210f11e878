package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
@Gsi(index = "gsi1", name = "recent", pk = "PRODUCTS", sk = "AT#${updatedAt}")
public record LifecycleInKey(
    String code,
    @UpdatedAt Instant updatedAt) {}
