package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.DeferredCodec;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A typed reference to one stored attribute of an entity, generated as a constant
 * ({@code OrderEntity.STATUS}). Builds conditions and filters whose values are encoded exactly as
 * the entity stores them; names and values always go through placeholders.
 *
 * <p>It is also what an update reads ({@link Operand}): {@code set(TOTAL, SUBTOTAL)}, {@code
 * set(TOTAL, SUBTOTAL.plus(5))}, {@code set(COUNT, COUNT.orElse(0).plus(1))}.
 *
 * @param <E> the record type of the entity the attribute belongs to: conditions built from it test
 *     that entity only
 * @param <T> the record component's type
 */
public class AttributePath<E, T> extends Operand<E, T> {
  /** The most values DynamoDB takes in the list of one {@code IN}. */
  public static final int MAX_IN_OPERANDS = 100;

  private final String entity;
  private final String name;
  /** As given: a generated constant's scalar codec is deferred, found by {@link #codec()} when used. */
  private final AttributeCodec<T> codec;
  /** The path this one is below, null for a top-level attribute. */
  private final AttributePath<E, ?> parent;
  /** Below the parent: a map key or record component ({@code String}) or a list index ({@code Integer}). */
  private final Object segment;

  AttributePath(String entity, String name, AttributeCodec<T> codec) {
    this.entity = Objects.requireNonNull(entity, "entity");
    this.name = Objects.requireNonNull(name, "name");
    this.codec = Objects.requireNonNull(codec, "codec");
    this.parent = null;
    this.segment = null;
  }

  /** A path below {@code parent}: {@code segment} is a map key or component name, or a list index. */
  AttributePath(AttributePath<E, ?> parent, Object segment, AttributeCodec<T> codec) {
    this.entity = parent.entity;
    this.name = parent.name;
    this.codec = Objects.requireNonNull(codec, "codec");
    this.parent = parent;
    this.segment = Objects.requireNonNull(segment, "segment");
    if (segment instanceof Integer index && index < 0) {
      throw new InvalidValueException(entity, parent.documentPath(), index, "is not a list index: indexes start at 0");
    }
    if (segment instanceof String key && key.isEmpty()) {
      throw new InvalidValueException(entity, parent.documentPath(), key, "is not a map key DynamoDB takes in a path: it is empty");
    }
  }

  /**
   * The document path from the top-level attribute, as DynamoDB writes it: {@code status}, {@code
   * profile.address.city}, {@code tags[0]}, {@code scores.math} (stored names, unescaped: for
   * messages, never sent as such).
   *
   * @return the path
   */
  public String documentPath() {
    if (parent == null) {
      return name;
    }
    return parent.documentPath() + (segment instanceof Integer index ? "[" + index + "]" : "." + segment);
  }

  /**
   * Whether this path is below a top-level attribute (an element, a map value, a nested component).
   *
   * @return true when it is nested
   */
  public boolean isNested() {
    return parent != null;
  }

  /**
   * The path this one is below.
   *
   * @return the parent; null for a top-level attribute
   */
  public AttributePath<E, ?> parent() {
    return parent;
  }

  /** This path with placeholders: each name through one ({@code #n0.#n1}), list indexes as they are. */
  String placeholder(ExpressionBuilder expressions) {
    if (parent == null) {
      return expressions.name(name);
    }
    return parent.placeholder(expressions)
        + (segment instanceof Integer index ? "[" + index + "]" : "." + expressions.name((String) segment));
  }

  /**
   * A path to attribute {@code name} of {@code entity}, whose values {@code codec} encodes.
   *
   * @param <E> the entity type
   * @param <T> the attribute's value type
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of the attribute's values
   * @return the path to the attribute
   */
  public static <E, T> AttributePath<E, T> of(String entity, String name, AttributeCodec<T> codec) {
    return new AttributePath<>(entity, name, codec);
  }

  /**
   * The stored attribute name; of a nested path, its top-level attribute's ({@link #documentPath()} has the whole path).
   *
   * @return the stored name of the attribute, or of the top-level attribute of a nested path
   */
  public String name() {
    return name;
  }

  /**
   * The entity this attribute belongs to.
   *
   * @return the name of the entity the attribute belongs to
   */
  public String entity() {
    return entity;
  }

  /**
   * The codec of this attribute's values.
   *
   * @return the codec of the attribute's values
   */
  public AttributeCodec<T> codec() {
    return DeferredCodec.resolved(codec);
  }

  /**
   * Encodes a value as this attribute stores it; names entity, attribute and value on failure,
   * including a value DynamoDB would refuse or mis-store (see {@link Identity#stamp}).
   *
   * @param value the value to encode
   * @return the value as the attribute stores it
   */
  public AttributeValue encode(T value) {
    if (value == null) {
      throw new InvalidValueException(entity, documentPath(), null, "a condition or update value cannot be null; use exists(), notExists() or remove()");
    }
    return encodeWith(codec(), value);
  }

  /** Encodes a non-null value with {@code with} (this codec, or an element codec), naming this attribute on failure. */
  <V> AttributeValue encodeWith(AttributeCodec<V> with, V value) {
    AttributeValue encoded;
    try {
      encoded = with.encode(value);
    } catch (InvalidValueException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new InvalidValueException(entity, documentPath(), value, e.getMessage(), e);
    }
    if (encoded == null) {
      throw new InvalidValueException(entity, documentPath(), value, "the codec " + with.getClass().getName() + " returned null");
    }
    // Every condition, filter and update value passes here: refused before it reaches a request,
    // like the values of an item (an unpaired surrogate would compare equal to '?').
    Limits.value(entity, documentPath(), encoded);
    return encoded;
  }

  /**
   * {@code if_not_exists(attribute, fallback)}: the attribute, or {@code fallback} when the item does
   * not hold it, as an update reads it ({@code set(TOTAL, SUBTOTAL.orElse(0L).plus(5L))}). Without
   * it, DynamoDB refuses an update that reads an attribute the item does not hold.
   *
   * @param fallback the value read when the attribute is absent
   * @return the operand
   * @throws InvalidValueException when the fallback is null or cannot be stored
   */
  public Operand<E, T> orElse(T fallback) {
    return Operand.Fallback.of(this, encode(fallback));
  }

  @Override
  AttributePath<E, T> attribute() {
    return this;
  }

  @Override
  void needs(java.util.List<AttributePath<E, ?>> needed) {
    needed.add(this);
  }

  @Override
  void render(ExpressionBuilder expressions, StringBuilder out) {
    out.append(placeholder(expressions));
  }

  /**
   * {@code attribute = value}.
   *
   * @param value the value compared with
   * @return the condition
   */
  public Condition<E> eq(T value) {
    return compare("=", value);
  }

  /**
   * {@code attribute <> value}.
   *
   * @param value the value compared with
   * @return the condition
   */
  public Condition<E> ne(T value) {
    return compare("<>", value);
  }

  /**
   * {@code attribute < value}.
   *
   * @param value the value compared with
   * @return the condition
   */
  public Condition<E> lt(T value) {
    return compare("<", value);
  }

  /**
   * {@code attribute <= value}.
   *
   * @param value the value compared with
   * @return the condition
   */
  public Condition<E> le(T value) {
    return compare("<=", value);
  }

  /**
   * {@code attribute > value}.
   *
   * @param value the value compared with
   * @return the condition
   */
  public Condition<E> gt(T value) {
    return compare(">", value);
  }

  /**
   * {@code attribute >= value}.
   *
   * @param value the value compared with
   * @return the condition
   */
  public Condition<E> ge(T value) {
    return compare(">=", value);
  }

  /**
   * {@code attribute BETWEEN low AND high}, both ends included.
   *
   * @param low the lower end of the range
   * @param high the upper end of the range
   * @return the condition
   */
  public Condition<E> between(T low, T high) {
    return Condition.between(this, false, encode(low), encode(high));
  }

  /**
   * {@code attribute = other}: both attributes of one item.
   *
   * @param other the attribute compared with
   * @return the condition
   */
  public Condition<E> eq(AttributePath<E, T> other) {
    return Condition.attributes(this, "=", other);
  }

  /**
   * {@code attribute <> other}: both attributes of one item.
   *
   * @param other the attribute compared with
   * @return the condition
   */
  public Condition<E> ne(AttributePath<E, T> other) {
    return Condition.attributes(this, "<>", other);
  }

  /**
   * {@code attribute < other}: both attributes of one item.
   *
   * @param other the attribute compared with
   * @return the condition
   */
  public Condition<E> lt(AttributePath<E, T> other) {
    return Condition.attributes(this, "<", other);
  }

  /**
   * {@code attribute <= other}: both attributes of one item.
   *
   * @param other the attribute compared with
   * @return the condition
   */
  public Condition<E> le(AttributePath<E, T> other) {
    return Condition.attributes(this, "<=", other);
  }

  /**
   * {@code attribute > other}: both attributes of one item ({@code PRICE.gt(COST)}).
   *
   * @param other the attribute compared with
   * @return the condition
   */
  public Condition<E> gt(AttributePath<E, T> other) {
    return Condition.attributes(this, ">", other);
  }

  /**
   * {@code attribute >= other}: both attributes of one item.
   *
   * @param other the attribute compared with
   * @return the condition
   */
  public Condition<E> ge(AttributePath<E, T> other) {
    return Condition.attributes(this, ">=", other);
  }

  /**
   * {@code attribute IN (value, ...)}, as {@link #in(java.util.Collection)}.
   *
   * @param values from 1 to {@value #MAX_IN_OPERANDS} values
   * @return the condition
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final Condition<E> in(T... values) {
    return in(java.util.Arrays.asList(values));
  }

  /**
   * {@code attribute IN (value, ...)}: the attribute equals one of the values.
   *
   * @param values from 1 to {@value #MAX_IN_OPERANDS} values
   * @return the condition
   * @throws InvalidValueException when there are no values, more than DynamoDB takes, or one cannot
   *     be stored
   */
  public final Condition<E> in(java.util.Collection<? extends T> values) {
    Objects.requireNonNull(values, "values");
    if (values.isEmpty() || values.size() > MAX_IN_OPERANDS) {
      throw new InvalidValueException(entity, documentPath(), values.size() + " values",
          "IN takes from 1 to " + MAX_IN_OPERANDS + " values, not " + values.size()
              + "; split the values over several conditions joined with or()");
    }
    java.util.List<AttributeValue> encoded = new java.util.ArrayList<>(values.size());
    for (T value : values) {
      encoded.add(encode(value));
    }
    return Condition.in(this, encoded);
  }

  /**
   * {@code attribute_type(attribute, type)}: the attribute is stored as {@code type}.
   *
   * @param type the DynamoDB type the attribute must be stored as
   * @return the condition
   */
  public Condition<E> attributeType(AttributeType type) {
    return function("attribute_type", AttributeValue.createS(Objects.requireNonNull(type, "type").name()));
  }

  /**
   * {@code begins_with(attribute, prefix)}: for attributes stored as strings (text, instants, dates).
   *
   * @param prefix the text the stored string must start with
   * @return the condition
   */
  public Condition<E> beginsWith(String prefix) {
    return function("begins_with", text(Objects.requireNonNull(prefix, "prefix")));
  }

  /**
   * {@code contains(attribute, substring)}: a substring of a string attribute.
   *
   * @param substring the text the stored string must contain
   * @return the condition
   */
  public Condition<E> contains(String substring) {
    return function("contains", text(Objects.requireNonNull(substring, "substring")));
  }

  /**
   * {@code attribute_exists(attribute)}.
   *
   * @return the condition
   */
  public Condition<E> exists() {
    return function("attribute_exists", null);
  }

  /**
   * {@code attribute_not_exists(attribute)}.
   *
   * @return the condition
   */
  public Condition<E> notExists() {
    return function("attribute_not_exists", null);
  }

  /**
   * {@code size(attribute)}, to compare with a number.
   *
   * @return the size of the attribute, to compare with a number
   */
  public Size<E> size() {
    return new Size<>(this);
  }

  Condition<E> compare(String operator, T value) {
    return Condition.comparison(this, false, operator, encode(value));
  }

  Condition<E> function(String function, AttributeValue operand) {
    return Condition.function(function, this, operand);
  }

  /** A string operand built here rather than by the codec, checked as {@link #encodeWith} checks values. */
  private AttributeValue text(String operand) {
    AttributeValue value = AttributeValue.createS(operand);
    Limits.value(entity, documentPath(), value);
    return value;
  }

  @Override
  public String toString() {
    return entity + "." + documentPath();
  }

  /**
   * {@code size(attribute)} compared with a number.
   *
   * @param <E> the record type of the entity the attribute belongs to
   */
  public static final class Size<E> {
    private final AttributePath<E, ?> name;

    Size(AttributePath<E, ?> name) {
      this.name = name;
    }

    /**
     * {@code size(attribute) = n}.
     *
     * @param n the size compared with
     * @return the condition
     */
    public Condition<E> eq(long n) {
      return compare("=", n);
    }

    /**
     * {@code size(attribute) <> n}.
     *
     * @param n the size compared with
     * @return the condition
     */
    public Condition<E> ne(long n) {
      return compare("<>", n);
    }

    /**
     * {@code size(attribute) < n}.
     *
     * @param n the size compared with
     * @return the condition
     */
    public Condition<E> lt(long n) {
      return compare("<", n);
    }

    /**
     * {@code size(attribute) <= n}.
     *
     * @param n the size compared with
     * @return the condition
     */
    public Condition<E> le(long n) {
      return compare("<=", n);
    }

    /**
     * {@code size(attribute) > n}.
     *
     * @param n the size compared with
     * @return the condition
     */
    public Condition<E> gt(long n) {
      return compare(">", n);
    }

    /**
     * {@code size(attribute) >= n}.
     *
     * @param n the size compared with
     * @return the condition
     */
    public Condition<E> ge(long n) {
      return compare(">=", n);
    }

    /**
     * {@code size(attribute) BETWEEN low AND high}.
     *
     * @param low the smallest size allowed
     * @param high the largest size allowed
     * @return the condition
     */
    public Condition<E> between(long low, long high) {
      return Condition.between(name, true, number(low), number(high));
    }

    private Condition<E> compare(String operator, long n) {
      return Condition.comparison(name, true, operator, number(n));
    }

    private static AttributeValue number(long n) {
      return AttributeValue.createN(Long.toString(n));
    }
  }
}
