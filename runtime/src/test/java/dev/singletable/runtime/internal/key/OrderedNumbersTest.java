package dev.singletable.runtime.internal.key;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The order-preserving number texts, over 100,000 random values per type (every sign, magnitude
 * and scale, subnormal and extreme doubles, decimals with huge and tiny exponents): sorting the
 * texts byte by byte, as DynamoDB compares keys, sorts the numbers; no text is a prefix of another,
 * so the order holds whatever follows in a key; each text decodes back to exactly its value.
 */
class OrderedNumbersTest {
  private static final int VALUES = 100_000;

  @Test
  void longsSortAndDecodeExactly() {
    SplittableRandom random = new SplittableRandom(1);
    List<Long> values = new ArrayList<>(List.of(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 10L, -10L, 100L, 99L));
    while (values.size() < VALUES) {
      long value = random.nextLong() >> random.nextInt(64);
      values.add(value);
      values.add(value + 1);
    }
    check(values, Long::compare, v -> OrderedNumbers.encode(BigDecimal.valueOf(v)), OrderedNumbers::decodeLong);
  }

  @Test
  void bigIntegersSortAndDecodeExactly() {
    SplittableRandom random = new SplittableRandom(2);
    List<BigInteger> values = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.TEN.pow(76),
        BigInteger.TEN.pow(76).negate(), BigInteger.TEN.pow(76).subtract(BigInteger.ONE)));
    while (values.size() < VALUES) {
      BigInteger value = new BigInteger(random.nextInt(1, 256), new java.util.Random(random.nextLong()));
      values.add(random.nextBoolean() ? value : value.negate());
    }
    check(values, BigInteger::compareTo, OrderedNumbers::encode, OrderedNumbers::decodeBigInteger);
  }

  @Test
  void decimalsOfEveryScaleSortAndDecodeToTheSameValue() {
    SplittableRandom random = new SplittableRandom(3);
    List<BigDecimal> values = new ArrayList<>(List.of(BigDecimal.ZERO, new BigDecimal("0.00"),
        new BigDecimal(BigInteger.valueOf(100), Integer.MIN_VALUE), new BigDecimal(BigInteger.ONE, Integer.MAX_VALUE),
        new BigDecimal(BigInteger.valueOf(-7), Integer.MAX_VALUE), new BigDecimal(BigInteger.valueOf(-900), Integer.MIN_VALUE),
        new BigDecimal("1E-130"), new BigDecimal("9.9999999999999999999999999999999999999E+125")));
    while (values.size() < VALUES) {
      BigInteger unscaled = new BigInteger(random.nextInt(0, 200), new java.util.Random(random.nextLong()));
      if (random.nextInt(4) == 0) {
        unscaled = unscaled.multiply(BigInteger.TEN.pow(random.nextInt(1, 6)));  // trailing zeros
      }
      int scale = switch (random.nextInt(4)) {
        case 0 -> random.nextInt(-20, 20);
        case 1 -> random.nextInt(-400, 400);
        case 2 -> Integer.MAX_VALUE - random.nextInt(0, 1000);
        default -> Integer.MIN_VALUE + random.nextInt(0, 1000);
      };
      BigDecimal value = new BigDecimal(random.nextBoolean() ? unscaled : unscaled.negate(), scale);
      values.add(value);
      // A neighbour: the same digits one unit of the last place away, or the same value at a larger scale.
      values.add(Math.abs(scale) < 1000 && random.nextBoolean()
          ? value.setScale(scale + random.nextInt(1, 5))
          : value.add(new BigDecimal(BigInteger.ONE, scale)));
    }
    check(values, BigDecimal::compareTo, OrderedNumbers::encode, OrderedNumbers::decode);
  }

  @Test
  void doublesIncludingSubnormalAndExtremeSortAndDecodeExactly() {
    SplittableRandom random = new SplittableRandom(4);
    List<Double> values = new ArrayList<>(List.of(0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL,
        Math.nextDown(Double.MIN_NORMAL), Double.MAX_VALUE, -Double.MAX_VALUE, 1.0, Math.nextUp(1.0),
        Math.nextDown(1.0), 0.1, 0.2, 0.3, 1e23, 2e23, 9007199254740993.0, -1e-300));
    while (values.size() < VALUES) {
      double value = switch (random.nextInt(3)) {
        case 0 -> Double.longBitsToDouble(random.nextLong());
        case 1 -> Double.longBitsToDouble(random.nextLong(0, 1L << 52)) * (random.nextBoolean() ? 1 : -1);
        default -> random.nextDouble(-1e6, 1e6);
      };
      if (Double.isFinite(value)) {
        values.add(value);
        values.add(Math.nextUp(value));
      }
    }
    values.removeIf(v -> Double.isInfinite(v) || v == 0 && 1 / v < 0);
    check(values, Double::compare, OrderedNumbers::encode, OrderedNumbers::decodeDouble);
  }

  @Test
  void floatsIncludingSubnormalAndExtremeSortAndDecodeExactly() {
    SplittableRandom random = new SplittableRandom(5);
    List<Float> values = new ArrayList<>(List.of(0.0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL,
        Math.nextDown(Float.MIN_NORMAL), Float.MAX_VALUE, -Float.MAX_VALUE, 1.0f, Math.nextUp(1.0f), 0.1f));
    while (values.size() < VALUES) {
      float value = Float.intBitsToFloat(random.nextInt());
      if (Float.isFinite(value)) {
        values.add(value);
        values.add(Math.nextUp(value));
      }
    }
    values.removeIf(v -> Float.isInfinite(v) || v == 0 && 1 / v < 0);
    check(values, Float::compare, OrderedNumbers::encodeFloat, OrderedNumbers::decodeFloat);
  }

  @Test
  void textsReadAsDocumented() {
    assertEquals("35024200", OrderedNumbers.encode(BigDecimal.valueOf(42)));
    assertEquals("14975799", OrderedNumbers.encode(BigDecimal.valueOf(-42)));
    assertEquals("3500500", OrderedNumbers.encode(new BigDecimal("0.5")));
    assertEquals("3498500", OrderedNumbers.encode(new BigDecimal("0.05")));
    assertEquals("2", OrderedNumbers.encode(BigDecimal.ZERO));
    assertEquals("3503101500", OrderedNumbers.encode(BigDecimal.valueOf(105)));
  }

  @Test
  void equalDecimalsOfOtherScalesShareOneTextAndDecodeWithoutTrailingZeros() {
    String one = OrderedNumbers.encode(new BigDecimal("1.0"));
    assertEquals(one, OrderedNumbers.encode(new BigDecimal("1.00")));
    assertEquals(one, OrderedNumbers.encode(BigDecimal.ONE));
    assertEquals("1", OrderedNumbers.decode(one).toPlainString());
    assertEquals("120", OrderedNumbers.decode(OrderedNumbers.encode(new BigDecimal("1.2E+2"))).toPlainString());
  }

  @Test
  void negativeZeroIsZero() {
    assertEquals(OrderedNumbers.ZERO, OrderedNumbers.encode(-0.0));
    assertEquals(OrderedNumbers.ZERO, OrderedNumbers.encodeFloat(-0.0f));
    assertEquals(Double.doubleToLongBits(0.0), Double.doubleToLongBits(OrderedNumbers.decodeDouble("2")));
  }

  @Test
  void nanAndInfinitiesHaveNoText() {
    assertThrows(IllegalArgumentException.class, () -> OrderedNumbers.encode(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> OrderedNumbers.encode(Double.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> OrderedNumbers.encodeFloat(Float.NEGATIVE_INFINITY));
  }

  @Test
  void textsNoEncoderWritesAreRefused() {
    for (String text : new String[] {"", "0", "3", "35", "3502", "350242", "3502420", "35024201", "350242000",
        "3502014200", "3502", "35030100", "3502a200", "25", "4", "14975798", "3500010500"}) {
      assertThrows(NumberFormatException.class, () -> OrderedNumbers.decode(text), text);
    }
    assertThrows(NumberFormatException.class, () -> OrderedNumbers.decodeLong(OrderedNumbers.encode(new BigDecimal("0.5"))));
    assertThrows(NumberFormatException.class,
        () -> OrderedNumbers.decodeLong(OrderedNumbers.encode(BigInteger.TWO.pow(64))));
    assertThrows(NumberFormatException.class,
        () -> OrderedNumbers.decodeDouble(OrderedNumbers.encode(new BigDecimal("0.1000000000000000000001"))));
    assertThrows(NumberFormatException.class, () -> OrderedNumbers.decodeFloat(OrderedNumbers.encode(Math.nextUp(0.1))));
  }

  /**
   * Sorts the values and their texts, and checks they agree; adjacent texts, once sorted, are not
   * prefixes of one another (so no text is a prefix of any other); every text decodes to its value.
   */
  private static <T> void check(List<T> values, Comparator<? super T> order, Function<T, String> encode,
      Function<String, T> decode) {
    assertTrue(values.size() >= VALUES);
    @SuppressWarnings("unchecked")
    T[] byValue = (T[]) values.toArray();
    Arrays.sort(byValue, order);
    String[] texts = new String[byValue.length];
    for (int i = 0; i < byValue.length; i++) {
      texts[i] = encode.apply(byValue[i]);
      T decoded = decode.apply(texts[i]);
      if (order.compare(decoded, byValue[i]) != 0) {
        fail(byValue[i] + " encodes as " + texts[i] + " which decodes as " + decoded);
      }
    }
    for (int i = 1; i < byValue.length; i++) {
      int byNumber = Integer.signum(order.compare(byValue[i - 1], byValue[i]));
      int byText = Integer.signum(Arrays.compareUnsigned(texts[i - 1].getBytes(UTF_8), texts[i].getBytes(UTF_8)));
      if (byNumber != byText) {
        fail(byValue[i - 1] + " (" + texts[i - 1] + ") and " + byValue[i] + " (" + texts[i] + ") compare "
            + byNumber + " as numbers but " + byText + " as texts");
      }
      if (byNumber != 0 && texts[i].startsWith(texts[i - 1])) {
        fail(texts[i - 1] + " is a prefix of " + texts[i]);
      }
    }
  }
}
