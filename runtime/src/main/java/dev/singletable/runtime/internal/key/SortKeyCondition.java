package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Cursors;
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

  /**
   * The keys from {@code key} on (included) that start with {@code prefix}: {@code sk >= key} when
   * there is no prefix, else {@code BETWEEN key AND} the least key above every key with the prefix
   * (which no key with the prefix is).
   *
   * @param key the lowest key, which starts with {@code prefix}
   * @param prefix the prefix, or null for none
   * @return the condition
   */
  public static SortKeyCondition from(String key, String prefix) {
    return prefix == null ? greaterOrEqual(key) : range(key, true, SortKeyPrefix.after(prefix), false);
  }

  /**
   * The keys up to {@code key} (included) that start with {@code prefix}: {@code sk <= key} when
   * there is no prefix, else {@code BETWEEN prefix AND key}.
   *
   * @param key the highest key, which starts with {@code prefix}
   * @param prefix the prefix, or null for none
   * @return the condition
   */
  public static SortKeyCondition upTo(String key, String prefix) {
    return prefix == null ? lessOrEqual(key) : range(prefix, true, key, true);
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

  /**
   * Whether the key condition as sent selects a stored sort key: a range's excluded ends included
   * (DynamoDB's {@code BETWEEN} includes them), the key compared as DynamoDB compares its type. A
   * cursor's key is checked with it, since DynamoDB refuses to start after a key outside the condition.
   *
   * @param sortKey the stored sort key, null when absent
   * @return false for a key outside the condition or of another type
   */
  public boolean selects(AttributeValue sortKey) {
    return satisfies(sortKey, operator, value(low), high == null ? null : value(high));
  }

  /**
   * Where a query's key condition lets a cursor's key lie: in the partition, and selected by the
   * sort-key condition.
   *
   * @param partitionKeyField the partition key attribute of the index read
   * @param partitionKey the partition key as sent
   * @param sortKeyField the sort key attribute of the index read, null when it has none
   * @param sortKey the sort-key condition, null for the whole partition
   * @return the bounds, naming the part of the condition a key fails
   */
  public static Cursors.Bounds bounds(String partitionKeyField, AttributeValue partitionKey, String sortKeyField,
      SortKeyCondition sortKey) {
    return key -> {
      if (!satisfies(key.get(partitionKeyField), "=", partitionKey, null)) {
        return partitionKeyField + " = " + partitionKey;
      }
      return sortKey == null || sortKey.selects(key.get(sortKeyField)) ? null : sortKey.describe(sortKeyField);
    };
  }

  /**
   * Whether {@code key operator low [AND high]} holds as DynamoDB evaluates a key condition: strings
   * by code point, numbers by value, binary unsigned byte by byte; false for a key of another type.
   *
   * @param key the stored value, null when absent
   * @param operator {@code = < <= > >= BETWEEN begins_with}
   * @param low the operand
   * @param high the high end of {@code BETWEEN}, else null
   * @return whether the condition holds
   */
  public static boolean satisfies(AttributeValue key, String operator, AttributeValue low, AttributeValue high) {
    if (key == null || key.type() != low.type()) {
      return false;
    }
    if ("begins_with".equals(operator)) {
      return switch (key.type()) {
        case S -> key.s().startsWith(low.s());
        case B -> startsWith(key.b().asByteArrayUnsafe(), low.b().asByteArrayUnsafe());
        default -> false;
      };
    }
    Integer order = compare(key, low);
    if (order == null) {
      return false;
    }
    return switch (operator) {
      case "=" -> order == 0;
      case "<" -> order < 0;
      case "<=" -> order <= 0;
      case ">" -> order > 0;
      case ">=" -> order >= 0;
      case "BETWEEN" -> {
        Integer toHigh = compare(key, high);
        yield order >= 0 && toHigh != null && toHigh <= 0;
      }
      default -> throw new IllegalStateException(operator);
    };
  }

  /** The order of two values of one type, null when they cannot be compared (a number that is none). */
  private static Integer compare(AttributeValue a, AttributeValue b) {
    return switch (a.type()) {
      case S -> SortKeyPrefix.compareCodePoints(a.s(), b.s());
      case N -> {
        try {
          yield new java.math.BigDecimal(a.n()).compareTo(new java.math.BigDecimal(b.n()));
        } catch (NumberFormatException e) {
          yield null;
        }
      }
      case B -> java.util.Arrays.compareUnsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
      default -> null;
    };
  }

  private static boolean startsWith(byte[] bytes, byte[] prefix) {
    return bytes.length >= prefix.length
        && java.util.Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
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
    return describe("sk");
  }

  /**
   * The condition on attribute {@code field}, for messages: {@code gsi1sk begins_with ORDER#}.
   *
   * @param field the sort key attribute
   * @return the condition as text
   */
  public String describe(String field) {
    if (!"BETWEEN".equals(operator)) {
      return field + " " + operator + " " + low;
    }
    return field + " BETWEEN " + low + " AND " + high + (excludedLow == null ? "" : ", not " + excludedLow)
        + (excludedHigh == null ? "" : ", not " + excludedHigh);
  }
}
