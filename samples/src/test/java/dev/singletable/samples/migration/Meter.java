package dev.singletable.samples.migration;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A meter, in the partition of its readings. */
@Entity(service = "meters", name = "meter")
@Pk(template = "METER#${meterId}", collection = "meter")
@Sk(template = "#METER")
public record Meter(String meterId, String site) {}
