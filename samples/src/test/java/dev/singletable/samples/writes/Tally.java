package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyOnly;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A counter per page and day whose key components live in its keys alone: upserts must not store them either. */
@Entity(service = "tallies", name = "tally")
@Pk(template = "PAGE#${page}")
@Sk(template = "DAY#${day}")
public record Tally(@KeyOnly String page, @KeyOnly String day, long views) {}
