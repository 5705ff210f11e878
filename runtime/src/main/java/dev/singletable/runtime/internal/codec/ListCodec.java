package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A list stored as {@code L}; null elements are stored as {@code NUL} and read back as null. */
final class ListCodec<E> implements Measure.Codec<List<E>> {
  private final AttributeCodec<E> element;
  /** The element codec to measure with ({@link Nesting#measuring}); null for a scalar. */
  private final Measure.Codec<E> measuredElement;

  ListCodec(AttributeCodec<E> element) {
    this.element = element;
    this.measuredElement = Nesting.measuring(element);
  }

  @Override
  public AttributeValue encode(List<E> value) {
    return encode(value, 1, Measure.none());
  }

  @Override
  public AttributeValue encode(List<E> value, int level, Measure measure) {
    Nesting.check(level);
    List<AttributeValue> stored = new ArrayList<>(value.size());
    int index = 0;
    for (E item : value) {
      try {
        stored.add(item == null ? measure.nul() : measure.element(element, measuredElement, item, level + 1));
      } catch (RuntimeException e) {
        throw inElement(index, e);
      }
      index++;
    }
    measure.container(level, stored.size());
    return AttributeValue.createL(stored);
  }

  @Override
  public List<E> decode(AttributeValue value) {
    // type(), not hasL(): see Shapes.
    if (value.type() != AttributeValue.Type.L) {
      throw Shapes.wrong("a list (L)", value);
    }
    List<AttributeValue> stored = value.l();
    List<E> items = new ArrayList<>(stored.size());
    for (int index = 0; index < stored.size(); index++) {
      AttributeValue item = stored.get(index);
      try {
        items.add(Shapes.isNul(item) ? null : element.decode(item));
      } catch (RuntimeException e) {
        throw inElement(index, e);
      }
    }
    return items;
  }

  // The path into a nested value is what a reader of the message needs to find the fault.
  private static IllegalArgumentException inElement(int index, RuntimeException e) {
    return new IllegalArgumentException("[" + index + "]: " + e.getMessage(), e);
  }
}
