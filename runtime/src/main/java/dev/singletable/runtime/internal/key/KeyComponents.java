package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.IsoTime;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Components decoded from an item's keys, by stored attribute name, with their typed parsers.
 * A text that does not parse is an {@link InvalidValueException} naming the component and the key
 * it came from.
 */
public final class KeyComponents {
  private final String entity;
  private final Map<String, String[]> decoded = new HashMap<>();

  KeyComponents(String entity) {
    this.entity = entity;
  }

  void add(String attribute, String text, String keyField, String storedKey) {
    decoded.put(attribute, new String[] {text, keyField, storedKey});
  }

  /**
   * Whether the component was decoded.
   *
   * @param attribute the component's stored name
   * @return true when the item lacked it and a key it carries holds it
   */
  public boolean has(String attribute) {
    return decoded.containsKey(attribute);
  }

  /**
   * A text (or enum name) component.
   *
   * @param attribute the component's stored name
   * @return the unescaped text
   */
  public String text(String attribute) {
    return entry(attribute)[0];
  }

  /**
   * A decimal component of a number key.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.math.BigDecimal bigDecimal(String attribute) {
    return new java.math.BigDecimal(entry(attribute)[0]);
  }

  /**
   * A {@code byte[]} component of a binary key.
   *
   * @param attribute the component's stored name
   * @return the bytes
   */
  public byte[] bytes(String attribute) {
    return java.util.Base64.getDecoder().decode(entry(attribute)[0]);
  }

  /**
   * An integral component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public long longValue(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseLong(entry[0]);
    } catch (NumberFormatException e) {
      throw unreadable(attribute, entry, "a whole number", e);
    }
  }

  /**
   * An {@code int} component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public int intValue(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseInt(entry[0]);
    } catch (NumberFormatException e) {
      throw unreadable(attribute, entry, "an int", e);
    }
  }

  /**
   * A {@code short} component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public short shortValue(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseShort(entry[0]);
    } catch (NumberFormatException e) {
      throw unreadable(attribute, entry, "a short", e);
    }
  }

  /**
   * A {@code byte} component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public byte byteValue(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseByte(entry[0]);
    } catch (NumberFormatException e) {
      throw unreadable(attribute, entry, "a byte", e);
    }
  }

  /**
   * A big integer component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.math.BigInteger bigInteger(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseBigInteger(entry[0]);
    } catch (NumberFormatException e) {
      throw unreadable(attribute, entry, "a whole number", e);
    }
  }

  /**
   * An instant component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.time.Instant instant(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseInstant(entry[0]);
    } catch (RuntimeException e) {
      throw unreadable(attribute, entry, "an instant", e);
    }
  }

  /**
   * An instant component stored as {@code @InstantFormat(ISO_8601_SECONDS)} writes it, {@code
   * yyyy-MM-ddTHH:mm:ssZ}, its letters in either case.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.time.Instant instantSeconds(String attribute) {
    return instant(attribute, 0);
  }

  /**
   * An instant component stored as {@code @InstantFormat(ISO_8601_MILLIS)} writes it, {@code
   * yyyy-MM-ddTHH:mm:ss.SSSZ}, its letters in either case.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.time.Instant instantMillis(String attribute) {
    return instant(attribute, 3);
  }

  private java.time.Instant instant(String attribute, int digits) {
    String[] entry = entry(attribute);
    try {
      return IsoTime.parseInstant(entry[0], digits);
    } catch (RuntimeException e) {
      throw unreadable(attribute, entry, "an instant", e);
    }
  }

  /**
   * A date component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.time.LocalDate localDate(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseLocalDate(entry[0]);
    } catch (RuntimeException e) {
      throw unreadable(attribute, entry, "a date", e);
    }
  }

  /**
   * A UUID component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public java.util.UUID uuid(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseUuid(entry[0]);
    } catch (RuntimeException e) {
      throw unreadable(attribute, entry, "a UUID", e);
    }
  }

  /**
   * A boolean component.
   *
   * @param attribute the component's stored name
   * @return the value
   */
  public boolean bool(String attribute) {
    String[] entry = entry(attribute);
    try {
      return ComponentFormats.parseBoolean(entry[0]);
    } catch (RuntimeException e) {
      throw unreadable(attribute, entry, "a boolean", e);
    }
  }

  /**
   * An order-preserving number ({@code @Ordered}, decimals, doubles and floats), as the component's
   * type: {@code long}, {@code int}, {@code short}, {@code byte}, {@code BigInteger}, {@code
   * BigDecimal}, {@code double} or {@code float}, read back exactly.
   *
   * @param attribute the component's stored name
   * @param type the component's type, boxed
   * @param <T> the component's type
   * @return the value
   */
  public <T> T ordered(String attribute, Class<T> type) {
    String[] entry = entry(attribute);
    try {
      Object value;
      if (type == Double.class) {
        value = OrderedNumbers.decodeDouble(entry[0]);
      } else if (type == Float.class) {
        value = OrderedNumbers.decodeFloat(entry[0]);
      } else if (type == java.math.BigDecimal.class) {
        value = OrderedNumbers.decode(entry[0]);
      } else {
        value = whole(OrderedNumbers.decodeBigInteger(entry[0]), type);
      }
      return type.cast(value);
    } catch (ArithmeticException | NumberFormatException e) {
      throw unreadable(attribute, entry, "an ordered number of type " + type.getSimpleName(), e);
    }
  }

  /**
   * An order-preserving {@code double} or {@code float} component as the number attribute the
   * record's codec reads: its shortest decimal ({@link Double#toString}, {@link Float#toString}),
   * which reads back to the same bits. Unlike an attribute written, it is not held to DynamoDB's
   * number range: a key stores the number as text, so it holds every finite value ({@code 1e300},
   * {@link Double#MIN_VALUE}), and this attribute is only read, never sent.
   *
   * @param attribute the component's stored name
   * @param type {@code Double.class} or {@code Float.class}
   * @return the number attribute
   */
  public AttributeValue orderedNumber(String attribute, Class<? extends Number> type) {
    return AttributeValue.createN(ordered(attribute, type).toString());
  }

  /**
   * A number counted down from {@code 10^width} ({@code @Padded(value = width, descending = true)}),
   * as the component's type: {@code long}, {@code int}, {@code short}, {@code byte} or {@code
   * BigInteger}.
   *
   * @param attribute the component's stored name
   * @param width the number of digits
   * @param type the component's type, boxed
   * @param <T> the component's type
   * @return the value
   */
  public <T> T descending(String attribute, int width, Class<T> type) {
    String[] entry = entry(attribute);
    try {
      return type.cast(whole(ComponentFormats.parseDescending(entry[0], width), type));
    } catch (ArithmeticException | NumberFormatException e) {
      throw unreadable(attribute, entry, "a descending number of " + width + " digits", e);
    }
  }

  private static Object whole(java.math.BigInteger value, Class<?> type) {
    if (type == Long.class) {
      return value.longValueExact();
    } else if (type == Integer.class) {
      return value.intValueExact();
    } else if (type == Short.class) {
      return value.shortValueExact();
    } else if (type == Byte.class) {
      return value.byteValueExact();
    }
    return value;
  }

  private String[] entry(String attribute) {
    String[] entry = decoded.get(attribute);
    if (entry == null) {
      throw new IllegalStateException(entity + "." + attribute + " was not decoded from a key");
    }
    return entry;
  }

  private InvalidValueException unreadable(String attribute, String[] entry, String what, RuntimeException cause) {
    return new InvalidValueException(entity, attribute, entry[0], "is not " + what + "; decoded from the item's key "
        + entry[1] + " = \"" + entry[2] + "\"", cause);
  }
}
