package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * What a global secondary index stores of each item besides its keys ({@code @Gsi(projection,
 * include)}).
 *
 * @param kind all attributes, the keys only, or the keys and the included components
 * @param include the included components, as written
 * @param kindPosition the {@code projection} value, or the annotation when it is defaulted
 * @param includePosition the {@code include} value, or the annotation when it is empty
 */
public record ProjectionModel(Kind kind, List<AttributeIndexModel.Component> include, Position kindPosition,
    Position includePosition) {

  /** The projections of {@code dev.singletable.annotation.IndexProjection}, by the same names. */
  public enum Kind {
    ALL,
    KEYS_ONLY,
    INCLUDE
  }

  /** Copies the list: the model is immutable. */
  public ProjectionModel {
    include = List.copyOf(include);
  }

  /** Every attribute, as an index projects by default. */
  public static ProjectionModel all(Position position) {
    return new ProjectionModel(Kind.ALL, List.of(), position, position);
  }

  /** Whether a query of the index returns a projection record rather than the entity's records. */
  public boolean isPartial() {
    return kind != Kind.ALL;
  }

  /**
   * The components an index of this projection stores, in the record's declaration order: those of
   * the primary key, those of the index's own keys and the included ones.
   *
   * @param entity the entity the index belongs to
   * @param indexComponents the components of the index's own keys, none for a vector index
   */
  public List<AttributeModel> storedAttributes(EntityModel entity, List<String> indexComponents) {
    LinkedHashSet<String> names = new LinkedHashSet<>();
    entity.primary().ifPresent(primary -> names.addAll(primary.componentNames()));
    names.addAll(indexComponents);
    names.addAll(includeNames());
    List<AttributeModel> attributes = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (names.contains(attribute.name())) {
        attributes.add(attribute);
      }
    }
    return attributes;
  }

  /** The included component names, in the order written. */
  public List<String> includeNames() {
    List<String> names = new ArrayList<>();
    for (AttributeIndexModel.Component component : include) {
      names.add(component.name());
    }
    return names;
  }
}
