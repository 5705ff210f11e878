package dev.singletable.runtime.returned;

import dev.singletable.runtime.exception.ConditionFailedException;
import java.util.Objects;
import java.util.Optional;

/**
 * A write whose condition did not hold: nothing was written. {@link #found()} is the item DynamoDB
 * found at the key, read as this entity's record the way a get reads it; {@link #failure()} is what
 * the write's {@code execute()} would have thrown, whose message says why (and which is a {@link
 * dev.singletable.runtime.exception.NewerVersionException} or a {@link
 * dev.singletable.runtime.exception.UniqueConstraintException} when that is why).
 *
 * @param found the record found at the key; empty when no item had it, or when the item there
 *     belongs to another entity or to a version of this one that it does not read (then {@link
 *     ConditionFailedException#item() failure().item()} has its attributes)
 * @param failure the failed condition, as {@code execute()} throws it
 * @param <T> the entity's record type
 */
public record Rejected<T>(Optional<T> found, ConditionFailedException failure)
    implements WriteOutcome<T>, DeleteOutcome<T> {
  /**
   * Creates the outcome.
   *
   * @param found the record found at the key, not null
   * @param failure the failed condition, not null
   */
  public Rejected {
    Objects.requireNonNull(found, "found");
    Objects.requireNonNull(failure, "failure");
  }

  /**
   * Whether the write was applied: it was not.
   *
   * @return false
   */
  @Override
  public boolean applied() {
    return false;
  }
}
