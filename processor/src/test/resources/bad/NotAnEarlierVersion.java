package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Upcast;

@Entity(service = "shop", name = "plain", version = 2,
    previous = PlainV1.class)
@Pk(template = "PLAIN#${id}")
public record NotAnEarlierVersion(String id) {
  @Upcast
  static NotAnEarlierVersion from(PlainV1 v1) {
    return new NotAnEarlierVersion(v1.id());
  }
}

record PlainV1(String id) {}
