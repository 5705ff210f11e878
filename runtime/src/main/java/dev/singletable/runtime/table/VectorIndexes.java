package dev.singletable.runtime.table;

import dev.singletable.runtime.EntitySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorAttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * The vector indexes of a table, as a generated service's {@code createTableRequest} declares them
 * ({@code @VectorIndex}): {@link #applyTo(CreateTableRequest)} adds them to a {@code CreateTable}
 * request, with their search schema's attributes in its attribute definitions, as DynamoDB requires.
 * Immutable: {@link #index} returns new indexes.
 *
 * <pre>{@code
 * CreateTableRequest request = VectorIndexes.none()
 *     .index("byEmbedding", "embedding", 8, VectorDistanceFunction.COSINE, ProjectionType.ALL, List.of(),
 *         VectorIndexes.attribute("category", ScalarAttributeType.S), List.of())
 *     .applyTo(CatalogueService.createTableRequest("catalogue"));
 * }</pre>
 */
public final class VectorIndexes {
  private static final VectorIndexes NONE = new VectorIndexes(List.of(), Map.of());

  private final List<VectorIndex> indexes;
  private final Map<String, AttributeDefinition> attributes;

  private VectorIndexes(List<VectorIndex> indexes, Map<String, AttributeDefinition> attributes) {
    this.indexes = List.copyOf(indexes);
    this.attributes = Map.copyOf(attributes);
  }

  /**
   * No vector index.
   *
   * @return the empty indexes
   */
  public static VectorIndexes none() {
    return NONE;
  }

  /**
   * An attribute of a search schema and its type, as the table's attribute definitions declare it.
   *
   * @param name the stored attribute name
   * @param type its type: {@code S}, {@code N} or {@code B}
   * @return the definition
   */
  public static AttributeDefinition attribute(String name, ScalarAttributeType type) {
    return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
  }

  /**
   * These indexes and one more. An index that stores less than every attribute also stores the
   * identity attributes ({@code __entity}, {@code __version}), which every read checks, as the
   * secondary indexes of a generated table do.
   *
   * @param name the index name
   * @param vectorAttribute the attribute holding the vectors
   * @param dimensions the number of elements of every vector
   * @param distance how closeness is measured
   * @param projection what the index stores besides keys and vector
   * @param include the attributes an {@code INCLUDE} index stores
   * @param partition the search schema's partition attribute ({@code HASH}), null for none
   * @param filters the search schema's inline filter attributes ({@code INLINE_FILTER})
   * @return new indexes
   */
  public VectorIndexes index(String name, String vectorAttribute, long dimensions, VectorDistanceFunction distance,
      ProjectionType projection, List<String> include, AttributeDefinition partition,
      List<AttributeDefinition> filters) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(vectorAttribute, "vectorAttribute");
    Objects.requireNonNull(distance, "distance");
    Objects.requireNonNull(projection, "projection");
    List<SearchSchemaElement> schema = new ArrayList<>();
    Map<String, AttributeDefinition> definitions = new LinkedHashMap<>(attributes);
    if (partition != null) {
      schema.add(SearchSchemaElement.builder().attributeName(partition.attributeName())
          .searchSchemaElementType(SearchSchemaElementType.HASH).build());
      definitions.putIfAbsent(partition.attributeName(), partition);
    }
    for (AttributeDefinition filter : filters) {
      schema.add(SearchSchemaElement.builder().attributeName(filter.attributeName())
          .searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER).build());
      definitions.putIfAbsent(filter.attributeName(), filter);
    }
    VectorIndex.Builder index = VectorIndex.builder()
        .indexName(name)
        .vectorAttribute(VectorAttributeDefinition.builder().attributeName(vectorAttribute).build())
        .dimensions(dimensions)
        .distanceFunction(distance)
        .projection(projection(projection, include));
    if (!schema.isEmpty()) {
      index.searchSchema(schema);
    }
    List<VectorIndex> all = new ArrayList<>(indexes);
    all.add(index.build());
    return new VectorIndexes(all, definitions);
  }

  /**
   * The indexes, in the order added.
   *
   * @return the indexes, as {@code CreateTable} takes them
   */
  public List<VectorIndex> indexes() {
    return indexes;
  }

  /**
   * The request with these vector indexes, and the attribute definitions of their search schemas
   * that it does not define yet.
   *
   * @param request a {@code CreateTable} request
   * @return a new request; {@code request} itself when there is no vector index
   */
  public CreateTableRequest applyTo(CreateTableRequest request) {
    if (indexes.isEmpty()) {
      return request;
    }
    List<AttributeDefinition> definitions = new ArrayList<>(request.attributeDefinitions());
    List<String> defined = new ArrayList<>();
    definitions.forEach(definition -> defined.add(definition.attributeName()));
    for (VectorIndex index : indexes) {
      for (SearchSchemaElement element : index.searchSchema()) {
        if (!defined.contains(element.attributeName())) {
          definitions.add(attributes.get(element.attributeName()));
          defined.add(element.attributeName());
        }
      }
    }
    List<VectorIndex> all = new ArrayList<>(request.vectorIndexes());
    all.addAll(indexes);
    return request.toBuilder().attributeDefinitions(definitions).vectorIndexes(all).build();
  }

  private static Projection projection(ProjectionType type, List<String> include) {
    if (type == ProjectionType.ALL) {
      return Projection.builder().projectionType(ProjectionType.ALL).build();
    }
    List<String> attributes = new ArrayList<>();
    attributes.add(EntitySchema.ENTITY_ATTRIBUTE);
    attributes.add(EntitySchema.VERSION_ATTRIBUTE);
    attributes.addAll(include);
    return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(attributes).build();
  }
}
