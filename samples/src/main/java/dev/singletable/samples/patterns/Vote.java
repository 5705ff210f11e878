package dev.singletable.samples.patterns;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Shard;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/**
 * One vote for a contestant, written to one of twenty shards chosen at random, so that a contestant
 * can take far more than one partition's writes per second; the votes are counted at read time
 * over all shards.
 */
@Entity(service = "votes", name = "vote")
@Pk(template = "VOTES#${contestant}#${shard}")
@Sk(template = "VOTE#${votedAt}#${voter}")
public record Vote(String contestant, @Shard(20) int shard, Instant votedAt, String voter) {}
