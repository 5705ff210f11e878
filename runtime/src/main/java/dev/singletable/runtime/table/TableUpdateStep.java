package dev.singletable.runtime.table;

import java.util.Objects;

/**
 * One change {@link TableUpdate} makes to bring a table to the model: what it does, to what, with
 * which value.
 *
 * <p>equals, hashCode and toString are written out because the record defaults bootstrap through
 * {@code ObjectMethods} on first use, a start-up cost this library avoids.
 *
 * @param action what the step does
 * @param table the table it changes
 * @param target the index, stream or attribute it adds, null for the table itself
 * @param value what it sets: the key schema and projection of a table or index, the stream view
 *     type, the time-to-live attribute, the point-in-time recovery period
 */
public record TableUpdateStep(Action action, String table, String target, String value) {
  /** What a step does. Every action adds; none deletes or changes what the table has. */
  public enum Action {
    /** {@code CreateTable} from the model's request, then waiting until the table is ACTIVE. */
    CREATE_TABLE,
    /** {@code UpdateTable} creating one global secondary index, then waiting until it is ACTIVE. */
    CREATE_INDEX,
    /** {@code UpdateTable} turning on the model's stream. */
    ENABLE_STREAM,
    /** {@code UpdateTimeToLive} turning on the time to live on the model's attribute. */
    ENABLE_TIME_TO_LIVE,
    /** {@code UpdateContinuousBackups} turning on point-in-time recovery with the model's period. */
    ENABLE_POINT_IN_TIME_RECOVERY,
    /** {@code UpdateTable} creating one vector index, then waiting until it is ACTIVE. */
    CREATE_VECTOR_INDEX
  }

  /**
   * Checks the required parts.
   *
   * @param action what the step does
   * @param table the table it changes
   * @param target the index, stream or attribute it adds, null for the table
   * @param value what it sets
   * @throws NullPointerException when action or table is null
   */
  public TableUpdateStep {
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(table, "table");
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TableUpdateStep that && action == that.action && table.equals(that.table)
        && Objects.equals(target, that.target) && Objects.equals(value, that.value);
  }

  @Override
  public int hashCode() {
    return Objects.hash(action, table, target, value);
  }

  /**
   * The step as a phrase: {@code create index gsi2 on app: global (gsi2pk HASH, gsi2sk RANGE) ALL}.
   *
   * @return the step as text
   */
  @Override
  public String toString() {
    return switch (action) {
      case CREATE_TABLE -> "create table " + table + ": " + value;
      case CREATE_INDEX -> "create index " + target + " on " + table + ": " + value;
      case ENABLE_STREAM -> "enable stream on " + table + ": " + value;
      case ENABLE_TIME_TO_LIVE -> "enable time to live on " + table + ": " + value;
      case ENABLE_POINT_IN_TIME_RECOVERY -> "enable point-in-time recovery on " + table + ": " + value;
      case CREATE_VECTOR_INDEX -> "create vector index " + target + " on " + table + ": " + value;
    };
  }
}
