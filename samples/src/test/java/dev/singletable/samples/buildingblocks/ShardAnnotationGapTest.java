package dev.singletable.samples.buildingblocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @Shard} for seed 003's votes: the seed's shards are {@code rand(0,19)}, as {@code
 * @Shard(20)} numbers them, and the seed writes each vote with UpdateItem by key, whose shard the
 * query of all shards reads; a shard outside them is refused before anything is sent.
 */
class ShardAnnotationGapTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @DisplayName("@Shard(20) numbers shards 0 to 19 as seed 003's rand(0,19), and a record naming 0 is written to "
      + "any of them")
  @ParameterizedTest
  @MethodSource("engines")
  void shardedPartitionsAreNumberedZeroToNineteenAsTheSeed(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shardgap", ShardedCounterEntity.SCHEMA);
    ShardedCounterEntity counters = ShardedCounterEntity.of(table);
    for (int i = 0; i < 400; i++) {
      counters.put(new ShardedCounter("alice", 0, 1)).execute();
    }
    Set<String> expected = IntStream.range(0, 20).mapToObj(shard -> "alice_" + shard)
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(expected, RawItems.scan(table).stream().map(item -> item.get("PK").s())
        .collect(Collectors.toCollection(TreeSet::new)));
  }

  @DisplayName("upsert(contestant, 0) adds to partition alice_0, a shard that primaryShards(\"alice\") reads")
  @ParameterizedTest
  @MethodSource("engines")
  void upsertCountersOnAShardTheShardedReadSees(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shardgap", ShardedCounterEntity.SCHEMA);
    ShardedCounterEntity counters = ShardedCounterEntity.of(table);
    for (int i = 0; i < 5; i++) {
      counters.upsert("alice", 0).add(ShardedCounterEntity.VOTES, 1L).execute();
    }
    assertEquals(5, counters.query().primaryShards("alice").list().stream().mapToLong(ShardedCounter::votes).sum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updateOrUpsertOfAShardOutsideTheRangeIsRefusedBeforeAnythingIsSent(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shardgap", ShardedCounterEntity.SCHEMA);
    ShardedCounterEntity counters = ShardedCounterEntity.of(table);
    InvalidValueException upsert = assertThrows(InvalidValueException.class,
        () -> counters.upsert("alice", 20).add(ShardedCounterEntity.VOTES, 1L).execute());
    assertTrue(upsert.getMessage().contains("numbered 0 to 19"), upsert.getMessage());
    assertThrows(InvalidValueException.class, () -> counters.upsert("alice", -1));
    assertThrows(InvalidValueException.class, () -> counters.get("alice", 20));
    assertEquals(List.of(), RawItems.scan(table));
  }
}
