package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * No two items of the entity may hold the same value of this {@code String} component. Each value
 * is claimed by a guard item, {@code _unique#<entity>#<attribute>#<value>} or the key of {@link
 * #template()}, written in the same
 * transaction as the entity's item, as the "Unique Field" pattern does:
 *
 * <ul>
 *   <li>{@code create} claims the value; when another item holds it, it fails with {@code
 *       UniqueConstraintException}, which names entity, attribute and value.
 *   <li>{@code put}, and an {@code update} that changes the component, read the stored item, release
 *       its value and claim the new one, conditional on the stored value being unchanged.
 *   <li>{@code delete} releases the value.
 * </ul>
 *
 * <p>A null value claims nothing. Writes of such an entity are transactions, at twice the write
 * cost of a single-item write plus one strongly consistent read where a value is released. Batch
 * writes of the entity are refused, since a batch cannot keep its guards.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Unique {
  /**
   * The key of the guard items, in both key attributes, when it should not be the default {@code
   * _unique#<entity>#<attribute>#<value>}: a template whose one placeholder is the annotated
   * component, such as {@code "USEREMAIL#${email}"} for the guards {@code USEREMAIL#johndoe@gmail.com}
   * of an existing table. The value is escaped like any key component. No primary key of an entity
   * of the service, nor another guard template, may be able to render the same key.
   *
   * @return the template of the guard items' key, or {@code ""} for the default key
   */
  String template() default "";
}
