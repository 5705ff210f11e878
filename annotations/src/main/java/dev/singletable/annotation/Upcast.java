package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the method that turns a value of an entity's previous version into one of the version that
 * declares it: a non-private {@code static} method of the newer record (an {@link Entity} or an
 * {@link EarlierVersion}) taking the previous record (its {@code previous}) and returning the
 * declaring record. Generated reads call it, with no reflection, on every item stored by the
 * previous version; it must not return null.
 *
 * <pre>{@code
 * @Upcast
 * static Event from(EventV1 v1) {
 *   return new Event(v1.aggregateId(), v1.seqNum(), v1.type(), "unknown");
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Upcast {}
