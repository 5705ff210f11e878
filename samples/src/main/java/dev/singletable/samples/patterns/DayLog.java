package dev.singletable.samples.patterns;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

/**
 * A log line of one day, its partition sharded four ways ({@code 2020-10-19_1} to {@code _4}) so
 * that a busy day does not make a hot partition; the sort key is the time, so the day reads back as
 * one time-ordered stream across the shards.
 */
@Entity(service = "patterns", name = "log")
@Pk(template = "${date}_${shard}", field = "PK")
@Sk(template = "${at}", field = "SK")
public record DayLog(LocalDate date, @Shard(value = 4, first = 1) int shard, String at, @Attribute(name = "TYPE") String type,
    String message) {}
