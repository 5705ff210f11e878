package dev.singletable.benchmarks.sharding;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** The samples' vote without sharding: one partition per contestant. */
@Entity(service = "votecopy", name = "vote")
@Pk(template = "VOTES#${contestant}")
@Sk(template = "VOTE#${votedAt}#${voter}")
public record UnshardedVote(String contestant, Instant votedAt, String voter) {}
