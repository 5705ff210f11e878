package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;

@Entity(service = "readings")
@Pk(template = "${sensor}#${at}", type = KeyType.NUMBER)
public record NumberKeyTwoPlaceholders(long sensor, long at) {}
