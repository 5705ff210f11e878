package dev.singletable.runtime;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sort-key part of a query's key condition, over rendered key text. Generated query steps
 * build it from typed components, so callers rarely see it.
 */
public final class SortKeyCondition {
  private final String operator;
  private final String low;
  private final String high;

  private SortKeyCondition(String operator, String low, String high) {
    this.operator = operator;
    this.low = Objects.requireNonNull(low, "low");
    this.high = high;
  }

  /** {@code sk = key}. */
  public static SortKeyCondition equalTo(String key) {
    return new SortKeyCondition("=", key, null);
  }

  /** {@code begins_with(sk, prefix)}. */
  public static SortKeyCondition beginsWith(String prefix) {
    return new SortKeyCondition("begins_with", prefix, null);
  }

  /** {@code sk < key}. */
  public static SortKeyCondition lessThan(String key) {
    return new SortKeyCondition("<", key, null);
  }

  /** {@code sk <= key}. */
  public static SortKeyCondition lessOrEqual(String key) {
    return new SortKeyCondition("<=", key, null);
  }

  /** {@code sk > key}. */
  public static SortKeyCondition greaterThan(String key) {
    return new SortKeyCondition(">", key, null);
  }

  /** {@code sk >= key}. */
  public static SortKeyCondition greaterOrEqual(String key) {
    return new SortKeyCondition(">=", key, null);
  }

  /** {@code sk BETWEEN low AND high}, both included. */
  public static SortKeyCondition between(String low, String high) {
    return new SortKeyCondition("BETWEEN", low, Objects.requireNonNull(high, "high"));
  }

  /** Renders this condition on attribute {@code field}. */
  String render(ExpressionBuilder expressions, String field) {
    String name = expressions.name(field);
    String first = expressions.value(AttributeValue.fromS(low));
    switch (operator) {
      case "begins_with":
        return "begins_with(" + name + ", " + first + ")";
      case "BETWEEN":
        return name + " BETWEEN " + first + " AND " + expressions.value(AttributeValue.fromS(high));
      default:
        return name + " " + operator + " " + first;
    }
  }

  @Override
  public String toString() {
    return "BETWEEN".equals(operator) ? "sk BETWEEN " + low + " AND " + high : "sk " + operator + " " + low;
  }
}
