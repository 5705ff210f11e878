package dev.singletable.samples.extremes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyOnly;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A reading whose double and float live in its sort key alone: never stored as DynamoDB numbers. */
@Entity(service = "extremes", name = "keyOnlyReading")
@Pk(template = "KEYONLY#${series}")
@Sk(template = "AT#${value}#${weight}")
public record KeyOnlyReading(String series, @KeyOnly double value, @KeyOnly float weight, String note) {}
