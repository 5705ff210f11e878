package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.WrongEntityException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.key.KeyTemplate;
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
 * item it owns is of its current version.
 *
 * <p>Generated code holds one per entity; its stored values are built once and shared by every item
 * ({@link AttributeValue} is immutable). Instances are immutable and thread-safe.
 */
public final class Identity {
  private final String entity;
  private final int version;
  private final String versionText;
  private final String typeAttribute;
  private final AttributeValue storedType;
  private final String versionAttribute;
  private final AttributeValue storedVersion;
  private final KeyTemplate partitionKey;
  private final KeyTemplate sortKey;

  private Identity(String entity, int version, String typeAttribute, String typeValue, String versionAttribute,
      KeyTemplate partitionKey, KeyTemplate sortKey) {
    this.entity = entity;
    this.version = version;
    this.versionText = Integer.toString(version);
    this.typeAttribute = typeAttribute;
    this.storedType = typeAttribute == null ? null : AttributeValue.createS(typeValue);
    this.versionAttribute = versionAttribute;
    this.storedVersion = versionAttribute == null ? null : AttributeValue.createN(versionText);
    this.partitionKey = partitionKey;
    this.sortKey = sortKey;
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
    return new Identity(entity, version, typeAttribute, typeValue, versionAttribute, null, null);
  }

  /**
   * This identity, owning the items whose primary key decodes under the entity's templates: what an
   * entity without type attribute needs, since its items say nothing else about who wrote them.
   *
   * @param partitionKey the primary partition key's template
   * @param sortKey the primary sort key's template, null when the entity has no sort key
   * @return the identity
   */
  public Identity ownedByKeys(KeyTemplate partitionKey, KeyTemplate sortKey) {
    if (partitionKey == null) {
      throw new IllegalArgumentException(entity + ": ownership by keys needs the partition key template");
    }
    return new Identity(entity, version, typeAttribute, storedType == null ? null : storedType.s(), versionAttribute,
        partitionKey, sortKey);
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
    if (typeAttribute != null) {
      item.put(typeAttribute, storedType);
    }
    if (versionAttribute != null) {
      item.put(versionAttribute, storedVersion);
    }
    Limits.item(entity, item);
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
    return partitionKey != null && decodes(item, partitionKey) && (sortKey == null || decodes(item, sortKey));
  }

  /**
   * Whether an item carries this identity: it is the {@linkplain #isEntity entity's}, and of this
   * version when items carry one.
   *
   * @param item the stored item
   * @return true when the item is this entity's, at this version
   */
  public boolean matches(Map<String, AttributeValue> item) {
    if (!isEntity(item)) {
      return false;
    }
    if (versionAttribute == null) {
      return true;
    }
    AttributeValue stored = item.get(versionAttribute);
    // DynamoDB returns numbers normalised, so the stored text of version 1 is always "1".
    return stored != null && versionText.equals(stored.n());
  }

  /**
   * Checks an item's identity before decoding it: what a generated {@code fromItem} calls first.
   *
   * @param item the stored item
   * @throws WrongEntityException when the item does not carry this identity
   */
  public void require(Map<String, AttributeValue> item) {
    if (!matches(item)) {
      AttributeValue name = typeAttribute == null ? null : item.get(typeAttribute);
      AttributeValue stored = versionAttribute == null ? null : item.get(versionAttribute);
      throw new WrongEntityException(entity, version, name == null ? describeKeys(item) : name.s(),
          stored == null ? null : stored.n());
    }
  }

  /**
   * The condition, for a filter, that holds for the items this identity {@linkplain #matches
   * matches}: the type and version attributes, or for an entity without type attribute the literal
   * prefixes of its primary key (a superset that {@link #matches} narrows after reading).
   *
   * @param <T> the record type the condition is typed with
   * @return the condition, null when nothing narrows the items (every item may be the entity's)
   */
  public <T> Condition<T> condition() {
    return and(this.<T>typeCondition(), this.<T>versionCondition());
  }

  /**
   * {@code type = value}, or for an entity without type attribute the literal prefixes of its
   * primary key.
   *
   * @param <T> the record type the condition is typed with
   * @return the condition, null when nothing narrows the items
   */
  public <T> Condition<T> typeCondition() {
    if (typeAttribute != null) {
      return AttributePath.<T, String>of(entity, typeAttribute, Codecs.ofString()).eq(storedType.s());
    }
    Condition<T> prefixes = null;
    for (KeyTemplate key : new KeyTemplate[] {partitionKey, sortKey}) {
      if (key != null && !key.constantPrefix().isEmpty()) {
        AttributePath<T, String> path = AttributePath.of(entity, key.field(), Codecs.ofString());
        prefixes = and(prefixes, key.isConstant() ? path.eq(key.constantPrefix())
            : path.beginsWith(key.constantPrefix()));
      }
    }
    return prefixes;
  }

  /**
   * {@code version = this version}.
   *
   * @param <T> the record type the condition is typed with
   * @return the condition, null when items carry no version
   */
  public <T> Condition<T> versionCondition() {
    return versionAttribute == null ? null
        : AttributePath.<T, Integer>of(entity, versionAttribute, Codecs.ofInteger()).eq(version);
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
    AttributeValue stored = item.get(versionAttribute);
    return shown + " version " + (stored == null ? "?" : stored.n());
  }

  private String describeKeys(Map<String, AttributeValue> item) {
    if (partitionKey == null) {
      return null;
    }
    AttributeValue pk = item.get(partitionKey.field());
    AttributeValue sk = sortKey == null ? null : item.get(sortKey.field());
    return partitionKey.field() + " " + (pk == null ? "missing" : pk.s())
        + (sortKey == null ? "" : ", " + sortKey.field() + " " + (sk == null ? "missing" : sk.s()));
  }

  private static <T> Condition<T> and(Condition<T> first, Condition<T> second) {
    return first == null ? second : second == null ? first : first.and(second);
  }

  private static boolean decodes(Map<String, AttributeValue> item, KeyTemplate template) {
    AttributeValue stored = item.get(template.field());
    if (stored == null || stored.s() == null) {
      return false;
    }
    try {
      template.decode(stored.s());
      return true;
    } catch (InvalidValueException e) {
      return false;
    }
  }
}
