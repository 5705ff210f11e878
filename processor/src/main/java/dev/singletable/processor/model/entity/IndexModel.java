package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.JavaNames;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.key.KeyModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * The primary index ({@code @Pk} and {@code @Sk}) or a global secondary index ({@code @Gsi}) of an
 * entity.
 *
 * @param indexName the DynamoDB index name; null for the primary index
 * @param name the access pattern's name, used in generated method names: {@code primary} for the
 *     primary index, {@code @Gsi(name)} (default: the index name) for the others
 * @param pk the partition key
 * @param sk the sort key, when the index has one
 * @param position the index's annotation ({@code @Pk} for the primary index)
 * @param indexNamePosition the {@code index} value; the annotation for the primary index
 * @param namePosition the {@code name} value, or the {@code index} value when the name is defaulted
 * @param collection the collection this index's partitions are read with ({@code @Pk(collection)} or
 *     {@code @Gsi(collection)}), empty for none
 * @param projection what the index stores of each item besides its keys (every attribute for the
 *     primary index)
 * @param local whether it is a local secondary index ({@code @Lsi}): its partition key is the
 *     table's
 * @param required whether every item must be in the index ({@code @Gsi(required = true)}, {@code
 *     @Lsi(required = true)}): a write that lacks one of its components is refused; else the index
 *     is sparse
 * @param partialKeys whether the index's keys are written with only the components present, as
 *     ElectroDB writes them ({@code @Gsi(partialKeys = true)})
 * @param alias the table index's own access pattern name ({@code @Pk(name)}), generated as a query
 *     method beside {@code primary}; empty for a secondary index and when {@code @Pk} names none
 */
public record IndexModel(
    String indexName,
    String name,
    KeyModel pk,
    Optional<KeyModel> sk,
    Position position,
    Position indexNamePosition,
    Position namePosition,
    Optional<CollectionModel> collection,
    ProjectionModel projection,
    boolean local,
    boolean required,
    boolean partialKeys,
    Optional<String> alias) {

  /** An index whose keys are written whole, or not at all, without an alias: most secondary indexes. */
  public IndexModel(String indexName, String name, KeyModel pk, Optional<KeyModel> sk, Position position,
      Position indexNamePosition, Position namePosition, Optional<CollectionModel> collection,
      ProjectionModel projection, boolean local, boolean required) {
    this(indexName, name, pk, sk, position, indexNamePosition, namePosition, collection, projection, local, required,
        false, Optional.empty());
  }

  /** A primary or global index storing every attribute. */
  public IndexModel(String indexName, String name, KeyModel pk, Optional<KeyModel> sk, Position position,
      Position indexNamePosition, Position namePosition, Optional<CollectionModel> collection) {
    this(indexName, name, pk, sk, position, indexNamePosition, namePosition, collection,
        ProjectionModel.all(position), false, false);
  }

  /** A global index. */
  public IndexModel(String indexName, String name, KeyModel pk, Optional<KeyModel> sk, Position position,
      Position indexNamePosition, Position namePosition, Optional<CollectionModel> collection,
      ProjectionModel projection) {
    this(indexName, name, pk, sk, position, indexNamePosition, namePosition, collection, projection, false, false);
  }

  /** The name of the primary index's access pattern. */
  public static final String PRIMARY = "primary";

  /**
   * The access pattern's name as generated methods spell it: {@link JavaNames#identifier lower camel
   * case} ({@code by_type} and {@code ByType} are {@code byType}).
   */
  public String javaName() {
    return JavaNames.identifier(name, "Index");
  }

  /**
   * The alias as generated methods spell it, as {@link #javaName()}: {@code @Pk(name = "writer")}
   * gives {@code writer}.
   */
  public Optional<String> javaAlias() {
    return alias.map(name -> JavaNames.identifier(name, "Index"));
  }

  /** Whether this is the table's primary index. */
  public boolean isPrimary() {
    return indexName == null;
  }

  /**
   * The components a query of this index returns when it {@linkplain ProjectionModel#isPartial
   * stores less than every attribute}: those of the primary key, of this index's keys and the
   * included ones, in the record's declaration order.
   *
   * @param entity the entity the index belongs to
   */
  public List<AttributeModel> projectedAttributes(EntityModel entity) {
    return projection.storedAttributes(entity, componentNames());
  }

  /** The partition key, then the sort key when there is one. */
  public List<KeyModel> keys() {
    List<KeyModel> keys = new ArrayList<>(2);
    keys.add(pk);
    sk.ifPresent(keys::add);
    return keys;
  }

  /** The components of the partition key, then those of the sort key not already in it. */
  public List<String> componentNames() {
    LinkedHashSet<String> names = new LinkedHashSet<>();
    for (KeyModel key : keys()) {
      names.addAll(key.template().componentNames());
    }
    return List.copyOf(names);
  }
}
