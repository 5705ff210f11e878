package dev.singletable.runtime.expression;

/**
 * The types DynamoDB stores an attribute as, which {@link AttributePath#attributeType} tests: a
 * condition holds when the item's attribute is stored as the type named.
 */
public enum AttributeType {
  /** A string. */
  S,
  /** A number. */
  N,
  /** A binary value. */
  B,
  /** A string set. */
  SS,
  /** A number set. */
  NS,
  /** A binary set. */
  BS,
  /** A boolean. */
  BOOL,
  /** A null. */
  NULL,
  /** A list. */
  L,
  /** A map. */
  M
}
