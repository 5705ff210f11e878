package dev.singletable.runtime;

/**
 * A projection record: what a global secondary index that stores less than every attribute holds of
 * one item of entity {@code T} (its key components and included components). A query of such an
 * index returns the index's generated projection record, and the entity's {@code hydrate(...)}
 * reads the full records by their primary keys.
 *
 * @param <T> the record type of the entity the projected item belongs to
 */
public interface Projected<T> {
  /**
   * The primary key of the item this projection was read from.
   *
   * @return the key, as the entity's {@code key(...)} renders it
   */
  Key<T> primaryKey();
}
