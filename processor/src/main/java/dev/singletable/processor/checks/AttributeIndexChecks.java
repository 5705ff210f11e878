package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.diagnostics.Suggestions;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the indexes keyed by an entity's own attributes ({@code @Gsi(pkAttributes, skAttributes)}):
 * one way of keying, one to four partition and up to four sort attributes, each a component of a
 * type an index key can hold and named once, index and access pattern names of their own; and,
 * across the service, every entity sharing such an index keys it alike.
 */
final class AttributeIndexChecks {
  private AttributeIndexChecks() {}

  static void check(EntityModel entity, Problems problems) {
    Set<String> indexNames = new HashSet<>();
    Set<String> names = new HashSet<>();
    for (IndexModel index : entity.indexes()) {
      indexNames.add(index.indexName());
      names.add(index.javaName());
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      if (!indexNames.add(index.indexName())) {
        problems.report(Message.DUPLICATE_INDEX, index.indexNamePosition(), index.indexName(),
            entity.recordType().simpleName());
        continue;
      }
      IndexChecks.invalidName(index.name()).ifPresent(reason -> problems.report(
          Message.INVALID_INDEX_NAME, index.namePosition(), index.name(), index.indexName(), reason));
      if (!names.add(index.javaName())) {
        problems.report(Message.DUPLICATE_INDEX_NAME, index.namePosition(), index.name(), index.indexName(),
            index.javaName());
      }
      index.templateOption().ifPresent(option -> problems.report(
          Message.INDEX_KEY_TWO_WAYS, option.position(), index.indexName(), option.name()));
      index.requiredOption().ifPresent(position -> problems.report(
          Message.REQUIRED_ATTRIBUTE_INDEX, position, index.indexName()));
      if (index.partition().size() > 4) {
        problems.report(Message.TOO_MANY_INDEX_ATTRIBUTES, index.partitionPosition(), index.indexName(),
            index.partition().size(), "partition");
      }
      if (index.sort().size() > 4) {
        problems.report(Message.TOO_MANY_INDEX_ATTRIBUTES, index.sortPosition(), index.indexName(),
            index.sort().size(), "sort");
      }
      components(entity, index, problems);
    }
  }

  private static void components(EntityModel entity, AttributeIndexModel index, Problems problems) {
    Set<String> seen = new HashSet<>();
    for (AttributeIndexModel.Component component : index.components()) {
      Optional<AttributeModel> attribute = entity.attribute(component.name());
      if (attribute.isEmpty()) {
        List<String> candidates = new ArrayList<>();
        entity.attributes().forEach(candidate -> candidates.add(candidate.name()));
        problems.report(Message.UNKNOWN_INDEX_ATTRIBUTE, component.position(), index.indexName(), component.name(),
            entity.recordType().simpleName(), Suggestions.closest(component.name(), candidates).orElse(""));
      } else if (AttributeIndexModel.keyType(attribute.get()).isEmpty()) {
        problems.report(Message.UNSUPPORTED_INDEX_ATTRIBUTE_TYPE, component.position(), index.indexName(),
            component.name(), attribute.get().javaType());
      } else if (!seen.add(component.name())) {
        problems.report(Message.DUPLICATE_INDEX_ATTRIBUTE, component.position(), index.indexName(), component.name());
      }
    }
  }

  /** Every entity of the service that uses the index name keys it with the same typed attributes. */
  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      Optional<String> mine = shape(entity, index.indexName());
      for (EntityModel other : service.entities()) {
        if (other.recordType().equals(entity.recordType())) {
          continue;
        }
        Optional<String> theirs = shape(other, index.indexName());
        if (mine.isPresent() && theirs.isPresent() && !mine.equals(theirs)) {
          problems.report(Message.INDEX_ATTRIBUTES_DISAGREE, index.indexNamePosition(),
              entity.recordType().simpleName(), index.indexName(), mine.get(), other.name(), service.name(),
              theirs.get());
          return;
        }
      }
    }
  }

  /**
   * How an entity keys an index, to compare: the stored names and types of its attributes, or its
   * rendered key fields; empty when the entity does not use the index or names an unknown component.
   */
  private static Optional<String> shape(EntityModel entity, String indexName) {
    for (IndexModel index : entity.indexes()) {
      if (index.indexName().equals(indexName)) {
        return Optional.of("(" + index.pk().field() + " S" + index.sk().map(sk -> "; " + sk.field() + " S").orElse("")
            + ")");
      }
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      if (index.indexName().equals(indexName)) {
        StringBuilder shape = new StringBuilder("(");
        for (AttributeIndexModel.Component component : index.components()) {
          Optional<AttributeModel> attribute = entity.attribute(component.name());
          if (attribute.isEmpty()) {
            return Optional.empty();
          }
          if (component == index.sort().stream().findFirst().orElse(null)) {
            shape.append("; ");
          } else if (shape.length() > 1) {
            shape.append(", ");
          }
          shape.append(attribute.get().storedName()).append(' ')
              .append(AttributeIndexModel.keyType(attribute.get()).orElse("?"));
        }
        return Optional.of(shape.append(')').toString());
      }
    }
    return Optional.empty();
  }
}
