package dev.singletable.runtime.expression;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.NumberCodec;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An attribute of the item, or an attribute with its fallback ({@link AttributePath#orElse}), as
 * DynamoDB reads it in an update: a value to store as it is, or one side of a sum or difference
 * ({@code COUNT.plus(1)}, {@code PRICE.minus(DISCOUNT)}). DynamoDB takes one {@code +} or {@code -}
 * per value, so a sum has no {@code plus} of its own.
 *
 * <p>Arithmetic is for numbers: an operand stored otherwise, or an amount that does not encode as a
 * number, is refused with an {@link InvalidValueException} naming entity, attribute and value before
 * anything is sent, where DynamoDB would refuse the whole request.
 *
 * @param <E> the record type of the entity whose attributes the operand reads
 * @param <T> the type the operand evaluates to
 */
public abstract class Operand<E, T> extends UpdateValue<E, T> {
  Operand() {}

  /**
   * {@code operand + amount}.
   *
   * @param amount a number, encoded as this operand's attribute stores it
   * @return the sum, for {@code set(target, ...)}
   * @throws InvalidValueException when the amount is null or does not encode as a number
   */
  public UpdateValue<E, T> plus(T amount) {
    return Arithmetic.of(this, " + ", null, number(amount));
  }

  /**
   * {@code operand - amount}.
   *
   * @param amount a number, encoded as this operand's attribute stores it
   * @return the difference, for {@code set(target, ...)}
   * @throws InvalidValueException when the amount is null or does not encode as a number
   */
  public UpdateValue<E, T> minus(T amount) {
    return Arithmetic.of(this, " - ", null, number(amount));
  }

  /**
   * {@code operand + other}: two attributes of one item added.
   *
   * @param other another operand of the same entity and type
   * @return the sum, for {@code set(target, ...)}
   * @throws InvalidValueException when either attribute is not stored as a number
   */
  public UpdateValue<E, T> plus(Operand<E, T> other) {
    return Arithmetic.of(numeric(), " + ", numeric(Objects.requireNonNull(other, "other")), null);
  }

  /**
   * {@code operand - other}: one attribute of the item less another.
   *
   * @param other another operand of the same entity and type
   * @return the difference, for {@code set(target, ...)}
   * @throws InvalidValueException when either attribute is not stored as a number
   */
  public UpdateValue<E, T> minus(Operand<E, T> other) {
    return Arithmetic.of(numeric(), " - ", numeric(Objects.requireNonNull(other, "other")), null);
  }

  /** The attribute this operand reads: named in messages about it. */
  abstract AttributePath<E, T> attribute();

  private AttributeValue number(T amount) {
    AttributePath<E, T> attribute = attribute();
    AttributeValue encoded = attribute.encode(amount);
    if (encoded.n() == null) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), amount,
          "is not stored as a number, and DynamoDB adds and subtracts numbers only");
    }
    return encoded;
  }

  private Operand<E, T> numeric() {
    return numeric(this);
  }

  private static <E, T> Operand<E, T> numeric(Operand<E, T> operand) {
    AttributePath<E, T> attribute = operand.attribute();
    if (!(attribute.codec() instanceof NumberCodec)) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), null,
          "is not a number attribute, and DynamoDB adds and subtracts numbers only");
    }
    return operand;
  }

  /** {@code if_not_exists(attribute, fallback)}. */
  static final class Fallback<E, T> extends Operand<E, T> {
    private final AttributePath<E, T> attribute;
    private final AttributeValue fallback;

    private Fallback(AttributePath<E, T> attribute, AttributeValue fallback) {
      this.attribute = attribute;
      this.fallback = fallback;
    }

    /**
     * Made here rather than with {@code new} in {@link AttributePath#orElse}: a {@code new} whose
     * class differs from the declared return type makes the verifier load this class with every
     * entity's attribute constants; through this method it loads with the first {@code orElse}.
     */
    static <E, T> Operand<E, T> of(AttributePath<E, T> attribute, AttributeValue fallback) {
      return new Fallback<>(attribute, fallback);
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      out.append("if_not_exists(");
      attribute.render(expressions, out);
      out.append(", ").append(expressions.value(fallback)).append(')');
    }

    @Override
    AttributePath<E, T> attribute() {
      return attribute;
    }

    @Override
    void needs(java.util.List<AttributePath<E, ?>> needed) {
      // if_not_exists reads a missing attribute as the fallback: the item need not hold it.
    }
  }

  /** {@code left + right} or {@code left - right}, the right side an operand or a number. */
  private static final class Arithmetic<E, T> extends UpdateValue<E, T> {
    private final Operand<E, T> left;
    private final String operator;
    private final Operand<E, T> right;
    private final AttributeValue amount;

    private Arithmetic(Operand<E, T> left, String operator, Operand<E, T> right, AttributeValue amount) {
      this.left = left;
      this.operator = operator;
      this.right = right;
      this.amount = amount;
    }

    /** Made here for the reason {@link Fallback#of} gives: the verifier of {@code Operand} need not load it. */
    static <E, T> UpdateValue<E, T> of(Operand<E, T> left, String operator, Operand<E, T> right, AttributeValue amount) {
      return new Arithmetic<>(left, operator, right, amount);
    }

    @Override
    void render(ExpressionBuilder expressions, StringBuilder out) {
      left.render(expressions, out);
      out.append(operator);
      if (right != null) {
        right.render(expressions, out);
      } else {
        out.append(expressions.value(amount));
      }
    }

    @Override
    void needs(java.util.List<AttributePath<E, ?>> needed) {
      left.needs(needed);
      if (right != null) {
        right.needs(needed);
      }
    }
  }
}
