package dev.singletable.runtime.returned;

import java.util.Objects;
import java.util.Optional;

/**
 * A delete that was applied.
 *
 * @param value the record deleted, as the delete's {@code execute()} returns it: empty when no item
 *     had the key (or, after the SDK resent the delete, when the first attempt deleted it)
 * @param <T> the entity's record type
 */
public record Deleted<T>(Optional<T> value) implements DeleteOutcome<T> {
  /**
   * Creates the outcome.
   *
   * @param value the record deleted, not null
   */
  public Deleted {
    Objects.requireNonNull(value, "value");
  }
}
