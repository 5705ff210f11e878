package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;

/**
 * A {@code long} attribute that updates may not change (a primary-key component, or one the library
 * sets, such as {@code @Version}): compares with any integral value ({@link LongComparisons}).
 *
 * @param <E> the record type of the entity the attribute belongs to
 */
public final class LongPath<E> extends AttributePath<E, Long> implements LongComparisons<E> {
  private LongPath(String entity, String name, AttributeCodec<Long> codec) {
    super(entity, name, codec);
  }

  /**
   * A path to {@code long} attribute {@code name} of {@code entity}.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param <E> the record type of the entity
   * @return the path
   */
  public static <E> LongPath<E> ofLong(String entity, String name, AttributeCodec<Long> codec) {
    return new LongPath<>(entity, name, codec);
  }

  @Override
  public AttributePath<E, Long> path() {
    return this;
  }
}
