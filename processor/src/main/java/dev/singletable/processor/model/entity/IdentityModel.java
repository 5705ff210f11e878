package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.List;
import java.util.Optional;

/**
 * How an entity's items are told from the others in its table ({@code @Entity} {@code
 * typeAttribute}, {@code typeValue}, {@code versionAttribute}), and whether its keys are stored as
 * other tools store them ({@code unescapedKeys}).
 *
 * @param typeAttribute the attribute naming the entity of an item; empty when items carry none and
 *     the entity owns the items whose primary key decodes under its templates
 * @param typeValue the value of the type attribute on the entity's items (the entity name unless
 *     given); empty when there is no type attribute and none was given
 * @param typeValueGiven whether {@code typeValue} was written rather than defaulted
 * @param versionAttribute the attribute holding the version; empty when items carry none
 * @param versionAsString whether the version attribute holds the version as a string ({@code S})
 * @param typeAttributePosition the {@code typeAttribute} value, or the annotation when defaulted
 * @param typeValuePosition the {@code typeValue} value, or the annotation when defaulted
 * @param versionAttributePosition the {@code versionAttribute} value, or the annotation when defaulted
 * @param versionAsStringPosition the {@code versionAsString} value, or the annotation when defaulted
 * @param sharesKeysWith the names of the entities whose items may share this entity's primary keys
 * @param sharesKeysWithPosition the {@code sharesKeysWith} value, or the annotation when defaulted
 * @param unescapedKeys whether the entity's key templates write text components without escapes, as
 *     other tools store keys
 * @param unescapedKeysPosition the {@code unescapedKeys} value, or the annotation when defaulted
 * @param electroDbLayout whether the entity's keys and identity are stored in ElectroDB's layout
 *     ({@code layout = KeyLayout.ELECTRODB}), which the reader has already rendered its templates in
 * @param layoutPosition the {@code layout} value, or the annotation when defaulted
 */
public record IdentityModel(
    Optional<String> typeAttribute,
    String typeValue,
    boolean typeValueGiven,
    Optional<String> versionAttribute,
    boolean versionAsString,
    Position typeAttributePosition,
    Position typeValuePosition,
    Position versionAttributePosition,
    Position versionAsStringPosition,
    List<String> sharesKeysWith,
    Position sharesKeysWithPosition,
    boolean unescapedKeys,
    Position unescapedKeysPosition,
    boolean electroDbLayout,
    Position layoutPosition) {

  /** The attribute every entity writes unless it names another. */
  public static final String DEFAULT_TYPE_ATTRIBUTE = "__entity";
  /** The version attribute every entity writes unless it names another. */
  public static final String DEFAULT_VERSION_ATTRIBUTE = "__version";
  /** The type attribute of ElectroDB's layout. */
  public static final String ELECTRODB_TYPE_ATTRIBUTE = "__edb_e__";
  /** The version attribute of ElectroDB's layout, which holds the version as a string. */
  public static final String ELECTRODB_VERSION_ATTRIBUTE = "__edb_v__";

  /** Whether the entity stores the default identity: {@code __entity} = its name, {@code __version}. */
  public boolean isDefault(String entityName) {
    return typeAttribute.equals(Optional.of(DEFAULT_TYPE_ATTRIBUTE)) && typeValue.equals(entityName)
        && versionAttribute.equals(Optional.of(DEFAULT_VERSION_ATTRIBUTE)) && !versionAsString
        && sharesKeysWith.isEmpty();
  }

  /** Whether the entity owns its items by their keys alone, having no type attribute. */
  public boolean ownedByKeys() {
    return typeAttribute.isEmpty();
  }

  /** The identity as the storage layout and the description show it: {@code TYPE = ORDER, no version}. */
  public String describe() {
    String type = typeAttribute.map(attribute -> attribute + " = " + typeValue).orElse("no type attribute (keys)");
    String version = versionAsString ? " = version (S)" : " = version";
    String shares = sharesKeysWith.isEmpty() ? "" : ", shares keys with " + String.join(", ", sharesKeysWith);
    return type + ", " + versionAttribute.map(attribute -> attribute + version).orElse("no version attribute") + shares;
  }
}
