package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;

/**
 * One of a contestant's twenty vote counters, seed 003's write sharding: each vote adds one, in an
 * UpdateItem, to the counter of a shard chosen by {@code rand(0,19)} and appended to the partition
 * key ({@code alice_0} to {@code alice_19}), so that the contestant can take twenty partitions' worth
 * of writes per second. The shard is a plain component, not {@code @Shard}, because the seed
 * numbers shards from 0 and {@code @Shard} numbers them from 1.
 */
@Entity(service = "contest", name = "voteShard")
@Pk(template = "${contestant}_${shard}", field = "PK")
public record VoteShard(String contestant, int shard, long votes) {}
