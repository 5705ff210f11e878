package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Write sharding: the {@code int} component spreads the entity's partition key over {@code value}
 * shards, numbered {@link #first()} (0 by default) to {@code first + value - 1}. It must appear in
 * the {@code @Pk} template, e.g.
 *
 * <pre>{@code
 * @Pk(template = "${date}_${shard}")
 * @Sk(template = "${at}")
 * record Log(String date, @Shard(value = 4, first = 1) int shard, String at, String orderId) {}
 * }</pre>
 *
 * <p>On every write of a whole record (put, create, transactions, batches) a shard of 0 is replaced
 * by one chosen at random (0 included when shards are numbered from 0), or, with {@link #by()},
 * always by the one computed from that component's value, so that the reader of one order knows its
 * shard; the written record, with its shard, is what the write returns. Keys (get, delete, update,
 * upsert, a query of one shard) take a shard in range, and refuse any other with an
 * {@code InvalidValueException} before anything is sent. The generated query {@code primaryShards(...)} takes the other partition-key components,
 * reads all shards concurrently and merges them in sort-key order, with one cursor for all shards.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Shard {
  /**
   * The number of shards, from 2 to 1000.
   *
   * @return the number of shards
   */
  int value();

  /**
   * The first shard's number: shards are {@code first} to {@code first + value - 1}. 0 by default
   * ({@code rand(0,19)} for 20 shards); 1 for suffixes counted from 1 ({@code 2020-10-19_1} to
   * {@code _4}).
   *
   * @return the number of the first shard
   */
  int first() default 0;

  /**
   * The component whose value decides the shard ({@code first + floorMod(String.valueOf(value)
   * .hashCode(), shards)}); empty to choose a shard at random on every write of a record naming 0.
   *
   * @return the component whose value chooses the shard, or {@code ""} to choose one at random
   */
  String by() default "";
}
