package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class IndexNameClash {
  private IndexNameClash() {}

  @Entity(service = "events", name = "event")
  @Pk(template = "EVENT#${id}")
  @Sk(template = "#META")
  @Gsi(index = "gsi1", name = "by_type", pk = "TYPE#${type}", sk = "EVENT#${id}")
  @Gsi(index = "gsi2", name = "ByType", pk = "KIND#${type}", sk = "EVENT#${id}")
  record Event(String id, String type) {}
}
