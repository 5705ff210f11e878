package dev.singletable.samples.migration;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A gauge reading as version 1 keyed it: the sequence number unpadded. */
@EarlierVersion(version = 1)
@Pk(template = "GAUGE#${gaugeId}")
@Sk(template = "AT#${seq}")
public record GaugeV1(String gaugeId, int seq, double level) {}
