package dev.singletable.runtime.internal.codec;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A free-form document ({@code Object} in a record): strings ({@code S}), numbers ({@code N}, read
 * back as BigDecimal so that no digit is lost), booleans ({@code BOOL}), null ({@code NUL}), lists
 * ({@code L}) and string-keyed maps ({@code M}) of those, nested to any depth DynamoDB allows.
 */
final class DocumentCodec implements Measure.Codec<Object> {
  static final DocumentCodec INSTANCE = new DocumentCodec();

  private final ListCodec<Object> lists = new ListCodec<>(this);
  private final MapCodec<Object> maps = new MapCodec<>(this);

  @Override
  public AttributeValue encode(Object value) {
    return encode(value, 1, Measure.none());
  }

  @Override
  @SuppressWarnings("unchecked") // element and value codecs are this codec, which takes any Object
  public AttributeValue encode(Object value, int level, Measure measure) {
    if (value == null) {
      return measure.value(Shapes.NUL, level);
    }
    if (value instanceof String) {
      measure.text((String) value);
      return AttributeValue.createS((String) value);
    }
    if (value instanceof Boolean) {
      return measure.value(Codecs.ofBoolean().encode((Boolean) value), level);
    }
    if (value instanceof Number) {
      return measure.value(AttributeValue.createN(format((Number) value)), level);
    }
    if (value instanceof List) {
      return lists.encode((List<Object>) value, level, measure);
    }
    if (value instanceof Map) {
      return maps.encode((Map<String, Object>) value, level, measure);
    }
    throw new IllegalArgumentException("a document holds strings, numbers, booleans, null, lists and maps; found "
        + value.getClass().getName());
  }

  @Override
  public Object decode(AttributeValue value) {
    switch (value.type()) {
      case S:
        return value.s();
      case N:
        return new BigDecimal(value.n());
      case BOOL:
        return value.bool();
      case NUL:
        return null;
      case L:
        return lists.decode(value);
      case M:
        return maps.decode(value);
      default:
        throw Shapes.wrong("a document value (S, N, BOOL, NUL, L or M)", value);
    }
  }

  private static String format(Number number) {
    if (number instanceof Double) {
      return Codecs.ofDouble().format((Double) number);
    }
    if (number instanceof Float) {
      return Codecs.ofFloat().format((Float) number);
    }
    if (number instanceof BigDecimal || number instanceof BigInteger || number instanceof Integer
        || number instanceof Long || number instanceof Short || number instanceof Byte) {
      return number.toString();
    }
    // Other Number types (AtomicLong, user types) promise nothing about toString: check it is a number.
    return new BigDecimal(number.toString()).toString();
  }
}
