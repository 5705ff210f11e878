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
  private final int oldest;
  private final String versionText;
  private final AttributeValue storedEntity;
  private final AttributeValue storedVersion;

  private Identity(String entity, int version, int oldest) {
    this.entity = entity;
    this.version = version;
    this.oldest = oldest;
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
    return of(entity, version, version);
  }

  /**
   * The identity of an entity version that also reads the items of earlier versions, which
   * generated code decodes with their own layout and upcasts.
   *
   * @param entity the entity name
   * @param version the entity version, which writes stamp
   * @param oldest the oldest version whose items reads decode
   * @return the identity
   */
  public static Identity of(String entity, int version, int oldest) {
    if (entity == null || entity.isEmpty()) {
      throw new IllegalArgumentException("an entity name is required");
    }
    if (oldest > version) {
      throw new IllegalArgumentException(entity + ": oldest version " + oldest + " is after version " + version);
    }
    return new Identity(entity, version, oldest);
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
   * Whether an item carries this identity: this entity's name and a version it reads.
   *
   * @param item the stored item
   * @return true when both identity attributes are present and match
   */
  public boolean matches(Map<String, AttributeValue> item) {
    return readVersion(item) > 0;
  }

  /**
   * Checks an item's identity before decoding it: what a generated {@code fromItem} calls first.
   *
   * @param item the stored item
   * @throws WrongEntityException when the item does not carry this identity
   */
  public void require(Map<String, AttributeValue> item) {
    requireVersion(item);
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
    int read = readVersion(item);
    if (read <= 0) {
      AttributeValue name = item.get(EntitySchema.ENTITY_ATTRIBUTE);
      AttributeValue stored = item.get(EntitySchema.VERSION_ATTRIBUTE);
      throw new WrongEntityException(entity, version, name == null ? null : name.s(), stored == null ? null : stored.n());
    }
    return read;
  }

  /** The item's version when it is this entity's at a version read, else 0. */
  private int readVersion(Map<String, AttributeValue> item) {
    AttributeValue name = item.get(EntitySchema.ENTITY_ATTRIBUTE);
    AttributeValue stored = item.get(EntitySchema.VERSION_ATTRIBUTE);
    if (name == null || !entity.equals(name.s()) || stored == null || stored.n() == null) {
      return 0;
    }
    // DynamoDB returns numbers normalised, so the stored text of version 1 is always "1".
    if (versionText.equals(stored.n())) {
      return version;
    }
    if (oldest == version) {
      return 0;
    }
    for (int earlier = oldest; earlier < version; earlier++) {
      if (Integer.toString(earlier).equals(stored.n())) {
        return earlier;
      }
    }
    return 0;
  }
}
