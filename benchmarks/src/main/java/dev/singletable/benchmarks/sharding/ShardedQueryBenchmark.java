package dev.singletable.benchmarks.sharding;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.patterns.Vote;
import dev.singletable.samples.patterns.VoteEntity;
import dev.singletable.samples.patterns.VotesService;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reading {@value #VOTES} votes of one contestant from moto over HTTP: spread over twenty
 * shards and merged by {@code primaryShards(...)}, against the same votes in one unsharded partition.
 * Each variant reads a first page of {@value #PAGE} and the whole partition; the sharded page reads
 * up to {@value #PAGE} items from each of the twenty shards, concurrently.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class ShardedQueryBenchmark {
  static final int VOTES = 400;
  static final int PAGE = 25;

  private SampleEngine local;
  private VoteEntity sharded;
  private UnshardedVoteEntity unsharded;

  @Setup(Level.Trial)
  public void fill() {
    local = SampleEngine.startMoto();
    DynamoDbClient client = local.client();
    client.createTable(VotesService.createTableRequest("votes"));
    client.createTable(VotecopyService.createTableRequest("votecopy"));
    sharded = VoteEntity.of(Table.of(client, "votes"));
    unsharded = UnshardedVoteEntity.of(Table.of(client, "votecopy"));
    Instant start = Instant.parse("2025-11-24T20:00:00Z");
    for (int i = 0; i < VOTES; i++) {
      sharded.put(new Vote("alice", 0, start.plusSeconds(i), "voter" + i)).execute();
      unsharded.put(new UnshardedVote("alice", start.plusSeconds(i), "voter" + i)).execute();
    }
    if (sharded.query().primaryShards("alice").list().size() != VOTES
        || unsharded.query().primary("alice").list().size() != VOTES) {
      throw new IllegalStateException("expected " + VOTES + " votes in each table");
    }
  }

  @TearDown(Level.Trial)
  public void stop() {
    local.close();
  }

  /** The first page of the sharded partition: twenty Query requests at once, merged. */
  @Benchmark
  public Page<Vote> shardedFirstPage() {
    return sharded.query().primaryShards("alice").limit(PAGE).page();
  }

  /** The first page of the unsharded partition: one Query request. */
  @Benchmark
  public Page<UnshardedVote> unshardedFirstPage() {
    return unsharded.query().primary("alice").limit(PAGE).page();
  }

  /** Every vote of the sharded partition, in sort-key order. */
  @Benchmark
  public List<Vote> shardedAll() {
    return sharded.query().primaryShards("alice").list();
  }

  /** Every vote of the unsharded partition. */
  @Benchmark
  public List<UnshardedVote> unshardedAll() {
    return unsharded.query().primary("alice").list();
  }
}
