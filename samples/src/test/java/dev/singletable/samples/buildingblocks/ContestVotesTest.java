package dev.singletable.samples.buildingblocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Seed 003's write sharding: each vote is one UpdateItem adding one to the counter
 * of shard {@code rand(0,19)} appended to the contestant's partition key; the count sums all twenty
 * counters at read time; the aggregation writes the sum back to one total item for live reads.
 */
class ContestVotesTest {
  private static final int ALICE_VOTES = 400;
  private static final int BOB_VOTES = 7;

  static Stream<?> engines() {
    return Engines.all();
  }

  /** {@code voting}: the requests the votes sent, as they were when the votes were cast. */
  private record Contest(ContestVotes votes, Table table, RequestRecorder requests, Map<Integer, Integer> aliceByShard,
      List<DynamoDbRequest> voting) {}

  /** The votes every test but the aggregation's reads, cast once per engine: 407 writes are not repeated for each. */
  private static final Map<String, Contest> CAST = new ConcurrentHashMap<>();

  private static Contest contest(SampleEngine engine) {
    return CAST.computeIfAbsent(engine.toString(), name -> newContest(engine));
  }

  private static Contest newContest(SampleEngine engine) {
    RequestRecorder requests = new RequestRecorder();
    Table table = Engines.newTable(engine, "contest", VoteShardEntity.SCHEMA, VoteTotalEntity.SCHEMA)
        .withListener(requests);
    ContestVotes votes = ContestVotes.of(table, new Random(2020));
    Map<Integer, Integer> aliceByShard = new TreeMap<>();
    for (int i = 0; i < ALICE_VOTES; i++) {
      aliceByShard.merge(votes.vote("alice"), 1, Integer::sum);
    }
    for (int i = 0; i < BOB_VOTES; i++) {
      votes.vote("bob");
    }
    return new Contest(votes, table, requests, aliceByShard, List.copyOf(requests.sent()));
  }

  /** The stored counters by partition key. */
  private static Map<String, Long> counters(Table table) {
    Map<String, Long> counters = new TreeMap<>();
    for (Map<String, AttributeValue> item : RawItems.scan(table)) {
      if (item.containsKey("votes") && !item.get("PK").s().endsWith("_TOTAL")) {
        counters.put(item.get("PK").s(), Long.parseLong(item.get("votes").n()));
      }
    }
    return counters;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void votesLandOnShardsZeroToNineteenAppendedToThePartitionKey(SampleEngine engine) {
    Contest contest = contest(engine);
    Set<String> expected = new HashSet<>();
    for (int shard = 0; shard <= 19; shard++) {
      expected.add("alice_" + shard);
    }
    Set<String> alice = new HashSet<>(counters(contest.table()).keySet());
    alice.removeIf(pk -> !pk.startsWith("alice_"));
    assertEquals(expected, alice);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theShardedQueryReadsEveryCounterOfTheContestantAndAKeyOutsideTheShardsIsRefused(SampleEngine engine) {
    Contest contest = contest(engine);
    VoteShardEntity shards = VoteShardEntity.of(contest.table());
    List<VoteShard> alice = shards.query().primaryShards("alice").list();
    assertEquals(20, alice.size());
    assertEquals(contest.votes().count("alice"), alice.stream().mapToLong(VoteShard::votes).sum());
    assertThrows(InvalidValueException.class, () -> shards.upsert("alice", 20));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachShardCountsTheVotesSentToIt(SampleEngine engine) {
    Contest contest = contest(engine);
    Map<String, Long> expected = new TreeMap<>();
    contest.aliceByShard().forEach((shard, votes) -> expected.put("alice_" + shard, (long) votes));
    Map<String, Long> alice = new TreeMap<>(counters(contest.table()));
    alice.keySet().removeIf(pk -> !pk.startsWith("alice_"));
    assertEquals(expected, alice);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachVoteIsOneUpdateItem(SampleEngine engine) {
    Contest contest = contest(engine);
    assertEquals(ALICE_VOTES + BOB_VOTES, contest.voting().size());
    assertEquals(ALICE_VOTES + BOB_VOTES, contest.voting().stream().filter(UpdateItemRequest.class::isInstance).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countSumsAllTwentyShardsInOneBatchGet(SampleEngine engine) {
    Contest contest = contest(engine);
    contest.requests().clear();
    assertEquals(ALICE_VOTES, contest.votes().count("alice"));
    assertEquals(1, contest.requests().sent().size());
    BatchGetItemRequest request = (BatchGetItemRequest) contest.requests().sent().get(0);
    assertEquals(20, request.requestItems().get(contest.table().name()).keys().size());
    assertEquals(BOB_VOTES, contest.votes().count("bob"));
    assertEquals(0, contest.votes().count("carol"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aggregationWritesTheTotalLiveReadersGet(SampleEngine engine) {
    Contest contest = newContest(engine); // it votes again: a contest of its own
    assertEquals(Optional.empty(), contest.votes().total("alice"));

    assertEquals(ALICE_VOTES, contest.votes().aggregate("alice").votes());
    assertEquals(ALICE_VOTES, contest.votes().total("alice").orElseThrow().votes());
    assertEquals(List.of(List.of("alice_TOTAL", String.valueOf(ALICE_VOTES))),
        RawItems.scan(contest.table()).stream().filter(item -> item.get("PK").s().endsWith("_TOTAL"))
            .map(item -> List.of(item.get("PK").s(), item.get("votes").n())).toList());

    // Live readers see the last aggregation, not the votes since.
    contest.votes().vote("alice");
    assertEquals(ALICE_VOTES, contest.votes().total("alice").orElseThrow().votes());
    assertEquals(ALICE_VOTES + 1, contest.votes().aggregate("alice").votes());
    assertEquals(ALICE_VOTES + 1, contest.votes().total("alice").orElseThrow().votes());
  }
}
