package good;

import dev.singletable.runtime.Table;
import java.time.Instant;
import java.util.List;

class HeadlineQueries {
  static List<Headline> read(Table table) {
    HeadlineEntity headlines = HeadlineEntity.of(table);
    List<HeadlineEntity.ByDeskProjection> desk = headlines.query().byDesk("sports").atGt(Instant.EPOCH).list();
    String id = desk.get(0).id();
    Instant at = desk.get(0).at();
    String title = headlines.query().byTopic("tennis").list().get(0).title();
    return id.isEmpty() || at == null || title == null ? List.of() : headlines.hydrate(desk);
  }
}
