package dev.singletable.runtime.returned;

import java.util.Objects;

/**
 * A put, create, update or upsert that was applied.
 *
 * @param value the record as stored, as the write's {@code execute()} returns it
 * @param <T> the entity's record type
 */
public record Applied<T>(T value) implements WriteOutcome<T> {
  /**
   * Creates the outcome.
   *
   * @param value the record as stored, not null
   */
  public Applied {
    Objects.requireNonNull(value, "value");
  }
}
