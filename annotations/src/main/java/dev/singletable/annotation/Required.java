package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Every item of the entity holds this component, as ElectroDB's {@code required: true} says of a
 * plain attribute: {@code create} and {@code put} (in a transaction and a batch too) refuse a record
 * whose component is null, and an update refuses to remove it ({@code remove}, or {@code set} to
 * null), each with {@link dev.singletable.annotation.Entity}'s name, the component and the item's key,
 * before anything is sent.
 *
 * <pre>{@code
 * public record Employee(String employee, @Required String firstName, String manager) {}
 * }</pre>
 *
 * <p>For components that are not keys: the primary key's components are required already, and an
 * index's with {@link Gsi#required()}. Primitive components are never absent and need none. A
 * component with {@link Default} or {@link GeneratedId} gets a value when a write lacks one, so it
 * cannot also be required (a compile error), nor can a component whose type says the value may be
 * absent ({@code java.util.Optional} and its primitive twins).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Required {}
