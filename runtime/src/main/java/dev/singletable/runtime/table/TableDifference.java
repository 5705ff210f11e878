package dev.singletable.runtime.table;

import java.util.Objects;

/**
 * One way an existing table differs from the model's {@code createTableRequest}.
 *
 * <p>equals, hashCode and toString are written out because the record defaults bootstrap through
 * {@code ObjectMethods} on first use, a start-up cost this library avoids.
 *
 * @param kind what differs
 * @param severity whether the model cannot work on the table ({@link Severity#FAILURE}) or the
 *     difference is only worth knowing ({@link Severity#INFO})
 * @param index the index concerned, null for the table itself
 * @param expected what the model declares, null when it declares nothing (an index it does not know)
 * @param actual what the table has, null when it has nothing (a missing index or table)
 */
public record TableDifference(Kind kind, Severity severity, String index, String expected, String actual) {
  /** What differs. */
  public enum Kind {
    /** The table does not exist. */
    TABLE_MISSING,
    /** The table's key attributes or their roles (partition, sort) are not the model's. */
    KEY_SCHEMA,
    /** A key attribute has another type ({@code S}, {@code N}, {@code B}) than the model writes. */
    KEY_ATTRIBUTE_TYPE,
    /** An index of the model is not on the table. */
    MISSING_INDEX,
    /** An index is global on one side and local on the other. */
    INDEX_KIND,
    /** An index's key attributes or their roles are not the model's. */
    INDEX_KEY_SCHEMA,
    /** The table has an index the model does not know: harmless to the model's reads and writes. */
    UNKNOWN_INDEX,
    /**
     * An index stores other attributes than the model declares: a failure when it lacks a type or an
     * attribute the model reads through it (a query would return items without them), information
     * when it stores more.
     */
    INDEX_PROJECTION,
    /** The model declares a time-to-live attribute and the table's time to live is off or on another attribute. */
    TIME_TO_LIVE,
    /** The engine did not answer {@code DescribeTimeToLive}: the time to live was not checked (information). */
    TIME_TO_LIVE_NOT_CHECKED,
    /** The model declares a stream and the table has none, or one of another view type. */
    STREAM,
    /** The table is billed otherwise (on demand, provisioned) than the model declares: information, the model works. */
    BILLING_MODE,
    /** The model declares deletion protection and the table is not protected (information). */
    DELETION_PROTECTION,
    /** The table is of another class than the model declares (information). */
    TABLE_CLASS,
    /** The table's on-demand maximum throughput is not the model's (information). */
    ON_DEMAND_MAXIMUM,
    /** The table, or an index, is warmed to less than the model declares (information). */
    WARM_THROUGHPUT,
    /** The table is not encrypted with the model's KMS key (information). */
    ENCRYPTION,
    /** A tag of the model is missing on the table or has another value (information). */
    TAG,
    /** Point-in-time recovery is off, or keeps another period than the model declares (information). */
    POINT_IN_TIME_RECOVERY,
    /**
     * The engine did not answer a call, or describe an option, that the check needs: that option
     * was not checked (information). {@code expected} names the option, {@code actual} the reason.
     */
    OPTION_NOT_CHECKED,
    /**
     * The table, or an index, is provisioned with other read or write capacity units than the model
     * declares (information; {@link TableUpdate} does not change capacity).
     */
    CAPACITY,
    /** A vector index of the model is not on the table: a search of it fails. */
    MISSING_VECTOR_INDEX,
    /**
     * A vector index has another vector attribute, other dimensions, another distance or another search
     * schema than the model declares; {@code expected} and {@code actual} name what differs.
     */
    VECTOR_INDEX,
    /** The table has a vector index the model does not know: harmless to the model's reads and writes. */
    UNKNOWN_VECTOR_INDEX
  }

  /** How much a difference matters. */
  public enum Severity {
    /** The model's requests would fail, or read and write the wrong attributes. */
    FAILURE,
    /** Worth knowing; the model works. */
    INFO
  }

  /**
   * Checks the required parts.
   *
   * @param kind what differs
   * @param severity how much it matters
   * @param index the index concerned, null for the table
   * @param expected what the model declares, null for nothing
   * @param actual what the table has, null for nothing
   * @throws NullPointerException when kind or severity is null
   */
  public TableDifference {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(severity, "severity");
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TableDifference that && kind == that.kind && severity == that.severity
        && Objects.equals(index, that.index) && Objects.equals(expected, that.expected)
        && Objects.equals(actual, that.actual);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, severity, index, expected, actual);
  }

  /**
   * One readable line: {@code index gsi1: missing (the model declares gsi1pk HASH, gsi1sk RANGE)}.
   *
   * @return the difference as a sentence
   */
  @Override
  public String toString() {
    String where = index == null ? "table" : "index " + index;
    String prefix = severity == Severity.INFO ? "(info) " : "";
    return prefix + switch (kind) {
      case TABLE_MISSING -> "table missing (the model declares " + expected + ")";
      case KEY_SCHEMA, INDEX_KEY_SCHEMA -> where + ": key is " + actual + ", the model declares " + expected;
      case KEY_ATTRIBUTE_TYPE -> where + ": key attribute " + actual + ", the model writes " + expected;
      case MISSING_INDEX -> where + ": missing (the model declares " + expected + ")";
      case INDEX_KIND -> where + ": " + actual + " on the table, " + expected + " in the model";
      case UNKNOWN_INDEX -> where + ": not in the model (" + actual + ")";
      case INDEX_PROJECTION -> where + ": projects " + actual + ", the model declares " + expected;
      case TIME_TO_LIVE -> "table: time to live " + actual + ", the model declares it on " + expected;
      case TIME_TO_LIVE_NOT_CHECKED -> "table: time to live not checked (" + actual + "), the model declares it on "
          + expected;
      case STREAM -> "table: stream " + actual + ", the model declares " + expected;
      case BILLING_MODE -> "table: billed " + actual + ", the model declares " + expected;
      case DELETION_PROTECTION -> "table: deletion protection " + actual + ", the model declares " + expected;
      case TABLE_CLASS -> "table: table class " + actual + ", the model declares " + expected;
      case ON_DEMAND_MAXIMUM -> "table: on-demand maximum " + actual + ", the model declares " + expected;
      case WARM_THROUGHPUT -> where + ": warm throughput " + actual + ", the model declares at least " + expected;
      case ENCRYPTION -> "table: encrypted with " + actual + ", the model declares " + expected;
      case TAG -> "table: tag " + actual + ", the model declares " + expected;
      case POINT_IN_TIME_RECOVERY -> "table: point-in-time recovery " + actual + ", the model declares " + expected;
      case OPTION_NOT_CHECKED -> where + ": " + expected + " not checked (" + actual + ")";
      case CAPACITY -> where + ": provisioned " + actual + ", the model declares " + expected;
      case MISSING_VECTOR_INDEX -> "vector " + where + ": missing (the model declares " + expected + ")";
      case VECTOR_INDEX -> "vector " + where + ": " + actual + ", the model declares " + expected;
      case UNKNOWN_VECTOR_INDEX -> "vector " + where + ": not in the model (" + actual + ")";
    };
  }
}
