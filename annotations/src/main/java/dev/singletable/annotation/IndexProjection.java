package dev.singletable.annotation;

/**
 * What a global secondary index stores of each item besides its keys ({@link Gsi#projection()}).
 *
 * <p>A query of an index that stores less than every attribute returns a generated projection
 * record: the primary key's and the index key's components, the {@link Gsi#include() included}
 * components, nothing else, so that reading a component the index does not hold does not compile.
 * The entity's {@code hydrate(...)} reads the full records by batch get.
 */
public enum IndexProjection {
  /** Every attribute of the item: a query returns the entity's records. */
  ALL,
  /**
   * The table's and the index's keys only (and the identity attributes every read checks): a query
   * returns projection records of the key components.
   */
  KEYS_ONLY,
  /**
   * The keys and the components named by {@link Gsi#include()} (and the identity attributes): a
   * query returns projection records of the key components and those.
   */
  INCLUDE
}
