package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A local secondary index: the table's partition key with another sort key, rendered from its own
 * template. Its queries read one partition of the table in another order and, unlike those of a
 * global secondary index, may be strongly consistent ({@code consistent()}). Sparse like a GSI
 * (unless {@link #required()}): when a placeholder of its sort key is null, the item is not in the
 * index.
 *
 * <pre>{@code
 * @Pk(template = "CUSTOMER#${customerId}")
 * @Sk(template = "ORDER#${orderId}")
 * @Lsi(index = "lsi1", name = "byDate", sk = "PLACED#${placedAt}")
 * }</pre>
 *
 * <p>DynamoDB creates local secondary indexes with the table only (an existing table cannot get
 * one), at most five per table, and needs a table with a sort key.
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#local-secondary-indexes">Queries and indexes: local secondary indexes</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/annotations.md#lsi">Annotations reference: @Lsi</a>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Lsi.List.class)
public @interface Lsi {
  /**
   * The DynamoDB index name, for example {@code "lsi1"}.
   *
   * @return the DynamoDB name of the local secondary index
   */
  String index();

  /**
   * The access pattern's name in the generated query DSL. Default: {@link #index()}.
   *
   * @return the name of the index's query in the generated DSL, or {@code ""} for the index name
   */
  String name() default "";

  /**
   * The sort-key template of the index.
   *
   * @return the sort-key template of the index
   */
  String sk();

  /**
   * The attribute holding the index sort key. Default: {@code <index>sk}.
   *
   * @return the attribute holding the index sort key, or {@code ""} for {@code <index>sk}
   */
  String skField() default "";

  /**
   * How the text and enum components of the index's sort key are cased when it is rendered (see
   * {@link KeyCasing}); its partition key is the table's, cased as {@link Pk#casing()} says. The
   * layout lock records it.
   *
   * @return the casing applied to the sort key's text and enum components
   */
  KeyCasing skCasing() default KeyCasing.NONE;

  /**
   * Whether every item of the entity must be in this index. By default ({@code false}) the index is
   * sparse; with {@code true} a write that would leave the item out of it is refused before anything
   * is sent, as for {@link Gsi#required()}.
   *
   * @return {@code true} when every item of the entity must be in the index
   */
  boolean required() default false;

  /** Holds repeated {@link Lsi} annotations. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the local secondary indexes declared on the record
     */
    Lsi[] value();
  }
}
