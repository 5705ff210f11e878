package bad;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
public record ConflictingLifecycle(
    String code,
    @CreatedAt @UpdatedAt Instant touchedAt) {}
