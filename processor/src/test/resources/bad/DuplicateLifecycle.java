package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Version;

@Entity(service = "shop")
@Pk(template = "PRODUCT#${code}")
public record DuplicateLifecycle(
    String code,
    @Version long version,
    @Version long revision) {}
