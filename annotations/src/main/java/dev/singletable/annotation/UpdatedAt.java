package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The moment of the item's last write, an {@code Instant} the library sets to the table clock's
 * time on every {@code create}, {@code put} and {@code update}. The component cannot be set by an
 * update, nor be part of a key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface UpdatedAt {}
