package bad;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
public record TimestampType(
    String code,
    @CreatedAt long createdAt) {}
