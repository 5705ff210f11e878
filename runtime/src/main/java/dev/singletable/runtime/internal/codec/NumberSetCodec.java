package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A set of numbers stored as {@code NS}, each element through a {@link NumberCodec}. DynamoDB refuses
 * empty sets, so {@link Items#put} stores an empty set as an absent attribute.
 */
final class NumberSetCodec<N> implements AttributeCodec<Set<N>>, Nesting.Counted {
  private final NumberCodec<N> element;

  NumberSetCodec(NumberCodec<N> element) {
    this.element = element;
  }

  @Override
  public AttributeValue encode(Set<N> value) {
    List<String> stored = new ArrayList<>(value.size());
    for (N item : value) {
      if (item == null) {
        throw new IllegalArgumentException("a number set cannot hold null");
      }
      stored.add(element.format(item));
    }
    return AttributeValue.createNs(stored);
  }

  @Override
  public Set<N> decode(AttributeValue value) {
    if (value.type() != AttributeValue.Type.NS) {
      throw Shapes.wrong("a number set (NS)", value);
    }
    Set<N> numbers = new LinkedHashSet<>();
    for (String number : value.ns()) {
      numbers.add(element.parse(number));
    }
    return numbers;
  }
}
