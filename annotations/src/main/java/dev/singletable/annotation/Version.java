package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Optimistic locking: the component (a {@code long} or {@code int}, boxed or not) holds the number
 * of writes the item has seen, and the library keeps it.
 *
 * <ul>
 *   <li>{@code create} and {@code put} store the value's version plus one. A {@code put} of a value
 *       whose version is 0 succeeds only when no item has its key; of version {@code n}, only when
 *       the stored item is still at {@code n}. Read, change, put: a concurrent writer in between
 *       makes the put fail with {@code ConditionFailedException}.
 *   <li>Every {@code update} adds one to the stored version in the same request; to make it
 *       conditional, add {@code condition(XEntity.VERSION.eq(n))}, as for {@code delete}.
 * </ul>
 *
 * <p>The component cannot be set by an update, nor be part of a key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Version {}
