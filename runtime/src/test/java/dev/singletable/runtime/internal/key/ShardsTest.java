package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which shard a write goes to. */
class ShardsTest {

  @Test
  void shardZeroIsChosenAtRandomAmongAllShards() {
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      int shard = Shards.assign("vote", "shard", 0, 0, 20);
      assertTrue(shard >= 0 && shard <= 19, "shard " + shard);
      seen.add(shard);
    }
    assertEquals(20, seen.size());
  }

  @Test
  void aGivenShardIsKept() {
    assertEquals(7, Shards.assign("vote", "shard", 7, 0, 20));
    assertEquals(19, Shards.assign("vote", "shard", 19, 0, 20));
  }

  @Test
  void shardsNumberedFromOneTakeZeroAsChooseAtRandom() {
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < 500; i++) {
      seen.add(Shards.assign("log", "shard", 0, 1, 4));
    }
    assertEquals(Set.of(1, 2, 3, 4), seen);
  }

  @Test
  void aKeyShardOutsideTheRangeIsRefusedBeforeAnythingIsSent() {
    assertEquals(0, Shards.check("vote", "shard", 0, 0, 20));
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> Shards.check("vote", "shard", 20, 0, 20));
    assertTrue(e.getMessage().contains("numbered 0 to 19"), e.getMessage());
    assertThrows(InvalidValueException.class, () -> Shards.check("log", "shard", 0, 1, 4));
    assertThrows(InvalidValueException.class, () -> Shards.check("vote", "shard", -1, 0, 20));
  }

  @Test
  void aShardOutsideTheRangeIsRefusedNamingEntityComponentAndValue() {
    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> Shards.assign("vote", "shard", 21, 1, 20));
    assertTrue(e.getMessage().contains("vote") && e.getMessage().contains("shard") && e.getMessage().contains("21"),
        e.getMessage());
  }

  @Test
  void aDecidingValueGivesTheSameShardEveryTime() {
    assertEquals(Shards.of("order-1234", 1, 4), Shards.of("order-1234", 1, 4));
    assertEquals(1 + Math.floorMod("order-1234".hashCode(), 4), Shards.of("order-1234", 1, 4));
    assertEquals(Math.floorMod("order-1234".hashCode(), 20), Shards.of("order-1234", 0, 20));
  }
}
