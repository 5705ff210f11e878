package dev.singletable.processor.writer.item;

import com.squareup.javapoet.CodeBlock;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.RuntimeTypes;
import java.nio.charset.StandardCharsets;
import java.util.List;

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
      } else if (scalar.kind() == ScalarKind.INSTANT && !attribute.hasOwnInstantCodec()) {
        return CodeBlock.of("$T.putInstant($N, NAME, $S, $L)", RuntimeTypes.ITEMS, item, stored, value);
      }
    }
    if (attribute.converter().isEmpty() && !attribute.hasOwnInstantCodec()
        && attribute.type() instanceof TypeModel.EnumType) {
      return CodeBlock.of(
          "$T.putScalar($N, NAME, $S, $L, $L)", RuntimeTypes.ITEMS, item, stored, value, codecs.codec(attribute));
    }
    return CodeBlock.of(
        "$T.put($N, NAME, $S, $L, $L)", RuntimeTypes.ITEMS, item, stored, value, codecs.codec(attribute));
  }

  /**
   * More than DynamoDB's item size limit (400 KB): the size counted for a name or value that is not
   * valid Unicode, so that an item holding it is walked by the runtime's exact check, which refuses
   * it with its message.
   */
  static final int WALK = 400 * 1024 + 1;
  /** The most bytes DynamoDB counts for a number of at most 19 significant digits (long, double, float). */
  private static final int NUMBER_BYTES = 11;
  /** The most bytes of an instant, a date and a UUID as their codecs store them. */
  private static final int INSTANT_BYTES = 30;
  private static final int DATE_BYTES = 10;
  private static final int UUID_BYTES = 36;

  /**
   * How {@code toItem} puts a component while summing the item's size in the local {@code size}:
   * either a statement that adds what it stored (text is counted and checked for unpaired
   * surrogates, a value that can break a DynamoDB limit is checked whole), with a {@code bound} of
   * 0, or, for a value whose type cannot break a limit, the plain put and the most bytes it can add.
   *
   * @param statement the statement
   * @param bound the most bytes the statement adds without counting them; 0 when it counts them
   */
  record Sized(CodeBlock statement, int bound) {}

  /** Puts {@code value} into {@code item} as {@link #put} does, summing its size into {@code size}. */
  Sized sizedPut(AttributeModel attribute, String item, CodeBlock value, String size) {
    String stored = attribute.storedName();
    int name = utf8(stored);
    if (attribute.converter().isEmpty() && !attribute.hasOwnInstantCodec()) {
      int bound = bound(attribute.type());
      if (attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.STRING) {
        return new Sized(CodeBlock.of("$N += $T.putString($N, NAME, $S, $L, $L)", size, RuntimeTypes.ITEMS, item,
            stored, name, value), 0);
      }
      if (bound > 0) {
        return new Sized(put(attribute, item, value), name + bound);
      }
    } else if (attribute.converter().isEmpty()
        && (attribute.is(Lifecycle.TTL) || attribute.instantFormat().orElseThrow().isNumber())) {
      // @Ttl and the epoch forms: a whole number of seconds or milliseconds, a long.
      return new Sized(put(attribute, item, value), name + NUMBER_BYTES);
    }
    if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
        && scalar.kind() == ScalarKind.BIG_DECIMAL) {
      return new Sized(CodeBlock.of("$N += $T.putDecimal($N, NAME, $S, $L, $L)", size, RuntimeTypes.ITEMS, item,
          stored, name, value), 0);
    }
    if (attribute.converter().isEmpty() && !attribute.hasOwnInstantCodec()) {
      // Lists and maps of strings are checked and counted in the pass that stores them.
      if (attribute.type() instanceof TypeModel.ListType list && isString(list.element())) {
        return new Sized(CodeBlock.of("$N += $T.putStringList($N, NAME, $S, $L, $L, $L)", size, RuntimeTypes.ITEMS,
            item, stored, name, value, codecs.codec(attribute)), 0);
      }
      if (attribute.type() instanceof TypeModel.MapType map && isString(map.value())) {
        return new Sized(CodeBlock.of("$N += $T.putStringMap($N, NAME, $S, $L, $L, $L)", size, RuntimeTypes.ITEMS,
            item, stored, name, value, codecs.codec(attribute)), 0);
      }
    }
    return new Sized(CodeBlock.of("$N += $T.putChecked($N, NAME, $S, $L, $L, $L)", size, RuntimeTypes.ITEMS, item,
        stored, name, value, codecs.codec(attribute)), 0);
  }

  private static boolean isString(TypeModel type) {
    return type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.STRING;
  }

  /**
   * How a nested record's codec puts a component into its map while summing its size in {@code
   * measure} (the runtime's {@code Measure}): text is measured as it is put, a value of bounded size
   * is put plainly, any other value is measured by its codec at {@code depth + 1}. The {@code bound}
   * is what the statement adds without measuring it: the component's name, the byte of its entry
   * and, for a value of bounded size, the most it can store. A name that is not valid Unicode, or
   * empty, counts past the item limit, so that the record is walked and refused by the runtime.
   */
  Sized measuredPut(AttributeModel attribute, String map, CodeBlock value, String measure, String depth) {
    String stored = attribute.storedName();
    int name = stored.isEmpty() ? WALK : utf8(stored);
    int entry = name + 1;
    if (attribute.converter().isEmpty() && !attribute.hasOwnInstantCodec()) {
      if (attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.STRING) {
        return new Sized(CodeBlock.of("$N.putString($N, $S, $L)", measure, map, stored, value), entry);
      }
      int bound = bound(attribute.type());
      if (bound > 0) {
        return new Sized(put(attribute, map, value), entry + bound);
      }
    }
    return new Sized(CodeBlock.of("$N.put($N, NAME, $S, $L, $L, $N + 1)", measure, map, stored, value,
        codecs.codec(attribute), depth), entry);
  }

  /** The most bytes a value of the type can be stored as, when it cannot break a DynamoDB limit; else 0. */
  private static int bound(TypeModel type) {
    if (type instanceof TypeModel.EnumType enumType) {
      return longest(enumType.storedTexts());
    }
    if (!(type instanceof TypeModel.Scalar scalar)) {
      return 0;
    }
    return switch (scalar.kind()) {
      case BOOLEAN -> 1;
      case BYTE, SHORT, INTEGER, LONG, FLOAT, DOUBLE -> NUMBER_BYTES;
      case INSTANT -> INSTANT_BYTES;
      case LOCAL_DATE -> DATE_BYTES;
      case UUID -> UUID_BYTES;
      // Text, big numbers (more than 38 digits), bytes (any length) and documents are counted and checked.
      default -> 0;
    };
  }

  /** The UTF-8 length of a name or text known at compile time; {@link #WALK} when it is not valid Unicode. */
  static int utf8(String text) {
    if (!StandardCharsets.UTF_8.newEncoder().canEncode(text)) {
      return WALK;
    }
    return text.getBytes(StandardCharsets.UTF_8).length;
  }

  /** The UTF-8 length of the longest of some texts known at compile time. */
  static int longest(List<String> texts) {
    int most = 0;
    for (String text : texts) {
      most = Math.max(most, utf8(text));
    }
    return most;
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
    if (attribute.converter().isEmpty() && !attribute.hasOwnInstantCodec()) {
      // A read of its own per shape keeps each codec call monomorphic where C2 leaves it a call.
      String shaped = shapedGet(attribute.type());
      if (shaped != null) {
        return CodeBlock.of("$T.$L($N, NAME, $S)", RuntimeTypes.ITEMS, shaped, item, stored);
      }
      // Lists and maps of strings are read in one pass, without a codec call per element.
      if (attribute.type() instanceof TypeModel.ListType list && isString(list.element())) {
        return CodeBlock.of("$T.getStringList($N, NAME, $S, $L)", RuntimeTypes.ITEMS, item, stored,
            codecs.codec(attribute));
      }
      if (attribute.type() instanceof TypeModel.MapType map && isString(map.value())) {
        return CodeBlock.of("$T.getStringMap($N, NAME, $S, $L)", RuntimeTypes.ITEMS, item, stored,
            codecs.codec(attribute));
      }
      if (attribute.type() instanceof TypeModel.ListType || attribute.type() instanceof TypeModel.MapType
          || attribute.type() instanceof TypeModel.EnumType) {
        String get = attribute.type() instanceof TypeModel.ListType ? "getList"
            : attribute.type() instanceof TypeModel.MapType ? "getMap" : "getEnum";
        return CodeBlock.of("$T.$L($N, NAME, $S, $L)", RuntimeTypes.ITEMS, get, item, stored, codecs.codec(attribute));
      }
    }
    return CodeBlock.of("$T.get($N, NAME, $S, $L)", RuntimeTypes.ITEMS, item, stored, codecs.codec(attribute));
  }

  /** The runtime's read of a scalar that needs no codec argument, or null. */
  private static String shapedGet(TypeModel type) {
    if (!(type instanceof TypeModel.Scalar scalar)) {
      return null;
    }
    return switch (scalar.kind()) {
      case INSTANT -> "getInstant";
      case BIG_DECIMAL -> "getBigDecimal";
      default -> null;
    };
  }
}
