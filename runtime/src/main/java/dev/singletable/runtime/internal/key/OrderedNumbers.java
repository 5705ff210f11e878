package dev.singletable.runtime.internal.key;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The order-preserving text of numbers in keys: for any two numbers, their texts compare (byte by
 * byte, as DynamoDB compares sort keys) as the numbers do, whatever text follows them in a key,
 * and each text decodes back to its number. Every sign, magnitude and scale has a text, and the
 * alphabet is the ten digits, so no template delimiter can occur inside one.
 *
 * <p>A number {@code ±0.d1d2...dk × 10^E} ({@code d1} not 0, {@code dk} not 0) is written as
 *
 * <ul>
 *   <li>a sign digit: {@code 1} negative, {@code 2} zero (the whole text), {@code 3} positive;
 *   <li>the exponent {@code E}: {@code 5}, the digit count less one, the digits, when {@code E >=
 *       0}; {@code 4}, then the same for {@code -E} with every digit {@code d} written {@code 9-d},
 *       when {@code E < 0};
 *   <li>the digits {@code d1..dk}, a 0 written {@code 01}, then {@code 00} to end them;
 *   <li>for a negative number, everything after the sign digit written {@code 9-d}, so that a
 *       larger magnitude sorts first.
 * </ul>
 *
 * <p>So 42 is {@code 35024200}, 0.5 is {@code 3500500}, 0.05 is {@code 3498500}, 0 is {@code 2} and
 * -42 is {@code 14975799}. No text is a prefix of another, which is why the order holds with any suffix. Numbers
 * equal in value have one text: {@code 1.0} and {@code 1.00} are the same key, and decode as {@code
 * 1}, the way DynamoDB's own number attributes drop trailing zeros.
 */
final class OrderedNumbers {
  /** The text of zero. */
  static final String ZERO = "2";
  private static final char NEGATIVE = '1';
  private static final char ZERO_SIGN = '2';
  private static final char POSITIVE = '3';
  private static final char NEGATIVE_EXPONENT = '4';
  private static final char EXPONENT = '5';

  private OrderedNumbers() {}

  /**
   * The text of a decimal.
   *
   * @param value the value, not null
   * @return the order-preserving text; the same for values equal by {@code compareTo}
   */
  static String encode(BigDecimal value) {
    int signum = value.signum();
    if (signum == 0) {
      return ZERO;
    }
    // stripTrailingZeros() would overflow the scale of a value like 100E+2147483648: strip the text.
    String all = value.unscaledValue().abs().toString();
    long exponent = (long) all.length() - value.scale();
    int end = all.length();
    while (all.charAt(end - 1) == '0') {
      end--;
    }
    String digits = all.substring(0, end);
    StringBuilder text = new StringBuilder(digits.length() + 16);
    text.append(signum > 0 ? POSITIVE : NEGATIVE);
    appendExponent(text, exponent);
    for (int j = 0; j < digits.length(); j++) {
      char c = digits.charAt(j);
      if (c == '0') {
        text.append("01");
      } else {
        text.append(c);
      }
    }
    text.append("00");
    if (signum < 0) {
      for (int j = 1; j < text.length(); j++) {
        text.setCharAt(j, complement(text.charAt(j)));
      }
    }
    return text.toString();
  }

  /**
   * The text of a whole number.
   *
   * @param value the value, not null
   * @return the order-preserving text, the one its {@code BigDecimal} has
   */
  static String encode(BigInteger value) {
    return encode(new BigDecimal(value));
  }

  /**
   * The text of a {@code double}, from the shortest decimal that reads back as it ({@link
   * Double#toString}); {@code -0.0} is written as {@code 0.0}.
   *
   * @param value a finite value
   * @return the order-preserving text
   * @throws IllegalArgumentException when the value is NaN or infinite
   */
  static String encode(double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException("not a finite number: " + value);
    }
    return value == 0 ? ZERO : encode(new BigDecimal(Double.toString(value)));
  }

  /**
   * The text of a {@code float}, from its shortest decimal ({@link Float#toString}); {@code -0.0f}
   * is written as {@code 0.0f}.
   *
   * @param value a finite value
   * @return the order-preserving text
   * @throws IllegalArgumentException when the value is NaN or infinite
   */
  static String encodeFloat(float value) {
    if (!Float.isFinite(value)) {
      throw new IllegalArgumentException("not a finite number: " + value);
    }
    return value == 0 ? ZERO : encode(new BigDecimal(Float.toString(value)));
  }

  /**
   * Reads a text back; only texts {@link #encode(BigDecimal)} writes are read.
   *
   * @param text a component's text
   * @return the value, without trailing zeros
   * @throws NumberFormatException when the text is not one {@link #encode(BigDecimal)} writes
   */
  static BigDecimal decode(String text) {
    BigDecimal value = parse(text);
    if (!encode(value).equals(text)) {
      throw new NumberFormatException("not an ordered number: " + text);
    }
    return value;
  }

  /**
   * Reads a whole number back.
   *
   * @param text a component's text
   * @return the value
   * @throws NumberFormatException when the text is not one {@link #encode(BigInteger)} writes
   */
  static BigInteger decodeBigInteger(String text) {
    try {
      return decode(text).toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw new NumberFormatException("not a whole number: " + text);
    }
  }

  /**
   * Reads a {@code long} back.
   *
   * @param text a component's text
   * @return the value
   * @throws NumberFormatException when the text is not the text of a {@code long}
   */
  static long decodeLong(String text) {
    try {
      return decode(text).longValueExact();
    } catch (ArithmeticException e) {
      throw new NumberFormatException("not a long: " + text);
    }
  }

  /**
   * Reads a {@code double} back, exactly the value that was written.
   *
   * @param text a component's text
   * @return the value
   * @throws NumberFormatException when the text is not one {@link #encode(double)} writes
   */
  static double decodeDouble(String text) {
    double value = decode(text).doubleValue();
    if (!encode(value).equals(text)) {
      throw new NumberFormatException("not the text of a double: " + text);
    }
    return value;
  }

  /**
   * Reads a {@code float} back, exactly the value that was written.
   *
   * @param text a component's text
   * @return the value
   * @throws NumberFormatException when the text is not one {@link #encodeFloat(float)} writes
   */
  static float decodeFloat(String text) {
    float value = decode(text).floatValue();
    if (!encodeFloat(value).equals(text)) {
      throw new NumberFormatException("not the text of a float: " + text);
    }
    return value;
  }

  private static void appendExponent(StringBuilder text, long exponent) {
    String digits = Long.toString(Math.abs(exponent));
    int start = text.length();
    text.append((char) ('0' + digits.length() - 1)).append(digits);
    if (exponent < 0) {
      for (int j = start; j < text.length(); j++) {
        text.setCharAt(j, complement(text.charAt(j)));
      }
      text.insert(start, NEGATIVE_EXPONENT);
    } else {
      text.insert(start, EXPONENT);
    }
  }

  private static char complement(char digit) {
    return (char) ('9' - digit + '0');
  }

  /** Reads the structure of a text; {@link #decode} then checks it is the canonical one. */
  private static BigDecimal parse(String text) {
    if (text == null || text.isEmpty()) {
      throw new NumberFormatException("not an ordered number: " + text);
    }
    char sign = text.charAt(0);
    if (sign == ZERO_SIGN) {
      return BigDecimal.ZERO;
    }
    if (sign != NEGATIVE && sign != POSITIVE) {
      throw new NumberFormatException("not an ordered number: " + text);
    }
    char[] body = new char[text.length() - 1];
    for (int j = 0; j < body.length; j++) {
      char c = text.charAt(j + 1);
      if (c < '0' || c > '9') {
        throw new NumberFormatException("not an ordered number: " + text);
      }
      body[j] = sign == NEGATIVE ? complement(c) : c;
    }
    if (body.length < 3 || (body[0] != EXPONENT && body[0] != NEGATIVE_EXPONENT)) {
      throw new NumberFormatException("not an ordered number: " + text);
    }
    boolean negativeExponent = body[0] == NEGATIVE_EXPONENT;
    int count = (negativeExponent ? complement(body[1]) : body[1]) - '0' + 1;
    if (2 + count > body.length) {
      throw new NumberFormatException("not an ordered number: " + text);
    }
    long exponent = 0;
    for (int j = 2; j < 2 + count; j++) {
      exponent = exponent * 10 + ((negativeExponent ? complement(body[j]) : body[j]) - '0');
    }
    if (negativeExponent) {
      exponent = -exponent;
    }
    StringBuilder digits = new StringBuilder(body.length);
    int j = 2 + count;
    while (true) {
      if (j >= body.length) {
        throw new NumberFormatException("not an ordered number: " + text);
      }
      char c = body[j];
      if (c != '0') {
        digits.append(c);
        j++;
        continue;
      }
      if (j + 1 >= body.length) {
        throw new NumberFormatException("not an ordered number: " + text);
      }
      if (body[j + 1] == '1') {
        digits.append('0');
        j += 2;
      } else if (body[j + 1] == '0' && j + 2 == body.length && digits.length() > 0) {
        break;
      } else {
        throw new NumberFormatException("not an ordered number: " + text);
      }
    }
    long scale = digits.length() - exponent;
    BigInteger unscaled = new BigInteger(digits.toString());
    if (scale < Integer.MIN_VALUE && scale >= Integer.MIN_VALUE - 1100L) {
      // A huge value whose scale, without trailing zeros, is beyond int: keep some zeros.
      unscaled = unscaled.multiply(BigInteger.TEN.pow((int) (Integer.MIN_VALUE - scale)));
      scale = Integer.MIN_VALUE;
    }
    if (scale != (int) scale) {
      throw new NumberFormatException("exponent out of range: " + text);
    }
    return new BigDecimal(sign == NEGATIVE ? unscaled.negate() : unscaled, (int) scale);
  }
}
