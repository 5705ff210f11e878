package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.StoredAs;

@Entity(service = "bad")
@Pk(template = "ISSUE#${id}")
@Sk(template = "STATE#${state}#")
record EnumStoredTextEmptyInKey(String id, State state) {
  enum State {
    @StoredAs("open") OPEN,
    @StoredAs("") CLOSED
  }
}
