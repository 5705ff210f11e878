package dev.singletable.runtime.expression;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition or filter expression, built from the typed attribute constants of generated entities
 * ({@code OrderEntity.STATUS.eq("SHIPPED")}) and combined with {@link #and}, {@link #or} and
 * {@link #not}. Immutable; rendered with placeholders by an {@link ExpressionBuilder}.
 *
 * <p>A condition carries the record type of the entity whose attributes it tests, so a filter or
 * condition that names another entity's attribute does not compile where this entity's is expected.
 *
 * @param <E> the record type of the entity whose attributes the condition tests
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/writes.md#conditions-and-filters">Writes: conditions and filters</a>
 */
public abstract class Condition<E> {
  Condition() {}

  /** Writes this condition into {@code out}, registering names and values with {@code expressions}. */
  abstract void render(ExpressionBuilder expressions, StringBuilder out);

  /**
   * Both this and {@code other}.
   *
   * @param other the condition that must hold too
   * @return the conjunction of this and {@code other}
   */
  public final Condition<E> and(Condition<E> other) {
    return new Junction<>(this, " AND ", Objects.requireNonNull(other, "other"));
  }

  /**
   * This or {@code other}.
   *
   * @param other the condition that may hold instead
   * @return the disjunction of this and {@code other}
   */
  public final Condition<E> or(Condition<E> other) {
    return new Junction<>(this, " OR ", Objects.requireNonNull(other, "other"));
  }

  /**
   * The negation of this condition.
   *
   * @return the negation of this condition
   */
  public final Condition<E> not() {
    return new Negation<>(this);
  }

  /**
   * The negation of {@code condition}.
   *
   * @param <E> the entity type
   * @param condition the condition to negate
   * @return the negation of {@code condition}
   */
  public static <E> Condition<E> not(Condition<E> condition) {
    return new Negation<>(Objects.requireNonNull(condition, "condition"));
  }

  /**
   * Every condition given; an empty array is not allowed.
   *
   * @param <E> the entity type
   * @param conditions the conditions that must all hold, at least one
   * @return the conjunction of {@code conditions}
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public static <E> Condition<E> allOf(Condition<E>... conditions) {
    return combine(" AND ", conditions);
  }

  /**
   * Any of the conditions given; an empty array is not allowed.
   *
   * @param <E> the entity type
   * @param conditions the conditions of which one must hold, at least one
   * @return the disjunction of {@code conditions}
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public static <E> Condition<E> anyOf(Condition<E>... conditions) {
    return combine(" OR ", conditions);
  }

  /**
   * {@code operand operator value}, where the operand is the attribute, or its {@code size(...)}.
   *
   * @param size whether to compare the attribute's size rather than its value
   */
  static <E> Condition<E> comparison(AttributePath<?, ?> attribute, boolean size, String operator, AttributeValue value) {
    return new Comparison<>(attribute, size, " " + operator + " ", value, null);
  }

  /** {@code operand BETWEEN low AND high}, the operand as in {@link #comparison}. */
  static <E> Condition<E> between(AttributePath<?, ?> attribute, boolean size, AttributeValue low, AttributeValue high) {
    return new Comparison<>(attribute, size, " BETWEEN ", low, high);
  }

  /** {@code attribute operator other}: two attributes of one item compared. */
  static <E> Condition<E> attributes(AttributePath<?, ?> attribute, String operator, AttributePath<?, ?> other) {
    return new AttributeComparison<>(attribute, " " + operator + " ", other);
  }

  /** {@code attribute IN (value, ...)}. */
  static <E> Condition<E> in(AttributePath<?, ?> attribute, java.util.List<AttributeValue> values) {
    return new In<>(attribute, java.util.List.copyOf(values));
  }

  /** {@code function(attribute)}, or {@code function(attribute, operand)} when the operand is not null. */
  static <E> Condition<E> function(String function, AttributePath<?, ?> attribute, AttributeValue operand) {
    return new Function<>(function, attribute, operand);
  }

  /**
   * Both conditions, whichever entities they test: for the conditions a write adds to the caller's
   * (the identity and key guards), which belong to no record type.
   *
   * @param first a condition, or null
   * @param second a condition, or null
   * @return both, the one that is not null, or null
   */
  public static Condition<?> both(Condition<?> first, Condition<?> second) {
    return first == null ? second : second == null ? first : new Junction<>(first, " AND ", second);
  }

  @SafeVarargs
  private static <E> Condition<E> combine(String operator, Condition<E>... conditions) {
    if (conditions.length == 0) {
      throw new IllegalArgumentException("at least one condition is needed");
    }
    Condition<E> result = Objects.requireNonNull(conditions[0], "conditions[0]");
    for (int i = 1; i < conditions.length; i++) {
      result = new Junction<>(result, operator, Objects.requireNonNull(conditions[i], "conditions[" + i + "]"));
    }
    return result;
  }

  @Override
  public String toString() {
    return new ExpressionBuilder().render(this);
  }

  private static final class Junction<E> extends Condition<E> {
    private final Condition<?> left;
    private final String operator;
    private final Condition<?> right;

    Junction(Condition<?> left, String operator, Condition<?> right) {
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

  private static final class Comparison<E> extends Condition<E> {
    private final AttributePath<?, ?> attribute;
    private final boolean size;
    private final String operator;
    private final AttributeValue value;
    /** The upper end of BETWEEN, null for other operators. */
    private final AttributeValue high;

    Comparison(AttributePath<?, ?> attribute, boolean size, String operator, AttributeValue value, AttributeValue high) {
      this.attribute = attribute;
      this.size = size;
      this.operator = operator;
      this.value = value;
      this.high = high;
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      if (size) {
        out.append("size(").append(attribute.placeholder(expressions)).append(')');
      } else {
        out.append(attribute.placeholder(expressions));
      }
      out.append(operator).append(expressions.value(value));
      if (high != null) {
        out.append(" AND ").append(expressions.value(high));
      }
    }
  }

  private static final class AttributeComparison<E> extends Condition<E> {
    private final AttributePath<?, ?> attribute;
    private final String operator;
    private final AttributePath<?, ?> other;

    AttributeComparison(AttributePath<?, ?> attribute, String operator, AttributePath<?, ?> other) {
      this.attribute = attribute;
      this.operator = operator;
      this.other = other;
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      out.append(attribute.placeholder(expressions)).append(operator).append(other.placeholder(expressions));
    }
  }

  private static final class In<E> extends Condition<E> {
    private final AttributePath<?, ?> attribute;
    private final java.util.List<AttributeValue> values;

    In(AttributePath<?, ?> attribute, java.util.List<AttributeValue> values) {
      this.attribute = attribute;
      this.values = values;
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      out.append(attribute.placeholder(expressions)).append(" IN (");
      for (int i = 0; i < values.size(); i++) {
        out.append(i == 0 ? "" : ", ").append(expressions.value(values.get(i)));
      }
      out.append(')');
    }
  }

  private static final class Function<E> extends Condition<E> {
    private final String function;
    private final AttributePath<?, ?> attribute;
    private final AttributeValue operand;

    Function(String function, AttributePath<?, ?> attribute, AttributeValue operand) {
      this.function = function;
      this.attribute = attribute;
      this.operand = operand;
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      out.append(function).append('(').append(attribute.placeholder(expressions));
      if (operand != null) {
        out.append(", ").append(expressions.value(operand));
      }
      out.append(')');
    }
  }

  private static final class Negation<E> extends Condition<E> {
    private final Condition<?> operand;

    Negation(Condition<?> operand) {
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
