package bad;

import dev.singletable.runtime.Table;
import good.HeadlineEntity;

class UnprojectedComponentRead {
  static String body(Table table) {
    return HeadlineEntity.of(table).query().byTopic("tennis").list().get(0).body();
  }
}
