package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.diagnostics.Suggestions;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.ProjectionModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks vector indexes ({@code @VectorIndex}): a name DynamoDB takes, declared once and taken by
 * no secondary index; 1 to 4,096 dimensions; a vector component of a vector type; search partition
 * and filter components that are components of a type the table's attribute definitions can hold;
 * a projection that takes what is given; and, across the service, an on-demand table and one
 * definition per index name.
 */
final class VectorIndexChecks {
  private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]{3,255}");

  private VectorIndexChecks() {}

  static void check(EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    Set<String> declared = new HashSet<>();
    for (VectorIndexModel index : entity.vectorIndexes()) {
      if (!NAME.matcher(index.indexName()).matches()) {
        problems.report(Message.VECTOR_INDEX_NAME, index.indexNamePosition(), index.indexName(), record,
            index.indexName().length() < 3 || index.indexName().length() > 255
                ? "has " + index.indexName().length() + " characters" : "has characters DynamoDB does not take");
      }
      if (!declared.add(index.indexName())) {
        problems.report(Message.DUPLICATE_VECTOR_INDEX, index.indexNamePosition(), index.indexName(),
            "more than once on " + record);
      }
      secondaryIndexNamed(entity, index.indexName()).ifPresent(annotation -> problems.report(
          Message.VECTOR_INDEX_NAME_CLASH, index.indexNamePosition(), index.indexName(), record,
          "its " + annotation));
      if (index.dimensions() < 1 || index.dimensions() > VectorIndexModel.MAX_DIMENSIONS) {
        problems.report(Message.VECTOR_DIMENSIONS, index.dimensionsPosition(), index.indexName(), record,
            index.dimensions(), VectorIndexModel.MAX_DIMENSIONS);
      }
      component(entity, index, "vector", index.vector(), problems).ifPresent(vector -> {
        if (!isVector(vector)) {
          problems.report(Message.VECTOR_COMPONENT_TYPE, index.vector().position(), vector.name(),
              index.indexName(), vector.javaType());
        }
      });
      index.partition().ifPresent(partition -> searchComponent(entity, index, "partition", partition, problems));
      for (AttributeIndexModel.Component filter : index.filters()) {
        searchComponent(entity, index, "filter", filter, problems);
      }
      projection(entity, index, problems);
    }
  }

  /** Whether a component holds a vector: a float[], a double[], or a list of floats or doubles, without a converter. */
  static boolean isVector(AttributeModel attribute) {
    if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
        && (scalar.kind() == ScalarKind.FLOATS || scalar.kind() == ScalarKind.DOUBLES)) {
      return true;
    }
    return attribute.converter().isEmpty()
        && attribute.type() instanceof TypeModel.ListType list
        && list.element() instanceof TypeModel.Scalar element
        && (element.kind() == ScalarKind.FLOAT || element.kind() == ScalarKind.DOUBLE);
  }

  private static void searchComponent(EntityModel entity, VectorIndexModel index, String role,
      AttributeIndexModel.Component component, Problems problems) {
    component(entity, index, role, component, problems).ifPresent(attribute -> {
      if (AttributeIndexModel.keyType(attribute).isEmpty()) {
        problems.report(Message.VECTOR_SEARCH_TYPE, component.position(), role, attribute.name(), index.indexName(),
            attribute.javaType());
      }
    });
  }

  private static void projection(EntityModel entity, VectorIndexModel index, Problems problems) {
    ProjectionModel projection = index.projection();
    String record = entity.recordType().simpleName();
    if (projection.kind() != ProjectionModel.Kind.INCLUDE && !projection.include().isEmpty()) {
      problems.report(Message.VECTOR_INDEX_OPTION, projection.includePosition(), index.indexName(), record,
          "names components to include with projection " + projection.kind() + "; include takes projection"
              + " INCLUDE");
    } else if (projection.kind() == ProjectionModel.Kind.INCLUDE && projection.include().isEmpty()) {
      problems.report(Message.VECTOR_INDEX_OPTION, projection.kindPosition(), index.indexName(), record,
          "has projection INCLUDE and includes nothing; name the components in include, or choose KEYS_ONLY");
    }
    for (AttributeIndexModel.Component included : projection.include()) {
      component(entity, index, "include", included, problems);
    }
  }

  /** The component a value names, or empty after reporting that it names none. */
  private static Optional<AttributeModel> component(EntityModel entity, VectorIndexModel index, String role,
      AttributeIndexModel.Component component, Problems problems) {
    Optional<AttributeModel> attribute = entity.attribute(component.name());
    if (attribute.isEmpty()) {
      List<String> candidates = new ArrayList<>();
      entity.attributes().forEach(candidate -> candidates.add(candidate.name()));
      problems.report(Message.VECTOR_UNKNOWN_COMPONENT, component.position(), role, component.name(),
          index.indexName(), entity.recordType().simpleName(),
          Suggestions.closest(component.name(), candidates).orElse(""));
    }
    return attribute;
  }

  /** The annotation of a secondary index of that name the entity declares, if any. */
  private static Optional<String> secondaryIndexNamed(EntityModel entity, String indexName) {
    for (IndexModel index : entity.indexes()) {
      if (indexName.equals(index.indexName())) {
        return Optional.of((index.local() ? "@Lsi" : "@Gsi") + " \"" + indexName + "\"");
      }
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      if (indexName.equals(index.indexName())) {
        return Optional.of("@Gsi \"" + indexName + "\"");
      }
    }
    return Optional.empty();
  }

  /** Reports a vector index on a table that an entity of the service provisions. */
  static void checkComplete(ServiceModel service, Problems problems) {
    Optional<EntityModel> provisioned = service.entities().stream()
        .filter(member -> member.capacity().table().isPresent()).findFirst();
    if (provisioned.isEmpty()) {
      return;
    }
    for (EntityModel entity : service.entities()) {
      for (VectorIndexModel index : entity.vectorIndexes()) {
        problems.report(Message.VECTOR_INDEX_PROVISIONED, index.position(), index.indexName(),
            entity.recordType().simpleName(), service.name(), provisioned.get().name());
      }
    }
  }

  /**
   * Reports what this entity declares against the rest of its service: a vector index another entity
   * defines otherwise, and one whose name another entity gives a secondary index.
   */
  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    for (VectorIndexModel index : entity.vectorIndexes()) {
      for (EntityModel other : service.entities()) {
        if (other.recordType().equals(entity.recordType())) {
          continue;
        }
        Optional<String> clash = secondaryIndexNamed(other, index.indexName());
        if (clash.isPresent()) {
          problems.report(Message.VECTOR_INDEX_NAME_CLASH, index.indexNamePosition(), index.indexName(), record,
              clash.get() + " of entity \"" + other.name() + "\"");
          return;
        }
        for (VectorIndexModel theirs : other.vectorIndexes()) {
          if (theirs.indexName().equals(index.indexName()) && !theirs.describe().equals(index.describe())) {
            problems.report(Message.DUPLICATE_VECTOR_INDEX, index.indexNamePosition(), index.indexName(),
                "on " + record + " (" + index.describe() + ") and on entity \"" + other.name() + "\" of service \""
                    + service.name() + "\" (" + theirs.describe() + ")");
            return;
          }
        }
      }
    }
  }
}
