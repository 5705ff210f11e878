package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The text an enum constant is stored as, in attributes and in keys, where it differs from the
 * constant's name: a text that is no Java name ({@code "apache-2.0"}), or one chosen for its sort
 * order in a key ({@code "0"} for {@code OPEN}, {@code "1"} for {@code CLOSED}, so that open issues
 * sort first). Constants without it are stored by name.
 *
 * <pre>{@code
 * enum License { @StoredAs("apache-2.0") APACHE_2, @StoredAs("mit") MIT, UNLICENSED }
 * }</pre>
 *
 * <p>Reads decode exactly: a stored text that no constant declares (nor, without {@code
 * @StoredAs}, has as its name) fails the read, naming the entity, the attribute and the text. The
 * stored texts of one enum must differ, names of constants without {@code @StoredAs} included
 * (compile error {@code [SingleTableEnumStoredTextDuplicate]}). In a key, a stored text is escaped
 * like any text, so it may hold the template's delimiters.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface StoredAs {
  /**
   * The stored text of the constant.
   *
   * @return the text stored for the enum constant
   */
  String value();
}
