package dev.singletable.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as an entity stored in a single DynamoDB table. The processor generates
 * {@code <Record>Entity} beside it.
 *
 * <pre>{@code
 * @Entity(service = "events", name = "event", version = 1)
 * @Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}")
 * @Sk(template = "EVENT#${seqNum}")
 * public record Event(String aggregateType, String aggregateId, @Padded(12) long seqNum) {}
 * }</pre>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/modelling.md#what-gets-generated">Modelling entities and keys: what gets generated</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/annotations.md#entity">Annotations reference: @Entity</a>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Entity {
  /**
   * The service that groups entities sharing one table.
   *
   * @return the name of the service the entity belongs to
   */
  String service();

  /**
   * The entity's identity inside its service, stored on every item. Default: the record's simple
   * name with its first letter in lower case.
   *
   * @return the entity's name inside its service, or {@code ""} for the record's simple name in
   *     lower camel case
   */
  String name() default "";

  /**
   * The entity's schema version, stored on every item beside the name.
   *
   * @return the schema version written on every item
   */
  int version() default 1;

  /**
   * The record of the entity's previous version, kept in source so that items stored by it stay
   * readable: a record annotated {@link EarlierVersion} with {@code version() - 1}, and this record
   * declares an {@link Upcast} method from it. Reads decode such items with the earlier record's
   * layout and upcast them step by step to this one. Default: none, only items of {@link #version()}
   * are read.
   *
   * @return the record of the previous version, or {@code void.class} when only the current version
   *     is read
   */
  Class<?> previous() default void.class;

  /**
   * The attribute ({@code S}) that names the entity of each item, so that reads never decode an item
   * of another entity as this one. Name another to adopt an existing table ({@code "TYPE"}, as in
   * tables holding {@code TYPE = ORDER}); set it to {@code ""} for items that carry no type at all,
   * and the entity then owns exactly the items whose primary key decodes under its {@code @Pk} and
   * {@code @Sk} templates, which no other entity of the service may be able to render.
   *
   * @return the name of the attribute holding the entity's type, or {@code ""} for items without
   *     one
   */
  String typeAttribute() default "__entity";

  /**
   * The value of {@link #typeAttribute()} on this entity's items ({@code "ORDER"}). Default: the
   * entity's {@link #name()}. Unique among the entities of the service sharing the type attribute;
   * empty when the entity has no type attribute.
   *
   * @return the value of the type attribute on this entity's items, or {@code ""} for the entity's
   *     name
   */
  String typeValue() default "";

  /**
   * The attribute ({@code N}, or {@code S} with {@link #versionAsString()}) holding the {@link
   * #version()} that wrote each item, which reads check;
   * {@code ""} for items that carry none, which are then all read as the current version. Unrelated
   * to a {@code @Version} component, the item's optimistic-locking counter.
   *
   * @return the name of the attribute holding the schema version, or {@code ""} for items without
   *     one
   */
  String versionAttribute() default "__version";

  /**
   * Whether {@link #versionAttribute()} holds the version as a string ({@code S}, {@code "1"}) rather
   * than a number ({@code N}): how ElectroDB stores it in {@code __edb_v__}. Reads, filters and the
   * refusal to overwrite an item of a newer version work the same (versions compare as numbers, so
   * {@code "10"} is newer than {@code "9"}); an item whose version is stored with the other type, or
   * as text that is not a whole number without leading zeros, is not this entity's. Default: false.
   *
   * @return {@code true} to store the version as a string, {@code false} to store it as a number
   */
  boolean versionAsString() default false;

  /**
   * The names of entities of the same service whose items may have the same primary key as this
   * entity's (Tempest's albums and playlists both at {@code partition_key = token, sort_key = INFO_}):
   * an explicit acknowledgment that lifts the key-collision check for those pairs. Both entities must
   * name the same {@link #typeAttribute()}, with different values, so that reads tell their items
   * apart; writes never replace, delete or change the other's item at a shared key (they are refused
   * with {@code ConditionFailedException} naming both). Batch writes carry no conditions: a batch put
   * replaces whatever item is at its key. Default: none.
   *
   * @return the names of the entities allowed to share primary keys with this one
   */
  String[] sharesKeysWith() default {};

  /**
   * Whether the entity's keys are stored as other tools store them, without escapes: a text
   * component is written as it is, so Tempest's {@code TRACK_x_y} and an ElectroDB key with {@code #}
   * inside a value are found, queried and read. A component followed by more template text cannot
   * hold the character that starts that text (it ends the component when a key is split back):
   * writes, key builders ({@code get}, {@code delete}, {@code update}) and query bounds refuse such
   * a value with {@code InvalidValueException} before sending; a component that ends its template
   * holds anything, delimiters included. Stored keys are split at the first such character, so an item
   * whose attributes hold one in such a component is refused with {@code KeyMismatchException}. Applies
   * to the {@code @Pk}, {@code @Sk}, {@code @Gsi} and {@code @Lsi} templates; {@code @Unique} guard
   * keys are the library's and stay escaped. The layout lock records it. Default: false (delimiters in
   * values are escaped with {@code \}).
   *
   * @return {@code true} to store key components without escapes
   */
  boolean unescapedKeys() default false;

  /**
   * How the entity's key templates become its stored keys: {@link KeyLayout#TEMPLATES}, the default,
   * as they read; {@link KeyLayout#ELECTRODB}, as ElectroDB renders them from the service, the entity
   * name, its version and the components each template names, with ElectroDB's identity attributes
   * ({@code __edb_e__}, {@code __edb_v__} as a string), lower-cased keys and values written into keys
   * as they are. The layout lock records it.
   *
   * @return how the key templates are rendered into stored keys
   */
  KeyLayout layout() default KeyLayout.TEMPLATES;
}
