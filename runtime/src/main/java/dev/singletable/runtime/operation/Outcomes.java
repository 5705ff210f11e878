package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.exception.StaleReadException;
import dev.singletable.runtime.internal.write.WritePlan;
import dev.singletable.runtime.returned.Applied;
import dev.singletable.runtime.returned.DeleteOutcome;
import dev.singletable.runtime.returned.Deleted;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import java.util.Optional;

/**
 * The {@code outcome()} terminals of the single-item writes: the write's own plan, its result
 * {@link Applied} (or {@link Deleted}) and its failed condition {@link Rejected}. Nothing more is
 * sent; every other failure is thrown as the write's {@code execute()} throws it.
 */
final class Outcomes {
  private Outcomes() {}

  /** A put, create, update or upsert, returning its outcome. */
  static <T> WritePlan<WriteOutcome<T>> of(EntitySchema<T> schema, String write, WritePlan<T> plan) {
    return plan.<WriteOutcome<T>>map(Applied::new).recover(failure -> WritePlan.done(rejected(schema, write, failure)));
  }

  /** A delete, returning its outcome. */
  static <T> WritePlan<DeleteOutcome<T>> ofDelete(EntitySchema<T> schema, WritePlan<Optional<T>> plan) {
    return plan.<DeleteOutcome<T>>map(Deleted::new).recover(failure -> WritePlan.done(rejected(schema, "delete", failure)));
  }

  /**
   * The rejection a failed condition is; any other failure thrown again, and so is a {@link
   * StaleReadException}: the item kept changing under the update, which is contention, not the item
   * failing the write's conditions. An item found that is this entity's but cannot be read is refused
   * as a read refuses it, saying the write was not applied.
   */
  private static <T> Rejected<T> rejected(EntitySchema<T> schema, String write, RuntimeException failure) {
    if (!(failure instanceof ConditionFailedException refused) || failure instanceof StaleReadException) {
      throw failure;
    }
    if (!schema.entityName().equals(refused.entity())) {
      // Never the case for the writes of one item: their failures are told with their own schema.
      throw new IllegalStateException(schema.entityName() + ": a " + write + " failed on an item of " + refused.entity(),
          refused);
    }
    Optional<Object> found;
    try {
      found = refused.found(Object.class);
    } catch (InvalidItemException unreadable) {
      throw notApplied(unreadable, write, refused);
    }
    @SuppressWarnings("unchecked") // read by this entity's schema, whose record type is T (checked above)
    Optional<T> record = (Optional<T>) found;
    return new Rejected<>(record, refused);
  }

  /** The refusal of the item found, saying that the write was not applied; the failed condition suppressed. */
  private static InvalidItemException notApplied(InvalidItemException unreadable, String write,
      ConditionFailedException refused) {
    String problem = unreadable.problem() + "; the " + write + " was not applied (its condition failed on this item),"
        + " and the item is refused by every read until it is repaired";
    InvalidItemException thrown = unreadable instanceof KeyMismatchException mismatch
        ? new KeyMismatchException(mismatch.entity(), mismatch.field(), mismatch.value(), problem, mismatch.itemKey(),
            mismatch.keyField(), mismatch.storedKey())
        : new InvalidItemException(unreadable.entity(), unreadable.field(), unreadable.value(), problem,
            unreadable.itemKey(), unreadable.getCause());
    thrown.addSuppressed(refused);
    return thrown;
  }
}
