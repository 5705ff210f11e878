package dev.singletable.samples.migration;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;

/** Version 2: {@code value} renamed {@code kwh}, and a unit defaulting to kWh; {@code writer} says who wrote it. */
@Entity(service = "meters", name = "reading", version = 2, previous = ReadingV1.class)
@Pk(template = "METER#${meterId}", collection = "meter")
@Sk(template = "READING#${seq}")
public record Reading(String meterId, @Padded(6) int seq, double kwh, String unit, String writer) {
  @Upcast
  static Reading from(ReadingV1 v1) {
    return new Reading(v1.meterId(), v1.seq(), v1.value(), "kWh", null);
  }
}
