package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index the entity is written to. Sparse by nature: when a placeholder of its
 * key is null, that index's key attributes are not written.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Gsi.List.class)
public @interface Gsi {
  /** The DynamoDB index name, for example {@code "gsi1"}. */
  String index();

  /** The access pattern's name in the generated query DSL. Default: {@link #index()}. */
  String name() default "";

  /** The partition-key template of the index. Required. */
  String pk();

  /** The sort-key template of the index; empty when the index has no sort key. */
  String sk() default "";

  /** The attribute holding the index partition key. Default: {@code <index>pk}. */
  String pkField() default "";

  /** The attribute holding the index sort key. Default: {@code <index>sk}. */
  String skField() default "";

  /**
   * Entities of one service whose indexes name the same collection on the same index share that
   * index's partitions and are read together by one query of the generated service, as with
   * {@link Pk#collection()}.
   */
  String collection() default "";

  /** Holds repeated {@link Gsi} annotations. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /** The repeated annotations. */
    Gsi[] value();
  }
}
