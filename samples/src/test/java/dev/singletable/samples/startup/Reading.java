package dev.singletable.samples.startup;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A meter reading of primitives only, which {@code toItem} puts without a codec: the first item of
 * {@link FirstItemClassesTest} that must load no number codec.
 *
 * @param meterId the meter
 * @param readingId the reading
 * @param count how many pulses
 * @param total the running total
 * @param rate the rate
 * @param valid whether the reading passed its checks
 */
@Entity(service = "startup", name = "reading")
@Pk(template = "METER#${meterId}")
@Sk(template = "READING#${readingId}")
public record Reading(String meterId, String readingId, int count, long total, double rate, boolean valid) {}
