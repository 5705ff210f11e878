package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.WrongEntityException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the items of one entity are told from the others in its table, so that a read never decodes
 * an item of another entity, or of another version of this one, as its own. By default every item
 * carries {@link EntitySchema#ENTITY_ATTRIBUTE} (the entity name) and {@link
 * EntitySchema#VERSION_ATTRIBUTE}; an entity adopting an existing table may name its own type
 * attribute and value ({@code TYPE = ORDER}), or have none, and then owns exactly the items whose
 * primary key decodes under its templates; it may also have no version attribute, and then every
 * item it owns is of its current version. The version attribute holds a number ({@code N}) unless
 * the identity {@linkplain #versionAsString() stores it as a string} ({@code S}, as ElectroDB's
 * {@code __edb_v__}).
 *
 * <p>Generated code holds one per entity; its stored values are built once and shared by every item
 * ({@link AttributeValue} is immutable). Instances are immutable and thread-safe.
 */
public final class Identity {
  private final String entity;
  private final int version;
  private final int oldest;
  private final String versionText;
  private final String typeAttribute;
  private final AttributeValue storedType;
  /** {@code storedType}'s text, for the comparison every read makes. */
  private final String typeText;
  private final String versionAttribute;
  private final boolean versionAsString;
  private final AttributeValue storedVersion;
  private final Keys keys;
  /**
   * The bytes {@link #stamp(Map, long)} adds to an item; past {@link Limits#MAX_ITEM_BYTES} when an
   * attribute name or value of the identity is not valid Unicode, so that the item is then walked.
   */
  private final long stampBytes;

  private Identity(String entity, int version, int oldest, String typeAttribute, String typeValue,
      String versionAttribute, boolean versionAsString, Keys keys) {
    this.entity = entity;
    this.version = version;
    this.oldest = oldest;
    this.versionText = Integer.toString(version);
    this.typeAttribute = typeAttribute;
    this.storedType = typeAttribute == null ? null : AttributeValue.createS(typeValue);
    this.typeText = typeAttribute == null ? null : typeValue;
    this.versionAttribute = versionAttribute;
    this.versionAsString = versionAsString;
    this.storedVersion = versionAttribute == null ? null : stored(version);
    this.keys = keys;
    this.stampBytes = stampBytes(typeAttribute, typeValue, versionAttribute, storedVersion);
  }

  private static long stampBytes(String typeAttribute, String typeValue, String versionAttribute,
      AttributeValue storedVersion) {
    long bytes = 0;
    if (typeAttribute != null) {
      bytes += checkedUtf8(typeAttribute) + checkedUtf8(typeValue);
    }
    if (versionAttribute != null) {
      bytes += checkedUtf8(versionAttribute)
          + (storedVersion.s() != null ? checkedUtf8(storedVersion.s()) : Limits.number(storedVersion.n()));
    }
    return bytes;
  }

  /** The UTF-8 length of a text, or past the item limit when it is not valid Unicode. */
  private static long checkedUtf8(String text) {
    long bytes = Limits.utf8(text);
    return bytes < 0 ? Limits.MAX_ITEM_BYTES + 1 : bytes;
  }

  /**
   * The primary key templates of an entity without type attribute, as its {@link Identity} asks
   * them: whether an item's keys decode under them, and the literal text every such key starts with.
   */
  public interface Keys {
    /**
     * Whether the item's primary key decodes under the templates.
     *
     * @param item the stored item
     * @return true when every primary key attribute is present and fits its template
     */
    boolean decode(Map<String, AttributeValue> item);

    /**
     * The literal text each primary key attribute starts with, for filters.
     *
     * @return by key attribute, only those whose template starts with literal text
     */
    Map<String, String> prefixes();

    /**
     * The item's primary key, for messages.
     *
     * @param item the stored item
     * @return e.g. {@code "PK CUSTOMER#XYQ, SK ORDER#00001"}
     */
    String describe(Map<String, AttributeValue> item);
  }

  /**
   * A schema whose identity is not the default one: what generated schemas implement, so that the
   * runtime finds the identity they check.
   */
  public interface Owner {
    /**
     * The entity's identity.
     *
     * @return the identity its items carry
     */
    Identity identity();
  }

  /**
   * A schema that decodes an item it owns without asking the item's identity again: what generated
   * schemas implement, so that a read which has already found an item to be the entity's (a
   * collection or a stream change, through {@code Membership}) checks its identity once.
   *
   * @param <T> the record type
   */
  public interface Decoder<T> {
    /**
     * {@link EntitySchema#fromItem} of an item the schema {@linkplain EntitySchema#owns owns}, its
     * identity not asked again; every other check (keys, types, limits) is made as {@code fromItem}
     * makes it. Given an item it does not own, it may decode the item as its own: never call it
     * before {@code owns} (or the schema's identity) has said yes.
     *
     * @param item a stored item the schema owns
     * @return the record
     */
    T fromOwnedItem(Map<String, AttributeValue> item);
  }

  /**
   * The value of an item found to be {@code schema}'s, by its {@link EntitySchema#owns} or by the
   * {@link #matches} of its identity: its {@link Decoder#fromOwnedItem} when it has one, which does
   * not ask the identity again, else its {@link EntitySchema#fromItem}.
   *
   * @param schema the entity that owns the item
   * @param item the stored item
   * @param <T> the record type
   * @return the record
   */
  @SuppressWarnings("unchecked") // a generated schema decodes to its own record type
  public static <T> T readOwned(EntitySchema<T> schema, Map<String, AttributeValue> item) {
    return schema instanceof Decoder<?> decoder ? (T) decoder.fromOwnedItem(item) : schema.fromItem(item);
  }

  /**
   * The identity a schema's items carry.
   *
   * @param schema the entity
   * @return its {@link Owner#identity()}, else the default identity of its name and version
   */
  public static Identity of(EntitySchema<?> schema) {
    return schema instanceof Owner owner ? owner.identity() : of(schema.entityName(), schema.entityVersion());
  }

  /**
   * The default identity of one entity version: {@code __entity = entity}, {@code __version = version}.
   *
   * @param entity the entity name
   * @param version the entity version
   * @return the identity
   */
  public static Identity of(String entity, int version) {
    return of(entity, version, EntitySchema.ENTITY_ATTRIBUTE, entity, EntitySchema.VERSION_ATTRIBUTE);
  }

  /**
   * An identity stored under attributes of the entity's choosing.
   *
   * @param entity the entity name
   * @param version the entity version
   * @param typeAttribute the attribute ({@code S}) holding {@code typeValue}; null when items carry
   *     none, and then {@link #ownedByKeys} must say which keys are the entity's
   * @param typeValue the value of {@code typeAttribute} on every item of the entity
   * @param versionAttribute the attribute ({@code N}) holding the version; null when items carry none
   * @return the identity
   */
  public static Identity of(String entity, int version, String typeAttribute, String typeValue,
      String versionAttribute) {
    if (entity == null || entity.isEmpty()) {
      throw new IllegalArgumentException("an entity name is required");
    }
    if (typeAttribute != null && (typeAttribute.isEmpty() || typeValue == null || typeValue.isEmpty())) {
      throw new IllegalArgumentException(entity + ": a type attribute needs a name and a value");
    }
    if (versionAttribute != null && versionAttribute.isEmpty()) {
      throw new IllegalArgumentException(entity + ": an empty version attribute name");
    }
    return new Identity(entity, version, version, typeAttribute, typeValue, versionAttribute, false, null);
  }

  /**
   * This identity, its version attribute holding the version as a string ({@code S}, {@code "1"})
   * rather than a number: how ElectroDB stores {@code __edb_v__}. Versions still compare as numbers.
   *
   * @return the identity
   * @throws IllegalArgumentException when items carry no version attribute
   */
  public Identity versionAsString() {
    if (versionAttribute == null) {
      throw new IllegalArgumentException(entity + ": a version stored as a string needs a version attribute");
    }
    return new Identity(entity, version, oldest, typeAttribute, typeValue(), versionAttribute, true, keys);
  }

  /**
   * Whether the version attribute holds the version as a string ({@code S}).
   *
   * @return true when it does; false when it holds a number or items carry none
   */
  public boolean storesVersionAsString() {
    return versionAsString;
  }

  /**
   * A version as the version attribute stores it.
   *
   * @param version a version of the entity
   * @return {@code N} or, for an identity that {@linkplain #versionAsString() stores it as a string},
   *     {@code S}
   */
  public AttributeValue stored(int version) {
    String text = Integer.toString(version);
    return versionAsString ? AttributeValue.createS(text) : AttributeValue.createN(text);
  }

  /**
   * The text of a stored version, for comparisons and messages.
   *
   * @param stored the version attribute's value, or null
   * @return its number's or string's text as this identity stores versions; null when it is missing
   *     or of the other type
   */
  public String versionText(AttributeValue stored) {
    if (stored == null) {
      return null;
    }
    return versionAsString ? stored.s() : stored.n();
  }

  /**
   * This identity, owning the items whose primary key decodes under the entity's templates: what an
   * entity without type attribute needs, since its items say nothing else about who wrote them.
   *
   * @param keys the primary key templates
   * @return the identity
   */
  public Identity ownedByKeys(Keys keys) {
    if (keys == null) {
      throw new IllegalArgumentException(entity + ": ownership by keys needs the key templates");
    }
    return new Identity(entity, version, oldest, typeAttribute, typeValue(), versionAttribute, versionAsString, keys);
  }

  /**
   * The oldest version whose items reads decode.
   *
   * @return {@link #version()}, or the oldest earlier version read
   */
  public int oldest() {
    return oldest;
  }

  /**
   * The version an item was written by, as its version attribute holds it.
   *
   * @param item a stored item
   * @return the stored version; {@link #version()} when items carry none; -1 when the attribute is
   *     missing or not a whole number
   */
  public int versionOf(Map<String, AttributeValue> item) {
    if (versionAttribute == null) {
      return version;
    }
    String stored = versionText(item.get(versionAttribute));
    if (stored == null || !canonical(stored)) {
      return -1;
    }
    try {
      return Integer.parseInt(stored);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /**
   * This identity narrowed to a range of versions, for reads of those versions only (a migration's
   * scan of the items it rewrites); never for writes, which stamp {@code newest}.
   *
   * @param oldest the oldest version read
   * @param newest the newest version read
   * @return the identity
   */
  public Identity between(int oldest, int newest) {
    if (oldest > newest) {
      throw new IllegalArgumentException(entity + ": versions from " + oldest + " to " + newest);
    }
    return new Identity(entity, newest, oldest, typeAttribute, typeValue(), versionAttribute, versionAsString, keys);
  }

  /**
   * This identity, reading the items of earlier versions too, which generated code decodes with
   * their own layout and upcasts.
   *
   * @param oldest the oldest version whose items reads decode
   * @return the identity
   */
  public Identity readingFrom(int oldest) {
    if (oldest > version) {
      throw new IllegalArgumentException(entity + ": oldest version " + oldest + " is after version " + version);
    }
    if (versionAttribute == null && oldest != version) {
      throw new IllegalArgumentException(entity + ": items without a version attribute are all read as version "
          + version);
    }
    return new Identity(entity, version, oldest, typeAttribute, typeValue(), versionAttribute, versionAsString, keys);
  }

  /**
   * The entity name, for messages.
   *
   * @return the {@code @Entity} name
   */
  public String entity() {
    return entity;
  }

  /**
   * The entity version.
   *
   * @return the {@code @Entity} version
   */
  public int version() {
    return version;
  }

  /**
   * The literal text the entity's primary key attributes start with, for filters of an entity
   * without type attribute.
   *
   * @return by key attribute; empty when the entity has a type attribute
   */
  public Map<String, String> keyPrefixes() {
    return keys == null ? Map.of() : keys.prefixes();
  }

  /**
   * The attribute naming the entity of an item.
   *
   * @return its name, null when the entity's items carry none
   */
  public String typeAttribute() {
    return typeAttribute;
  }

  /**
   * The value of {@link #typeAttribute()} on the entity's items.
   *
   * @return the value, null when the items carry no type attribute
   */
  public String typeValue() {
    return storedType == null ? null : storedType.s();
  }

  /**
   * The attribute holding the version of the entity that wrote an item.
   *
   * @return its name, null when the entity's items carry none
   */
  public String versionAttribute() {
    return versionAttribute;
  }

  /**
   * The identity attributes an item carries, for projections.
   *
   * @return the type attribute then the version attribute, each when there is one
   */
  public List<String> attributes() {
    List<String> names = new ArrayList<>(2);
    if (typeAttribute != null) {
      names.add(typeAttribute);
    }
    if (versionAttribute != null) {
      names.add(versionAttribute);
    }
    return names;
  }

  /**
   * Writes the identity attributes into an item being built: what a generated {@code toItem} calls
   * last. It then checks the finished item against DynamoDB's limits, so that no request carries a
   * value DynamoDB would refuse or store as another value: strings, set elements and map keys must
   * be valid Unicode, numbers within DynamoDB's precision and range, lists and maps nested at most
   * 32 levels, sets free of elements DynamoDB holds equal, the item at most 400 KB.
   *
   * @param item the item
   * @throws InvalidValueException naming the attribute (and the path inside it) of the first value
   *     DynamoDB would refuse, or the item's size when it is too large
   */
  public void stamp(Map<String, AttributeValue> item) {
    putIdentity(item);
    Limits.item(entity, item);
  }

  /**
   * Writes the identity attributes into an item whose size was summed while it was built: what a
   * generated {@code toItem} calls last. Every value has been checked as it was put (or cannot break
   * a limit), so what is left is the item's size: {@code bytes} is at least the size of what the
   * item holds so far, exact for text and checked values, an upper bound for values whose size only
   * has one (numbers of primitives, enums, instants). Only when that bound with the identity passes
   * {@link Limits#MAX_ITEM_BYTES} is the item walked by {@link #stamp(Map)}'s check, which counts it
   * exactly and refuses it with the same message.
   *
   * @param item the item
   * @param bytes at least the size of the item's attributes so far, as DynamoDB counts it
   * @throws InvalidValueException when the item is larger than DynamoDB's item size limit
   */
  public void stamp(Map<String, AttributeValue> item, long bytes) {
    putIdentity(item);
    if (bytes + stampBytes > Limits.MAX_ITEM_BYTES) {
      Limits.item(entity, item);
    }
  }

  private void putIdentity(Map<String, AttributeValue> item) {
    if (typeAttribute != null) {
      item.put(typeAttribute, storedType);
    }
    if (versionAttribute != null) {
      item.put(versionAttribute, storedVersion);
    }
  }

  /**
   * Whether an item is the entity's, whatever its version: its type attribute holds the entity's
   * value or, for an entity without one, its primary key decodes under the entity's templates.
   *
   * @param item the stored item
   * @return true when the item belongs to this entity
   */
  public boolean isEntity(Map<String, AttributeValue> item) {
    if (typeAttribute != null) {
      AttributeValue type = item.get(typeAttribute);
      return type != null && storedType.s().equals(type.s());
    }
    return keys != null && keys.decode(item);
  }

  /**
   * Whether an item carries this identity: it is the {@linkplain #isEntity entity's}, and of a
   * version it reads (its own, or an earlier one from {@link #readingFrom} on) when items carry one.
   *
   * @param item the stored item
   * @return true when the item is this entity's, at a version it reads
   */
  public boolean matches(Map<String, AttributeValue> item) {
    return readVersion(item) > 0;
  }

  /**
   * {@link #matches} for an item whose type attribute the caller has found to hold {@link
   * #typeValue()}: the type is not asked again, only the version. An identity without type or version
   * attribute, or reading earlier versions, is asked in full.
   *
   * @param item the stored item, of this entity's type value
   * @return true when the item is of the version this identity reads
   */
  public boolean matchesVersion(Map<String, AttributeValue> item) {
    if (typeAttribute == null || versionAttribute == null || oldest != version) {
      return matches(item);
    }
    return version > 0 && holdsThisVersion(item.get(versionAttribute));
  }

  /**
   * Whether a stored version attribute holds this version, as {@link #readVersion} reads it: the
   * stored text must be the version's own ({@code "01"} is no version), of the type it is stored as.
   */
  private boolean holdsThisVersion(AttributeValue stored) {
    return stored != null && versionText.equals(versionAsString ? stored.s() : stored.n());
  }

  /** The item's version when it is this entity's at a version read, else 0. */
  private int readVersion(Map<String, AttributeValue> item) {
    if (!isEntity(item)) {
      return 0;
    }
    if (versionAttribute == null) {
      return version;
    }
    String stored = versionText(item.get(versionAttribute));
    if (stored == null) {
      return 0;
    }
    // DynamoDB returns numbers normalised, so the stored text of version 1 is always "1"; a string
    // must be that text too ("01" is no version), as the filters compare it.
    if (versionText.equals(stored)) {
      return version;
    }
    for (int earlier = oldest; earlier < version; earlier++) {
      if (Integer.toString(earlier).equals(stored)) {
        return earlier;
      }
    }
    return 0;
  }

  /**
   * Checks an item's identity before decoding it: what a generated {@code fromItem} calls first.
   *
   * @param item the stored item
   * @throws WrongEntityException when the item does not carry this identity
   */
  public void require(Map<String, AttributeValue> item) {
    if (!current(item)) {
      requireVersion(item);
    }
  }

  /**
   * Checks an item's identity before decoding it and tells which version wrote it: what the
   * generated {@code fromItem} of an entity that reads earlier versions calls first.
   *
   * @param item the stored item
   * @return the version the item was written by: this identity's, or an earlier one it reads
   * @throws WrongEntityException when the item does not carry this identity
   */
  public int requireVersion(Map<String, AttributeValue> item) {
    if (current(item)) {
      return version;
    }
    int read = readVersion(item);
    if (read <= 0) {
      throw wrongEntity(item);
    }
    return read;
  }

  /**
   * The fast path of {@link #require}, small enough to inline into every {@code fromItem}: whether
   * the item's type attribute holds the entity's value and its version attribute this version's text,
   * each compared with a constant. False for what it does not decide (an entity owned by its keys, an
   * earlier version, another entity): {@link #readVersion} then decides.
   */
  private boolean current(Map<String, AttributeValue> item) {
    if (typeText == null) {
      return false;
    }
    AttributeValue type = item.get(typeAttribute);
    if (type == null || !typeText.equals(type.s())) {
      return false;
    }
    return versionAttribute == null || holdsThisVersion(item.get(versionAttribute));
  }

  /**
   * The {@link WrongEntityException} for an item of another entity, typed as a {@code
   * RuntimeException} and made in {@link Refusals}: the verifier of this class, which the first item
   * written loads, then loads no exception class that only reads throw.
   */
  private RuntimeException wrongEntity(Map<String, AttributeValue> item) {
    AttributeValue name = typeAttribute == null ? null : item.get(typeAttribute);
    AttributeValue stored = versionAttribute == null ? null : item.get(versionAttribute);
    return Refusals.wrongEntity(entity, version, name == null ? describeKeys(item) : name.s(), shown(stored));
  }

  /** Makes the exceptions of reads: loaded by the first item refused, not with {@code Identity}. */
  private static final class Refusals {
    private Refusals() {}

    static RuntimeException wrongEntity(String entity, int version, String found, String foundVersion) {
      return new WrongEntityException(entity, version, found, foundVersion);
    }
  }

  /**
   * What an item is, for messages: {@code "entity order version 1"}, {@code "TYPE CUSTOMER"}.
   *
   * @param item the stored item
   * @return its identity as this entity reads it
   */
  public String describe(Map<String, AttributeValue> item) {
    if (typeAttribute == null) {
      return isEntity(item) ? "a key of " + entity : "no key of " + entity + " (" + describeKeys(item) + ")";
    }
    AttributeValue type = item.get(typeAttribute);
    String shown = type == null ? "no " + typeAttribute : typeAttribute + " " + type.s();
    if (versionAttribute == null) {
      return shown;
    }
    String stored = shown(item.get(versionAttribute));
    return shown + " version " + (stored == null ? "?" : stored);
  }

  /** A stored version's text for messages, whichever type it has. */
  private static String shown(AttributeValue stored) {
    return stored == null ? null : stored.n() != null ? stored.n() : stored.s();
  }

  /** Whether a version's text is a whole number as {@link Integer#toString} writes it. */
  private static boolean canonical(String text) {
    return !text.isEmpty() && (text.equals("0") || text.charAt(0) != '0') && !text.startsWith("+");
  }

  private String describeKeys(Map<String, AttributeValue> item) {
    return keys == null ? null : keys.describe(item);
  }
}
