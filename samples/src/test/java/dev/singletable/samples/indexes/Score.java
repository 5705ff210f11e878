package dev.singletable.samples.indexes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/**
 * A player's score in one game, indexed by tenant and region (partition attributes) and by points
 * then time (sort attributes), each stored as its own typed attribute: a score without a time is
 * left out of the index.
 */
@Entity(service = "leaderboard")
@Pk(template = "PLAYER#${player}")
@Sk(template = "GAME#${game}")
@Gsi(index = "byRegion", pkAttributes = {"tenant", "region"}, skAttributes = {"points", "achievedAt"})
public record Score(String player, String game, String tenant, String region, int points, Instant achievedAt) {}
