package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.ExpressionBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key condition of a query on an index whose key is made of several attributes, each a
 * component stored as its own typed attribute: equality on every partition attribute, equality on
 * the first sort attributes in order, then at most one range on the next. Immutable: each step
 * returns a new condition, so that a generated step can be reused.
 */
public final class AttributeKeyCondition {
  private final List<String> indexAttributes;
  private final Map<String, AttributeValue> equal;
  private final String operator;
  private final String rangeAttribute;
  private final AttributeValue low;
  private final AttributeValue high;

  private AttributeKeyCondition(List<String> indexAttributes, Map<String, AttributeValue> equal, String operator,
      String rangeAttribute, AttributeValue low, AttributeValue high) {
    this.indexAttributes = indexAttributes;
    this.equal = equal;
    this.operator = operator;
    this.rangeAttribute = rangeAttribute;
    this.low = low;
    this.high = high;
  }

  /**
   * A condition with no attribute fixed yet.
   *
   * @param indexAttributes every key attribute of the index, partition attributes first: the
   *     attributes a cursor of the index holds besides the table's key
   * @return the condition
   */
  public static AttributeKeyCondition of(String... indexAttributes) {
    return new AttributeKeyCondition(List.of(indexAttributes), Map.of(), null, null, null, null);
  }

  /**
   * This condition and {@code attribute = value}.
   *
   * @param attribute the stored attribute name
   * @param value its encoded value
   * @return a new condition
   */
  public AttributeKeyCondition equal(String attribute, AttributeValue value) {
    requireOpen();
    Map<String, AttributeValue> more = new LinkedHashMap<>(equal);
    more.put(Objects.requireNonNull(attribute, "attribute"), Objects.requireNonNull(value, "value"));
    return new AttributeKeyCondition(indexAttributes, more, null, null, null, null);
  }

  /**
   * This condition and {@code attribute = value}, the value encoded by the attribute's codec.
   *
   * @param attribute the entity's attribute constant
   * @param value the value
   * @param <V> the attribute's type
   * @return a new condition
   * @throws InvalidValueException when the value is null, cannot be stored, or is an empty text or
   *     {@code byte[]}, which no index key holds and DynamoDB refuses in a query
   */
  public <V> AttributeKeyCondition equal(AttributePath<?, V> attribute, V value) {
    return equal(attribute.name(), keyValue(attribute, value));
  }

  /**
   * This condition and a range on {@code attribute}, the value encoded by the attribute's codec;
   * see {@link #compare(String, String, AttributeValue)}.
   *
   * @param attribute the entity's attribute constant
   * @param operator the comparison
   * @param value the value
   * @param <V> the attribute's type
   * @return a new condition, to which nothing can be added
   * @throws InvalidValueException as {@link #equal(AttributePath, Object)}
   */
  public <V> AttributeKeyCondition compare(AttributePath<?, V> attribute, String operator, V value) {
    return compare(attribute.name(), operator, keyValue(attribute, value));
  }

  /**
   * This condition and {@code attribute BETWEEN low AND high}, the values encoded by the
   * attribute's codec.
   *
   * @param attribute the entity's attribute constant
   * @param low the lowest value
   * @param high the highest value
   * @param <V> the attribute's type
   * @return a new condition, to which nothing can be added
   * @throws InvalidValueException as {@link #equal(AttributePath, Object)}
   */
  public <V> AttributeKeyCondition between(AttributePath<?, V> attribute, V low, V high) {
    return between(attribute.name(), keyValue(attribute, low), keyValue(attribute, high));
  }

  /** The encoded value, refused when empty: DynamoDB refuses an empty text or binary in any key condition. */
  private static <V> AttributeValue keyValue(AttributePath<?, V> attribute, V value) {
    AttributeValue encoded = attribute.encode(value);
    if (encoded.s() != null && encoded.s().isEmpty() || encoded.b() != null && encoded.b().asByteArrayUnsafe().length == 0) {
      throw new InvalidValueException(attribute.entity(), attribute.name(), value,
          "is empty; no index key holds an empty value, and DynamoDB refuses it in a query");
    }
    return encoded;
  }

  /**
   * This condition and a range on {@code attribute}: {@code operator} is one of {@code < <= > >=}
   * or {@code begins_with}.
   *
   * @param attribute the stored attribute name
   * @param operator the comparison
   * @param value its encoded operand
   * @return a new condition, to which nothing can be added
   */
  public AttributeKeyCondition compare(String attribute, String operator, AttributeValue value) {
    requireOpen();
    if (!List.of("<", "<=", ">", ">=", "begins_with").contains(operator)) {
      throw new IllegalArgumentException("not a key comparison: " + operator);
    }
    return new AttributeKeyCondition(indexAttributes, equal, operator, attribute, Objects.requireNonNull(value, "value"),
        null);
  }

  /**
   * This condition and {@code attribute BETWEEN low AND high}, both included.
   *
   * @param attribute the stored attribute name
   * @param low the encoded lowest value
   * @param high the encoded highest value
   * @return a new condition, to which nothing can be added
   */
  public AttributeKeyCondition between(String attribute, AttributeValue low, AttributeValue high) {
    requireOpen();
    return new AttributeKeyCondition(indexAttributes, equal, "BETWEEN", attribute, Objects.requireNonNull(low, "low"),
        Objects.requireNonNull(high, "high"));
  }

  private void requireOpen() {
    if (operator != null) {
      throw new IllegalStateException("a key condition has at most one range, and it comes last");
    }
  }

  /** Every key attribute of the index, partition attributes first. */
  public List<String> indexAttributes() {
    return indexAttributes;
  }

  /** The attributes fixed by equality and their values, in order. */
  public Map<String, AttributeValue> equalities() {
    return equal;
  }

  /**
   * The key condition expression, its names and values placed in {@code expressions}.
   *
   * @param expressions where names and values go
   * @return {@code #a = :a AND #b = :b AND #c > :c}
   */
  public String render(ExpressionBuilder expressions) {
    List<String> parts = new ArrayList<>(equal.size() + 1);
    for (Map.Entry<String, AttributeValue> entry : equal.entrySet()) {
      parts.add(expressions.name(entry.getKey()) + " = " + expressions.value(entry.getValue()));
    }
    if (operator != null) {
      String name = expressions.name(rangeAttribute);
      String first = expressions.value(low);
      parts.add(switch (operator) {
        case "begins_with" -> "begins_with(" + name + ", " + first + ")";
        case "BETWEEN" -> name + " BETWEEN " + first + " AND " + expressions.value(high);
        default -> name + " " + operator + " " + first;
      });
    }
    return String.join(" AND ", parts);
  }

  /**
   * Why a stored key lies outside this condition as DynamoDB evaluates it: an attribute fixed by
   * equality with another value, or the range attribute outside the range. A cursor's key is checked
   * with it, since DynamoDB refuses to start after a key outside the condition.
   *
   * @param key the stored key attributes
   * @return null when the condition selects the key, else the part it fails
   */
  public String outside(Map<String, AttributeValue> key) {
    for (Map.Entry<String, AttributeValue> fixed : equal.entrySet()) {
      if (!SortKeyCondition.satisfies(key.get(fixed.getKey()), "=", fixed.getValue(), null)) {
        return fixed.getKey() + " = " + fixed.getValue();
      }
    }
    if (operator != null && !SortKeyCondition.satisfies(key.get(rangeAttribute), operator, low, high)) {
      return rangeAttribute + " " + operator + " " + low + (high == null ? "" : " AND " + high);
    }
    return null;
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    equal.forEach((name, value) -> text.append(text.length() == 0 ? "" : " AND ").append(name).append(" = ")
        .append(value));
    if (operator != null) {
      text.append(" AND ").append(rangeAttribute).append(' ').append(operator).append(' ').append(low);
      if (high != null) {
        text.append(" AND ").append(high);
      }
    }
    return text.toString();
  }
}
