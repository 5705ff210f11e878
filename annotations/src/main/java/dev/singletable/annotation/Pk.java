package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The partition-key template of an entity's primary index. {@code ${x}} names a record
 * component; a template without placeholders is a constant.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/modelling.md#keys">Modelling entities and keys: keys</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/annotations.md#pk">Annotations reference: @Pk</a>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Pk {
  /**
   * The key template, for example {@code "CUSTOMER#${customerId}"}.
   *
   * @return the partition-key template
   */
  String template();

  /**
   * The attribute that holds the rendered partition key.
   *
   * @return the attribute that holds the rendered partition key
   */
  String field() default "pk";

  /**
   * The access pattern's name of the table's own index, as {@link Gsi#name()} names a secondary
   * index's: {@code @Pk(template = "...", name = "writer")} generates {@code query().writer(...)},
   * which reads exactly what {@code query().primary(...)} reads (both are generated). Empty (the
   * default) for {@code primary} alone. It must be a Java identifier that no other index of the
   * entity uses; otherwise the model does not compile.
   *
   * @return the name of the table index's query besides {@code primary}, or {@code ""} for none
   */
  String name() default "";

  /**
   * How the key's text and enum components are cased when it is rendered: as they are (the
   * default), or folded to lower or upper case as ElectroDB's {@code casing} does (see {@link
   * KeyCasing}). The layout lock records it.
   *
   * @return the casing applied to the key's text and enum components
   */
  KeyCasing casing() default KeyCasing.NONE;

  /**
   * Entities of one service whose partition keys name the same collection share a partition and
   * are read together by one query of the generated service.
   *
   * @return the name of the collection the entity belongs to, or {@code ""} for none
   */
  String collection() default "";

  /**
   * A sub-collection of {@link #collection()}: the members naming it are read apart from the rest of
   * the collection, by the leading components their sort keys share. With {@code sk =
   * "PROJECT#${project}#TASK#${task}"} and {@code "PROJECT#${project}#HEAD"} naming sub-collection
   * {@code "project"}, the collection's query gets a step {@code project(project)} that reads that
   * project's items only. The members need the same literal text and components, rendered alike, at
   * the start of their sort keys, followed by a delimiter. Members whose sort keys part within their
   * first literal text are read by the text they share up to its last delimiter, with a step without
   * arguments: ElectroDB's {@code $owned#managed#board_1#...} and {@code $owned#managed#task_1#...} in
   * sub-collection {@code "managed"} give {@code managed()}, which reads the keys starting {@code
   * $owned#managed#}. Otherwise the model does not compile.
   *
   * @return the name of the sub-collection of {@link #collection()}, or {@code ""} for none
   */
  String subCollection() default "";

  /**
   * How the key attribute is stored: a rendered string (the default), a native number when the
   * template is a single number placeholder such as {@code "${id}"}, or native binary for a single
   * {@code byte[]} placeholder (see {@link KeyType}).
   * Changing it changes the table's key schema: the layout lock records it.
   *
   * @return the DynamoDB type of the partition-key attribute
   */
  KeyType type() default KeyType.STRING;
}
