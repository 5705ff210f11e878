package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A set of strings stored as {@code SS}. DynamoDB refuses empty sets, so {@link Items#put} stores an
 * empty set as an absent attribute, which reads back as null.
 */
final class StringSetCodec implements AttributeCodec<Set<String>>, Nesting.Counted {
  static final StringSetCodec INSTANCE = new StringSetCodec();

  @Override
  public AttributeValue encode(Set<String> value) {
    List<String> stored = new ArrayList<>(value.size());
    for (String item : value) {
      if (item == null) {
        throw new IllegalArgumentException("a string set cannot hold null");
      }
      stored.add(item);
    }
    return AttributeValue.createSs(stored);
  }

  @Override
  public Set<String> decode(AttributeValue value) {
    if (value.type() != AttributeValue.Type.SS) {
      throw Shapes.wrong("a string set (SS)", value);
    }
    return new LinkedHashSet<>(value.ss());
  }
}
