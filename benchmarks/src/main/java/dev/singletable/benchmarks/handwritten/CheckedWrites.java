package dev.singletable.benchmarks.handwritten;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The checks a careful person adds to hand-written writes so that nothing DynamoDB would refuse or
 * silently corrupt is sent: each put returns the bytes it adds to the item as DynamoDB counts them,
 * each string is scanned for an unpaired surrogate (which the SDK would send as {@code ?}) while it
 * is counted, a key component holding the delimiter is refused rather than escaped, and a number
 * DynamoDB cannot store is refused. Attribute names, key prefixes and enum names are ASCII, so their
 * {@code length()} is their UTF-8 length. A floor for what checking writes costs, not checks as
 * complete as the generated ones.
 */
final class CheckedWrites {
  static final int MAX_PARTITION_KEY_BYTES = 2048;
  static final int MAX_SORT_KEY_BYTES = 1024;
  private static final int MAX_ITEM_BYTES = 400 * 1024;
  private static final int MAX_DIGITS = 38;
  // The decimal exponent of a number's first significant digit, as DynamoDB bounds it: 1E-130 up to
  // (not including) 1E+126.
  private static final int MIN_EXPONENT = -130;
  private static final int MAX_EXPONENT = 125;

  private CheckedWrites() {}

  /** The UTF-8 length of {@code text}, refusing an unpaired surrogate. */
  static long utf8(String text) {
    long bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else if (Character.isSurrogate(c)) {
        throw new IllegalArgumentException("unpaired surrogate at index " + i + " of a string");
      } else {
        bytes += 3;
      }
    }
    return bytes;
  }

  /**
   * Puts the key {@code prefix + component}, refusing a component that is null or holds the
   * delimiter {@code #} and a key longer than {@code maxBytes}, and returns the bytes it adds.
   */
  static long putKey(Map<String, AttributeValue> item, String name, String prefix, String component, int maxBytes) {
    if (component == null || component.indexOf('#') >= 0) {
      throw new IllegalArgumentException("key " + name + ": component " + component + " is null or holds '#'");
    }
    long bytes = prefix.length() + utf8(component);
    if (bytes > maxBytes) {
      throw new IllegalArgumentException("key " + name + " is " + bytes + " bytes; DynamoDB takes at most " + maxBytes);
    }
    item.put(name, AttributeValue.createS(prefix + component));
    return name.length() + bytes;
  }

  /** Puts a string attribute, when not null, and returns the bytes it adds. */
  static long putString(Map<String, AttributeValue> item, String name, String value) {
    if (value == null) {
      return 0;
    }
    long bytes = utf8(value);
    item.put(name, AttributeValue.createS(value));
    return name.length() + bytes;
  }

  /**
   * Puts ASCII text that cannot break a limit (an enum's name, an instant's text, a constant key) and
   * returns the bytes it adds.
   */
  static long putAscii(Map<String, AttributeValue> item, String name, String text) {
    item.put(name, AttributeValue.createS(text));
    return name.length() + text.length();
  }

  /**
   * Puts a number's text and returns a bound on the bytes it adds: DynamoDB counts one byte per two
   * significant digits and one more, never more than the text's length and one.
   */
  static long putNumber(Map<String, AttributeValue> item, String name, String text) {
    item.put(name, AttributeValue.createN(text));
    return name.length() + text.length() + 1;
  }

  /** Puts a boolean attribute and returns the bytes it adds. */
  static long putBool(Map<String, AttributeValue> item, String name, boolean value) {
    item.put(name, AttributeValue.createBool(value));
    return name.length() + 1;
  }

  /** {@link #putNumber} for a double, refusing NaN, the infinities and magnitudes DynamoDB cannot store. */
  static long putDouble(Map<String, AttributeValue> item, String name, double value) {
    double magnitude = Math.abs(value);
    if (!(magnitude < 1e126) || magnitude != 0 && magnitude < 1e-130) {
      throw new IllegalArgumentException(name + " = " + value + " is not a number DynamoDB stores");
    }
    return putNumber(item, name, Double.toString(value));
  }

  /**
   * {@link #putNumber} for a decimal, when not null, refusing more than 38 significant digits and
   * magnitudes DynamoDB cannot store.
   */
  static long putDecimal(Map<String, AttributeValue> item, String name, BigDecimal value) {
    if (value == null) {
      return 0;
    }
    if (value.precision() > MAX_DIGITS && value.stripTrailingZeros().precision() > MAX_DIGITS) {
      throw new IllegalArgumentException(name + " = " + value + " has more than " + MAX_DIGITS + " significant digits");
    }
    // Stripping trailing zeros takes as many from the precision as from the scale: the exponent stays.
    long exponent = (long) value.precision() - value.scale() - 1;
    if (value.signum() != 0 && (exponent < MIN_EXPONENT || exponent > MAX_EXPONENT)) {
      throw new IllegalArgumentException(name + " = " + value + " is outside the range of DynamoDB numbers");
    }
    return putNumber(item, name, value.toString());
  }

  /**
   * Puts a list of strings, when not null, and returns the bytes it adds: the list's 3, one per
   * element and each element's own.
   */
  static long putStringList(Map<String, AttributeValue> item, String name, List<String> values) {
    if (values == null) {
      return 0;
    }
    List<AttributeValue> list = new ArrayList<>(values.size());
    long bytes = name.length() + 3 + values.size();
    for (String value : values) {
      bytes += utf8(value);
      list.add(AttributeValue.createS(value));
    }
    item.put(name, AttributeValue.createL(list));
    return bytes;
  }

  /**
   * Puts a map of strings, when not null, refusing an empty key, and returns the bytes it adds: the
   * map's 3, one per entry and each entry's key and value.
   */
  static long putStringMap(Map<String, AttributeValue> item, String name, Map<String, String> values) {
    if (values == null) {
      return 0;
    }
    Map<String, AttributeValue> map = new HashMap<>(values.size() * 4 / 3 + 1);
    long bytes = name.length() + 3 + values.size();
    for (Map.Entry<String, String> entry : values.entrySet()) {
      long key = utf8(entry.getKey());
      if (key == 0) {
        throw new IllegalArgumentException(name + " holds an empty key");
      }
      bytes += key + utf8(entry.getValue());
      map.put(entry.getKey(), AttributeValue.createS(entry.getValue()));
    }
    item.put(name, AttributeValue.createM(map));
    return bytes;
  }

  /** Puts the identity attributes ({@code Attributes.stamp}) and returns the bytes they add. */
  static long stamp(Map<String, AttributeValue> item, String entity) {
    Attributes.stamp(item, entity);
    // __entity and its name; __version and the number 1, 2 bytes.
    return 8 + entity.length() + 9 + 2;
  }

  /** Refuses an item of more than 400 KB, {@code bytes} as the puts counted them. */
  static void requireSize(long bytes) {
    if (bytes > MAX_ITEM_BYTES) {
      throw new IllegalArgumentException("the item is " + bytes + " bytes; DynamoDB takes at most " + MAX_ITEM_BYTES);
    }
  }
}
