package dev.singletable.annotation;

/**
 * How a primary key attribute is stored ({@link Pk#type()}, {@link Sk#type()}).
 *
 * <p>A key is a rendered string by default. A template that is a single placeholder of a whole
 * number ({@code long}, {@code int}, {@code short}, {@code byte}, their boxes, {@code BigInteger}) or
 * a {@code BigDecimal},
 * with no literal text around it, may instead be stored as a native DynamoDB number: the table's
 * key attribute is then of type {@code N}, a sort key orders by value (negatives first, any
 * magnitude), and tools reading the table see a number. A single {@code byte[]} placeholder may
 * likewise be stored as native binary ({@code B}). Every entity of a service shares the table,
 * so they must all store that attribute with the same type.
 */
public enum KeyType {
  /** A rendered string key (DynamoDB type {@code S}): the default. */
  STRING,
  /**
   * A native number key (DynamoDB type {@code N}) holding the template's single whole-number or
   * {@code BigDecimal} placeholder; a decimal is stored without trailing zeros.
   */
  NUMBER,
  /**
   * A native binary key (DynamoDB type {@code B}) holding the template's single {@code byte[]}
   * placeholder: it sorts by unsigned bytes. The key builders give the bytes in Base64.
   */
  BINARY
}
