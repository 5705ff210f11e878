package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Write sharding: the {@code int} component spreads the entity's partition key over {@code value}
 * shards, numbered 1 to {@code value}. It must appear in the {@code @Pk} template, e.g.
 *
 * <pre>{@code
 * @Pk(template = "${date}_${shard}")
 * @Sk(template = "${at}")
 * record Log(String date, @Shard(4) int shard, String at, String orderId) {}
 * }</pre>
 *
 * <p>On every write (put, create, transactions, batches) a shard of 0 is replaced by one chosen at
 * random, or, with {@link #by()}, always by the one computed from that component's value, so that
 * the reader of one order knows its shard; the written record, with its shard, is what the write
 * returns. The generated query {@code primaryShards(...)} takes the other partition-key components,
 * reads all shards concurrently and merges them in sort-key order, with one cursor for all shards.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Shard {
  /** The number of shards, from 2 to 1000. */
  int value();

  /**
   * The component whose value decides the shard ({@code 1 + floorMod(String.valueOf(value).hashCode(),
   * shards)}); empty to choose a shard at random on every write.
   */
  String by() default "";
}
