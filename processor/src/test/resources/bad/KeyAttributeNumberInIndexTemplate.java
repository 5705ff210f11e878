package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

@Entity(service = "films")
@Pk(template = "FILM#${id}")
@Gsi(index = "by_year", pk = "${year}", pkField = "year")
public record KeyAttributeNumberInIndexTemplate(
    String id,
    int year) {}
