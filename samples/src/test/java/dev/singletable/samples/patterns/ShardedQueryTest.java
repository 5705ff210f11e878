package dev.singletable.samples.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.shard.ShardedQuery;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A write-sharded partition (twenty shards) read as one: the same items in the same order as an
 * unsharded copy, page by page through one cursor.
 */
class ShardedQueryTest {
  private static final Instant T0 = Instant.parse("2025-11-24T12:00:00Z");
  private static final int VOTES = 300;

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Tables(VoteEntity sharded, UnshardedVoteEntity copy, Table shardedTable) {}

  /** The tests only read, so each engine's tables are filled once. */
  private static final java.util.Map<SampleEngine, Tables> FILLED = new java.util.HashMap<>();

  private static synchronized Tables filled(SampleEngine engine) {
    return FILLED.computeIfAbsent(engine, ShardedQueryTest::fill);
  }

  private static Tables fill(SampleEngine engine) {
    Table shardedTable = Engines.newTable(engine, "votes", VoteEntity.SCHEMA);
    VoteEntity sharded = VoteEntity.of(shardedTable);
    UnshardedVoteEntity copy = UnshardedVoteEntity.of(Engines.newTable(engine, "votecopy", UnshardedVoteEntity.SCHEMA));
    Random random = new Random(42);
    for (int i = 0; i < VOTES; i++) {
      // Several votes in the same second, in no particular order: the sort key decides.
      Instant at = T0.plusSeconds(random.nextInt(VOTES / 3));
      String voter = "voter" + i;
      sharded.put(new Vote("alice", 0, at, voter)).execute();
      copy.put(new UnshardedVote("alice", at, voter)).execute();
    }
    sharded.put(new Vote("alice-evil", 0, T0, "mallory")).execute();
    return new Tables(sharded, copy, shardedTable);
  }

  private static List<String> votes(List<Vote> votes) {
    return votes.stream().map(vote -> vote.votedAt() + " " + vote.voter()).toList();
  }

  private static List<String> copies(List<UnshardedVote> votes) {
    return votes.stream().map(vote -> vote.votedAt() + " " + vote.voter()).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesSpreadOverAllTwentyShards(SampleEngine engine) {
    Tables tables = filled(engine);
    Set<String> partitions = new HashSet<>();
    RawItems.scan(tables.shardedTable()).forEach(item -> partitions.add(item.get("pk").s()));
    partitions.remove("VOTES#alice-evil#" + partitions.stream().filter(pk -> pk.startsWith("VOTES#alice-evil#"))
        .findFirst().orElseThrow().substring("VOTES#alice-evil#".length()));
    Set<String> expected = new HashSet<>();
    for (int shard = 0; shard < 20; shard++) {
      expected.add("VOTES#alice#" + shard);
    }
    assertEquals(expected, partitions);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyPageMatchesTheUnshardedCopyAscendingAndDescending(SampleEngine engine) {
    Tables tables = filled(engine);
    for (boolean descending : new boolean[] {false, true}) {
      List<List<String>> shardedPages = new ArrayList<>();
      Page<Vote> page = null;
      do {
        ShardedQuery<Vote, VoteEntity.PrimaryVotedAtStep> query = tables.sharded().query().primaryShards("alice").limit(7);
        if (descending) {
          query.descending();
        }
        if (page != null) {
          query.startAfter(page.cursor().get());
        }
        page = query.page();
        shardedPages.add(votes(page.items()));
      } while (page.cursor().isPresent());

      List<List<String>> copyPages = new ArrayList<>();
      Page<UnshardedVote> copyPage = null;
      do {
        var query = tables.copy().query().primary("alice").limit(7);
        if (descending) {
          query.descending();
        }
        if (copyPage != null) {
          query.startAfter(copyPage.cursor().get());
        }
        copyPage = query.page();
        copyPages.add(copies(copyPage.items()));
      } while (copyPage.cursor().isPresent());

      // The unsharded query may end with an empty page where the sharded one knows it is done.
      copyPages.removeIf(List::isEmpty);
      shardedPages.removeIf(List::isEmpty);
      assertEquals(copyPages, shardedPages, descending ? "descending" : "ascending");
      assertEquals(VOTES, shardedPages.stream().mapToInt(List::size).sum());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listAndNarrowedListMatchTheUnshardedCopy(SampleEngine engine) {
    Tables tables = filled(engine);
    Instant from = T0.plusSeconds(40);
    assertEquals(copies(tables.copy().query().primary("alice").list()),
        votes(tables.sharded().query().primaryShards("alice").list()));
    assertEquals(copies(tables.copy().query().primary("alice").votedAtGte(from).list()),
        votes(tables.sharded().query().primaryShards("alice").where(shard -> shard.votedAtGte(from)).list()));
    assertEquals(copies(tables.copy().query().primary("alice").descending().limit(25).list()),
        votes(tables.sharded().query().primaryShards("alice").descending().limit(25).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cursorOfAnotherContestantIsRefused(SampleEngine engine) {
    Tables tables = filled(engine);
    String cursor = tables.sharded().query().primaryShards("alice").limit(3).page().cursor().orElseThrow();
    assertThrows(SingleTableException.class,
        () -> tables.sharded().query().primaryShards("alice-evil").startAfter(cursor));
    assertEquals(3, votes(tables.sharded().query().primaryShards("alice").limit(3).startAfter(cursor).page().items())
        .size());
  }
}
