package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as an entity stored in a single DynamoDB table. The processor generates
 * {@code <Record>Entity} beside it.
 *
 * <pre>{@code
 * @Entity(service = "events", name = "event", version = 1)
 * @Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}")
 * @Sk(template = "EVENT#${seqNum}")
 * public record Event(String aggregateType, String aggregateId, @Padded(12) long seqNum) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Entity {
  /** The service that groups entities sharing one table. */
  String service();

  /**
   * The entity's identity inside its service, stored on every item. Default: the record's simple
   * name with its first letter in lower case.
   */
  String name() default "";

  /** The entity's schema version, stored on every item beside the name. */
  int version() default 1;

  /**
   * The record of the entity's previous version, kept in source so that items stored by it stay
   * readable: a record annotated {@link EarlierVersion} with {@code version() - 1}, and this record
   * declares an {@link Upcast} method from it. Reads decode such items with the earlier record's
   * layout and upcast them step by step to this one. Default: none, only items of {@link #version()}
   * are read.
   */
  Class<?> previous() default void.class;
}
