package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.WrongEntityException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The identity attributes ({@link EntitySchema#ENTITY_ATTRIBUTE}, {@link
 * EntitySchema#VERSION_ATTRIBUTE}) that every item of one entity carries, so that a read never
 * decodes an item of another entity, or of another version of this one, as its own. Generated code
 * holds one per entity; its stored values are built once and shared by every item ({@link
 * AttributeValue} is immutable).
 */
public final class Identity {
  private final String entity;
  private final int version;
  private final String versionText;
  private final AttributeValue storedEntity;
  private final AttributeValue storedVersion;

  private Identity(String entity, int version) {
    this.entity = entity;
    this.version = version;
    this.versionText = Integer.toString(version);
    this.storedEntity = AttributeValue.createS(entity);
    this.storedVersion = AttributeValue.createN(versionText);
  }

  /**
   * The identity of one entity version.
   *
   * @param entity the entity name
   * @param version the entity version
   * @return the identity
   */
  public static Identity of(String entity, int version) {
    if (entity == null || entity.isEmpty()) {
      throw new IllegalArgumentException("an entity name is required");
    }
    return new Identity(entity, version);
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
    item.put(EntitySchema.ENTITY_ATTRIBUTE, storedEntity);
    item.put(EntitySchema.VERSION_ATTRIBUTE, storedVersion);
    Limits.item(entity, item);
  }

  /**
   * Whether an item carries this identity.
   *
   * @param item the stored item
   * @return true when both identity attributes are present and match
   */
  public boolean matches(Map<String, AttributeValue> item) {
    AttributeValue name = item.get(EntitySchema.ENTITY_ATTRIBUTE);
    AttributeValue stored = item.get(EntitySchema.VERSION_ATTRIBUTE);
    // DynamoDB returns numbers normalised, so the stored text of version 1 is always "1".
    return name != null && entity.equals(name.s()) && stored != null && versionText.equals(stored.n());
  }

  /**
   * Checks an item's identity before decoding it: what a generated {@code fromItem} calls first.
   *
   * @param item the stored item
   * @throws WrongEntityException when the item does not carry this identity
   */
  public void require(Map<String, AttributeValue> item) {
    if (!matches(item)) {
      AttributeValue name = item.get(EntitySchema.ENTITY_ATTRIBUTE);
      AttributeValue stored = item.get(EntitySchema.VERSION_ATTRIBUTE);
      throw new WrongEntityException(entity, version, name == null ? null : name.s(), stored == null ? null : stored.n());
    }
  }
}
