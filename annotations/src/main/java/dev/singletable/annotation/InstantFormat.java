package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores an {@code Instant} component in the form another tool writes ({@link InstantForm}) rather
 * than the library's fixed-width text: ElectroDB's {@code 2021-02-01T00:00:00Z}, JavaScript's {@code
 * 2021-02-01T00:00:00.000Z}, epoch seconds or milliseconds. {@link CreatedAt} and {@link UpdatedAt}
 * components take it too.
 *
 * <pre>{@code
 * public record Task(String taskName, @CreatedAt @InstantFormat(InstantForm.ISO_8601) Instant createdAt) {}
 * }</pre>
 *
 * <p>Reads of a text form take any ISO-8601 instant with an offset ({@code 2021-02-01T00:00:00Z},
 * {@code 2021-02-01T00:00:00.123Z}, {@code 2021-02-01T01:00:00+01:00}, the library's own text), so
 * items written by several tools read alike; writes store the declared form. Conditions, filters and
 * updates of the component encode their values in that form too; only the fixed-width forms compare
 * as times. A component in a key template takes only a fixed-width text form ({@link
 * InstantForm#ISO_8601_SECONDS}, {@link InstantForm#ISO_8601_MILLIS}), which the key then renders as
 * the attribute holds it (compile error {@code [SingleTableInstantFormatInKey]} for the others); a
 * non-{@code Instant} component or an {@link Ttl} one, which is epoch seconds already, takes none
 * ({@code [SingleTableInstantFormatType]}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface InstantFormat {
  /**
   * The stored form.
   *
   * @return the form in which the instant is stored
   */
  InstantForm value();
}
