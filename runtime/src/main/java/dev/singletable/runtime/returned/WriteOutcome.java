package dev.singletable.runtime.returned;

/**
 * What a conditional put, create, update or upsert came to, returned rather than thrown: {@link
 * Applied} with the record as stored, or {@link Rejected} with the item found at the key when a
 * condition did not hold (the create's {@code attribute_not_exists}, a put's {@code @Version}
 * check, the caller's condition, the item being another entity's). Both come from the one request
 * the write sends: DynamoDB returns the item found with the failed condition ({@code
 * ReturnValuesOnConditionCheckFailure ALL_OLD}), at no read capacity.
 *
 * <pre>{@code
 * WriteOutcome<Ticket> outcome = tickets.create(ticket).outcome();
 * if (outcome instanceof Rejected<Ticket> rejected) {
 *   return conflict(rejected.found());            // Optional<Ticket>: the ticket that exists
 * }
 * Ticket created = ((Applied<Ticket>) outcome).value();
 * }</pre>
 *
 * <p>Being sealed, it is matched exhaustively by a {@code switch} with record patterns on Java 21
 * ({@code case Applied<Ticket>(var created) -> ...; case Rejected<Ticket>(var found, var failure) -> ...}).
 *
 * <p>Every other failure (throttling, a value that cannot be stored, an item found that cannot be
 * read) is thrown, as the write's {@code execute()} throws it. A delete's outcome is a {@link
 * DeleteOutcome}, whose applied case may have found nothing to delete.
 *
 * @param <T> the entity's record type
 */
public sealed interface WriteOutcome<T> permits Applied, Rejected {

  /**
   * Whether the write was applied.
   *
   * @return true for {@link Applied}
   */
  default boolean applied() {
    return this instanceof Applied<T>;
  }
}
