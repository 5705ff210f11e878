package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An edge of the graph: where a student lives, {@code STUDENT#TOM / HOME#USA#CA#LOS_ANGELES}; on the
 * GSI, by country ({@code COUNTRY#USA / HOME#CA#LOS_ANGELES}).
 */
@Entity(service = "graph", name = "home")
@Pk(template = "STUDENT#${studentId}", field = "PK", collection = "student")
@Sk(template = "HOME#${country}#${state}#${city}", field = "SK")
@Gsi(index = "GSI1", name = "byCountry", pk = "COUNTRY#${country}", sk = "HOME#${state}#${city}",
    pkField = "GSI1PK", skField = "GSI1SK")
public record Home(String studentId, String country, String state, String city) {}
