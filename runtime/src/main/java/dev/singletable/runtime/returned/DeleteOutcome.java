package dev.singletable.runtime.returned;

/**
 * What a conditional delete came to, returned rather than thrown: {@link Deleted} with the record
 * deleted (empty when no item had the key, which is not a failure), or {@link Rejected} with the
 * item found when a condition did not hold (a {@code delete(record)} whose {@code @Version} is not
 * the stored one, the caller's condition, the item being another entity's). Both come from the one
 * request the delete sends.
 *
 * <pre>{@code
 * if (tickets.delete(read).outcome() instanceof Rejected<Ticket> rejected) {
 *   return changedMeanwhile(rejected.found());   // the ticket as another writer left it
 * }
 * }</pre>
 *
 * @param <T> the entity's record type
 */
public sealed interface DeleteOutcome<T> permits Deleted, Rejected {

  /**
   * Whether the delete was applied.
   *
   * @return true for {@link Deleted}
   */
  default boolean applied() {
    return this instanceof Deleted<T>;
  }
}
