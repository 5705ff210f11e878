package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A map with string keys stored as {@code M}; null values are stored as {@code NUL} and read back as
 * null. Decoding keeps the order in which the stored map lists its entries.
 */
final class MapCodec<V> implements Measure.Codec<Map<String, V>> {
  private final AttributeCodec<V> value;
  /** The value codec to measure with ({@link Nesting#measuring}); null for a scalar. */
  private final Measure.Codec<V> measuredValue;

  MapCodec(AttributeCodec<V> value) {
    this.value = value;
    this.measuredValue = Nesting.measuring(value);
  }

  @Override
  public AttributeValue encode(Map<String, V> map) {
    return encode(map, 1, Measure.none());
  }

  @Override
  public AttributeValue encode(Map<String, V> map, int level, Measure measure) {
    Nesting.check(level);
    Map<String, AttributeValue> stored = new LinkedHashMap<>(capacity(map.size()));
    for (Map.Entry<String, V> entry : map.entrySet()) {
      // Read as Object: a document's Map<?, ?> may carry keys of any type despite the signature.
      Object key = entry.getKey();
      if (!(key instanceof String)) {
        throw new IllegalArgumentException("map keys must be strings; found " + (key == null ? "null" : key.getClass().getName()));
      }
      V item = entry.getValue();
      try {
        stored.put((String) key, item == null ? measure.nul() : measure.element(value, measuredValue, item, level + 1));
      } catch (RuntimeException e) {
        throw inEntry(key, e);
      }
      measure.key((String) key);
    }
    measure.container(level, stored.size());
    return AttributeValue.createM(stored);
  }

  @Override
  public Map<String, V> decode(AttributeValue attribute) {
    if (attribute.type() != AttributeValue.Type.M) {
      throw Shapes.wrong("a map (M)", attribute);
    }
    Map<String, AttributeValue> stored = attribute.m();
    Map<String, V> map = new LinkedHashMap<>(capacity(stored.size()));
    for (Map.Entry<String, AttributeValue> entry : stored.entrySet()) {
      AttributeValue item = entry.getValue();
      try {
        map.put(entry.getKey(), Shapes.isNul(item) ? null : value.decode(item));
      } catch (RuntimeException e) {
        throw inEntry(entry.getKey(), e);
      }
    }
    return map;
  }

  /** The capacity of a map that holds {@code size} entries without resizing; Items' one-pass maps use it too. */
  static int capacity(int size) {
    return size * 4 / 3 + 1;
  }

  private static IllegalArgumentException inEntry(Object key, RuntimeException e) {
    return new IllegalArgumentException("[\"" + key + "\"]: " + e.getMessage(), e);
  }
}
