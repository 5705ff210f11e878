package dev.singletable.runtime;

import java.time.Duration;
import java.util.Objects;

/**
 * A pause before the runtime sends operations again, as a {@link RequestListener} sees it.
 * Immutable.
 *
 * @param operation the library operation that retries: {@code batchGet}, {@code batchWrite}, or the
 *     {@code put}, {@code create}, {@code update} or {@code delete} of an entity with {@code @Unique}
 *     attributes
 * @param entity the entity; null for batches
 * @param table the table name
 * @param retry 1 before the first retry, 2 before the second, ...
 * @param delay how long the runtime waits, drawn from its {@link Backoff}
 * @param reason why: {@code unprocessed}, {@code throttled (ProvisionedThroughputExceededException)},
 *     {@code transaction conflict}, ...
 */
public record RetryEvent(String operation, String entity, String table, int retry, Duration delay, String reason) {
  /**
   * Checks the parts.
   *
   * @param operation the library operation that retries
   * @param entity the entity, or null for batches
   * @param table the table name
   * @param retry the number of the retry about to be made, from 1
   * @param delay how long the runtime waits before the retry
   * @param reason why the runtime retries
   */
  public RetryEvent {
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(delay, "delay");
    Objects.requireNonNull(reason, "reason");
  }
}
