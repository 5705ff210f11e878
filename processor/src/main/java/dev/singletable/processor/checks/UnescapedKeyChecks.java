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
import java.util.Locale;
import java.util.Optional;

/**
 * Checks keys stored as other tools store them. Without escapes ({@code @Entity(unescapedKeys =
 * true)}): an enum component whose constants a key could not tell apart without escapes, and a
 * collection whose members render their shared keys differently; a text value holding the character
 * that ends its component is refused at run time, before sending. Folded to one case (a key's
 * {@code casing = KeyCasing.LOWER}, as ElectroDB stores keys): an enum whose constants become one text
 * (or, rendered without escapes, one the start of another) once folded, a key with nothing to fold
 * (a number or binary key, or one that is its component's own attribute), and a collection whose
 * members fold the shared partition key differently.
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

  /** The casing checks of one entity on its own. */
  static void checkCasing(EntityModel entity, Problems problems) {
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        if (!key.cased() || !key.template().faults().isEmpty()) {
          continue;
        }
        Optional<String> unfoldable = key.typed() ? Optional.of("is stored as " + key.typeName())
            : entity.componentStoredAs(key).map(attribute -> "is the attribute of component " + attribute.name()
                + " itself, which keeps its case");
        if (unfoldable.isPresent()) {
          problems.report(Message.CASING_UNFOLDABLE, key.casingPosition(), key.casing(), key.field(),
              key.template().text(), entity.recordType().simpleName(), unfoldable.get());
        } else {
          foldedEnumConstants(entity, key, problems);
        }
      }
    }
  }

  /** Two constants of an enum component the folded key could not tell apart. */
  private static void foldedEnumConstants(EntityModel entity, KeyModel key, Problems problems) {
    KeyTemplate template = key.template();
    List<KeyTemplate.Placeholder> placeholders = template.placeholders();
    for (int i = 0; i < placeholders.size(); i++) {
      AttributeModel attribute = entity.attribute(placeholders.get(i).name()).orElse(null);
      if (attribute == null || !(attribute.type() instanceof TypeModel.EnumType enumType)
          || attribute.converter().isPresent()) {
        continue;
      }
      List<String> texts = enumType.storedTexts();
      List<String> folded = texts.stream().map(key::fold).toList();
      Optional<List<String>> clash = equalPair(texts, folded);
      if (clash.isEmpty() && (entity.identity().unescapedKeys() || ExactNames.of(template, i, attribute).isPresent())) {
        // Rendered without escapes: one folded constant followed by the literal must not start another.
        clash = ExactNames.clash(folded, template.literalAfter(i))
            .map(pair -> List.of(texts.get(folded.indexOf(pair.get(0))), texts.get(folded.indexOf(pair.get(1)))));
      }
      if (clash.isPresent()) {
        String first = clash.get().get(0);
        String second = clash.get().get(1);
        problems.report(Message.CASING_ENUM_CONSTANTS, key.templatePosition(), attribute.name(),
            entity.recordType().simpleName(), key.casing().toLowerCase(Locale.ROOT), template.text(), key.casing(),
            first, second, key.fold(first), key.fold(second));
        return;
      }
    }
  }

  /** Two texts that fold to one, in declaration order; empty when there are none. */
  private static Optional<List<String>> equalPair(List<String> texts, List<String> folded) {
    for (int a = 0; a < folded.size(); a++) {
      for (int b = a + 1; b < folded.size(); b++) {
        if (folded.get(a).equals(folded.get(b))) {
          return Optional.of(List.of(texts.get(a), texts.get(b)));
        }
      }
    }
    return Optional.empty();
  }

  /**
   * Reports, at the casing value, an entity whose collection's partition key folds case other than
   * another member's: the collection's query renders one key for both.
   */
  static void checkCasingCollection(EntityModel entity, IndexModel index, EntityModel other, IndexModel theirs,
      CollectionModel collection, Problems problems) {
    KeyModel pk = index.pk();
    if (!pk.casing().equals(theirs.pk().casing()) && pk.cased()) {
      problems.report(Message.CASING_COLLECTION_MEMBER, pk.casingPosition(), entity.recordType(), pk.field(),
          collection.name(), pk.casing(), other.name(), theirs.pk().casing());
    }
  }
}
