package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Ordered;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "readings")
@Pk(template = "SENSOR#${sensor}")
@Sk(template = "${at}", type = KeyType.NUMBER)
public record NumberKeyOrdered(String sensor, @Ordered long at) {}
