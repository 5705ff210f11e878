package dev.singletable.samples.migration;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A meter reading as version 1 stored it: the value in {@code value}, no unit. */
@EarlierVersion(version = 1)
@Pk(template = "METER#${meterId}", collection = "meter")
@Sk(template = "READING#${seq}")
public record ReadingV1(String meterId, @Padded(6) int seq, double value) {}
