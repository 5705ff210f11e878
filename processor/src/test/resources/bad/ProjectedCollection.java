package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;

@Entity(service = "news")
@Pk(template = "STORY#${id}")
@Gsi(index = "gsi1", name = "byDesk", pk = "DESK#${desk}", collection = "desk",
    projection = IndexProjection.KEYS_ONLY)
public record ProjectedCollection(String id, String desk) {}
