package dev.singletable.samples.buildingblocks;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGet;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Seed 003's write-sharded votes: a vote adds one to the counter of a random shard
 * ({@code rand(0,19)}); the count is the sum of all twenty counters, read in one BatchGetItem; an
 * aggregation run every few minutes writes that sum back as the contestant's {@link VoteTotal},
 * which live readers get with one GetItem.
 */
public final class ContestVotes {
  /** Shards per contestant: twenty partitions take twenty thousand votes a second. */
  public static final int SHARDS = 20;

  private final Table table;
  private final Random random;

  private ContestVotes(Table table, Random random) {
    this.table = table;
    this.random = random;
  }

  /**
   * Votes on a table, each to a shard chosen at random.
   *
   * @param table the contest's table
   * @return the votes
   */
  public static ContestVotes of(Table table) {
    return new ContestVotes(table, null);
  }

  /**
   * Votes on a table whose shards are chosen by {@code random}, to repeat a run.
   *
   * @param table the contest's table
   * @param random chooses each vote's shard
   * @return the votes
   */
  public static ContestVotes of(Table table, Random random) {
    return new ContestVotes(table, random);
  }

  /**
   * Adds one vote for a contestant to one of its shards, creating the shard's counter on its first
   * vote: one UpdateItem.
   *
   * @param contestant the contestant
   * @return the shard the vote went to, from 0 to 19
   */
  public int vote(String contestant) {
    int shard = random == null ? ThreadLocalRandom.current().nextInt(SHARDS) : random.nextInt(SHARDS);
    VoteShardEntity.of(table).upsert(contestant, shard).add(VoteShardEntity.VOTES, 1L).execute();
    return shard;
  }

  /**
   * Counts a contestant's votes at read time: the sum of the counters of all its shards.
   *
   * @param contestant the contestant
   * @return the votes counted so far
   */
  public long count(String contestant) {
    BatchGet shards = BatchGet.of(table).consistent();
    for (int shard = 0; shard < SHARDS; shard++) {
      shards.get(VoteShardEntity.SCHEMA, VoteShardEntity.key(contestant, shard));
    }
    return shards.execute().requireComplete().items(VoteShardEntity.SCHEMA).stream()
        .mapToLong(VoteShard::votes).sum();
  }

  /**
   * The scheduled aggregation: counts a contestant's votes over all shards and writes the total
   * back for live reads.
   *
   * @param contestant the contestant
   * @return the total written
   */
  public VoteTotal aggregate(String contestant) {
    VoteTotal total = new VoteTotal(contestant, count(contestant), table.now());
    VoteTotalEntity.of(table).put(total).execute();
    return total;
  }

  /**
   * The total the last aggregation wrote, for live reads: one GetItem.
   *
   * @param contestant the contestant
   * @return the total, empty before the first aggregation
   */
  public Optional<VoteTotal> total(String contestant) {
    return VoteTotalEntity.of(table).get(contestant).execute();
  }
}
