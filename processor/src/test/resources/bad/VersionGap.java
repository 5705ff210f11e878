package bad;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Upcast;

@Entity(service = "shop", name = "gap", version = 3,
    previous = GapV1.class)
@Pk(template = "GAP#${id}")
public record VersionGap(String id, String name) {
  @Upcast
  static VersionGap from(GapV1 v1) {
    return new VersionGap(v1.id(), null);
  }
}

@EarlierVersion(
    version = 1)
@Pk(template = "GAP#${id}")
record GapV1(String id) {}
