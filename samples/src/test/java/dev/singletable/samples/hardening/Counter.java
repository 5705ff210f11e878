package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Version;

/** A shared counter that concurrent writers increment by read-modify-write under optimistic locking. */
@Entity(service = "counters", name = "counter")
@Pk(template = "COUNTER#${name}")
@Sk(template = "COUNTER")
public record Counter(String name, long count, @Version long version) {}
