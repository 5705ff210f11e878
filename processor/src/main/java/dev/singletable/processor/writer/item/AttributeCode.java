package dev.singletable.processor.writer.item;

import com.squareup.javapoet.CodeBlock;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.RuntimeTypes;

/**
 * The statements that store one component into an item and read it back, shared by the entity's
 * {@code toItem}/{@code fromItem} and the codecs of nested records. Primitives and strings use the
 * runtime's specialised helpers, which skip boxing; a missing primitive is an error, not a zero.
 */
public final class AttributeCode {
  private final CodecRegistry codecs;

  public AttributeCode(CodecRegistry codecs) {
    this.codecs = codecs;
  }

  /** Puts {@code value} into {@code item} under the component's stored name; null values are left out. */
  CodeBlock put(AttributeModel attribute, String item, CodeBlock value) {
    String stored = attribute.storedName();
    if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar) {
      if (attribute.isPrimitive()) {
        switch (scalar.kind()) {
          case LONG:
            return CodeBlock.of("$T.putLong($N, $S, $L)", RuntimeTypes.ITEMS, item, stored, value);
          case INTEGER:
            return CodeBlock.of("$T.putInt($N, $S, $L)", RuntimeTypes.ITEMS, item, stored, value);
          case BOOLEAN:
            return CodeBlock.of("$T.putBoolean($N, $S, $L)", RuntimeTypes.ITEMS, item, stored, value);
          case DOUBLE:
            return CodeBlock.of("$T.putDouble($N, NAME, $S, $L)", RuntimeTypes.ITEMS, item, stored, value);
          default:
            break;
        }
      } else if (scalar.kind() == ScalarKind.STRING) {
        return CodeBlock.of("$T.putString($N, $S, $L)", RuntimeTypes.ITEMS, item, stored, value);
      }
    }
    return CodeBlock.of(
        "$T.put($N, NAME, $S, $L, $L)", RuntimeTypes.ITEMS, item, stored, value, codecs.codec(attribute));
  }

  /** Reads the component from {@code item}: null when absent, unless it is primitive. */
  public CodeBlock get(AttributeModel attribute, String item) {
    String stored = attribute.storedName();
    if (attribute.converter().isEmpty() && attribute.isPrimitive()
        && attribute.type() instanceof TypeModel.Scalar scalar) {
      String require = switch (scalar.kind()) {
        case LONG -> "requireLong";
        case INTEGER -> "requireInt";
        case SHORT -> "requireShort";
        case BYTE -> "requireByte";
        case DOUBLE -> "requireDouble";
        case FLOAT -> "requireFloat";
        case BOOLEAN -> "requireBoolean";
        default -> throw new IllegalStateException("no primitive " + scalar.kind());
      };
      return CodeBlock.of("$T.$L($N, NAME, $S)", RuntimeTypes.ITEMS, require, item, stored);
    }
    if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
        && scalar.kind() == ScalarKind.STRING) {
      return CodeBlock.of("$T.getString($N, NAME, $S)", RuntimeTypes.ITEMS, item, stored);
    }
    return CodeBlock.of("$T.get($N, NAME, $S, $L)", RuntimeTypes.ITEMS, item, stored, codecs.codec(attribute));
  }
}
