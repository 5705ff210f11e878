package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a record component through a user-supplied codec: a class implementing
 * {@code dev.singletable.runtime.AttributeCodec<T>} for the component's type, with a public
 * no-argument constructor. The generated code instantiates it directly; nothing is reflective.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Converter {
  /**
   * The codec class.
   *
   * @return the codec class that converts the component to and from its stored value
   */
  Class<?> value();
}
