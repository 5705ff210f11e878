package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which shard a write goes to. */
class ShardsTest {

  @Test
  void shardZeroIsChosenAtRandomAmongAllShards() {
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      int shard = Shards.assign("vote", "shard", 0, 20);
      assertTrue(shard >= 1 && shard <= 20, "shard " + shard);
      seen.add(shard);
    }
    assertEquals(20, seen.size());
  }

  @Test
  void aGivenShardIsKept() {
    assertEquals(7, Shards.assign("vote", "shard", 7, 20));
  }

  @Test
  void aShardOutsideTheRangeIsRefusedNamingEntityComponentAndValue() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Shards.assign("vote", "shard", 21, 20));
    assertTrue(e.getMessage().contains("vote") && e.getMessage().contains("shard") && e.getMessage().contains("21"),
        e.getMessage());
  }

  @Test
  void aDecidingValueGivesTheSameShardEveryTime() {
    assertEquals(Shards.of("order-1234", 4), Shards.of("order-1234", 4));
    assertEquals(1 + Math.floorMod("order-1234".hashCode(), 4), Shards.of("order-1234", 4));
  }
}
