package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.util.Date;

@Entity(service = "shop")
@Pk(template = "ORDER#${id}")
public record UnsupportedType(
    String id,
    Date placedAt) {}
