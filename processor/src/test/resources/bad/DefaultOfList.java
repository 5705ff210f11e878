package bad;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.util.List;

@Entity(service = "shop")
@Pk(template = "ORDER#${orderId}")
public record DefaultOfList(
    String orderId,
    @Default("a") List<String> tags) {}
