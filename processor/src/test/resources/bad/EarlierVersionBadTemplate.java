package bad;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Upcast;

@Entity(service = "shop", name = "badOld", version = 2, previous = BadOldV1.class)
@Pk(template = "OLD#${id}")
public record EarlierVersionBadTemplate(String id) {
  @Upcast
  static EarlierVersionBadTemplate from(BadOldV1 v1) {
    return new EarlierVersionBadTemplate(v1.id());
  }
}

@EarlierVersion(version = 1)
@Pk(template = "OLD#${identifier}")
record BadOldV1(String id) {}
