package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.StoredAs;

@Entity(service = "bad")
@Pk(template = "ISSUE#${id}")
@Sk(template = "STATE#${state}")
record EnumStoredTextDuplicate(String id, State state) {
  enum State {
    @StoredAs("0") OPEN,
    @StoredAs("1") CLOSED,
    @StoredAs("0") REOPENED
  }
}
