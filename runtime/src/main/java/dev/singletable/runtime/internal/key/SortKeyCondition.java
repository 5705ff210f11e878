package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Keys;
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
  /** A key DynamoDB returns (BETWEEN is inclusive) but the condition does not admit; null for none. */
  private final String excludedLow;
  private final String excludedHigh;
  /** How the sort key is stored: {@code S}, {@code N} (the ends sent as numbers) or {@code B} (as bytes). */
  private final char type;

  private SortKeyCondition(String operator, String low, String high) {
    this(operator, low, high, null, null);
  }

  private SortKeyCondition(String operator, String low, String high, String excludedLow, String excludedHigh) {
    this(operator, low, high, excludedLow, excludedHigh, 'S');
  }

  private SortKeyCondition(String operator, String low, String high, String excludedLow, String excludedHigh,
      char type) {
    this.type = type;
    this.operator = operator;
    this.low = Objects.requireNonNull(low, "low");
    this.high = high;
    this.excludedLow = excludedLow;
    this.excludedHigh = excludedHigh;
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

  /**
   * This condition on a sort key stored as a number (N): its ends are sent as numbers, which
   * DynamoDB compares by value. Only comparisons and {@code BETWEEN}: {@code begins_with} does not
   * apply to numbers.
   *
   * @return the numeric condition
   * @throws IllegalStateException for {@code begins_with} or a range with excluded ends
   */
  public SortKeyCondition numeric() {
    if ("begins_with".equals(operator) || excludedLow != null || excludedHigh != null) {
      throw new IllegalStateException("a number sort key takes no " + operator + " condition");
    }
    return new SortKeyCondition(operator, low, high, null, null, 'N');
  }

  /**
   * This condition on a sort key stored as binary (B), its ends given in Base64: they are sent as
   * bytes, which DynamoDB compares unsigned, byte by byte; {@code begins_with} applies.
   *
   * @return the binary condition
   * @throws IllegalStateException for a range with excluded ends
   */
  public SortKeyCondition binary() {
    if (excludedLow != null || excludedHigh != null) {
      throw new IllegalStateException("a binary sort key takes no range with excluded ends");
    }
    return new SortKeyCondition(operator, low, high, null, null, 'B');
  }

  /**
   * Keys from {@code low} to {@code high}, each end included or not; a null end is open. DynamoDB
   * has one condition per sort key, so a range bounded at both ends is sent as {@code BETWEEN}, and
   * an excluded end that DynamoDB returns is dropped by {@link #admits} before the caller sees it.
   *
   * @param low the lowest key, or null for no lower bound
   * @param lowIncluded whether a key equal to {@code low} is in the range
   * @param high the highest key, or null for no upper bound
   * @param highIncluded whether a key equal to {@code high} is in the range
   * @return the condition
   * @throws IllegalArgumentException when both ends are null
   */
  public static SortKeyCondition range(String low, boolean lowIncluded, String high, boolean highIncluded) {
    if (low == null && high == null) {
      throw new IllegalArgumentException("a range needs at least one end");
    }
    if (low == null) {
      return new SortKeyCondition(highIncluded ? "<=" : "<", high, null);
    }
    if (high == null) {
      return new SortKeyCondition(lowIncluded ? ">=" : ">", low, null);
    }
    return new SortKeyCondition("BETWEEN", low, high, lowIncluded ? null : low, highIncluded ? null : high);
  }

  /**
   * Whether a sort key DynamoDB returned for this condition is in it: false only for an excluded
   * end of a {@link #range}.
   *
   * @param sortKey the item's sort key
   * @return whether the item belongs to the result
   */
  public boolean admits(String sortKey) {
    return !(sortKey != null && (sortKey.equals(excludedLow) || sortKey.equals(excludedHigh)));
  }

  /**
   * The keys DynamoDB returns for this condition that it does not {@link #admits admit}: the
   * excluded ends of a {@link #range}, for a count that cannot drop them after the fact.
   *
   * @return zero, one or two keys
   */
  public java.util.List<String> excludedKeys() {
    java.util.List<String> keys = new java.util.ArrayList<>(2);
    if (excludedLow != null) {
      keys.add(excludedLow);
    }
    if (excludedHigh != null) {
      keys.add(excludedHigh);
    }
    return keys;
  }

  /**
   * Evaluates the condition on a sort key as DynamoDB does (strings in code point order) and then
   * {@link #admits}: what a query returns of an item with this key. For tests of the ranges.
   */
  boolean matches(String sortKey) {
    int low = SortKeyPrefix.compareCodePoints(sortKey, this.low);
    boolean server;
    switch (operator) {
      case "=":
        server = low == 0;
        break;
      case "begins_with":
        server = sortKey.startsWith(this.low);
        break;
      case "<":
        server = low < 0;
        break;
      case "<=":
        server = low <= 0;
        break;
      case ">":
        server = low > 0;
        break;
      case ">=":
        server = low >= 0;
        break;
      case "BETWEEN":
        server = low >= 0 && SortKeyPrefix.compareCodePoints(sortKey, high) <= 0;
        break;
      default:
        throw new IllegalStateException(operator);
    }
    return server && admits(sortKey);
  }

  /** Renders this condition on attribute {@code field}. */
  public String render(ExpressionBuilder expressions, String field) {
    String name = expressions.name(field);
    String first = expressions.value(value(low));
    switch (operator) {
      case "begins_with":
        return "begins_with(" + name + ", " + first + ")";
      case "BETWEEN":
        return name + " BETWEEN " + first + " AND " + expressions.value(value(high));
      default:
        return name + " " + operator + " " + first;
    }
  }

  private AttributeValue value(String key) {
    return switch (type) {
      case 'N' -> AttributeValue.createN(key);
      case 'B' -> AttributeValue.createB(
          software.amazon.awssdk.core.SdkBytes.fromByteArray(java.util.Base64.getDecoder().decode(key)));
      default -> AttributeValue.createS(key);
    };
  }

  @Override
  public String toString() {
    if (!"BETWEEN".equals(operator)) {
      return "sk " + operator + " " + low;
    }
    return "sk BETWEEN " + low + " AND " + high + (excludedLow == null ? "" : ", not " + excludedLow)
        + (excludedHigh == null ? "" : ", not " + excludedHigh);
  }
}
