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
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Padded {
  /** The number of digits. */
  int value();
}
