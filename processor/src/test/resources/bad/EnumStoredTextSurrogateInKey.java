package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.StoredAs;

@Entity(service = "bad")
@Pk(template = "ISSUE#${id}")
@Sk(template = "#ISSUE")
@Gsi(index = "gsi1", pk = "STATE#${state}", sk = "ISSUE#${id}")
record EnumStoredTextSurrogateInKey(String id, State state) {
  enum State {
    @StoredAs("\uD800") OPEN,
    CLOSED
  }
}
