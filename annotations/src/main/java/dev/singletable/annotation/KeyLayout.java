package dev.singletable.annotation;

/**
 * How an entity's key templates become its stored keys ({@link Entity#layout()}).
 *
 * <p>{@link #TEMPLATES}, the default, stores each key as its template reads. {@link #ELECTRODB}
 * stores keys, and the identity of each item, as ElectroDB stores them, from the service, the entity
 * name, its version and the names of the key's components, so a template names only the components
 * and moving {@link Entity#version()} moves the keys, as it does in ElectroDB.
 */
public enum KeyLayout {
  /** Each key is stored as its template reads: the default. */
  TEMPLATES,

  /**
   * ElectroDB's layout. A template made only of placeholders ({@code "${authorLastName}"}, {@code
   * "${authorFirstName}${birthday}"}, or {@code ""} for none) lists the key's components, as
   * ElectroDB's {@code composite} array does, and is rendered in ElectroDB's key format: a partition
   * key {@code $<service>#<component>_<value>...}, a sort key {@code $<entity>_<version>#<component>_<value>...},
   * led by {@code $<collection>#} (and {@code <subCollection>#}) when its index has a collection,
   * and, on an index without sort key, the partition key followed by that sort key's lead. A template
   * with any literal text is ElectroDB's {@code template} form and is rendered as it reads, with no
   * lead, and so is a number or binary key ({@link KeyType}), ElectroDB's numeric key: its one
   * component alone. Keys are folded to lower case, literal text included, as ElectroDB's default key casing
   * folds them, unless the key names its own casing; a {@link Gsi} that names its {@code skField}
   * and no {@code sk} has a sort key without components ({@code $account#member_1}). The entity's
   * type is stored in {@code __edb_e__}, its version as a string in {@code __edb_v__}, and values are
   * written into keys as they are ({@link Entity#unescapedKeys()}); naming another identity option is
   * a compile error. An index's {@code collection}, {@code subCollection} and {@code partialKeys}
   * are declared as before. The layout lock records the layout.
   */
  ELECTRODB
}
