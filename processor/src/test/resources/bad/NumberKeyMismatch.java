package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class NumberKeyMismatch {
  private NumberKeyMismatch() {}

  @Entity(service = "readings", name = "reading")
  @Pk(template = "SENSOR#${sensor}")
  @Sk(template = "${at}",
      type = KeyType.NUMBER)
  record Reading(String sensor, long at) {}

  @Entity(service = "readings", name = "note")
  @Pk(template = "SENSOR#${sensor}")
  @Sk(template = "NOTE#${id}")
  record Note(String sensor, String id) {}
}
