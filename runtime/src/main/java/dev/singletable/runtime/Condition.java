package dev.singletable.runtime;

import java.util.Objects;

/**
 * A condition or filter expression, built from the typed attribute constants of generated entities
 * ({@code OrderEntity.STATUS.eq("SHIPPED")}) and combined with {@link #and}, {@link #or} and
 * {@link #not}. Immutable; rendered with placeholders by an {@link ExpressionBuilder}.
 */
public abstract class Condition {
  Condition() {}

  /** Writes this condition into {@code out}, registering names and values with {@code expressions}. */
  abstract void render(ExpressionBuilder expressions, StringBuilder out);

  /** Both this and {@code other}. */
  public final Condition and(Condition other) {
    return new Junction(this, " AND ", Objects.requireNonNull(other, "other"));
  }

  /** This or {@code other}. */
  public final Condition or(Condition other) {
    return new Junction(this, " OR ", Objects.requireNonNull(other, "other"));
  }

  /** The negation of this condition. */
  public final Condition not() {
    return new Negation(this);
  }

  /** The negation of {@code condition}. */
  public static Condition not(Condition condition) {
    return new Negation(Objects.requireNonNull(condition, "condition"));
  }

  /** Every condition given; an empty array is not allowed. */
  public static Condition allOf(Condition... conditions) {
    return combine(" AND ", conditions);
  }

  /** Any of the conditions given; an empty array is not allowed. */
  public static Condition anyOf(Condition... conditions) {
    return combine(" OR ", conditions);
  }

  /** Both conditions, either of which may be null (then the other, or null). */
  static Condition join(Condition first, Condition second) {
    return first == null ? second : second == null ? first : first.and(second);
  }

  private static Condition combine(String operator, Condition... conditions) {
    if (conditions.length == 0) {
      throw new IllegalArgumentException("at least one condition is needed");
    }
    Condition result = Objects.requireNonNull(conditions[0], "conditions[0]");
    for (int i = 1; i < conditions.length; i++) {
      result = new Junction(result, operator, Objects.requireNonNull(conditions[i], "conditions[" + i + "]"));
    }
    return result;
  }

  @Override
  public String toString() {
    return new ExpressionBuilder().render(this);
  }

  private static final class Junction extends Condition {
    private final Condition left;
    private final String operator;
    private final Condition right;

    Junction(Condition left, String operator, Condition right) {
      this.left = left;
      this.operator = operator;
      this.right = right;
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      // Parentheses on every junction: the reader of a logged expression never needs precedence rules.
      out.append('(');
      left.render(expressions, out);
      out.append(operator);
      right.render(expressions, out);
      out.append(')');
    }
  }

  private static final class Negation extends Condition {
    private final Condition operand;

    Negation(Condition operand) {
      this.operand = operand;
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      out.append("(NOT ");
      operand.render(expressions, out);
      out.append(')');
    }
  }
}
