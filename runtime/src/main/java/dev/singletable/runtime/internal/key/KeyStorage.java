package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import java.math.BigDecimal;
import java.util.Base64;
import java.util.Objects;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the keys of a {@link KeyTemplate} are stored: as strings (DynamoDB type S), the rendered text
 * itself; as native numbers (N), the text of one whole or decimal number; or as binary (B), bytes
 * that the key builders carry as Base64 text. What turns a rendered key into the stored attribute
 * and back, and the encoders of the components only N and B templates have.
 */
enum KeyStorage {
  STRING("string key (S)"),
  NUMBER("number key (N)"),
  BINARY("binary key (B)");

  private final String description;

  KeyStorage(String description) {
    this.description = description;
  }

  /** The stored type, for messages. */
  String describe() {
    return description;
  }

  /** Refuses a template that is not one placeholder and nothing else, as keys stored as N or B must be. */
  void requireSinglePlaceholder(String entity, String field, String template, String[] names, String[] literals) {
    if (names.length != 1 || !literals[0].isEmpty() || !literals[1].isEmpty()) {
      throw new IllegalArgumentException(entity + "." + field + ": template " + template
          + " is not a single placeholder, so it cannot be stored as " + (this == NUMBER ? "a number" : "binary"));
    }
  }

  /** A rendered key as the attribute value stored for it. */
  AttributeValue attributeValue(String rendered) {
    Objects.requireNonNull(rendered, "rendered");
    return switch (this) {
      case NUMBER -> AttributeValue.createN(rendered);
      case BINARY -> AttributeValue.createB(SdkBytes.fromByteArray(Base64.getDecoder().decode(rendered)));
      case STRING -> AttributeValue.createS(rendered);
    };
  }

  /**
   * The text of a stored key: a number's digits normalised (as an integer component renders them),
   * the Base64 of bytes, or the string; null when the attribute is not of this type.
   */
  String storedText(AttributeValue stored) {
    if (this == STRING) {
      return stored.s();
    }
    if (this == BINARY) {
      return stored.b() == null ? null : Base64.getEncoder().encodeToString(stored.b().asByteArray());
    }
    if (stored.n() == null) {
      return null;
    }
    try {
      return canonical(new BigDecimal(stored.n()));
    } catch (NumberFormatException e) {
      return stored.n();
    }
  }

  /**
   * A decimal component of a number key as DynamoDB keeps it: without trailing zeros, in plain
   * digits ({@code 1.50} as {@code 1.5}, {@code 1E+2} as {@code 100}); refused when null, with more
   * than 38 significant digits, or outside DynamoDB's range (magnitude from {@code 1E-130} to below
   * {@code 1E126}).
   */
  static String decimal(String entity, String component, String field, BigDecimal value) {
    if (value == null) {
      throw new InvalidValueException(entity, component, null, "is null; the number key " + field + " needs a value");
    }
    BigDecimal stripped = value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
    int exponent = stripped.precision() - stripped.scale() - 1;
    if (stripped.precision() > 38 || (stripped.signum() != 0 && (exponent < -130 || exponent > 125))) {
      throw new InvalidValueException(entity, component, value.toString(),
          "cannot be stored as a DynamoDB number (38 significant digits, magnitude from 1E-130 to below 1E126)");
    }
    return canonical(stripped);
  }

  /**
   * A {@code byte[]} component of a binary key as its Base64 text, which {@link #attributeValue}
   * stores as the bytes; refused when null or empty (DynamoDB refuses an empty key).
   */
  static String binary(String entity, String component, String field, byte[] value) {
    if (value == null || value.length == 0) {
      throw new InvalidValueException(entity, component, value == null ? null : "",
          "is " + (value == null ? "null" : "empty") + "; the binary key " + field + " needs at least one byte");
    }
    return Base64.getEncoder().encodeToString(value);
  }

  private static String canonical(BigDecimal value) {
    return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
  }
}
