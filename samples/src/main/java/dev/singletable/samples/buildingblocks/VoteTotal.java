package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.time.Instant;

/**
 * A contestant's vote total, {@code <contestant>_TOTAL}: written back by the periodic aggregation
 * over the twenty {@link VoteShard}s, and read by one GetItem for live display.
 */
@Entity(service = "contest", name = "voteTotal")
@Pk(template = "${contestant}_TOTAL", field = "PK")
public record VoteTotal(String contestant, long votes, Instant countedAt) {}
