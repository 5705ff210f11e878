package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The sort-key template of an entity's primary index. Optional: tables may have no sort key.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/modelling.md#keys">Modelling entities and keys: keys</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/annotations.md#sk">Annotations reference: @Sk</a>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Sk {
  /**
   * The key template, for example {@code "ORDER#${orderId}"} or the constant {@code "#METADATA"}.
   *
   * @return the sort-key template
   */
  String template();

  /**
   * The attribute that holds the rendered sort key.
   *
   * @return the attribute that holds the rendered sort key
   */
  String field() default "sk";

  /**
   * How the key's text and enum components are cased when it is rendered (see {@link KeyCasing}).
   * The layout lock records it.
   *
   * @return the casing applied to the key's text and enum components
   */
  KeyCasing casing() default KeyCasing.NONE;

  /**
   * How the key attribute is stored: a rendered string (the default), a native number when the
   * template is a single number placeholder such as {@code "${id}"}, or native binary for a single
   * {@code byte[]} placeholder (see {@link KeyType}).
   * Changing it changes the table's key schema: the layout lock records it.
   *
   * @return the DynamoDB type of the sort-key attribute
   */
  KeyType type() default KeyType.STRING;
}
