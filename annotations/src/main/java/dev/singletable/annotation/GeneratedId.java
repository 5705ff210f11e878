package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An id the library generates when the value written has none: {@code create}, {@code put} (in a
 * transaction and a batch too) store a new id of the {@linkplain #value() kind} in place of a null
 * component, keys rendered from it included, and return the record as stored, id and all. A value
 * that holds an id keeps it. An upsert that may create the item sets a generated id only if the item
 * has none ({@code if_not_exists}); since an upsert names its item by its key, the id can be part of
 * a key only for create and put.
 *
 * <p>ULIDs and version 7 UUIDs start with the time in milliseconds, so that a key holding them sorts
 * by creation; in one JVM they are monotonic: ids drawn in the same millisecond, by any thread, sort
 * in the order they were drawn.
 *
 * <pre>{@code
 * @Sk(template = "EVENT#${eventId}")
 * public record Event(String aggregateId, @GeneratedId(IdKind.ULID) String eventId, ...) {}
 * }</pre>
 *
 * <p>The component is a {@code String} (any kind) or a {@code UUID} ({@link IdKind#UUID_V7}, {@link
 * IdKind#RANDOM_UUID}), without a {@link Converter}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface GeneratedId {
  /**
   * Which id: a ULID unless given.
   *
   * @return the kind of id generated for the component
   */
  IdKind value() default IdKind.ULID;
}
