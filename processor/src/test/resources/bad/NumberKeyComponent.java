package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "readings")
@Pk(template = "${sensor}",
    type = KeyType.NUMBER)
@Sk(template = "AT#${at}")
public record NumberKeyComponent(String sensor, long at) {}
