package dev.singletable.samples.patterns;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** {@link Vote} without sharding: one partition per contestant, the reference a sharded read must match. */
@Entity(service = "votecopy", name = "vote")
@Pk(template = "VOTES#${contestant}")
@Sk(template = "VOTE#${votedAt}#${voter}")
public record UnshardedVote(String contestant, Instant votedAt, String voter) {}
