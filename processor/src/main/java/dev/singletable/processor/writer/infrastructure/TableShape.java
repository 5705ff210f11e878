package dev.singletable.processor.writer.infrastructure;

import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.TableOptionsModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The table a service needs, as the infrastructure writers state it: the same table as the
 * generated {@code tableDefinition(tableName)}, worked out from the model the way the runtime's
 * {@code TableDefinitions} and {@code TableOptions} build the requests from the entities' schemas
 * (entities in name order; attributes and indexes in the order the entities declare them; an
 * index that stores less than every attribute stores the identity attributes too, and the
 * included attributes of every entity sharing it; the first declared capacity, options and time
 * to live). The samples' tests hold every template to the generated definition.
 *
 * @param service the service name
 * @param entities the entities, in name order
 * @param keySchema the table's key: its partition key, then its sort key if any
 * @param attributes every key attribute of the table and its indexes with its type ({@code S},
 *     {@code N}, {@code B}), in order
 * @param globalIndexes the global secondary indexes
 * @param localIndexes the local secondary indexes
 * @param vectorIndexes the vector indexes, each once as the first entity declares it
 * @param searchAttributes the attributes only the vector indexes' search schemas use, with their
 *     types, in the order the runtime's {@code VectorIndexes} adds their definitions
 * @param capacity the provisioned capacity, empty for on-demand billing
 * @param ttlAttribute the time-to-live attribute, if any entity has a {@code @Ttl}
 * @param options the table options, if an entity declares them
 */
record TableShape(
    String service,
    List<EntityModel> entities,
    List<Key> keySchema,
    Map<String, String> attributes,
    List<GlobalIndex> globalIndexes,
    List<LocalIndex> localIndexes,
    List<VectorIndex> vectorIndexes,
    Map<String, String> searchAttributes,
    Optional<CapacityModel.Capacity> capacity,
    Optional<String> ttlAttribute,
    Optional<TableOptionsModel> options) {

  /** The identity attributes an index storing less than every attribute stores too. */
  static final List<String> IDENTITY = List.of("__entity", "__version");

  /**
   * One element of a key schema.
   *
   * @param attribute the attribute name
   * @param hash true for a partition key ({@code HASH}), false for a sort key ({@code RANGE})
   */
  record Key(String attribute, boolean hash) {
    String keyType() {
      return hash ? "HASH" : "RANGE";
    }
  }

  /**
   * What an index stores besides its keys.
   *
   * @param type {@code ALL} or {@code INCLUDE} (the identity attributes make {@code KEYS_ONLY} an
   *     {@code INCLUDE})
   * @param nonKeyAttributes the included attributes, for {@code INCLUDE}
   */
  record Projection(String type, List<String> nonKeyAttributes) {
    static final Projection ALL = new Projection("ALL", List.of());

    /** An index storing less than every attribute: the identity attributes and the included ones. */
    static Projection including(Collection<String> included) {
      List<String> attributes = new ArrayList<>(IDENTITY);
      attributes.addAll(included);
      return new Projection("INCLUDE", attributes);
    }
  }

  /**
   * A global secondary index.
   *
   * @param name the index name
   * @param keys its key schema: one or more partition attributes, then the sort attributes
   * @param projection what it stores
   * @param capacity its provisioned capacity, when the table is provisioned
   * @param warmThroughput its warm throughput, when declared
   */
  record GlobalIndex(String name, List<Key> keys, Projection projection, Optional<CapacityModel.Capacity> capacity,
      Optional<TableOptionsModel.Units> warmThroughput) {
    /** Whether a key has more than one partition or sort attribute. */
    boolean multiAttribute() {
      return keys.stream().filter(Key::hash).count() > 1 || keys.stream().filter(key -> !key.hash()).count() > 1;
    }
  }

  /**
   * A local secondary index, storing every attribute.
   *
   * @param name the index name
   * @param keys the table's partition key and the index's sort key
   */
  record LocalIndex(String name, List<Key> keys) {}

  /**
   * A vector index ({@code @VectorIndex}), as {@code CreateTable} takes it.
   *
   * @param name the index name
   * @param vectorAttribute the attribute holding the vectors
   * @param dimensions the number of elements of every vector
   * @param distance {@code COSINE}, {@code EUCLIDEAN} or {@code DOT_PRODUCT}
   * @param projection what it stores
   * @param partition the search schema's partition attribute ({@code HASH}), if any
   * @param filters the search schema's inline filter attributes ({@code INLINE_FILTER}), in order
   */
  record VectorIndex(String name, String vectorAttribute, int dimensions, String distance, Projection projection,
      Optional<String> partition, List<String> filters) {}

  /** The table of a service whose entities passed the checks. */
  static TableShape of(ServiceModel service) {
    List<EntityModel> entities = service.sortedEntities();
    IndexModel firstPrimary = entities.get(0).primary().orElseThrow();
    Map<String, String> attributes = new LinkedHashMap<>();
    Map<String, GlobalDraft> globals = new LinkedHashMap<>();
    Map<String, List<Key>> locals = new LinkedHashMap<>();
    for (EntityModel entity : entities) {
      IndexModel primary = entity.primary().orElseThrow();
      attributes.putIfAbsent(primary.pk().field(), primary.pk().attributeType());
      primary.sk().ifPresent(sk -> attributes.putIfAbsent(sk.field(), sk.attributeType()));
      for (IndexModel index : entity.indexes()) {
        if (index.local()) {
          continue;
        }
        GlobalDraft draft = globals.computeIfAbsent(index.indexName(), name -> new GlobalDraft(keys(index)));
        draft.add(entity, index);
        addStringKeys(attributes, index);
      }
      for (IndexModel index : entity.indexes()) {
        if (index.local()) {
          locals.putIfAbsent(index.indexName(), keys(index));
          addStringKeys(attributes, index);
        }
      }
      for (AttributeIndexModel index : entity.attributeIndexes()) {
        List<Key> keys = new ArrayList<>();
        for (AttributeIndexModel.Component component : index.partition()) {
          keys.add(new Key(addAttribute(attributes, entity, component), true));
        }
        for (AttributeIndexModel.Component component : index.sort()) {
          keys.add(new Key(addAttribute(attributes, entity, component), false));
        }
        globals.putIfAbsent(index.indexName(), new GlobalDraft(keys));
      }
    }
    Optional<CapacityModel.Capacity> capacity = entities.stream()
        .flatMap(entity -> entity.capacity().table().stream()).findFirst();
    Map<String, CapacityModel.Capacity> indexCapacity = new TreeMap<>();
    Map<String, TableOptionsModel.Units> indexWarm = new TreeMap<>();
    for (EntityModel entity : entities) {
      for (CapacityModel.IndexCapacity index : entity.capacity().indexes()) {
        indexCapacity.putIfAbsent(index.indexName(), index.capacity());
      }
      for (TableOptionsModel.IndexWarmThroughput index : entity.capacity().indexWarmThroughput()) {
        indexWarm.putIfAbsent(index.indexName(), index.units());
      }
    }
    List<GlobalIndex> globalIndexes = new ArrayList<>();
    globals.forEach((name, draft) -> globalIndexes.add(new GlobalIndex(name, draft.keys, draft.projection(),
        capacity.map(table -> indexCapacity.getOrDefault(name, table)), Optional.ofNullable(indexWarm.get(name)))));
    List<LocalIndex> localIndexes = new ArrayList<>();
    locals.forEach((name, keys) -> localIndexes.add(new LocalIndex(name, keys)));
    Optional<String> ttl = Optional.empty();
    for (EntityModel entity : entities) {
      Optional<AttributeModel> attribute = entity.attributeWith(Lifecycle.TTL);
      if (attribute.isPresent()) {
        ttl = Optional.of(attribute.get().storedName());
        break;
      }
    }
    Optional<TableOptionsModel> options = entities.stream()
        .flatMap(entity -> entity.capacity().options().stream()).findFirst();
    List<VectorIndex> vectorIndexes = new ArrayList<>();
    Map<String, String> searchAttributes = new LinkedHashMap<>();
    for (EntityModel entity : entities) {
      for (VectorIndexModel index : entity.vectorIndexes()) {
        if (vectorIndexes.stream().noneMatch(known -> known.name().equals(index.indexName()))) {
          vectorIndexes.add(vectorIndex(entity, index, attributes, searchAttributes));
        }
      }
    }
    return new TableShape(service.name(), entities, keys(firstPrimary), attributes, globalIndexes, localIndexes,
        vectorIndexes, searchAttributes, capacity, ttl, options);
  }

  /**
   * The vector index as the runtime's {@code VectorIndexes} declares it: an index storing less than
   * every attribute stores the identity attributes too; a search attribute the table's keys do not
   * define is added to {@code searchAttributes}.
   */
  private static VectorIndex vectorIndex(EntityModel entity, VectorIndexModel index, Map<String, String> keyAttributes,
      Map<String, String> searchAttributes) {
    Projection projection = Projection.ALL;
    if (index.projection().isPartial()) {
      List<String> included = new ArrayList<>();
      for (String name : index.projection().includeNames()) {
        included.add(entity.attribute(name).orElseThrow().storedName());
      }
      projection = Projection.including(included);
    }
    Optional<String> partition = index.partition()
        .map(component -> addSearchAttribute(entity, component, keyAttributes, searchAttributes));
    List<String> filters = new ArrayList<>();
    for (AttributeIndexModel.Component filter : index.filters()) {
      filters.add(addSearchAttribute(entity, filter, keyAttributes, searchAttributes));
    }
    return new VectorIndex(index.indexName(), entity.attribute(index.vector().name()).orElseThrow().storedName(),
        index.dimensions(), index.distance(), projection, partition, filters);
  }

  private static String addSearchAttribute(EntityModel entity, AttributeIndexModel.Component component,
      Map<String, String> keyAttributes, Map<String, String> searchAttributes) {
    AttributeModel attribute = entity.attribute(component.name()).orElseThrow();
    if (!keyAttributes.containsKey(attribute.storedName())) {
      searchAttributes.putIfAbsent(attribute.storedName(), AttributeIndexModel.keyType(attribute).orElseThrow());
    }
    return attribute.storedName();
  }

  /** The table's partition key attribute. */
  String partitionKey() {
    return keySchema.get(0).attribute();
  }

  /** The table's sort key attribute, if it has one. */
  Optional<String> sortKey() {
    return keySchema.size() > 1 ? Optional.of(keySchema.get(1).attribute()) : Optional.empty();
  }

  private static List<Key> keys(IndexModel index) {
    List<Key> keys = new ArrayList<>(2);
    keys.add(new Key(index.pk().field(), true));
    index.sk().ifPresent(sk -> keys.add(new Key(sk.field(), false)));
    return keys;
  }

  /** Rendered index keys are strings; a key the table has already is kept with its type. */
  private static void addStringKeys(Map<String, String> attributes, IndexModel index) {
    for (KeyModel key : index.keys()) {
      attributes.putIfAbsent(key.field(), "S");
    }
  }

  private static String addAttribute(Map<String, String> attributes, EntityModel entity,
      AttributeIndexModel.Component component) {
    AttributeModel attribute = entity.attribute(component.name()).orElseThrow();
    attributes.putIfAbsent(attribute.storedName(), AttributeIndexModel.keyType(attribute).orElseThrow());
    return attribute.storedName();
  }

  /** A global index as its entities declare it: what they include adds up. */
  private static final class GlobalDraft {
    private final List<Key> keys;
    private boolean partial;
    private final Set<String> include = new LinkedHashSet<>();

    GlobalDraft(List<Key> keys) {
      this.keys = keys;
    }

    void add(EntityModel entity, IndexModel index) {
      if (!index.projection().isPartial()) {
        return;
      }
      partial = true;
      for (String name : index.projection().includeNames()) {
        entity.attribute(name).ifPresent(attribute -> include.add(attribute.storedName()));
      }
    }

    Projection projection() {
      return partial ? Projection.including(include) : Projection.ALL;
    }
  }
}
