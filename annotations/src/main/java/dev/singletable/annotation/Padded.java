package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Renders an integral key component zero-padded to a fixed width, so that lexicographic order is
 * numeric order: {@code @Padded(12) long seqNum} renders 42 as {@code 000000000042}. A negative
 * value or one wider than the padding is refused at run time, never stored mis-sorted.
 *
 * <p>{@code @Padded(value = 5, descending = true)} counts down from {@code 10^5} instead, so that
 * larger values sort first (newest first, or before a parent item): 1 renders as {@code 99999} and
 * 2 as {@code 99998}. Values from 1 to {@code 10^5} fit; others are refused at run time. Query
 * ranges still read as values ({@code questionIdGt(1)} finds 2, 3, ...), and come back largest
 * first in ascending key order.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Padded {
  /**
   * The number of digits.
   *
   * @return the number of digits the number is padded to
   */
  int value();

  /**
   * Whether the number is counted down from {@code 10^value}, so that larger values sort first.
   *
   * @return {@code true} to store {@code 10^value} minus the number, so that larger values sort
   *     first
   */
  boolean descending() default false;
}
