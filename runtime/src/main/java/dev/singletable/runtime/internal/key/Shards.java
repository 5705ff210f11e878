package dev.singletable.runtime.internal.key;

import java.util.concurrent.ThreadLocalRandom;

/**
 * The shard of a write-sharded partition key ({@code @Shard}): shards are numbered 1 to {@code n}.
 * Generated code calls it when a record is written.
 */
public final class Shards {
  private Shards() {}

  /**
   * The shard a record is written to: the one it names, or one chosen at random when it names 0.
   *
   * @param entity the entity, for the message
   * @param component the shard component, for the message
   * @param shard the record's shard, 0 for none yet
   * @param shards the number of shards
   * @return a shard from 1 to {@code shards}
   * @throws IllegalArgumentException when the record names a shard outside 0 to {@code shards}
   */
  public static int assign(String entity, String component, int shard, int shards) {
    if (shard == 0) {
      return 1 + ThreadLocalRandom.current().nextInt(shards);
    }
    if (shard < 1 || shard > shards) {
      throw new IllegalArgumentException(entity + ": shard component " + component + " is " + shard
          + "; it is 0 (chosen at random on write) or a shard from 1 to " + shards);
    }
    return shard;
  }

  /**
   * The shard a value decides: {@code 1 + floorMod(String.valueOf(value).hashCode(), shards)}, the
   * same in every JVM, so that a reader who knows the value knows the shard.
   *
   * @param value the deciding component's value
   * @param shards the number of shards
   * @return a shard from 1 to {@code shards}
   */
  public static int of(Object value, int shards) {
    return 1 + Math.floorMod(String.valueOf(value).hashCode(), shards);
  }
}
