package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "records")
@Pk(template = "RECORD#${id}")
@Gsi(index = "by_genre", pk = "${genre}", pkField = "label")
public record KeyAttributeOfAnotherComponent(
    String id,
    String genre,
    String label) {}
