package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
@Sk(template = "AT#${updatedAt}")
public record LifecycleInKey(
    String code,
    @UpdatedAt Instant updatedAt) {}
