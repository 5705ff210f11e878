package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a record component under a name other than the component's own.
 *
 * <p>The name may be a key attribute ({@link Pk#field()}, {@link Sk#field()}, {@link Gsi#pkField()},
 * ...) when that key's template is this component alone ({@code "${genreName}"}): the key attribute is
 * then the component itself, stored once, without escapes, as the component's type (a number only
 * in a {@link KeyType#NUMBER} key, a {@code byte[]} only in a {@link KeyType#BINARY} one).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Attribute {
  /**
   * The stored attribute name.
   *
   * @return the name of the attribute that stores the component
   */
  String name();
}
