package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * This primary-key component is stored only inside the keys rendered from it, not as an attribute
 * of its own: the item is exactly its keys where the layout wants it ({@code PK = POST#ABC}, {@code
 * SK = LIKE#john-doe} and nothing else). Reads decode the component back from the key.
 *
 * <p>Only a component of the primary key's templates may be key-only: an index's keys are sparse,
 * so a component found only there could not always be read back. The entity's attribute constant
 * then takes {@code exists()} and {@code notExists()} (rendered on the key attribute, which every
 * item holds), and refuses every other condition, filter or computed value before sending, since
 * DynamoDB would find no such attribute; a query's key conditions reach the component instead.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface KeyOnly {}
