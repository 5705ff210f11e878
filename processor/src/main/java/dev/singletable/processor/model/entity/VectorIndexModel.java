package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.JavaNames;
import dev.singletable.processor.model.Position;
import java.util.List;
import java.util.Optional;

/**
 * A vector index ({@code @VectorIndex}): the component holding the vector, its dimensions and
 * distance, and the search schema's partition and inline filter components.
 *
 * @param indexName the DynamoDB index name
 * @param name the access pattern's name, used in generated method names (default: the index name)
 * @param vector the vector component, as written
 * @param dimensions the number of elements of every vector
 * @param distance the {@code VectorDistance} constant's name: {@code COSINE}, {@code EUCLIDEAN} or
 *     {@code DOT_PRODUCT}
 * @param partition the search partition component, empty when the index has none
 * @param filters the inline filter components, in the order written
 * @param projection what the index stores besides keys and vector
 * @param position the {@code @VectorIndex} annotation
 * @param indexNamePosition the {@code index} value
 * @param namePosition the {@code name} value, or the {@code index} value when the name is defaulted
 * @param dimensionsPosition the {@code dimensions} value
 */
public record VectorIndexModel(
    String indexName,
    String name,
    AttributeIndexModel.Component vector,
    int dimensions,
    String distance,
    Optional<AttributeIndexModel.Component> partition,
    List<AttributeIndexModel.Component> filters,
    ProjectionModel projection,
    Position position,
    Position indexNamePosition,
    Position namePosition,
    Position dimensionsPosition) {

  /** DynamoDB's largest number of dimensions. */
  public static final int MAX_DIMENSIONS = 4096;

  /** Copies the list: the model is immutable. */
  public VectorIndexModel {
    filters = List.copyOf(filters);
  }

  /** The access pattern's name as generated methods spell it, as {@link IndexModel#javaName()}. */
  public String javaName() {
    return JavaNames.identifier(name, "Index");
  }

  /**
   * The components a search of this index returns when it {@linkplain ProjectionModel#isPartial
   * stores less than every attribute}: those of the primary key and the included ones, in the
   * record's declaration order. DynamoDB projects the table's keys into every index; the search
   * attributes and the vector are read only when included.
   *
   * @param entity the entity the index belongs to
   */
  public List<AttributeModel> projectedAttributes(EntityModel entity) {
    return projection.storedAttributes(entity, List.of());
  }

  /** The definition, to compare and print: {@code vector embedding, 8 dimensions, COSINE, ...}. */
  public String describe() {
    return "vector " + vector.name() + ", " + dimensions + " dimensions, " + distance
        + partition.map(component -> ", partition " + component.name()).orElse("")
        + (filters.isEmpty() ? "" : ", filters " + filters.stream().map(AttributeIndexModel.Component::name).toList())
        + ", projection " + projection.kind()
        + (projection.include().isEmpty() ? "" : " " + projection.includeNames());
  }
}
