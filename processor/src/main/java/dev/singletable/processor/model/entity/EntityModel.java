package dev.singletable.processor.model.entity;

import com.squareup.javapoet.ClassName;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.key.KeyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One {@code @Entity} record: its identity in its service, its indexes, its components and the
 * records nested in them.
 *
 * @param recordType the record
 * @param entityType the class generated for it
 * @param service the service (table) it belongs to
 * @param name the entity name stored on every item
 * @param version the entity version stored on every item
 * @param primary the primary index; empty when {@code @Pk} is missing
 * @param indexes the secondary indexes keyed by templates: the global ones in declaration order, then
 *     the local ones ({@link IndexModel#local()}) in declaration order
 * @param attributes the record components, in declaration order
 * @param records every record nested in the components, at any depth, each once
 * @param position the {@code @Entity} annotation
 * @param namePosition the {@code @Entity} name value, or the annotation when the name is defaulted
 * @param attributeIndexes the global secondary indexes keyed by the entity's own attributes, in
 *     declaration order
 * @param shard the write sharding of the partition key, if any
 * @param identity the attributes, or keys, that tell the entity's items from the others
 * @param capacity the provisioned capacity declared for the service's table and the indexes
 * @param evolution the earlier versions it reads and the upcasts between them
 * @param suppressedWarnings the ids of the warnings the record, or a type enclosing it, suppresses
 *     with {@code @SuppressWarnings}
 * @param sealedParents the sealed interfaces the record implements directly
 * @param vectorIndexes the vector indexes ({@code @VectorIndex}), in declaration order
 */
public record EntityModel(
    ClassName recordType,
    ClassName entityType,
    String service,
    String name,
    int version,
    Optional<IndexModel> primary,
    List<IndexModel> indexes,
    List<AttributeModel> attributes,
    List<RecordModel> records,
    Position position,
    Position namePosition,
    List<AttributeIndexModel> attributeIndexes,
    Optional<ShardModel> shard,
    IdentityModel identity,
    CapacityModel capacity,
    Evolution evolution,
    Set<String> suppressedWarnings,
    List<SealedParent> sealedParents,
    List<VectorIndexModel> vectorIndexes) {

  /** Copies the lists: the model is immutable. */
  public EntityModel {
    vectorIndexes = List.copyOf(vectorIndexes);
    indexes = List.copyOf(indexes);
    attributeIndexes = List.copyOf(attributeIndexes);
    attributes = List.copyOf(attributes);
    records = List.copyOf(records);
    suppressedWarnings = Set.copyOf(suppressedWarnings);
    sealedParents = List.copyOf(sealedParents);
  }

  /** The oldest version whose items reads decode: this version unless earlier shapes are declared. */
  public int oldestVersion() {
    return evolution.oldestVersion(version);
  }

  /** The component of that name. */
  public Optional<AttributeModel> attribute(String name) {
    return attributes.stream().filter(attribute -> attribute.name().equals(name)).findFirst();
  }

  /**
   * The component a key attribute is itself ({@code genre_name}, the genre and the partition key
   * of an index), when the key's template is that component alone (<code>${genreName}</code>), the
   * component is stored under the key's attribute and stored as the key's type: text, an enum, a
   * date, an instant or a UUID as a string key; a number as a {@code NUMBER} key; a {@code byte[]}
   * as a {@code BINARY} key. Empty for a key rendered into an attribute of its own.
   *
   * @param key a key of one of the entity's indexes
   */
  public Optional<AttributeModel> componentStoredAs(KeyModel key) {
    return key.template().soleComponent()
        .flatMap(this::attribute)
        .filter(attribute -> attribute.storedName().equals(key.field()))
        .filter(attribute -> AttributeIndexModel.keyType(attribute).filter(key.attributeType()::equals).isPresent());
  }

  /** The description of a nested record. */
  public RecordModel record(ClassName type) {
    return records.stream()
        .filter(record -> record.type().equals(type))
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no model of nested record " + type));
  }

  /** Whether a component renders into the primary key, so that no update may change it. */
  public boolean isKeyComponent(String component) {
    return primary.isPresent() && primary.get().componentNames().contains(component);
  }

  /** The primary index, then the global secondary indexes. */
  public List<IndexModel> allIndexes() {
    List<IndexModel> all = new ArrayList<>(indexes.size() + 1);
    primary.ifPresent(all::add);
    all.addAll(indexes);
    return all;
  }

  /** The indexes, primary first, that name a collection. */
  public List<IndexModel> collectionIndexes() {
    List<IndexModel> indexes = new ArrayList<>();
    for (IndexModel index : allIndexes()) {
      if (index.collection().isPresent() && !index.collection().get().name().isEmpty()) {
        indexes.add(index);
      }
    }
    return indexes;
  }

  /** The component carrying a lifecycle annotation that marks at most one component. */
  public Optional<AttributeModel> attributeWith(Lifecycle kind) {
    for (AttributeModel attribute : attributes) {
      if (attribute.is(kind)) {
        return Optional.of(attribute);
      }
    }
    return Optional.empty();
  }

  /** The {@code @Unique} components, in declaration order. */
  public List<AttributeModel> uniqueAttributes() {
    List<AttributeModel> unique = new ArrayList<>();
    for (AttributeModel attribute : attributes) {
      if (attribute.is(Lifecycle.UNIQUE)) {
        unique.add(attribute);
      }
    }
    return unique;
  }

  /** Whether the component is {@code @ReadOnly}: set when the item is created, never by an update. */
  public boolean isReadOnly(String component) {
    return attribute(component).map(attribute -> attribute.readOnly().isPresent()).orElse(false);
  }

  /** The stored names of the {@code @ReadOnly} components, in declaration order. */
  public List<String> readOnlyAttributes() {
    List<String> names = new ArrayList<>();
    for (AttributeModel attribute : attributes) {
      if (attribute.readOnly().isPresent()) {
        names.add(attribute.storedName());
      }
    }
    return names;
  }

  /** Whether the library sets the component on writes, so that updates may not: version and timestamps. */
  public boolean isManaged(String component) {
    return attribute(component)
        .map(attribute -> attribute.is(Lifecycle.VERSION) || attribute.is(Lifecycle.CREATED_AT)
            || attribute.is(Lifecycle.UPDATED_AT))
        .orElse(false);
  }

  /**
   * Whether a partition of the primary index holds at most one item of the entity: it has no sort
   * key, or its sort key is rendered from partition-key components only.
   */
  public boolean isSingletonPerPartition() {
    return primary.isEmpty() || isSingletonPerPartition(primary.get());
  }

  /**
   * Whether a partition of an index holds at most one item of the entity: the index has no sort
   * key, or its sort key is rendered from partition-key components only.
   */
  public static boolean isSingletonPerPartition(IndexModel index) {
    if (index.sk().isEmpty()) {
      return true;
    }
    return index.pk().template().componentNames().containsAll(index.sk().get().template().componentNames());
  }
}
