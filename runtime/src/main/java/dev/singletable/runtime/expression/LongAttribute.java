package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;

/**
 * A {@code long} attribute that updates may change: compares with any integral value ({@link
 * LongComparisons}), and the updates' {@code set}, {@code add} and {@code subtract} take any
 * integral value for it ({@code .set(SALARY, 300)}).
 *
 * @param <E> the record type of the entity the attribute belongs to
 */
public final class LongAttribute<E> extends UpdatableAttribute<E, Long> implements LongComparisons<E> {
  private LongAttribute(String entity, String name, AttributeCodec<Long> codec, boolean required) {
    super(entity, name, codec, required);
  }

  /**
   * A path to a {@code Long} attribute, which may be absent.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param <E> the record type of the entity
   * @return the path
   */
  public static <E> LongAttribute<E> ofLong(String entity, String name, AttributeCodec<Long> codec) {
    return new LongAttribute<>(entity, name, codec, false);
  }

  /**
   * A path to a {@code long} attribute, which every item holds.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param <E> the record type of the entity
   * @return the path
   */
  public static <E> LongAttribute<E> requiredLong(String entity, String name, AttributeCodec<Long> codec) {
    return new LongAttribute<>(entity, name, codec, true);
  }

  @Override
  public AttributePath<E, Long> path() {
    return this;
  }
}
