package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Version;

/**
 * A counter whose writes are not idempotent ({@code add}) and whose puts are versioned: what a write
 * applied twice, or failing on its own first attempt, would show at once. A service of its own: its
 * table has no sort key.
 */
@Entity(service = "counters", name = "counter")
@Pk(template = "COUNTER#${id}")
public record Counter(String id, long count, String note, @Version long version) {}
