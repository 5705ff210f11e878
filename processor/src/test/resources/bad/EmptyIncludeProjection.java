package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;

@Entity(service = "news")
@Pk(template = "STORY#${id}")
@Gsi(index = "gsi1", name = "byDesk", pk = "DESK#${desk}",
    projection = IndexProjection.INCLUDE)
public record EmptyIncludeProjection(String id, String desk, String title) {}
