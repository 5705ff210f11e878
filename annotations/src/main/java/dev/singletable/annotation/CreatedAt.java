package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The moment the item was first written, an {@code Instant} set by the library. {@code create} and
 * {@code put} store the value's {@code createdAt}, or the table clock's time when it is null; a
 * {@code put} over an existing item keeps the stored one ({@code if_not_exists}), and updates never
 * change it. The component cannot be set by an update, nor be part of a key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface CreatedAt {}
