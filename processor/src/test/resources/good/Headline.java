package good;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

@Entity(service = "news")
@Pk(template = "HEADLINE#${id}")
@Sk(template = "#META")
@Gsi(index = "gsi1", name = "byDesk", pk = "DESK#${desk}", sk = "AT#${at}", projection = IndexProjection.KEYS_ONLY)
@Gsi(index = "gsi2", name = "byTopic", pk = "TOPIC#${topic}", projection = IndexProjection.INCLUDE,
    include = {"title"})
public record Headline(String id, String desk, Instant at, String topic, String title, String body, int words) {}
