package bad;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record GeneratedIdWithDefault(
    @GeneratedId @Default("X") String orderId) {}
