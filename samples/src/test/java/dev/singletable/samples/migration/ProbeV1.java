package dev.singletable.samples.migration;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A probe reading as version 1 stored it, keyed by native numbers: no unit. */
@EarlierVersion(version = 1)
@Pk(template = "${sensor}", type = KeyType.NUMBER)
@Sk(template = "${at}", type = KeyType.NUMBER)
public record ProbeV1(long sensor, long at, String label) {}
