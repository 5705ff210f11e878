package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;

@Entity(service = "shop")
@Pk(template = "ORDER#${number}")
public record PaddedWidth(
    @Padded(39) long number,
    String name) {}
