package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.diagnostics.Suggestions;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.type.TypeModel;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks one key template: its syntax, that every placeholder names a component keys can hold, and
 * that a rendered key can be split back into its components.
 */
final class TemplateChecks {
  private TemplateChecks() {}

  /**
   * Reports what is wrong with a key template.
   *
   * @param owner what declares the template, for messages ({@code @Pk of Event})
   */
  static void check(EntityModel entity, KeyModel key, String owner, Problems problems) {
    KeyTemplate template = key.template();
    Position position = key.templatePosition();
    for (KeyTemplate.Fault fault : template.faults()) {
      Message message = switch (fault.kind()) {
        case EMPTY_TEMPLATE -> Message.EMPTY_TEMPLATE;
        case UNCLOSED_PLACEHOLDER -> Message.UNCLOSED_PLACEHOLDER;
        case EMPTY_PLACEHOLDER -> Message.EMPTY_PLACEHOLDER;
        case ADJACENT_PLACEHOLDERS -> Message.ADJACENT_PLACEHOLDERS;
        case LETTER_OR_DIGIT_AFTER_PLACEHOLDER -> Message.LETTER_OR_DIGIT_AFTER_PLACEHOLDER;
        case BACKSLASH_IN_LITERAL -> Message.BACKSLASH_IN_LITERAL;
      };
      if (message == Message.EMPTY_TEMPLATE) {
        problems.report(message, position, owner);
      } else {
        problems.report(message, position, template.text(), owner, fault.offset());
      }
    }
    Set<String> checked = new HashSet<>();
    List<KeyTemplate.Placeholder> placeholders = template.placeholders();
    for (int i = 0; i < placeholders.size(); i++) {
      String name = placeholders.get(i).name();
      boolean first = checked.add(name);
      Optional<AttributeModel> attribute = entity.attribute(name);
      if (attribute.isEmpty()) {
        if (first) {
          unknownPlaceholder(entity, name, template, position, problems);
        }
        continue;
      }
      Optional<KeyEncoding> encoding = attribute.get().keyEncoding();
      if (key.binary() && NumberKeyChecks.isBytes(attribute.get())) {
        continue; // a binary key stores the bytes themselves
      }
      if (encoding.isEmpty()) {
        if (first) {
          problems.report(Message.UNSUPPORTED_KEY_TYPE, position, name, template.text(), attribute.get().javaType());
        }
        continue;
      }
      Optional<Character> next = template.charAfter(i);
      // A letter or digit after a placeholder is a syntax fault already reported above.
      if (next.isPresent() && !Character.isLetterOrDigit(next.get()) && encoding.get().canRender(next.get())) {
        problems.report(
            Message.AMBIGUOUS_KEY_COMPONENT,
            position,
            name,
            template.text(),
            next.get(),
            attribute.get().javaType(),
            encoding.get().alphabet());
      }
    }
  }

  /**
   * Reports, at its {@code @StoredAs}, each enum constant whose stored text a key it is a component
   * of cannot hold: an empty text (the component would render to nothing, and a key could not tell
   * where it ends), one that is not valid Unicode, or one longer than the key's limit. Once per
   * constant, for the first key that holds the enum.
   */
  static void storedTexts(EntityModel entity, Problems problems) {
    Set<String> reported = new HashSet<>();
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        if (key.typed() || !key.template().faults().isEmpty()) {
          continue;
        }
        boolean partition = key == index.pk();
        for (KeyTemplate.Placeholder placeholder : key.template().placeholders()) {
          Optional<AttributeModel> attribute = entity.attribute(placeholder.name());
          if (attribute.isEmpty() || attribute.get().converter().isPresent()
              || !(attribute.get().type() instanceof TypeModel.EnumType enumType) || !enumType.hasStoredTexts()) {
            continue;
          }
          for (int i = 0; i < enumType.constants().size(); i++) {
            String text = enumType.storedTexts().get(i);
            String fault = fault(text, partition ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES);
            if (fault == null || !reported.add(enumType.type() + "." + enumType.constants().get(i))) {
              continue;
            }
            Position at = enumType.storedTextPositions().get(i);
            problems.report(Message.KEY_STORED_TEXT, at == null ? key.templatePosition() : at, enumType.constants().get(i),
                enumType.type().simpleName(), text, key.template().text(), EntityChecks.owner(entity, index, key), fault);
          }
        }
      }
    }
  }

  private static final int MAX_PARTITION_KEY_BYTES = 2048;
  private static final int MAX_SORT_KEY_BYTES = 1024;

  /** What keeps a key from holding {@code text}; null when nothing does. */
  private static String fault(String text, int maxBytes) {
    if (text.isEmpty()) {
      return "it is empty";
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return "it holds an unpaired surrogate (\\u" + Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT)
            + "), which is not valid Unicode";
      }
    }
    int bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    return bytes > maxBytes ? "it is " + bytes + " bytes in UTF-8, and the key takes at most " + maxBytes : null;
  }

  private static void unknownPlaceholder(
      EntityModel entity, String name, KeyTemplate template, Position position, Problems problems) {
    List<String> components = entity.attributes().stream().map(AttributeModel::name).toList();
    Optional<String> suggestion = Suggestions.closest(name, components);
    if (suggestion.isEmpty()) {
      problems.report(
          Message.UNKNOWN_PLACEHOLDER_NO_COMPONENTS, position, name, template.text(), entity.recordType().simpleName());
    } else {
      problems.report(
          Message.UNKNOWN_PLACEHOLDER,
          position,
          name,
          template.text(),
          entity.recordType().simpleName(),
          suggestion.get(),
          String.join(", ", components));
    }
  }
}
