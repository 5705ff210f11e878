package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Version;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
public record VersionType(
    String code,
    @Version String revision) {}
