package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CollectionModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ExactNames;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.type.TypeModel;
import java.util.List;
import java.util.Optional;

/**
 * Checks an entity whose keys are stored without escapes ({@code @Entity(unescapedKeys = true)}):
 * an enum component whose constants a key could not tell apart without escapes, and a collection
 * whose members render their shared keys differently. A text value holding the character that ends
 * its component is refused at run time, before sending.
 */
final class UnescapedKeyChecks {
  private UnescapedKeyChecks() {}

  /** The checks of one entity on its own. */
  static void check(EntityModel entity, Problems problems) {
    if (!entity.identity().unescapedKeys()) {
      return;
    }
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        if (!key.typed() && key.template().faults().isEmpty()) {
          enumConstants(entity, key, problems);
        }
      }
    }
  }

  /**
   * An enum rendered as text, not exactly, would be escaped; unescaped, two of its constants would
   * read alike, so the entity could not store one of them.
   */
  private static void enumConstants(EntityModel entity, KeyModel key, Problems problems) {
    KeyTemplate template = key.template();
    List<KeyTemplate.Placeholder> placeholders = template.placeholders();
    for (int i = 0; i < placeholders.size(); i++) {
      AttributeModel attribute = entity.attribute(placeholders.get(i).name()).orElse(null);
      if (attribute == null || !(attribute.type() instanceof TypeModel.EnumType enumType)
          || attribute.converter().isPresent()) {
        continue;
      }
      String literal = template.literalAfter(i);
      Optional<List<String>> clash = ExactNames.clash(enumType.storedTexts(), literal);
      if (clash.isPresent()) {
        problems.report(Message.UNESCAPED_ENUM_CONSTANTS, key.templatePosition(), attribute.name(),
            entity.recordType().simpleName(), template.text(), clash.get().get(1), literal, clash.get().get(0), literal);
        return;
      }
    }
  }

  /**
   * Reports, at the {@code unescapedKeys} value, an entity storing its keys unescaped that shares a
   * collection with one that escapes them: their partition (and shared sort-key) texts would differ.
   */
  static void checkCollection(EntityModel entity, EntityModel other, CollectionModel collection, Problems problems) {
    if (entity.identity().unescapedKeys() && !other.identity().unescapedKeys()) {
      problems.report(Message.UNESCAPED_COLLECTION_MEMBER, entity.identity().unescapedKeysPosition(),
          entity.recordType(), other.name(), collection.name());
    }
  }
}
