package dev.singletable.samples.migration;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;

/** Version 2 pads the sequence number in the sort key, so each item moves to another key. */
@Entity(service = "gauges", name = "gauge", version = 2, previous = GaugeV1.class)
@Pk(template = "GAUGE#${gaugeId}")
@Sk(template = "AT#${seq}")
public record Gauge(String gaugeId, @Padded(4) int seq, double level) {
  @Upcast
  static Gauge from(GaugeV1 v1) {
    return new Gauge(v1.gaugeId(), v1.seq(), v1.level());
  }
}
