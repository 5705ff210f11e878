package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

@Entity(service = "readings")
@Pk(template = "SENSOR#${sensor}")
@Sk(template = "AT#${at}", type = KeyType.NUMBER)
public record NumberKeyTemplate(String sensor, long at) {}
