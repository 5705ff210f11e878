package dev.singletable.samples.extremes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A reading whose double and float are in its sort key and also stored as number attributes. */
@Entity(service = "extremes", name = "storedReading")
@Pk(template = "STORED#${series}")
@Sk(template = "AT#${value}#${weight}")
public record StoredReading(String series, double value, float weight, String note) {}
