package bad;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record DefaultOnPrimitive(
    String orderId,
    @Default("1") int quantity) {}
