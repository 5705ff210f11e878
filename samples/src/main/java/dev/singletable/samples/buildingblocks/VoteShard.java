package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;

/**
 * One of a contestant's twenty vote counters, seed 003's write sharding: each vote adds one, in an
 * UpdateItem, to the counter of a shard chosen by {@code rand(0,19)} and appended to the partition
 * key ({@code alice_0} to {@code alice_19}), so that the contestant can take twenty partitions' worth
 * of writes per second. {@code @Shard(20)} numbers the shards 0 to 19 as the seed does, so a
 * counter's key refuses any other shard before anything is sent, and {@code primaryShards(contestant)}
 * reads all twenty counters.
 */
@Entity(service = "contest", name = "voteShard")
@Pk(template = "${contestant}_${shard}", field = "PK")
public record VoteShard(String contestant, @Shard(ContestVotes.SHARDS) int shard, long votes) {}
