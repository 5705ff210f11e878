package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Components and an access pattern named like members the generated steps and paths inherit. */
@Entity(service = "inherited")
@Pk(template = "BOOK#${shelf}")
@Sk(template = "PAGE#${pages}#${count}#${operation}")
@Gsi(index = "gsi1", name = "firstAsync", pk = "SHELF#${shelf}", sk = "AT#${startAfter}")
public record InheritedNames(String shelf, String pages, String count, String operation, String startAfter,
    Cover cover) {
  /** A nested record whose components are named like members of a path. */
  public record Cover(String name, String eq) {}
}
