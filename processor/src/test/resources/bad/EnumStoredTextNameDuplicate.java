package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.StoredAs;

@Entity(service = "bad")
@Pk(template = "REPO#${id}")
record EnumStoredTextNameDuplicate(String id, License license) {
  enum License {
    MIT,
    @StoredAs("MIT") EXPAT
  }
}
