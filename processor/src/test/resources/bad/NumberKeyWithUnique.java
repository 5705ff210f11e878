package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Unique;

@Entity(service = "readings")
@Pk(template = "SENSOR#${sensor}")
@Sk(template = "${at}", type = KeyType.NUMBER)
public record NumberKeyWithUnique(String sensor, long at, @Unique String serial) {}
