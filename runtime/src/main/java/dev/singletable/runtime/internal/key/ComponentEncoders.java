package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.IsoTime;
import dev.singletable.runtime.internal.codec.Limits;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;
import java.util.UUID;

/**
 * The encoders of one template's components, which {@link KeyTemplate} exposes to generated code:
 * each refuses a value no key can hold, naming the entity and the component, and writes the
 * value's text. Text components are {@linkplain KeyEscaping#escape escaped}; typed components are
 * written in their {@linkplain ComponentFormats format} and refused when that text would contain
 * the character that ends the component, since the key would not decode.
 *
 * <p>Instances are immutable and thread-safe.
 */
final class ComponentEncoders {
  private final String entity;
  private final String field;
  private final String template;
  private final String[] names;
  private final KeyEscaping escaping;
  /** The stored texts of enum components' constants, by position and ordinal; null where stored by name. */
  private final String[][] storedTexts;
  /** How text and enum components are cased. */
  private final TextCasing casing;

  /**
   * The encoders of a parsed template.
   *
   * @param entity the entity name, for messages
   * @param field the key attribute the template renders, for messages
   * @param template the template text, for messages
   * @param names the placeholder names, in template order
   * @param escaping the template's escaping
   * @param storedTexts the stored texts of enum components' constants, by position and ordinal
   * @param casing how text and enum components are cased
   */
  ComponentEncoders(String entity, String field, String template, String[] names, KeyEscaping escaping,
      String[][] storedTexts, TextCasing casing) {
    this.casing = casing;
    this.entity = entity;
    this.field = field;
    this.template = template;
    this.names = names;
    this.escaping = escaping;
    this.storedTexts = storedTexts;
  }

  /** The text an enum constant at position {@code i} is stored as: its {@code @StoredAs} text, else its name. */
  private String storedText(int i, Enum<?> value) {
    String[] texts = storedTexts[i];
    if (texts == null) {
      return value.name();
    }
    if (value.ordinal() >= texts.length) {
      throw new InvalidValueException(entity, names[i], value, "is not one of the constants template " + template
          + " was compiled with; recompile the entity");
    }
    return texts[value.ordinal()];
  }

  /**
   * Encodes a text component, escaping the template's delimiters.
   *
   * @param i the component's position
   * @param value the value
   * @return the value itself when it holds no delimiter or the template is unescaped, else the
   *     escaped value
   * @throws InvalidValueException when the value is null, or is not valid Unicode (an unpaired
   *     surrogate would reach DynamoDB as {@code ?}, and key like another value), or in an unescaped
   *     template holds the character that ends the component
   */
  String text(int i, String value) {
    present(i, value);
    value = casing.fold(value);
    if (escaping.plain(value)) {
      return value;
    }
    long bytes = Limits.utf8(value);
    if (bytes < 0) {
      throw new InvalidValueException(entity, names[i], value, Limits.unpaired(value, (int) (-bytes - 1)));
    }
    if (escaping.isUnescaped()) {
      int end = escaping.end(i);
      if (end != KeyEscaping.NO_END && value.indexOf(end) >= 0) {
        throw Unsplittable.of(entity, names[i], value, field, "holds '" + (char) end + "', which ends ${"
            + names[i] + "} in key " + field + " = \"" + template + "\"; the entity's keys are stored without"
            + " escapes (@Entity(unescapedKeys = true)), so a key holding it could not be split back: only the last"
            + " component of a key may hold it");
      }
    }
    return escaping.escape(value);
  }

  /**
   * Encodes an enum component by its stored text (its name, unless it declares {@code @StoredAs}),
   * escaped like text.
   *
   * @param i the component's position
   * @param value the constant
   * @return the escaped {@code name()}
   * @throws InvalidValueException when the value is null
   */
  String text(int i, Enum<?> value) {
    return text(i, value == null ? null : storedText(i, value));
  }

  /**
   * Encodes an enum component whose constants render exactly in this template ({@link
   * KeyTemplate#exact}): its name, unescaped.
   *
   * @param i the component's position
   * @param value the constant
   * @return {@code name()} as it is
   * @throws InvalidValueException when the value is null, or is a constant the template was not
   *     given (an enum changed after the entity was compiled)
   */
  String exact(int i, Enum<?> value) {
    return exact(i, storedText(i, present(i, value)));
  }

  /** Encodes a name given to {@link KeyTemplate#exact(int, String...)}, unescaped; see {@link #exact(int, Enum)}. */
  String exact(int i, String name) {
    present(i, name);
    name = casing.fold(name);
    if (!escaping.rendersExactly(i, name)) {
      throw new InvalidValueException(entity, names[i], name, "is not one of the constants template " + template
          + " was compiled with; recompile the entity");
    }
    return name;
  }

  /**
   * Encodes an integral component as plain decimal. Note that plain numbers sort as text, not as
   * numbers; use {@link #padded(int, long, int)} for sort keys.
   *
   * @param i the component's position
   * @param value the value
   * @return {@code Long.toString(value)}
   * @throws InvalidValueException when the value is negative and the template ends the component
   *     with {@code -}
   */
  String integer(int i, long value) {
    return typed(i, Long.toString(value));
  }

  /**
   * Encodes a boxed integral component as plain decimal.
   *
   * @param i the component's position
   * @param value the value
   * @return the decimal text
   * @throws InvalidValueException when the value is null, or as {@link #integer(int, long)}
   */
  String integer(int i, Long value) {
    return integer(i, present(i, value).longValue());
  }

  /**
   * Encodes a big integer component as plain decimal.
   *
   * @param i the component's position
   * @param value the value
   * @return the decimal text
   * @throws InvalidValueException when the value is null, or as {@link #integer(int, long)}
   */
  String integer(int i, BigInteger value) {
    return typed(i, present(i, value).toString());
  }

  /**
   * Encodes an integral component zero-padded to a fixed width, so that text order is numeric order.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits ({@code @Padded})
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is negative or has more than {@code width} digits
   * @throws IllegalArgumentException when the width is not positive
   */
  String padded(int i, long value, int width) {
    Objects.checkIndex(i, names.length);
    ComponentFormats.checkWidth(width);
    if (value < 0) {
      throw new InvalidValueException(entity, names[i], value, ComponentFormats.NEGATIVE_PADDED);
    }
    String digits = ComponentFormats.padded(value, width);
    // Boxed for the message only: a key rendered or checked per item allocates no Long.
    return digits != null ? digits : fitting(i, value, width, null);
  }

  /**
   * Encodes a boxed integral component zero-padded to a fixed width.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is null, or as {@link #padded(int, long, int)}
   */
  String padded(int i, Long value, int width) {
    return padded(i, present(i, value).longValue(), width);
  }

  /**
   * Encodes a big integer component zero-padded to a fixed width.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is null, negative or wider than {@code width}
   */
  String padded(int i, BigInteger value, int width) {
    Objects.checkIndex(i, names.length);
    ComponentFormats.checkWidth(width);
    if (present(i, value).signum() < 0) {
      throw new InvalidValueException(entity, names[i], value, ComponentFormats.NEGATIVE_PADDED);
    }
    return fitting(i, value, width, ComponentFormats.padded(value, width));
  }

  /**
   * Encodes an integral component counted down from {@code 10^width} and zero-padded, so that
   * larger values sort first: with width 5, 1 is {@code 99999} and 2 is {@code 99998}.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits ({@code @Padded(value = width, descending = true)})
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is below 1 or above {@code 10^width}
   * @throws IllegalArgumentException when the width is not positive
   */
  String descending(int i, long value, int width) {
    return descending(i, BigInteger.valueOf(value), width);
  }

  /**
   * Encodes a boxed integral component counted down from {@code 10^width}.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is null, or as {@link #descending(int, long, int)}
   */
  String descending(int i, Long value, int width) {
    return descending(i, present(i, value).longValue(), width);
  }

  /**
   * Encodes a big integer component counted down from {@code 10^width}.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is null, or as {@link #descending(int, long, int)}
   */
  String descending(int i, BigInteger value, int width) {
    Objects.checkIndex(i, names.length);
    ComponentFormats.checkWidth(width);
    String digits = ComponentFormats.descending(present(i, value), width);
    if (digits == null) {
      throw new InvalidValueException(entity, names[i], value, "is outside 1 to 10^" + width
          + ", the values a descending number of " + width + " digits holds");
    }
    return digits;
  }

  /**
   * Encodes a number in its {@linkplain OrderedNumbers order-preserving text}: any sign and
   * magnitude, text order is numeric order.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   */
  String ordered(int i, long value) {
    Objects.checkIndex(i, names.length);
    return OrderedNumbers.encode(BigDecimal.valueOf(value));
  }

  /**
   * Encodes a boxed integral number in its order-preserving text.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is null
   */
  String ordered(int i, Long value) {
    return ordered(i, present(i, value).longValue());
  }

  /**
   * Encodes a big integer in its order-preserving text.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is null
   */
  String ordered(int i, BigInteger value) {
    return OrderedNumbers.encode(present(i, value));
  }

  /**
   * Encodes a decimal in its order-preserving text. Values equal by {@code compareTo} ({@code 1.0}
   * and {@code 1.00}) render the same key.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is null
   */
  String ordered(int i, BigDecimal value) {
    return OrderedNumbers.encode(present(i, value));
  }

  /**
   * Encodes a {@code double} in its order-preserving text; {@code -0.0} renders as {@code 0.0}.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is NaN or infinite
   */
  String ordered(int i, double value) {
    Objects.checkIndex(i, names.length);
    finite(i, Double.isFinite(value), value);
    return OrderedNumbers.encode(value);
  }

  /**
   * Encodes a boxed {@code double} in its order-preserving text.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is null, NaN or infinite
   */
  String ordered(int i, Double value) {
    return ordered(i, present(i, value).doubleValue());
  }

  /**
   * Encodes a {@code float} in its order-preserving text, from its own shortest decimal;
   * {@code -0.0f} renders as {@code 0.0f}.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is NaN or infinite
   */
  String ordered(int i, float value) {
    Objects.checkIndex(i, names.length);
    finite(i, Float.isFinite(value), value);
    return OrderedNumbers.encodeFloat(value);
  }

  /**
   * Encodes a boxed {@code float} in its order-preserving text.
   *
   * @param i the component's position
   * @param value the value
   * @return digits only
   * @throws InvalidValueException when the value is null, NaN or infinite
   */
  String ordered(int i, Float value) {
    return ordered(i, present(i, value).floatValue());
  }

  /**
   * Encodes an instant as fixed-width UTC text, {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ}, always with
   * nine fraction digits, so that text order is time order.
   *
   * @param i the component's position
   * @param value the instant
   * @return 30 characters
   * @throws InvalidValueException when the value is null or its year is outside 0000..9999
   */
  String instant(int i, Instant value) {
    if (!IsoTime.fits(present(i, value))) {
      throw new InvalidValueException(entity, names[i], value, IsoTime.RANGE_PROBLEM);
    }
    return typed(i, IsoTime.format(value));
  }

  /**
   * Encodes an instant in the fixed-width form of its {@code @InstantFormat}, as its attribute holds
   * it: {@code yyyy-MM-ddTHH:mm:ssZ} with no fraction digits ({@code ISO_8601_SECONDS}), {@code
   * yyyy-MM-ddTHH:mm:ss.SSSZ} with three, truncated to the millisecond ({@code ISO_8601_MILLIS}). The
   * letters {@code T} and {@code Z} follow the template's casing, as other tools' keys fold them.
   *
   * @param i the component's position
   * @param value the instant
   * @param digits the fraction digits, 0 or 3
   * @return 20 or 24 characters
   * @throws InvalidValueException when the value is null, its year is outside 0000..9999, or it has a
   *     fraction of a second that no fraction digits hold
   */
  String instant(int i, Instant value, int digits) {
    if (!IsoTime.fits(present(i, value))) {
      throw new InvalidValueException(entity, names[i], value, IsoTime.RANGE_PROBLEM + " (key " + field + ")");
    }
    if (digits == 0 && value.getNano() != 0) {
      throw new InvalidValueException(entity, names[i], value, IsoTime.FRACTION_PROBLEM + " (key " + field + ")");
    }
    return typed(i, casing.fold(IsoTime.format(value, digits)));
  }

  /**
   * Encodes a date as ISO {@code yyyy-MM-dd}.
   *
   * @param i the component's position
   * @param value the date
   * @return 10 characters
   * @throws InvalidValueException when the value is null or its year is outside 0000..9999
   */
  String localDate(int i, LocalDate value) {
    if (!IsoTime.fits(present(i, value))) {
      throw new InvalidValueException(entity, names[i], value, IsoTime.RANGE_PROBLEM);
    }
    return typed(i, IsoTime.format(value));
  }

  /**
   * Encodes a UUID in its canonical lower-case text.
   *
   * @param i the component's position
   * @param value the UUID
   * @return {@code value.toString()}
   * @throws InvalidValueException when the value is null
   */
  String uuid(int i, UUID value) {
    return typed(i, present(i, value).toString());
  }

  /**
   * Encodes a boolean component.
   *
   * @param i the component's position
   * @param value the value
   * @return {@code "true"} or {@code "false"}
   * @throws InvalidValueException when the value is null
   */
  String bool(int i, Boolean value) {
    return typed(i, ComponentFormats.bool(present(i, value)));
  }

  /**
   * The error for a null component: keys have no null.
   *
   * @param entity the entity name
   * @param component the placeholder's name
   * @return the exception to throw, naming the entity and the component
   */
  static InvalidValueException missing(String entity, String component) {
    return new InvalidValueException(entity, component, null, "a key component cannot be null");
  }

  /** Refuses a typed text that contains the character ending its component: it would not decode. */
  private String typed(int i, String text) {
    int end = escaping.end(i);
    if (end != KeyEscaping.NO_END && text.indexOf(end) >= 0) {
      throw new InvalidValueException(entity, names[i], text, "contains '" + (char) end
          + "', which ends this component in template " + template + "; the key would not decode");
    }
    return text;
  }

  /** The value of component {@code i}, refused when null; an index outside the template is a bug. */
  private <T> T present(int i, T value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(entity, names[i]);
    }
    return value;
  }

  private void finite(int i, boolean finite, Object value) {
    if (!finite) {
      throw new InvalidValueException(entity, names[i], value,
          "has no place in a key's order (NaN and infinities are not numbers DynamoDB stores)");
    }
  }

  private String fitting(int i, Object value, int width, String digits) {
    if (digits == null) {
      throw new InvalidValueException(entity, names[i], value, "is wider than " + width + " digits");
    }
    return digits;
  }

  /**
   * A value of a component followed by literal text in an unescaped template that holds the
   * character ending the component: no key can hold it. Writes and key builders see an {@link
   * InvalidValueException}; a read whose record has such a component (from a forged item's attribute)
   * reports a {@link dev.singletable.runtime.exception.KeyMismatchException} with the stored key
   * ({@link StoredKeys#invalid}).
   */
  static final class Unsplittable extends InvalidValueException {
    private static final long serialVersionUID = 1L;

    private final String keyField;

    private Unsplittable(String entity, String component, String value, String keyField, String problem) {
      super(entity, component, value, problem);
      this.keyField = keyField;
    }

    /**
     * Made here rather than with {@code new} where it is thrown: there the verifier would load this
     * class with the encoders, on the first item of every JVM; through this method it loads with
     * the first such value.
     */
    static InvalidValueException of(String entity, String component, String value, String keyField, String problem) {
      return new Unsplittable(entity, component, value, keyField, problem);
    }

    /** The key attribute the value cannot be rendered into. */
    String keyField() {
      return keyField;
    }
  }
}
