package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Options of the table of the entity's service, beyond keys, indexes and capacity: point-in-time
 * recovery, deletion protection, table class, on-demand maximum throughput, warm throughput,
 * server-side encryption with a KMS key, and tags. The generated {@code createTableRequest} carries
 * every option that {@code CreateTable} accepts; point-in-time recovery, which {@code CreateTable}
 * does not take, is the generated {@code pointInTimeRecoveryRequest} ({@code
 * UpdateContinuousBackups}), which {@code TableUpdate} sends after creating the table. {@code
 * TableCheck} compares every option with the live table. Each index's warm throughput is {@link
 * Gsi#warmReadUnitsPerSecond()} and {@link Gsi#warmWriteUnitsPerSecond()}.
 *
 * <p>One entity of a service is enough; entities of one service that carry it must agree. A value
 * left at its default leaves the option out of the request (DynamoDB's default applies).
 *
 * <pre>{@code
 * @Entity(service = "shop")
 * @TableOptions(pointInTimeRecovery = true, recoveryPeriodDays = 14, deletionProtection = true,
 *     kmsKey = "alias/shop", tags = @TableOptions.Tag(key = "team", value = "orders"))
 * }</pre>
 *
 * <p>The processor refuses a recovery period outside 1 to 35 days or without point-in-time
 * recovery, an on-demand maximum on a {@link Provisioned} table, units below 1, an empty, repeated
 * or {@code aws:}-prefixed tag key, a tag key over 128 or a value over 256 characters, an empty KMS
 * key, and entities of one service whose options differ.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface TableOptions {
  /**
   * Whether point-in-time recovery (continuous backups) is on.
   *
   * @return {@code true} to turn on point-in-time recovery
   */
  boolean pointInTimeRecovery() default false;

  /**
   * How many days point-in-time recovery keeps, 1 to 35, with {@link #pointInTimeRecovery()}; 0 (the
   * default) for DynamoDB's default, 35.
   *
   * @return the number of days point-in-time recovery keeps, or 0 for DynamoDB's default
   */
  int recoveryPeriodDays() default 0;

  /**
   * Whether the table is protected against deletion.
   *
   * @return {@code true} to protect the table against deletion
   */
  boolean deletionProtection() default false;

  /**
   * The table class; left out of the request unless given.
   *
   * @return the table class of the table
   */
  TableClass tableClass() default TableClass.STANDARD;

  /**
   * The most read request units per second an on-demand table may use; 0 (the default) for no
   * maximum. Not for a {@link Provisioned} table.
   *
   * @return the most read request units per second of an on-demand table, or 0 for no maximum
   */
  long maxReadRequestUnits() default 0;

  /**
   * The most write request units per second an on-demand table may use; 0 (the default) for no
   * maximum. Not for a {@link Provisioned} table.
   *
   * @return the most write request units per second of an on-demand table, or 0 for no maximum
   */
  long maxWriteRequestUnits() default 0;

  /**
   * The read units per second the table is warmed to; 0 (the default) for DynamoDB's.
   *
   * @return the warm read throughput of the table in units per second, or 0 for DynamoDB's
   */
  long warmReadUnitsPerSecond() default 0;

  /**
   * The write units per second the table is warmed to; 0 (the default) for DynamoDB's.
   *
   * @return the warm write throughput of the table in units per second, or 0 for DynamoDB's
   */
  long warmWriteUnitsPerSecond() default 0;

  /**
   * Encrypts the table with this KMS key (its id, ARN, alias name or alias ARN) instead of the key
   * DynamoDB owns; empty (the default) leaves encryption to DynamoDB.
   *
   * @return the KMS key that encrypts the table, or {@code ""} for the key DynamoDB owns
   */
  String kmsKey() default "";

  /**
   * The table's tags.
   *
   * @return the tags of the table
   */
  Tag[] tags() default {};

  /** The class of a table: what storage costs against what reads and writes cost. */
  enum TableClass {
    /** DynamoDB's default. */
    STANDARD,
    /** Cheaper storage, dearer reads and writes: for tables read rarely. */
    STANDARD_INFREQUENT_ACCESS
  }

  /** One tag of the table. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target({})
  @interface Tag {
    /**
     * The key, 1 to 128 characters, not starting with {@code aws:}.
     *
     * @return the tag's key
     */
    String key();

    /**
     * The value, up to 256 characters.
     *
     * @return the tag's value
     */
    String value();
  }
}
