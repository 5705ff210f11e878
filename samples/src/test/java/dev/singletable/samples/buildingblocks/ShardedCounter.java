package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;

/** {@link VoteShard} with {@code @Shard(20)} in place of the plain shard component. */
@Entity(service = "shardedcounters", name = "counter")
@Pk(template = "${contestant}_${shard}", field = "PK")
@Sk(template = "COUNT", field = "SK")
public record ShardedCounter(String contestant, @Shard(20) int shard, long votes) {}
