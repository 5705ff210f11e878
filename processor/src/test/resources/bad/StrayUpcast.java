package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Upcast;

@Entity(service = "shop", name = "stray", version = 2)
@Pk(template = "STRAY#${id}")
public record StrayUpcast(String id) {
  @Upcast // no previous version is named
  static StrayUpcast from(String id) {
    return new StrayUpcast(id);
  }
}
