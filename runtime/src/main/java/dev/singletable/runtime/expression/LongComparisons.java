package dev.singletable.runtime.expression;

/**
 * The comparisons of a {@code long} attribute with any integral value, so that {@code
 * EmployeeEntity.SALARY.gt(300)} compiles without {@code 300L}: Java boxes {@code 300} to an {@link
 * Integer}, never to the {@link Long} that {@link AttributePath#gt} takes.
 *
 * @param <E> the record type of the entity the attribute belongs to
 */
public interface LongComparisons<E> {
  /**
   * The attribute these comparisons test.
   *
   * @return the attribute
   */
  AttributePath<E, Long> path();

  /**
   * {@code attribute = value}.
   *
   * @param value the value
   * @return the condition
   */
  default Condition<E> eq(long value) {
    return path().eq(value(value));
  }

  /**
   * {@code attribute <> value}.
   *
   * @param value the value
   * @return the condition
   */
  default Condition<E> ne(long value) {
    return path().ne(value(value));
  }

  /**
   * {@code attribute < value}.
   *
   * @param value the value
   * @return the condition
   */
  default Condition<E> lt(long value) {
    return path().lt(value(value));
  }

  /**
   * {@code attribute <= value}.
   *
   * @param value the value
   * @return the condition
   */
  default Condition<E> le(long value) {
    return path().le(value(value));
  }

  /**
   * {@code attribute > value}.
   *
   * @param value the value
   * @return the condition
   */
  default Condition<E> gt(long value) {
    return path().gt(value(value));
  }

  /**
   * {@code attribute >= value}.
   *
   * @param value the value
   * @return the condition
   */
  default Condition<E> ge(long value) {
    return path().ge(value(value));
  }

  /**
   * {@code attribute BETWEEN low AND high}, both ends included.
   *
   * @param low the lower end
   * @param high the upper end
   * @return the condition
   */
  default Condition<E> between(long low, long high) {
    return path().between(value(low), value(high));
  }

  /**
   * {@code attribute + amount}, for {@code set(target, ...)}, taking any integral amount.
   *
   * @param amount the amount to add
   * @return the sum
   */
  default UpdateValue<E, Long> plus(long amount) {
    return path().plus(value(amount));
  }

  /**
   * {@code attribute - amount}, for {@code set(target, ...)}, taking any integral amount.
   *
   * @param amount the amount to subtract
   * @return the difference
   */
  default UpdateValue<E, Long> minus(long amount) {
    return path().minus(value(amount));
  }

  /**
   * {@code if_not_exists(attribute, fallback)}, taking any integral fallback ({@code
   * COUNT.orElse(0).plus(1)}).
   *
   * @param fallback the value read when the item does not hold the attribute
   * @return the operand
   */
  default LongOperand<E> orElse(long fallback) {
    return new LongOperand<>(path().orElse(value(fallback)));
  }

  private static Long value(long value) {
    return value;
  }
}
