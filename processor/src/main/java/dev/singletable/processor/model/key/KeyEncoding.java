package dev.singletable.processor.model.key;

import dev.singletable.processor.model.type.TypeModel;
import java.util.Optional;

/**
 * How a component is rendered into a key, and which characters its rendering can contain. Text is
 * escaped by the runtime, so any literal may follow it; the typed renderings have a fixed alphabet,
 * and a literal that starts with one of its characters would make the key impossible to split back.
 */
public enum KeyEncoding {
  /** Strings and enums, escaped. */
  TEXT,
  /** Whole numbers, plain: digits and a minus sign. */
  INTEGER,
  /** Whole numbers, zero-padded to a width ({@code @Padded}): digits only. */
  PADDED,
  /** Whole numbers counted down from {@code 10^width}, zero-padded ({@code @Padded(descending = true)}). */
  DESCENDING,
  /** Numbers of any sign and magnitude, order-preserving: decimals, doubles, floats, {@code @Ordered}. */
  ORDERED,
  /** Fixed-width UTC ISO-8601, {@code 2024-01-31T12:00:00.000000000Z}. */
  INSTANT,
  /**
   * {@code @InstantFormat(ISO_8601_SECONDS)}: UTC ISO-8601 of whole seconds, {@code 2024-01-31T12:00:00Z},
   * its letters folded by the key's casing.
   */
  INSTANT_SECONDS,
  /**
   * {@code @InstantFormat(ISO_8601_MILLIS)}: UTC ISO-8601 with milliseconds, {@code
   * 2024-01-31T12:00:00.000Z}, its letters folded by the key's casing.
   */
  INSTANT_MILLIS,
  /** ISO {@code yyyy-MM-dd}. */
  LOCAL_DATE,
  /** {@code UUID.toString()}: lower-case hex digits and dashes. */
  UUID,
  /** {@code true} or {@code false}. */
  BOOLEAN;

  /**
   * How a component of this shape renders into keys; empty when keys cannot hold it.
   *
   * @param type the component's shape
   * @param numbering {@link #PADDED}, {@link #DESCENDING} or {@link #ORDERED} as the component's
   *     annotations ask for an integral number; empty for plain
   */
  public static Optional<KeyEncoding> of(TypeModel type, Optional<KeyEncoding> numbering) {
    if (type instanceof TypeModel.EnumType) {
      return Optional.of(TEXT);
    }
    if (!(type instanceof TypeModel.Scalar scalar)) {
      return Optional.empty();
    }
    if (scalar.kind().isIntegral()) {
      return Optional.of(numbering.orElse(INTEGER));
    }
    return switch (scalar.kind()) {
      case STRING -> Optional.of(TEXT);
      case BOOLEAN -> Optional.of(BOOLEAN);
      case INSTANT -> Optional.of(INSTANT);
      case LOCAL_DATE -> Optional.of(LOCAL_DATE);
      case UUID -> Optional.of(UUID);
      case BIG_DECIMAL, DOUBLE, FLOAT -> Optional.of(ORDERED);
      default -> Optional.empty();
    };
  }

  /** Whether a rendered value can contain {@code c}. Always false for escaped text. */
  public boolean canRender(char c) {
    boolean digit = c >= '0' && c <= '9';
    return switch (this) {
      case TEXT -> false;
      case INTEGER -> digit || c == '-';
      case PADDED, DESCENDING, ORDERED -> digit;
      case INSTANT -> digit || c == '-' || c == ':' || c == '.' || c == 'T' || c == 'Z';
      case INSTANT_SECONDS -> digit || c == '-' || c == ':' || c == 'T' || c == 'Z' || c == 't' || c == 'z';
      case INSTANT_MILLIS -> digit || c == '-' || c == ':' || c == '.' || c == 'T' || c == 'Z' || c == 't'
          || c == 'z';
      case LOCAL_DATE -> digit || c == '-';
      case UUID -> digit || (c >= 'a' && c <= 'f') || c == '-';
      case BOOLEAN -> Character.isLetter(c);
    };
  }

  /**
   * Whether renderings sort as the values do, so that a range of keys is a range of values and the
   * query DSL offers {@code xGt}, {@code xBetween}, ...: text, padded and ordered numbers, instants
   * and dates. Plain integers ({@code 10} sorts before {@code 9}), UUIDs and booleans offer
   * equality only.
   */
  public boolean sortsByValue() {
    return switch (this) {
      case TEXT, PADDED, DESCENDING, ORDERED, INSTANT, INSTANT_SECONDS, INSTANT_MILLIS, LOCAL_DATE -> true;
      case INTEGER, UUID, BOOLEAN -> false;
    };
  }

  /** The characters a rendered value can contain, for messages. */
  public String alphabet() {
    return switch (this) {
      case TEXT -> "any, escaped";
      case INTEGER -> "0-9 and -";
      case PADDED, DESCENDING, ORDERED -> "0-9";
      case INSTANT -> "0-9, -, :, ., T and Z";
      case INSTANT_SECONDS -> "0-9, -, :, T and Z in either case";
      case INSTANT_MILLIS -> "0-9, -, :, ., T and Z in either case";
      case LOCAL_DATE -> "0-9 and -";
      case UUID -> "0-9, a-f and -";
      case BOOLEAN -> "letters";
    };
  }
}
