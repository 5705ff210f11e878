package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index the entity is written to. Sparse by default: when a placeholder of its
 * key is null, that index's key attributes are not written; {@link #required()} refuses such writes
 * instead.
 *
 * <p>Its key is either rendered from templates ({@link #pk()}, {@link #sk()}) into string
 * attributes, or made of the entity's own attributes ({@link #pkAttributes()}, {@link
 * #skAttributes()}): up to four partition and four sort components, each stored as its own typed
 * attribute ({@code S}, {@code N} or {@code B}), nothing concatenated. A query of such an index
 * gives every partition attribute, then fixes sort attributes in order and ends with at most one
 * range on the next:
 *
 * <pre>{@code
 * @Gsi(index = "byRegion", pkAttributes = {"tenant", "region"}, skAttributes = {"score"})
 * }</pre>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#queries">Queries and indexes</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/annotations.md#gsi">Annotations reference: @Gsi</a>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Gsi.List.class)
public @interface Gsi {
  /**
   * The DynamoDB index name, for example {@code "gsi1"}.
   *
   * @return the DynamoDB name of the global secondary index
   */
  String index();

  /**
   * The access pattern's name in the generated query DSL. Default: {@link #index()}.
   *
   * @return the name of the index's query in the generated DSL, or {@code ""} for the index name
   */
  String name() default "";

  /**
   * The partition-key template of the index; required unless {@link #pkAttributes()} is given.
   *
   * @return the partition-key template of the index, or {@code ""} when {@link #pkAttributes()} is
   *     given
   */
  String pk() default "";

  /**
   * The sort-key template of the index; empty when the index has no sort key.
   *
   * @return the sort-key template of the index, or {@code ""} for an index without a sort key
   */
  String sk() default "";

  /**
   * The attribute holding the index partition key. Default: {@code <index>pk}.
   *
   * @return the attribute holding the index partition key, or {@code ""} for {@code <index>pk}
   */
  String pkField() default "";

  /**
   * The attribute holding the index sort key. Default: {@code <index>sk}.
   *
   * @return the attribute holding the index sort key, or {@code ""} for {@code <index>sk}
   */
  String skField() default "";

  /**
   * How the text and enum components of the index's partition key are cased when it is rendered
   * (see {@link KeyCasing}). For indexes rendered from templates. The layout lock records it.
   *
   * @return the casing applied to the partition key's text and enum components
   */
  KeyCasing pkCasing() default KeyCasing.NONE;

  /**
   * How the text and enum components of the index's sort key are cased when it is rendered (see
   * {@link KeyCasing}). For indexes rendered from templates. The layout lock records it.
   *
   * @return the casing applied to the sort key's text and enum components
   */
  KeyCasing skCasing() default KeyCasing.NONE;

  /**
   * The components whose stored attributes are the index's partition key, in order (one to four);
   * in place of {@link #pk()}.
   *
   * @return the components whose attributes form the partition key, or none for a template key
   */
  String[] pkAttributes() default {};

  /**
   * The components whose stored attributes are the index's sort key, in order (up to four); in place
   * of {@link #sk()}, with {@link #pkAttributes()} only.
   *
   * @return the components whose attributes form the sort key, or none
   */
  String[] skAttributes() default {};

  /**
   * Entities of one service whose indexes name the same collection on the same index share that
   * index's partitions and are read together by one query of the generated service, as with
   * {@link Pk#collection()}.
   *
   * @return the name of the collection the index belongs to, or {@code ""} for none
   */
  String collection() default "";

  /**
   * A sub-collection of {@link #collection()}: the members naming it are read apart from the rest of
   * the collection, by the leading components their sort keys share. With {@code sk =
   * "PROJECT#${project}#TASK#${task}"} and {@code "PROJECT#${project}#HEAD"} naming sub-collection
   * {@code "project"}, the collection's query gets a step {@code project(project)} that reads that
   * project's items only. The members need the same literal text and components, rendered alike, at
   * the start of their sort keys, followed by a delimiter. Members whose sort keys part within their
   * first literal text are read by the text they share up to its last delimiter, with a step without
   * arguments: ElectroDB's {@code $owned#managed#board_1#...} and {@code $owned#managed#task_1#...} in
   * sub-collection {@code "managed"} give {@code managed()}, which reads the keys starting {@code
   * $owned#managed#}. Otherwise the model does not compile.
   *
   * @return the name of the sub-collection of {@link #collection()}, or {@code ""} for none
   */
  String subCollection() default "";

  /**
   * What the index stores of each item besides its keys: {@link IndexProjection#ALL} (the default)
   * every attribute, {@link IndexProjection#KEYS_ONLY} the keys, {@link IndexProjection#INCLUDE} the
   * keys and the components named by {@link #include()}. Stored in the generated {@code
   * createTableRequest}; with less than {@code ALL}, the index's query returns a generated projection
   * record of what the index holds, and the entity's {@code hydrate(...)} reads the full records. The
   * identity attributes ({@code __entity}, {@code __version}) are always stored, so that a query can
   * tell the entities sharing the index apart.
   *
   * @return which attributes the index stores besides its keys
   */
  IndexProjection projection() default IndexProjection.ALL;

  /**
   * The components an {@link IndexProjection#INCLUDE} index stores besides its keys, by component
   * name.
   *
   * @return the components an {@code INCLUDE} index stores besides its keys
   */
  String[] include() default {};

  /**
   * The index's read capacity units when the service's table is {@link Provisioned}; 0 (the default)
   * for the table's. Given with {@link #writeCapacity()}.
   *
   * @return the index's provisioned read capacity units, or 0 for the table's
   */
  long readCapacity() default 0;

  /**
   * The index's write capacity units when the service's table is {@link Provisioned}; 0 (the
   * default) for the table's. Given with {@link #readCapacity()}.
   *
   * @return the index's provisioned write capacity units, or 0 for the table's
   */
  long writeCapacity() default 0;

  /**
   * The read units per second the index is warmed to ({@code WarmThroughput}); 0 (the default) for
   * DynamoDB's. See {@link TableOptions} for the table's.
   *
   * @return the warm read throughput of the index in units per second, or 0 for DynamoDB's
   */
  long warmReadUnitsPerSecond() default 0;

  /**
   * The write units per second the index is warmed to ({@code WarmThroughput}); 0 (the default) for
   * DynamoDB's.
   *
   * @return the warm write throughput of the index in units per second, or 0 for DynamoDB's
   */
  long warmWriteUnitsPerSecond() default 0;

  /**
   * Whether every item of the entity must be in this index. By default ({@code false}) the index is
   * sparse: an item a component of whose keys is null is left out of it. With {@code true} a write
   * that would leave the item out is refused before anything is sent ({@code InvalidValueException}
   * naming the entity, the component and the index): a create, put, transaction or batch put of a
   * value whose component is null (after generated ids and defaults), an update that removes one, and
   * an upsert that does not set every component of the index outside the primary key (it may create
   * the item). For indexes rendered from templates; not for {@link #pkAttributes()}.
   *
   * @return {@code true} when every item of the entity must be in the index
   */
  boolean required() default false;

  /**
   * Whether the index's keys are written, as ElectroDB writes them, when some of their components are
   * null: each key then holds its literal text up to the first null component, that component's
   * literal label included, and nothing after (a copy of a book on the shelf, without {@code
   * memberId}, is stored in this index under {@code $library#memberid_}). Such an item is in the
   * index rather than left out of it; read back, a component its item holds in such a key alone is
   * absent (null), never an empty string, so an empty text component is refused before sending
   * ({@code InvalidValueException}). An update that nulls a component writes the shorter keys. Queries
   * take every partition-key component, as before. For indexes rendered from templates; not with
   * {@link #required()}. The layout lock records it. Default: false (the index is sparse).
   *
   * @return {@code true} to write keys up to their first null component, as ElectroDB does
   */
  boolean partialKeys() default false;

  /** Holds repeated {@link Gsi} annotations. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    /**
     * The repeated annotations.
     *
     * @return the global secondary indexes declared on the record
     */
    Gsi[] value();
  }
}
