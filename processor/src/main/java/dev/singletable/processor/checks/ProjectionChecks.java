package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.diagnostics.Suggestions;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.ProjectionModel;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the projections of an entity's indexes ({@code @Gsi(projection, include)}): included
 * components exist and are named once, {@code include} goes with {@code INCLUDE} only, the
 * generated projection record's names are free, indexes keyed by attributes project everything;
 * and, across the service, entities sharing an index project it alike.
 */
final class ProjectionChecks {
  /** The method of a projection record that gives the entity's primary key. */
  static final String PRIMARY_KEY_METHOD = "primaryKey";

  private ProjectionChecks() {}

  static void check(EntityModel entity, Problems problems) {
    for (IndexModel index : entity.indexes()) {
      ProjectionModel projection = index.projection();
      if (projection.kind() != ProjectionModel.Kind.INCLUDE && !projection.include().isEmpty()) {
        problems.report(Message.INCLUDE_WITHOUT_INCLUDE_PROJECTION, projection.includePosition(), index.indexName(),
            projection.kind());
      }
      if (projection.kind() == ProjectionModel.Kind.INCLUDE && projection.include().isEmpty()) {
        problems.report(Message.EMPTY_INCLUDE_PROJECTION, projection.kindPosition(), index.indexName());
      }
      Set<String> seen = new HashSet<>();
      for (AttributeIndexModel.Component component : projection.include()) {
        if (entity.attribute(component.name()).isEmpty()) {
          List<String> candidates = new ArrayList<>();
          entity.attributes().forEach(candidate -> candidates.add(candidate.name()));
          problems.report(Message.UNKNOWN_PROJECTED_ATTRIBUTE, component.position(), index.indexName(),
              component.name(), entity.recordType().simpleName(),
              Suggestions.closest(component.name(), candidates).orElse(""));
        } else if (!seen.add(component.name())) {
          problems.report(Message.DUPLICATE_PROJECTED_ATTRIBUTE, component.position(), index.indexName(),
              component.name());
        }
      }
      if (projection.isPartial() && index.collection().isPresent() && !index.collection().get().name().isEmpty()) {
        problems.report(Message.PROJECTED_COLLECTION, projection.kindPosition(), index.indexName(),
            index.collection().get().name(), projection.kind());
      }
      if (projection.isPartial()) {
        for (AttributeModel attribute : index.projectedAttributes(entity)) {
          if (attribute.name().equals(PRIMARY_KEY_METHOD)) {
            problems.report(Message.PROJECTED_COMPONENT_NAME, projection.kindPosition(), index.indexName(),
                attribute.name());
          }
        }
      }
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      index.projectionOption().ifPresent(option -> problems.report(Message.ATTRIBUTE_INDEX_PROJECTION,
          option.position(), index.indexName(), option.name()));
    }
  }

  /** Entities of one service sharing a GSI declare the same kind of projection. */
  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    for (IndexModel index : entity.indexes()) {
      for (EntityModel other : service.entities()) {
        if (other.recordType().equals(entity.recordType())) {
          continue;
        }
        Optional<IndexModel> theirs = other.indexes().stream()
            .filter(candidate -> Objects.equals(candidate.indexName(), index.indexName()))
            .findFirst();
        if (theirs.isPresent() && theirs.get().projection().kind() != index.projection().kind()) {
          problems.report(Message.PROJECTION_MISMATCH, index.projection().kindPosition(),
              entity.recordType().simpleName(), index.indexName(), index.projection().kind(), other.name(),
              service.name(), theirs.get().projection().kind());
          return;
        }
      }
    }
  }
}
