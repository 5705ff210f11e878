package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A shared scalar codec of {@link Codecs}, named by a number and found only when it is used: what a
 * generated entity's attribute constants hold ({@code UpdatableAttribute.required(NAME, "itemCount",
 * DeferredCodec.of(DeferredCodec.INTEGER))}). The constants are built with the entity class, which
 * the first item written initialises, and {@code toItem} puts primitives without a codec: a codec
 * named there would be loaded for nothing. {@code AttributePath.codec()} gives the shared codec itself
 * ({@link #resolved}); finding it is a switch, with nothing stored, so no read or write path pays a
 * check for it.
 *
 * @param <T> the values' type
 */
public final class DeferredCodec<T> implements AttributeCodec<T> {
  /** {@link Codecs#ofString()}. */
  public static final int STRING = 0;
  /** {@link Codecs#ofBoolean()}. */
  public static final int BOOLEAN = 1;
  /** {@link Codecs#ofByte()}. */
  public static final int BYTE = 2;
  /** {@link Codecs#ofShort()}. */
  public static final int SHORT = 3;
  /** {@link Codecs#ofInteger()}. */
  public static final int INTEGER = 4;
  /** {@link Codecs#ofLong()}. */
  public static final int LONG = 5;
  /** {@link Codecs#ofFloat()}. */
  public static final int FLOAT = 6;
  /** {@link Codecs#ofDouble()}. */
  public static final int DOUBLE = 7;
  /** {@link Codecs#ofBigDecimal()}. */
  public static final int BIG_DECIMAL = 8;
  /** {@link Codecs#ofBigInteger()}. */
  public static final int BIG_INTEGER = 9;
  /** {@link Codecs#ofBytes()}. */
  public static final int BYTES = 10;
  /** {@link Codecs#ofInstant()}. */
  public static final int INSTANT = 11;
  /** {@link Codecs#ofLocalDate()}. */
  public static final int LOCAL_DATE = 12;
  /** {@link Codecs#ofUuid()}. */
  public static final int UUID = 13;
  /** {@link Codecs#ofDocument()}. */
  public static final int DOCUMENT = 14;
  /** {@link Codecs#ofFloats()}. */
  public static final int FLOATS = 15;
  /** {@link Codecs#ofDoubles()}. */
  public static final int DOUBLES = 16;

  private final int scalar;

  private DeferredCodec(int scalar) {
    this.scalar = scalar;
  }

  /**
   * The shared codec of a scalar, found when first used.
   *
   * @param scalar one of this class's constants
   * @param <T> the values' type, which the caller matches to {@code scalar}
   * @return the deferred codec
   * @throws IllegalArgumentException when {@code scalar} names no codec
   */
  public static <T> AttributeCodec<T> of(int scalar) {
    if (scalar < STRING || scalar > DOUBLES) {
      throw new IllegalArgumentException("no scalar codec " + scalar);
    }
    return new DeferredCodec<>(scalar);
  }

  /**
   * The codec itself: the shared codec a deferred one names, any other as it is.
   *
   * @param codec a codec, deferred or not
   * @param <T> the values' type
   * @return the codec that encodes and decodes
   */
  public static <T> AttributeCodec<T> resolved(AttributeCodec<T> codec) {
    return codec instanceof DeferredCodec<T> deferred ? deferred.codec() : codec;
  }

  @SuppressWarnings("unchecked") // of() is given the scalar of T
  private AttributeCodec<T> codec() {
    AttributeCodec<?> codec = switch (scalar) {
      case STRING -> Codecs.ofString();
      case BOOLEAN -> Codecs.ofBoolean();
      case BYTE -> Codecs.ofByte();
      case SHORT -> Codecs.ofShort();
      case INTEGER -> Codecs.ofInteger();
      case LONG -> Codecs.ofLong();
      case FLOAT -> Codecs.ofFloat();
      case DOUBLE -> Codecs.ofDouble();
      case BIG_DECIMAL -> Codecs.ofBigDecimal();
      case BIG_INTEGER -> Codecs.ofBigInteger();
      case BYTES -> Codecs.ofBytes();
      case INSTANT -> Codecs.ofInstant();
      case LOCAL_DATE -> Codecs.ofLocalDate();
      case UUID -> Codecs.ofUuid();
      case FLOATS -> Codecs.ofFloats();
      case DOUBLES -> Codecs.ofDoubles();
      default -> Codecs.ofDocument();
    };
    return (AttributeCodec<T>) codec;
  }

  @Override
  public AttributeValue encode(T value) {
    return codec().encode(value);
  }

  @Override
  public T decode(AttributeValue value) {
    return codec().decode(value);
  }

  @Override
  public String toString() {
    return "deferred " + codec();
  }
}
