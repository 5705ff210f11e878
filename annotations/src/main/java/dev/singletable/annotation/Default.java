package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value a component gets when the value written has none: {@code create} and {@code put} (in a
 * transaction and a batch too) store it in place of a null component, keys rendered from it
 * included, and return the record as stored. An upsert that may create the item sets it only if the
 * item has none ({@code if_not_exists}) and the upsert does not set it itself.
 *
 * <p>The text is read as the component's type, checked at compile time: a string as is, numbers
 * as Java writes them ({@code "0"}, {@code "2.50"}), {@code "true"}/{@code "false"}, an enum
 * constant's name, an {@code Instant} in ISO-8601 ({@code "2024-01-01T00:00:00Z"}), a {@code
 * LocalDate} ({@code "2024-01-01"}), a {@code UUID}'s text.
 *
 * <pre>{@code
 * public record Issue(String repo, int number, @Default("OPEN") Status status) {}
 * }</pre>
 *
 * <p>Not for primitive components (they are never absent), nor for containers, nested records,
 * documents, bytes or components with a {@link Converter}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Default {
  /**
   * The default, as text.
   *
   * @return the default value, written as text and parsed as the component's type
   */
  String value();
}
