package dev.singletable.runtime.expression;

/**
 * A {@code long} attribute with its fallback ({@code VISITS.orElse(0)}), whose sum and difference
 * take any integral amount: {@code VISITS.orElse(0).plus(1)} compiles without {@code 1L}.
 *
 * @param <E> the record type of the entity the attribute belongs to
 */
public final class LongOperand<E> extends Operand<E, Long> {
  private final Operand<E, Long> operand;

  LongOperand(Operand<E, Long> operand) {
    this.operand = operand;
  }

  /**
   * {@code operand + amount}, taking any integral amount.
   *
   * @param amount the amount to add
   * @return the sum, for {@code set(target, ...)}
   */
  public UpdateValue<E, Long> plus(long amount) {
    return plus(Long.valueOf(amount));
  }

  /**
   * {@code operand - amount}, taking any integral amount.
   *
   * @param amount the amount to subtract
   * @return the difference, for {@code set(target, ...)}
   */
  public UpdateValue<E, Long> minus(long amount) {
    return minus(Long.valueOf(amount));
  }

  @Override
  void render(ExpressionBuilder expressions, StringBuilder out) {
    operand.render(expressions, out);
  }

  @Override
  AttributePath<E, Long> attribute() {
    return operand.attribute();
  }

  @Override
  void needs(java.util.List<AttributePath<E, ?>> needed) {
    operand.needs(needed);
  }
}
