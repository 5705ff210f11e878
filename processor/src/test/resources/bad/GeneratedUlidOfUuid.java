package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Pk;
import java.util.UUID;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record GeneratedUlidOfUuid(
    @GeneratedId UUID orderId) {}
