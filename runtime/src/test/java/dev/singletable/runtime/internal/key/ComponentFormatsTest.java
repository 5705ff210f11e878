package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The texts of typed key components, written and read back without a template. */
class ComponentFormatsTest {
  @Test
  void paddedWritesExactlyWidthDigits() {
    assertEquals("00042", ComponentFormats.padded(42L, 5));
    assertEquals("0", ComponentFormats.padded(0L, 1));
    assertEquals(Long.toString(Long.MAX_VALUE), ComponentFormats.padded(Long.MAX_VALUE, 19));
    assertEquals("00000000000000000000" + Long.MAX_VALUE, ComponentFormats.padded(Long.MAX_VALUE, 39));
    assertEquals("00042", ComponentFormats.padded(BigInteger.valueOf(42), 5));
  }

  @Test
  void paddedIsNullForAValueWiderThanWidth() {
    assertNull(ComponentFormats.padded(100000L, 5));
    assertNull(ComponentFormats.padded(Long.MAX_VALUE, 18));
    assertNull(ComponentFormats.padded(BigInteger.valueOf(100000), 5));
  }

  @Test
  void paddedBigIntegersBeyondLongKeepNumericOrder() {
    BigInteger big = BigInteger.TWO.pow(70);
    String text = ComponentFormats.padded(big, 25);
    assertEquals(25, text.length());
    assertEquals(big, ComponentFormats.parseBigInteger(text));
    assertTrue(ComponentFormats.padded(big.subtract(BigInteger.ONE), 25).compareTo(text) < 0);
  }

  @Test
  void widthMustBePositive() {
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.checkWidth(0));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.checkWidth(-1));
    ComponentFormats.checkWidth(1);
  }

  @Test
  void paddedTextReadsBackAsItsValue() {
    assertEquals(42L, ComponentFormats.parseLong(ComponentFormats.padded(42L, 12)));
    assertEquals(7, ComponentFormats.parseInt(ComponentFormats.padded(7L, 3)));
  }

  @Test
  void boolWritesTheOnlyTwoTextsParseBooleanReads() {
    assertTrue(ComponentFormats.parseBoolean(ComponentFormats.bool(true)));
    assertFalse(ComponentFormats.parseBoolean(ComponentFormats.bool(false)));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseBoolean("TRUE"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseBoolean(null));
  }

  @Test
  void aNullBigIntegerIsANumberFormatExceptionLikeTheOtherIntegers() {
    assertThrows(NumberFormatException.class, () -> ComponentFormats.parseBigInteger(null));
    assertThrows(NumberFormatException.class, () -> ComponentFormats.parseLong(null));
  }
}
