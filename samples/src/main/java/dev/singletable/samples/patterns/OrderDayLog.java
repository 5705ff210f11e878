package dev.singletable.samples.patterns;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

/**
 * A log line of an order's processing, seed 001's write sharding with a calculated suffix: the
 * day's partition is sharded four ways as {@link DayLog}'s ({@code 2020-10-19_1} to {@code _4}, the
 * time as sort key), but the shard is computed from the order id, so the reader of one order's logs
 * knows its shard ({@link OrderDayLogs#shardOf}) and reads one partition, while the reader of the
 * whole day still merges all four.
 */
@Entity(service = "orderlogs", name = "orderLog")
@Pk(template = "${date}_${shard}", field = "PK")
@Sk(template = "${at}", field = "SK")
public record OrderDayLog(LocalDate date, @Shard(value = 4, first = 1, by = "orderId") int shard, String at, String orderId,
    @Attribute(name = "TYPE") String type) {}
