package bad;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Upcast;

@Entity(service = "shop", name = "wrong", version = 2, previous = WrongV1.class)
@Pk(template = "WRONG#${id}")
public record UpcastWrongTypes(String id, String name) {
  @Upcast // takes the wrong record
  static UpcastWrongTypes from(String id) {
    return new UpcastWrongTypes(id, null);
  }

  @Upcast // not static
  UpcastWrongTypes fromInstance(WrongV1 v1) {
    return new UpcastWrongTypes(v1.id(), null);
  }
}

@EarlierVersion(version = 1)
@Pk(template = "WRONG#${id}")
record WrongV1(String id) {}
