package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Ttl;
import java.time.LocalDate;

@Entity(service = "shop")
@Pk(template = "SESSION#${id}")
public record TtlType(
    String id,
    @Ttl LocalDate expiresOn) {}
