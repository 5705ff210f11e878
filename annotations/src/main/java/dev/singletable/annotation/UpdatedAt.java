package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The moment of the item's last write, an {@code Instant} the library sets to the table clock's
 * time on every {@code create}, {@code put} and {@code update}. The component cannot be set by an
 * update, nor be part of the primary key. It may be part of a secondary index's key (an inbox by last
 * change): every write renders that index's keys from the time it stores, so an update moves them,
 * and needs the index's other components (the primary key's, set by the update, or read with {@code
 * readingMissingComponents()}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface UpdatedAt {}
