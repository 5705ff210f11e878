package bad;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.time.Instant;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record DefaultOnCreatedAt(
    String orderId,
    @CreatedAt @Default("2024-01-01T00:00:00Z") Instant createdAt) {}
