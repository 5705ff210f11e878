package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as an earlier version of an entity, kept in source so that items stored by that
 * version stay readable. It carries the layout that version stored ({@link Pk}, {@link Sk}, {@link
 * Gsi}, {@link Attribute}, {@link Padded}, ... as they were); the entity names it in {@link
 * Entity#previous()} (or the next earlier version in {@link #previous()}), and the next version
 * declares an {@link Upcast} method from it. Nothing is generated for it alone.
 *
 * <pre>{@code
 * @EarlierVersion(version = 1)
 * @Pk(template = "AGGREGATE#${aggregateId}") @Sk(template = "EVENT#${seqNum}")
 * public record EventV1(String aggregateId, @Padded(12) long seqNum, String type) {}
 *
 * @Entity(service = "events", name = "event", version = 2, previous = EventV1.class)
 * @Pk(template = "AGGREGATE#${aggregateId}") @Sk(template = "EVENT#${seqNum}")
 * public record Event(String aggregateId, @Padded(12) long seqNum, String eventType, String source) {
 *   @Upcast
 *   static Event from(EventV1 v1) {
 *     return new Event(v1.aggregateId(), v1.seqNum(), v1.type(), "unknown");
 *   }
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface EarlierVersion {
  /**
   * The version whose items this record decodes: one less than the version it upcasts to.
   *
   * @return the entity version whose items this record decodes
   */
  int version();

  /**
   * The record of the version before this one, itself annotated {@code @EarlierVersion}, when its
   * items must stay readable too; this record then declares an {@link Upcast} method from it.
   * Default: none, this is the oldest version read.
   *
   * @return the record of the previous version, or {@code void.class} when this is the oldest
   *     version read
   */
  Class<?> previous() default void.class;
}
