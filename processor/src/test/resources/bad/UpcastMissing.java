package bad;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

@Entity(service = "shop", name = "missing", version = 2,
    previous = MissingV1.class)
@Pk(template = "MISSING#${id}")
public record UpcastMissing(String id, String name) {
  static UpcastMissing from(MissingV1 v1) {
    return new UpcastMissing(v1.id(), null);
  }
}

@EarlierVersion(version = 1)
@Pk(template = "MISSING#${id}")
record MissingV1(String id) {}
