package dev.singletable.runtime.expression;

/**
 * A value an update stores that DynamoDB computes from the item itself: another attribute ({@code
 * set(TOTAL, SUBTOTAL)}), an attribute with a fallback for when the item does not hold it ({@code
 * COUNT.orElse(0L)}), or a sum or difference of those and a number ({@code set(SCORE,
 * BEST.plus(1))}). Rendered as the right-hand side of {@code SET #a = ...}, names and values through
 * placeholders.
 *
 * <p>It carries the record type of the entity whose attributes it reads and the type it evaluates
 * to, so an update of one entity cannot read another entity's attribute, and an update cannot store
 * a value of another type in an attribute: neither compiles.
 *
 * @param <E> the record type of the entity whose attributes the value reads
 * @param <T> the type the value evaluates to, the type of the attribute it may be stored in
 */
public abstract class UpdateValue<E, T> {
  UpdateValue() {}

  /** Writes this value into {@code out}, registering names and values with {@code expressions}. */
  abstract void render(ExpressionBuilder expressions, StringBuilder out);

  /**
   * The attributes this value reads without a fallback, which the item must hold or DynamoDB refuses
   * the update: named in the message of that refusal.
   *
   * @return the attributes, in the order the value reads them
   */
  public final java.util.List<AttributePath<E, ?>> needs() {
    java.util.List<AttributePath<E, ?>> needed = new java.util.ArrayList<>();
    needs(needed);
    return needed;
  }

  /** Adds the attributes this value reads without a fallback to {@code needed}. */
  abstract void needs(java.util.List<AttributePath<E, ?>> needed);

  @Override
  public String toString() {
    return new ExpressionBuilder().render(this);
  }
}
