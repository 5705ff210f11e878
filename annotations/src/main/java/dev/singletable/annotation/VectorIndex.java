package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A DynamoDB vector index on one component of the entity, searched by nearest neighbours with
 * {@code SearchVectors}.
 *
 * <pre>{@code
 * @Entity(service = "catalogue")
 * @Pk(template = "PRODUCT#${sku}")
 * @VectorIndex(index = "byEmbedding", vector = "embedding", dimensions = 8,
 *     distance = VectorDistance.COSINE, partition = "category", filters = {"brand"})
 * public record Product(String sku, String category, String brand, float[] embedding) {}
 * }</pre>
 *
 * <p>The vector component is a {@code float[]}, a {@code double[]}, a {@code List<Float>} or a
 * {@code List<Double>}, stored as a list of numbers. A write whose vector is not {@link
 * #dimensions()} long, or holds NaN or an infinity, is refused before anything is sent; an item
 * whose vector is null is left out of the index. DynamoDB takes vector indexes on on-demand tables
 * only, so a service whose table is {@link Provisioned} cannot declare one.
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/vector-search.md#vector-search">Vector search</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/annotations.md#vectorindex">Annotations reference: @VectorIndex</a>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(VectorIndex.List.class)
public @interface VectorIndex {
  /**
   * The DynamoDB index name: 3 to 255 letters, digits, {@code _}, {@code -} or {@code .}.
   *
   * @return the DynamoDB name of the vector index
   */
  String index();

  /**
   * The access pattern's name in the generated search step. Default: {@link #index()}.
   *
   * @return the name of the index's search step in the generated DSL, or {@code ""} for the index
   *     name
   */
  String name() default "";

  /**
   * The component holding the vector.
   *
   * @return the component holding the vector
   */
  String vector();

  /**
   * The number of elements of every vector, 1 to 4,096.
   *
   * @return the number of elements of every vector
   */
  int dimensions();

  /**
   * How closeness is measured.
   *
   * @return the distance function that measures closeness
   */
  VectorDistance distance();

  /**
   * The component that partitions the index's search space ({@code HASH} of the search schema): a
   * search reads one of its values, of a type a key may hold. Empty (the default) for an index
   * searched as a whole.
   *
   * @return the component that partitions the search space, or {@code ""} for none
   */
  String partition() default "";

  /**
   * The components a search may filter on by equality ({@code INLINE_FILTER} of the search
   * schema), each a type a key may hold (text, numbers, enums, instants, dates, UUIDs or {@code
   * byte[]}): DynamoDB declares them in the table's attribute definitions.
   *
   * @return the components a search may filter on by equality
   */
  String[] filters() default {};

  /**
   * What the index stores of each item besides its keys and vector: {@link IndexProjection#ALL}
   * (the default), {@link IndexProjection#KEYS_ONLY}, or {@link IndexProjection#INCLUDE} with
   * {@link #include()}. A search of an {@code ALL} index returns the entity's records; one of a
   * {@code KEYS_ONLY} or {@code INCLUDE} index returns the generated projection record of the primary
   * key's and the included components.
   *
   * @return which attributes the index stores besides its keys and vector
   */
  IndexProjection projection() default IndexProjection.ALL;

  /**
   * The components an {@link IndexProjection#INCLUDE} index stores, by component name.
   *
   * @return the components an {@code INCLUDE} index stores besides its keys and vector
   */
  String[] include() default {};

  /** Holds repeated {@link VectorIndex} annotations. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the vector indexes declared on the record
     */
    VectorIndex[] value();
  }
}
