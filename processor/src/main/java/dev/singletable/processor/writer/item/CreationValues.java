package dev.singletable.processor.writer.item;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.RuntimeTypes;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The expression of the value a write gives a component it lacks: a new id of the {@code
 * @GeneratedId}'s kind, or the {@code @Default} as a constant of the component's type (read at
 * compile time; the checks refused what does not read).
 */
public final class CreationValues {
  private CreationValues() {}

  /** The value of a component that {@link AttributeModel#hasCreationValue() has one}. */
  public static CodeBlock of(AttributeModel attribute) {
    if (attribute.generatedId().isPresent()) {
      return generatedId(attribute, attribute.generatedId().get().kind());
    }
    return defaultValue(attribute, attribute.defaultValue().orElseThrow().text());
  }

  /** Javadoc words for the value: {@code a new ULID}, {@code "OPEN"}. */
  public static String describe(AttributeModel attribute) {
    return attribute.generatedId()
        .map(id -> switch (id.kind()) {
          case "ULID" -> "a new ULID";
          case "UUID_V7" -> "a new version 7 UUID";
          default -> "a new random UUID";
        })
        .orElseGet(() -> "{@code " + javadocText(attribute.defaultValue().orElseThrow().text()) + "}");
  }

  /**
   * The javadoc paragraph of a write that gives components it lacks a value, ending in a blank line;
   * empty for an entity without such components.
   */
  public static String paragraph(List<AttributeModel> attributes) {
    List<String> values = new ArrayList<>();
    for (AttributeModel attribute : attributes) {
      if (attribute.hasCreationValue()) {
        values.add("{@code " + attribute.name() + "} " + describe(attribute));
      }
    }
    return values.isEmpty() ? "" : "A null component gets its value first, keys rendered from it included: "
        + String.join(", ", values) + ".\n\n";
  }

  private static String javadocText(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;")
        .replace("*/", "*&#47;").replace("}", "&#125;").replace("{", "&#123;");
  }

  private static CodeBlock generatedId(AttributeModel attribute, String kind) {
    boolean text = attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.STRING;
    return switch (kind) {
      case "ULID" -> CodeBlock.of("$T.ulid()", RuntimeTypes.IDS);
      case "UUID_V7" -> CodeBlock.of(text ? "$T.uuidV7().toString()" : "$T.uuidV7()", RuntimeTypes.IDS);
      default -> CodeBlock.of(text ? "$T.randomUuid().toString()" : "$T.randomUuid()", RuntimeTypes.IDS);
    };
  }

  private static CodeBlock defaultValue(AttributeModel attribute, String text) {
    if (attribute.type() instanceof TypeModel.EnumType enumType) {
      return CodeBlock.of("$T.$N", enumType.type(), text);
    }
    ScalarKind kind = ((TypeModel.Scalar) attribute.type()).kind();
    return switch (kind) {
      case STRING -> CodeBlock.of("$S", text);
      case BOOLEAN -> CodeBlock.of("$T.$L", Boolean.class, Boolean.parseBoolean(text) ? "TRUE" : "FALSE");
      case BYTE -> CodeBlock.of("$T.valueOf((byte) $L)", Byte.class, Byte.parseByte(text));
      case SHORT -> CodeBlock.of("$T.valueOf((short) $L)", Short.class, Short.parseShort(text));
      case INTEGER -> CodeBlock.of("$T.valueOf($L)", Integer.class, Integer.parseInt(text));
      case LONG -> CodeBlock.of("$T.valueOf($LL)", Long.class, Long.parseLong(text));
      case FLOAT -> CodeBlock.of("$T.valueOf($S)", Float.class, text);
      case DOUBLE -> CodeBlock.of("$T.valueOf($S)", Double.class, text);
      case BIG_DECIMAL -> CodeBlock.of("new $T($S)", kind.boxedType(), text);
      case BIG_INTEGER -> CodeBlock.of("new $T($S)", kind.boxedType(), text);
      case INSTANT -> {
        Instant instant = Instant.parse(text);
        yield CodeBlock.of("$T.ofEpochSecond($LL, $L)", Instant.class, instant.getEpochSecond(), instant.getNano());
      }
      case LOCAL_DATE -> {
        LocalDate date = LocalDate.parse(text);
        yield CodeBlock.of("$T.of($L, $L, $L)", LocalDate.class, date.getYear(), date.getMonthValue(),
            date.getDayOfMonth());
      }
      case UUID -> CodeBlock.of("$T.fromString($S)", ClassName.get("java.util", "UUID"), text);
      default -> throw new IllegalArgumentException("no default for " + kind);
    };
  }
}
