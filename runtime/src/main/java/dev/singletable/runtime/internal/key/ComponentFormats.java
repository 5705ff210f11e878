package dev.singletable.runtime.internal.key;

import static java.nio.charset.StandardCharsets.ISO_8859_1;

import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.IsoTime;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * The texts typed key components are written as, and the parsers that read them back from decoded
 * keys. Each format has a fixed alphabet, so typed components are not escaped; fixed-width formats
 * (zero-padded numbers, {@link IsoTime} instants and dates) sort as text the way their values sort.
 *
 * <p>Formats know nothing of templates: {@link KeyTemplate} checks a value's presence and range
 * and names the entity and component in its errors. The parsers throw what the JDK's do, for
 * {@link StoredKeys} to turn into errors that name the stored key.
 */
final class ComponentFormats {
  /** Why a negative number has no padded text: its {@code -} would sort before every digit. */
  static final String NEGATIVE_PADDED = "negative values cannot be padded";
  /** The digits of a UUID's canonical text. */
  private static final String HEX = "0123456789abcdef";

  private ComponentFormats() {}

  /**
   * Refuses a padding width that no value fits.
   *
   * @param width the number of digits ({@code @Padded})
   * @throws IllegalArgumentException when the width is not positive
   */
  static void checkWidth(int width) {
    if (width < 1) {
      throw new IllegalArgumentException("padding width must be positive: " + width);
    }
  }

  /**
   * Zero-pads a number to a fixed width, so that text order is numeric order.
   *
   * @param value a value, not negative
   * @param width the number of digits, positive
   * @return exactly {@code width} digits; null when the value has more digits than that
   */
  static String padded(long value, int width) {
    byte[] digits = new byte[width];
    long rest = value;
    for (int j = width - 1; j >= 0; j--) {
      digits[j] = (byte) ('0' + rest % 10);
      rest /= 10;
    }
    return rest == 0 ? new String(digits, ISO_8859_1) : null;
  }

  /**
   * Whether {@code key} holds, from {@code at}, exactly what {@link #padded(long, int)} writes for
   * the value, compared digit by digit from the right without writing them.
   *
   * @param key the stored key, at least {@code at + width} characters long
   * @param at where the component starts
   * @param value the value; a negative one is held nowhere
   * @param width the number of digits, positive
   * @return false also when the value has more digits than {@code width}
   */
  static boolean holdsPadded(String key, int at, long value, int width) {
    if (value < 0) {
      return false;
    }
    long rest = value;
    for (int j = at + width - 1; j >= at; j--) {
      if (key.charAt(j) != (char) ('0' + rest % 10)) {
        return false;
      }
      rest /= 10;
    }
    return rest == 0;
  }

  /**
   * Where {@link #padded(long, int)}'s text of the value ends in {@code key} when the key holds it
   * at {@code at}, else -1: {@link #holdsPadded} for a key whose length is not known to fit.
   *
   * @param key the stored key
   * @param at where the component starts
   * @param value the value; a negative one is held nowhere
   * @param width the number of digits; one below 1 is held nowhere
   * @return the index after the digits, or -1
   */
  static int paddedAt(String key, int at, long value, int width) {
    return width >= 1 && at + width <= key.length() && holdsPadded(key, at, value, width) ? at + width : -1;
  }

  /**
   * Where {@code Long.toString(value)} ends in {@code key} when the key holds it at {@code at}, else
   * -1, compared digit by digit without writing them.
   *
   * @param key the stored key
   * @param at where the component starts, not negative
   * @param value the value
   * @return the index after the text, or -1
   */
  static int integerAt(String key, int at, long value) {
    // Digits are taken from the value's negative, which holds Long.MIN_VALUE too.
    long negative = value < 0 ? value : -value;
    if (value < 0) {
      if (at >= key.length() || key.charAt(at) != '-') {
        return -1;
      }
      at++;
    }
    long power = 1;
    int digits = 1;
    while (negative / power <= -10) {
      power *= 10;
      digits++;
    }
    if (at + digits > key.length()) {
      return -1;
    }
    for (int j = at; j < at + digits; j++, power /= 10) {
      if (key.charAt(j) != (char) ('0' - negative / power % 10)) {
        return -1;
      }
    }
    return at + digits;
  }

  /**
   * Where {@link OrderedNumbers#encode(BigDecimal)}'s text of a whole number ends in {@code key} when
   * the key holds it at {@code at}, else -1: the sign, the exponent (the count of digits) and the
   * digits without trailing zeros are compared as they would be written, complemented for a
   * negative number, without writing them.
   *
   * @param key the stored key
   * @param at where the component starts, not negative
   * @param value the value
   * @return the index after the text, or -1
   */
  static int orderedAt(String key, int at, long value) {
    int length = key.length();
    if (value == 0) {
      return at < length && key.charAt(at) == OrderedNumbers.ZERO.charAt(0) ? at + 1 : -1;
    }
    boolean minus = value < 0;
    long negative = minus ? value : -value;
    long power = 1;
    int count = 1;
    while (negative / power <= -10) {
      power *= 10;
      count++;
    }
    long stripped = negative;
    int significant = count;
    while (stripped % 10 == 0) {
      stripped /= 10;
      significant--;
    }
    // sign, '5', the exponent's digit count less one, the exponent (1 to 19), then each digit (a 0 as
    // "01") and "00"
    int j = ordered(key, at, minus ? '1' : '3', false);
    j = ordered(key, j, '5', minus);
    j = ordered(key, j, count < 10 ? '0' : '1', minus);
    if (count >= 10) {
      j = ordered(key, j, '1', minus);
    }
    j = ordered(key, j, (char) ('0' + count % 10), minus);
    for (int d = 0; d < significant && j >= 0; d++, power /= 10) {
      char digit = (char) ('0' - negative / power % 10);
      if (digit == '0') {
        j = ordered(key, ordered(key, j, '0', minus), '1', minus);
      } else {
        j = ordered(key, j, digit, minus);
      }
    }
    return ordered(key, ordered(key, j, '0', minus), '0', minus);
  }

  /** One character of an ordered number's text, complemented for a negative number; -1 chains. */
  private static int ordered(String key, int at, char c, boolean complemented) {
    if (at < 0 || at >= key.length()) {
      return -1;
    }
    return key.charAt(at) == (complemented ? (char) ('9' - c + '0') : c) ? at + 1 : -1;
  }

  /**
   * Where a UUID's canonical lower-case text ({@link UUID#toString()}) ends in {@code key} when the
   * key holds it at {@code at}, else -1, compared hex digit by hex digit.
   *
   * @param key the stored key
   * @param at where the component starts, not negative
   * @param value the UUID, not null
   * @return the index after the 36 characters, or -1
   */
  static int uuidAt(String key, int at, UUID value) {
    if (at + 36 > key.length()) {
      return -1;
    }
    long high = value.getMostSignificantBits();
    long low = value.getLeastSignificantBits();
    int nibble = 0;
    for (int j = 0; j < 36; j++) {
      char c = key.charAt(at + j);
      if (j == 8 || j == 13 || j == 18 || j == 23) {
        if (c != '-') {
          return -1;
        }
        continue;
      }
      long bits = nibble < 16 ? high : low;
      int digit = (int) (bits >>> (60 - 4 * (nibble & 15))) & 15;
      if (c != HEX.charAt(digit)) {
        return -1;
      }
      nibble++;
    }
    return at + 36;
  }

  /**
   * Zero-pads a big number to a fixed width.
   *
   * @param value a value, not negative
   * @param width the number of digits, positive
   * @return exactly {@code width} digits; null when the value has more digits than that
   */
  static String padded(BigInteger value, int width) {
    String digits = value.toString();
    if (digits.length() > width) {
      return null;
    }
    StringBuilder padded = new StringBuilder(width);
    for (int j = digits.length(); j < width; j++) {
      padded.append('0');
    }
    return padded.append(digits).toString();
  }

  /**
   * Writes a number counted down from {@code 10^width}, zero-padded, so that larger values sort
   * first ({@code @Padded(value = 5, descending = true)}): 1 is {@code 99999}, 2 is {@code 99998}.
   *
   * @param value a value from 1 to {@code 10^width}
   * @param width the number of digits, positive
   * @return exactly {@code width} digits; null when the value is outside 1 to {@code 10^width}
   */
  static String descending(BigInteger value, int width) {
    BigInteger top = BigInteger.TEN.pow(width);
    if (value.signum() <= 0 || value.compareTo(top) > 0) {
      return null;
    }
    return padded(top.subtract(value), width);
  }

  /**
   * Reads a number written by {@link #descending}.
   *
   * @param s the component text
   * @param width the number of digits
   * @return the value
   * @throws NumberFormatException when the text is not exactly {@code width} digits
   */
  static BigInteger parseDescending(String s, int width) {
    if (s == null || s.length() != width) {
      throw new NumberFormatException("not " + width + " digits: " + s);
    }
    for (int j = 0; j < s.length(); j++) {
      if (s.charAt(j) < '0' || s.charAt(j) > '9') {
        throw new NumberFormatException("not " + width + " digits: " + s);
      }
    }
    return BigInteger.TEN.pow(width).subtract(new BigInteger(s));
  }

  /**
   * The text of a boolean component.
   *
   * @param value the value
   * @return {@code "true"} or {@code "false"}, the only texts {@link #parseBoolean} reads
   */
  static String bool(boolean value) {
    return value ? "true" : "false";
  }

  /**
   * Parses an integral component (plain or padded decimal).
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal long
   */
  static long parseLong(String s) {
    return Long.parseLong(s);
  }

  /**
   * Parses an {@code int} component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal int
   */
  static int parseInt(String s) {
    return Integer.parseInt(s);
  }

  /**
   * Parses a {@code short} component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal short
   */
  static short parseShort(String s) {
    return Short.parseShort(s);
  }

  /**
   * Parses a {@code byte} component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal byte
   */
  static byte parseByte(String s) {
    return Byte.parseByte(s);
  }

  /**
   * Parses a big integer component; unlike {@code new BigInteger}, null is a {@link
   * NumberFormatException} like the other integral parsers throw.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal integer
   */
  static BigInteger parseBigInteger(String s) {
    if (s == null) {
      throw new NumberFormatException("null is not an integer");
    }
    return new BigInteger(s);
  }

  /**
   * Parses an instant component; only the fixed-width form {@link IsoTime#format(Instant)} writes
   * is read.
   *
   * @param s the component text
   * @return the instant
   * @throws IllegalArgumentException when the text is not {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ}
   */
  static Instant parseInstant(String s) {
    return IsoTime.parseInstant(s);
  }

  /**
   * Parses a date component.
   *
   * @param s the component text
   * @return the date
   * @throws IllegalArgumentException when the text is not {@code yyyy-MM-dd}
   */
  static LocalDate parseLocalDate(String s) {
    return IsoTime.parseLocalDate(s);
  }

  /**
   * Parses a UUID component.
   *
   * @param s the component text
   * @return the UUID
   * @throws IllegalArgumentException when the text is not a 36-character UUID
   */
  static UUID parseUuid(String s) {
    return Codecs.parseUuid(s);
  }

  /**
   * Parses a boolean component; unlike {@link Boolean#parseBoolean}, anything but the two texts
   * {@link #bool} writes is refused rather than read as false.
   *
   * @param s the component text
   * @return the value
   * @throws IllegalArgumentException when the text is neither {@code true} nor {@code false}
   */
  static boolean parseBoolean(String s) {
    if ("true".equals(s)) {
      return true;
    }
    if ("false".equals(s)) {
      return false;
    }
    throw new IllegalArgumentException("not a boolean: " + s);
  }
}
