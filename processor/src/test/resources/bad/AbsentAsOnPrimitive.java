package bad;

import dev.singletable.annotation.AbsentAs;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record AbsentAsOnPrimitive(String orderId,
    @AbsentAs("#") boolean gift) {}
