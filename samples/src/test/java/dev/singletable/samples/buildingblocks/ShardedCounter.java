package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;

/** {@link VoteShard}'s layout with a sort key, for the tests of {@code @Shard} on seed 003's counters. */
@Entity(service = "shardedcounters", name = "counter")
@Pk(template = "${contestant}_${shard}", field = "PK")
@Sk(template = "COUNT", field = "SK")
public record ShardedCounter(String contestant, @Shard(20) int shard, long votes) {}
