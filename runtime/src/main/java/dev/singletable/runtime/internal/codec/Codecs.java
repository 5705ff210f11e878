package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The built-in attribute codecs, one method per supported type. The scalar codecs are shared
 * instances, each created on first use, so an application loads only the codecs its entities use.
 * Generated code keeps the composite codecs it needs ({@link #list}, {@link #map}, ...) in static
 * fields, so each is built once per attribute, not per item. Every codec is stateless and
 * thread-safe.
 */
public final class Codecs {
  private Codecs() {}

  /**
   * Strings as {@code S}.
   *
   * @return the shared codec
   */
  public static AttributeCodec<String> ofString() {
    return StringCodec.INSTANCE;
  }

  /**
   * Attribute values as they are stored, whatever their type: for conditions that compare an
   * attribute with a value read or written before ({@code attr = :stored}).
   *
   * @return the shared codec
   */
  public static AttributeCodec<AttributeValue> asStored() {
    return AsStored.INSTANCE;
  }

  /** The codec of {@link #asStored()}. */
  private enum AsStored implements AttributeCodec<AttributeValue> {
    INSTANCE;

    @Override
    public AttributeValue encode(AttributeValue value) {
      return value;
    }

    @Override
    public AttributeValue decode(AttributeValue value) {
      return value;
    }
  }

  /**
   * Integers as {@code N}.
   *
   * @return the shared codec
   */
  public static NumberCodec<Integer> ofInteger() {
    return NumberCodecs.IntegerCodec.INSTANCE;
  }

  /**
   * Longs as {@code N}.
   *
   * @return the shared codec
   */
  public static NumberCodec<Long> ofLong() {
    return NumberCodecs.LongCodec.INSTANCE;
  }

  /**
   * Shorts as {@code N}.
   *
   * @return the shared codec
   */
  public static NumberCodec<Short> ofShort() {
    return NumberCodecs.ShortCodec.INSTANCE;
  }

  /**
   * Bytes as {@code N}.
   *
   * @return the shared codec
   */
  public static NumberCodec<Byte> ofByte() {
    return NumberCodecs.ByteCodec.INSTANCE;
  }

  /**
   * Floats as {@code N}; NaN and infinities are refused, since DynamoDB cannot store them.
   *
   * @return the shared codec
   */
  public static NumberCodec<Float> ofFloat() {
    return NumberCodecs.FloatCodec.INSTANCE;
  }

  /**
   * Doubles as {@code N}; NaN, infinities and magnitudes outside DynamoDB's range (1E-130 to 1E+126)
   * are refused.
   *
   * @return the shared codec
   */
  public static NumberCodec<Double> ofDouble() {
    return NumberCodecs.DoubleCodec.INSTANCE;
  }

  /**
   * Float arrays as a list of numbers ({@code L} of {@code N}), as DynamoDB stores a vector; NaN and
   * infinities are refused.
   *
   * @return the shared codec
   */
  public static AttributeCodec<float[]> ofFloats() {
    return NumberCodecs.FloatsCodec.INSTANCE;
  }

  /**
   * Double arrays as a list of numbers ({@code L} of {@code N}), as DynamoDB stores a vector; NaN,
   * infinities and magnitudes outside DynamoDB's range are refused.
   *
   * @return the shared codec
   */
  public static AttributeCodec<double[]> ofDoubles() {
    return NumberCodecs.DoublesCodec.INSTANCE;
  }

  /**
   * BigDecimals as {@code N}, digits and scale as {@link BigDecimal#toString()} gives them.
   *
   * @return the shared codec
   */
  public static NumberCodec<BigDecimal> ofBigDecimal() {
    return NumberCodecs.BigDecimalCodec.INSTANCE;
  }

  /**
   * BigIntegers as {@code N}.
   *
   * @return the shared codec
   */
  public static NumberCodec<BigInteger> ofBigInteger() {
    return NumberCodecs.BigIntegerCodec.INSTANCE;
  }

  /**
   * Booleans as {@code BOOL}.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Boolean> ofBoolean() {
    return BooleanCodec.INSTANCE;
  }

  /**
   * Byte arrays as {@code B}; both directions copy, so no caller shares an array with a request.
   *
   * @return the shared codec
   */
  public static AttributeCodec<byte[]> ofBytes() {
    return BytesCodec.INSTANCE;
  }

  /**
   * Instants as {@code S} in the fixed-width UTC text of keys, {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ},
   * so that stored instants compare as times in conditions and filters. Years outside 0000..9999 are
   * refused.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Instant> ofInstant() {
    return InstantCodec.INSTANCE;
  }

  /**
   * Instants as {@code N}, whole seconds since the epoch: the format DynamoDB's time to live reads,
   * for {@code @Ttl} components. Fractions of a second are dropped, so a value reads back truncated
   * to the second.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Instant> epochSeconds() {
    return EpochSecondsCodec.INSTANCE;
  }

  /**
   * Instants as {@code S} in ISO-8601 as {@code DateTimeFormatter.ISO_INSTANT} writes it ({@code
   * 2021-02-01T00:00:00Z}), exact, for {@code @InstantFormat(ISO_8601)}. Reads take any ISO-8601
   * instant with an offset ({@code Z}, {@code +01:00}) and any precision, as other tools write them.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Instant> isoInstant() {
    return IsoInstantCodec.EXACT;
  }

  /**
   * Instants as {@code S} in ISO-8601 with milliseconds ({@code 2021-02-01T00:00:00.000Z}), fixed
   * width, as JavaScript's {@code toISOString()} writes them, for {@code @InstantFormat(ISO_8601_MILLIS)};
   * values are truncated to the millisecond and years outside 0000..9999 refused. Reads as {@link
   * #isoInstant()}.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Instant> isoInstantMillis() {
    return IsoInstantCodec.MILLIS;
  }

  /**
   * Instants as {@code S} in ISO-8601 with whole seconds ({@code 2021-02-01T00:00:00Z}), fixed width,
   * for {@code @InstantFormat(ISO_8601_SECONDS)}; a value with a fraction of a second, which the text
   * would lose, and years outside 0000..9999 are refused. Reads as {@link #isoInstant()}.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Instant> isoInstantSeconds() {
    return IsoInstantCodec.SECONDS;
  }

  /**
   * The time of a write as an instant codec holds it: truncated to the second for {@link
   * #isoInstantSeconds()} and {@link #epochSeconds()}, to the millisecond for {@link
   * #isoInstantMillis()} and {@link #epochMillis()}, else as it is. {@code @CreatedAt} and {@code
   * @UpdatedAt} stamp this, so that the attribute, the index keys rendered from it and the record
   * agree, and a form that refuses fractions ({@code ISO_8601_SECONDS}) takes the time of a write.
   *
   * @param codec how the component is stored
   * @param time the time of the write
   * @return the time the codec stores exactly
   */
  public static Instant heldBy(AttributeCodec<Instant> codec, Instant time) {
    if (codec == IsoInstantCodec.SECONDS || codec == EpochSecondsCodec.INSTANCE) {
      return time.truncatedTo(ChronoUnit.SECONDS);
    }
    if (codec == IsoInstantCodec.MILLIS || codec == EpochMillisCodec.INSTANCE) {
      return time.truncatedTo(ChronoUnit.MILLIS);
    }
    return time;
  }

  /**
   * Instants as {@code N}, milliseconds since the epoch, for {@code @InstantFormat(EPOCH_MILLIS)}; values
   * are truncated to the millisecond.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Instant> epochMillis() {
    return EpochMillisCodec.INSTANCE;
  }

  /**
   * Dates as {@code S}, ISO {@code yyyy-MM-dd}; years outside 0000..9999 are refused.
   *
   * @return the shared codec
   */
  public static AttributeCodec<LocalDate> ofLocalDate() {
    return LocalDateCodec.INSTANCE;
  }

  /**
   * UUIDs as {@code S} in canonical lower-case text.
   *
   * @return the shared codec
   */
  public static AttributeCodec<UUID> ofUuid() {
    return UuidCodec.INSTANCE;
  }

  /**
   * Free-form documents, for {@code Object} in a record: String as {@code S}, Number as {@code N}
   * (read back as BigDecimal), Boolean as {@code BOOL}, null as {@code NUL}, List as {@code L},
   * Map with string keys as {@code M}, nested. Anything else is refused.
   *
   * @return the shared codec
   */
  public static AttributeCodec<Object> ofDocument() {
    return DocumentCodec.INSTANCE;
  }

  /**
   * An enum codec storing {@code name()} as {@code S}.
   *
   * @param type the enum class, for messages
   * @param values its constants, as {@code Type.values()} returns them
   * @param <E> the enum type
   * @return the codec; decoding an unknown name fails
   */
  public static <E extends Enum<E>> AttributeCodec<E> enumOf(Class<E> type, E[] values) {
    return new EnumCodec<>(type, values, null);
  }

  /**
   * An enum codec storing each constant as the text it declares ({@code @StoredAs}) as {@code S}.
   *
   * @param type the enum class, for messages
   * @param values its constants, as {@code Type.values()} returns them
   * @param storedTexts the stored text of each constant, in the order of {@code values}
   * @param <E> the enum type
   * @return the codec; decoding a text no constant is stored as fails, naming it
   */
  public static <E extends Enum<E>> AttributeCodec<E> enumOf(Class<E> type, E[] values, String... storedTexts) {
    return new EnumCodec<>(type, values, storedTexts);
  }

  /**
   * A list codec storing {@code L}; null elements are stored as {@code NUL} and read back as null.
   *
   * @param element the codec of the elements
   * @param <E> the element type
   * @return the codec, decoding to a new ArrayList
   */
  public static <E> AttributeCodec<List<E>> list(AttributeCodec<E> element) {
    return new ListCodec<>(element);
  }

  /**
   * A vector's list codec storing {@code L} of {@code N}, as DynamoDB stores a vector: a stored
   * element that is not a number, {@code NUL} included, is refused on reading, as writes refuse a
   * null element before sending.
   *
   * @param element the codec of the elements
   * @param <E> the element type
   * @return the codec, decoding to a new ArrayList
   */
  public static <E> AttributeCodec<List<E>> vector(NumberCodec<E> element) {
    return new NumberCodecs.VectorListCodec<>(element);
  }

  /**
   * A codec of maps with string keys, storing {@code M}; null values are stored as {@code NUL} and
   * read back as null.
   *
   * @param value the codec of the values
   * @param <V> the value type
   * @return the codec, decoding to a new LinkedHashMap in the stored entry order
   */
  public static <V> AttributeCodec<Map<String, V>> map(AttributeCodec<V> value) {
    return new MapCodec<>(value);
  }

  /**
   * A string set codec storing {@code SS}. DynamoDB refuses empty sets: {@link Items#put} stores an
   * empty set as an absent attribute, which reads back as null.
   *
   * @return the codec, decoding to a new LinkedHashSet
   */
  public static AttributeCodec<Set<String>> stringSet() {
    return StringSetCodec.INSTANCE;
  }

  /**
   * A number set codec storing {@code NS}. DynamoDB refuses empty sets: {@link Items#put} stores an
   * empty set as an absent attribute, which reads back as null.
   *
   * @param element the codec of the numbers
   * @param <N> the number type
   * @return the codec, decoding to a new LinkedHashSet
   */
  public static <N> AttributeCodec<Set<N>> numberSet(NumberCodec<N> element) {
    return new NumberSetCodec<>(element);
  }

  private static final class StringCodec implements Measure.Codec<String> {
    static final StringCodec INSTANCE = new StringCodec();

    @Override
    public AttributeValue encode(String value) {
      return AttributeValue.createS(value);
    }

    @Override
    public AttributeValue encode(String value, int level, Measure measure) {
      measure.text(value);
      return AttributeValue.createS(value);
    }

    @Override
    public String decode(AttributeValue value) {
      return Shapes.s(value);
    }
  }

  private static final class BooleanCodec implements AttributeCodec<Boolean>, Nesting.Counted {
    static final BooleanCodec INSTANCE = new BooleanCodec();

    // AttributeValue is immutable, so the two possible values are shared.
    private static final AttributeValue TRUE = AttributeValue.createBool(true);
    private static final AttributeValue FALSE = AttributeValue.createBool(false);

    @Override
    public AttributeValue encode(Boolean value) {
      return value ? TRUE : FALSE;
    }

    @Override
    public Boolean decode(AttributeValue value) {
      Boolean bool = value.bool();
      if (bool == null) {
        throw Shapes.wrong("a boolean (BOOL)", value);
      }
      return bool;
    }
  }

  private static final class BytesCodec implements AttributeCodec<byte[]>, Nesting.Counted {
    static final BytesCodec INSTANCE = new BytesCodec();

    @Override
    public AttributeValue encode(byte[] value) {
      return AttributeValue.createB(SdkBytes.fromByteArray(value));
    }

    @Override
    public byte[] decode(AttributeValue value) {
      SdkBytes bytes = value.b();
      if (bytes == null) {
        throw Shapes.wrong("binary (B)", value);
      }
      return bytes.asByteArray();
    }
  }

  private static final class InstantCodec implements AttributeCodec<Instant>, Nesting.Counted {
    static final InstantCodec INSTANCE = new InstantCodec();

    @Override
    public AttributeValue encode(Instant value) {
      if (!IsoTime.fits(value)) {
        throw new IllegalArgumentException(IsoTime.RANGE_PROBLEM);
      }
      return AttributeValue.createS(IsoTime.format(value));
    }

    @Override
    public Instant decode(AttributeValue value) {
      return IsoTime.parseInstant(Shapes.s(value));
    }
  }

  private static final class EpochSecondsCodec implements AttributeCodec<Instant>, Nesting.Counted {
    static final EpochSecondsCodec INSTANCE = new EpochSecondsCodec();

    @Override
    public AttributeValue encode(Instant value) {
      return AttributeValue.createN(Long.toString(value.getEpochSecond()));
    }

    @Override
    public Instant decode(AttributeValue value) {
      return Instant.ofEpochSecond(NumberCodecs.LongCodec.INSTANCE.decode(value));
    }
  }

  /** The ISO-8601 forms of {@code @InstantFormat}: one reading, three ways of writing. */
  private static final class IsoInstantCodec implements AttributeCodec<Instant>, Nesting.Counted {
    static final IsoInstantCodec EXACT = new IsoInstantCodec(-1);
    static final IsoInstantCodec SECONDS = new IsoInstantCodec(0);
    static final IsoInstantCodec MILLIS = new IsoInstantCodec(3);

    /** The fraction digits written, fixed width; -1 for {@code ISO_INSTANT}'s variable width. */
    private final int digits;

    private IsoInstantCodec(int digits) {
      this.digits = digits;
    }

    @Override
    public AttributeValue encode(Instant value) {
      if (digits < 0) {
        return AttributeValue.createS(DateTimeFormatter.ISO_INSTANT.format(value));
      }
      if (!IsoTime.fits(value)) {
        throw new IllegalArgumentException(IsoTime.RANGE_PROBLEM);
      }
      if (digits == 0 && value.getNano() != 0) {
        throw new IllegalArgumentException(IsoTime.FRACTION_PROBLEM);
      }
      return AttributeValue.createS(IsoTime.format(value, digits));
    }

    @Override
    public Instant decode(AttributeValue value) {
      String text = Shapes.s(value);
      try {
        return OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
      } catch (DateTimeParseException e) {
        throw new IllegalArgumentException("not an ISO-8601 instant with an offset (2021-02-01T00:00:00Z): " + text);
      }
    }
  }

  private static final class EpochMillisCodec implements AttributeCodec<Instant>, Nesting.Counted {
    static final EpochMillisCodec INSTANCE = new EpochMillisCodec();

    @Override
    public AttributeValue encode(Instant value) {
      return AttributeValue.createN(Long.toString(value.toEpochMilli()));
    }

    @Override
    public Instant decode(AttributeValue value) {
      return Instant.ofEpochMilli(NumberCodecs.LongCodec.INSTANCE.decode(value));
    }
  }

  private static final class LocalDateCodec implements AttributeCodec<LocalDate>, Nesting.Counted {
    static final LocalDateCodec INSTANCE = new LocalDateCodec();

    @Override
    public AttributeValue encode(LocalDate value) {
      if (!IsoTime.fits(value)) {
        throw new IllegalArgumentException(IsoTime.RANGE_PROBLEM);
      }
      return AttributeValue.createS(IsoTime.format(value));
    }

    @Override
    public LocalDate decode(AttributeValue value) {
      return IsoTime.parseLocalDate(Shapes.s(value));
    }
  }

  /**
   * Parses a UUID as keys and attributes store it.
   *
   * @param s the text
   * @return the UUID
   * @throws IllegalArgumentException when the text is not a 36-character UUID
   */
  public static UUID parseUuid(String s) {
    // UUID.fromString also accepts short forms such as 1-1-1-1-1, which no key holds.
    if (s == null || s.length() != 36) {
      throw new IllegalArgumentException("not a UUID: " + s);
    }
    return UUID.fromString(s);
  }

  private static final class UuidCodec implements AttributeCodec<UUID>, Nesting.Counted {
    static final UuidCodec INSTANCE = new UuidCodec();

    @Override
    public AttributeValue encode(UUID value) {
      return AttributeValue.createS(value.toString());
    }

    @Override
    public UUID decode(AttributeValue value) {
      return parseUuid(Shapes.s(value));
    }
  }
}
