package dev.singletable.samples.migration;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;

/** Version 2 of a probe reading keyed by native numbers (N): a unit, "none" for version 1 items. */
@Entity(service = "probes", name = "probe", version = 2, previous = ProbeV1.class)
@Pk(template = "${sensor}", type = KeyType.NUMBER)
@Sk(template = "${at}", type = KeyType.NUMBER)
public record Probe(long sensor, long at, String label, String unit) {
  @Upcast
  static Probe from(ProbeV1 v1) {
    return new Probe(v1.sensor(), v1.at(), v1.label(), "none");
  }
}
