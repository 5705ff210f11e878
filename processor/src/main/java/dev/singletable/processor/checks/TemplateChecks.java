package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
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
