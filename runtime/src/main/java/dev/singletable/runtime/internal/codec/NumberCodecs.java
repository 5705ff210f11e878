package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The number codecs behind {@link Codecs} and the number parsing that {@link Items} shares with them.
 * DynamoDB returns numbers in plain form, so parsing tries the fast JDK parser first and falls back
 * to an exact BigDecimal conversion only for texts such as {@code 1E+3}; a fraction or an overflow is
 * refused, never truncated.
 */
final class NumberCodecs {
  private NumberCodecs() {}

  static long parseLong(String number) {
    try {
      return Long.parseLong(number);
    } catch (NumberFormatException e) {
      return exact(number, e).longValueExact();
    }
  }

  static int parseInt(String number) {
    try {
      return Integer.parseInt(number);
    } catch (NumberFormatException e) {
      return exact(number, e).intValueExact();
    }
  }

  static short parseShort(String number) {
    try {
      return Short.parseShort(number);
    } catch (NumberFormatException e) {
      return exact(number, e).shortValueExact();
    }
  }

  static byte parseByte(String number) {
    try {
      return Byte.parseByte(number);
    } catch (NumberFormatException e) {
      return exact(number, e).byteValueExact();
    }
  }

  /** Refuses numbers a float cannot hold rather than reading them as infinity or zero. */
  static float parseFloat(String number) {
    float value = Float.parseFloat(number);
    if (!Float.isFinite(value) || (value == 0 && new BigDecimal(number).signum() != 0)) {
      throw new IllegalArgumentException(number + " is outside the range of float");
    }
    return value;
  }

  /**
   * Refuses numbers a double cannot hold rather than reading them as infinity or zero. DynamoDB's
   * range is not checked here: no number DynamoDB returns is outside it, and a double read back from
   * a key ({@code @KeyOnly}, which stores it as text) may lie outside it, as any finite double may.
   */
  static double parseDouble(String number) {
    double value = Double.parseDouble(number);
    if (!Double.isFinite(value) || (value == 0 && new BigDecimal(number).signum() != 0)) {
      throw new IllegalArgumentException(number + " is outside the range of double");
    }
    return value;
  }

  private static BigDecimal exact(String number, NumberFormatException cause) {
    try {
      return new BigDecimal(number);
    } catch (NumberFormatException e) {
      e.addSuppressed(cause);
      throw e;
    }
  }

  /** Encodes through {@link #format} and decodes through {@link #parse}. */
  abstract static class Base<T> implements NumberCodec<T>, Nesting.Counted {
    @Override
    public final AttributeValue encode(T value) {
      return AttributeValue.createN(format(value));
    }

    @Override
    public final T decode(AttributeValue value) {
      return parse(Shapes.n(value));
    }
  }

  static final class IntegerCodec extends Base<Integer> {
    static final IntegerCodec INSTANCE = new IntegerCodec();

    @Override
    public String format(Integer value) {
      return Integer.toString(value);
    }

    @Override
    public Integer parse(String number) {
      return parseInt(number);
    }
  }

  static final class LongCodec extends Base<Long> {
    static final LongCodec INSTANCE = new LongCodec();

    @Override
    public String format(Long value) {
      return Long.toString(value);
    }

    @Override
    public Long parse(String number) {
      return parseLong(number);
    }
  }

  static final class ShortCodec extends Base<Short> {
    static final ShortCodec INSTANCE = new ShortCodec();

    @Override
    public String format(Short value) {
      return Short.toString(value);
    }

    @Override
    public Short parse(String number) {
      return parseShort(number);
    }
  }

  static final class ByteCodec extends Base<Byte> {
    static final ByteCodec INSTANCE = new ByteCodec();

    @Override
    public String format(Byte value) {
      return Byte.toString(value);
    }

    @Override
    public Byte parse(String number) {
      return parseByte(number);
    }
  }

  static final class FloatCodec extends Base<Float> {
    static final FloatCodec INSTANCE = new FloatCodec();

    @Override
    public String format(Float value) {
      Limits.checkDouble(value);
      return Float.toString(value);
    }

    @Override
    public Float parse(String number) {
      return parseFloat(number);
    }
  }

  static final class DoubleCodec extends Base<Double> {
    static final DoubleCodec INSTANCE = new DoubleCodec();

    @Override
    public String format(Double value) {
      return Double.toString(Limits.checkDouble(value));
    }

    @Override
    public Double parse(String number) {
      return parseDouble(number);
    }
  }

  /** {@code float[]} as a list of numbers ({@code L} of {@code N}), as DynamoDB stores a vector. */
  static final class FloatsCodec implements AttributeCodec<float[]> {
    static final FloatsCodec INSTANCE = new FloatsCodec();

    @Override
    public AttributeValue encode(float[] value) {
      List<AttributeValue> elements = new ArrayList<>(value.length);
      for (float element : value) {
        elements.add(AttributeValue.fromN(FloatCodec.INSTANCE.format(element)));
      }
      return AttributeValue.fromL(elements);
    }

    @Override
    public float[] decode(AttributeValue value) {
      List<AttributeValue> elements = numbers(value);
      float[] decoded = new float[elements.size()];
      for (int i = 0; i < decoded.length; i++) {
        decoded[i] = FloatCodec.INSTANCE.parse(elements.get(i).n());
      }
      return decoded;
    }
  }

  /** {@code double[]} as a list of numbers ({@code L} of {@code N}), as DynamoDB stores a vector. */
  static final class DoublesCodec implements AttributeCodec<double[]> {
    static final DoublesCodec INSTANCE = new DoublesCodec();

    @Override
    public AttributeValue encode(double[] value) {
      List<AttributeValue> elements = new ArrayList<>(value.length);
      for (double element : value) {
        elements.add(AttributeValue.fromN(DoubleCodec.INSTANCE.format(element)));
      }
      return AttributeValue.fromL(elements);
    }

    @Override
    public double[] decode(AttributeValue value) {
      List<AttributeValue> elements = numbers(value);
      double[] decoded = new double[elements.size()];
      for (int i = 0; i < decoded.length; i++) {
        decoded[i] = DoubleCodec.INSTANCE.parse(elements.get(i).n());
      }
      return decoded;
    }
  }

  /**
   * A vector held in a {@code List<Float>} or {@code List<Double>}: stored as the list codec stores
   * it ({@code L} of {@code N}, since writes refuse a null element before encoding), and read only
   * when every stored element is a number, so that a {@code NUL} element another tool wrote is
   * refused rather than read as a null element.
   */
  static final class VectorListCodec<E> implements Measure.Codec<List<E>> {
    private final ListCodec<E> list;

    VectorListCodec(NumberCodec<E> element) {
      this.list = new ListCodec<>(element);
    }

    @Override
    public AttributeValue encode(List<E> value) {
      return list.encode(value);
    }

    @Override
    public AttributeValue encode(List<E> value, int depth, Measure measure) {
      return list.encode(value, depth, measure);
    }

    @Override
    public List<E> decode(AttributeValue value) {
      numbers(value);
      return list.decode(value);
    }
  }

  /** The elements of a list of numbers; refuses anything else. */
  static List<AttributeValue> numbers(AttributeValue value) {
    if (value.type() != AttributeValue.Type.L) {
      throw Shapes.wrong("a list of numbers (L of N)", value);
    }
    for (AttributeValue element : value.l()) {
      if (element.type() != AttributeValue.Type.N) {
        throw Shapes.wrong("a list of numbers (L of N)", value);
      }
    }
    return value.l();
  }

  static final class BigDecimalCodec extends Base<BigDecimal> {
    static final BigDecimalCodec INSTANCE = new BigDecimalCodec();

    @Override
    public String format(BigDecimal value) {
      return value.toString();
    }

    @Override
    public BigDecimal parse(String number) {
      return new BigDecimal(number);
    }
  }

  static final class BigIntegerCodec extends Base<BigInteger> {
    static final BigIntegerCodec INSTANCE = new BigIntegerCodec();

    @Override
    public String format(BigInteger value) {
      return value.toString();
    }

    @Override
    public BigInteger parse(String number) {
      try {
        return new BigInteger(number);
      } catch (NumberFormatException e) {
        return exact(number, e).toBigIntegerExact();
      }
    }
  }
}
