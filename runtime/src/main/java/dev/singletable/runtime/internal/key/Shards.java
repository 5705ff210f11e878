package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The shard of a write-sharded partition key ({@code @Shard}): shards are numbered {@code first} to
 * {@code first + n - 1} ({@code 0} to {@code n - 1} unless the annotation says otherwise). Generated
 * code calls it when a record is written and when a key is rendered.
 */
public final class Shards {
  private Shards() {}

  /**
   * The shard a record is written to: the one it names, or one chosen at random when it names 0.
   * With shards numbered from 0, a record naming shard 0 is therefore written to a random shard, 0
   * included; an update by key reaches shard 0 itself.
   *
   * @param entity the entity, for the message
   * @param component the shard component, for the message
   * @param shard the record's shard, 0 for one chosen at random
   * @param first the first shard's number
   * @param shards the number of shards
   * @return a shard from {@code first} to {@code first + shards - 1}
   * @throws InvalidValueException when the record names a shard outside that range (and not 0)
   */
  public static int assign(String entity, String component, int shard, int first, int shards) {
    if (shard == 0) {
      return first + ThreadLocalRandom.current().nextInt(shards);
    }
    return check(entity, component, shard, first, shards);
  }

  /**
   * A shard of a key (get, delete, update, upsert, a query of one shard): it must be one the sharded
   * query reads, or an update would write an item no query of all shards finds.
   *
   * @param entity the entity, for the message
   * @param component the shard component, for the message
   * @param shard the shard
   * @param first the first shard's number
   * @param shards the number of shards
   * @return the shard
   * @throws InvalidValueException when the shard is outside {@code first} to {@code first + shards - 1}
   */
  public static int check(String entity, String component, int shard, int first, int shards) {
    if (shard < first || shard > first + shards - 1) {
      throw new InvalidValueException(entity, component, shard, "is no shard: the " + shards + " shards are numbered "
          + first + " to " + (first + shards - 1) + " (a record written whole may name 0 to have one chosen at random)");
    }
    return shard;
  }

  /**
   * The shard a value decides: {@code first + floorMod(String.valueOf(value).hashCode(), shards)},
   * the same in every JVM, so that a reader who knows the value knows the shard.
   *
   * @param value the deciding component's value
   * @param first the first shard's number
   * @param shards the number of shards
   * @return a shard from {@code first} to {@code first + shards - 1}
   */
  public static int of(Object value, int first, int shards) {
    return first + Math.floorMod(String.valueOf(value).hashCode(), shards);
  }
}
