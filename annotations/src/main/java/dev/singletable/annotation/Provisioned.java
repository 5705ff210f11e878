package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Provisioned capacity for the table of the entity's service: the generated {@code
 * createTableRequest} bills the table {@code PROVISIONED} with these read and write capacity units
 * instead of on demand. Every global secondary index gets the same, unless its {@link
 * Gsi#readCapacity()} and {@link Gsi#writeCapacity()} say otherwise; local secondary indexes share
 * the table's.
 *
 * <p>One entity of a service is enough; entities of one service that carry it must agree.
 *
 * <pre>{@code
 * @Entity(service = "shop")
 * @Provisioned(read = 10, write = 5)
 * @Gsi(index = "gsi1", pk = "STATUS#${status}", readCapacity = 2, writeCapacity = 1)
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Provisioned {
  /**
   * The table's read capacity units, at least 1.
   *
   * @return the table's read capacity units
   */
  long read();

  /**
   * The table's write capacity units, at least 1.
   *
   * @return the table's write capacity units
   */
  long write();
}
