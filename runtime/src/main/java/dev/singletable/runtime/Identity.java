package dev.singletable.runtime;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The identity attributes ({@link EntitySchema#ENTITY_ATTRIBUTE}, {@link
 * EntitySchema#VERSION_ATTRIBUTE}) that every item carries, so that a read never decodes an item of
 * another entity, or of another version of this one, as its own.
 */
public final class Identity {
  private Identity() {}

  /**
   * Writes the identity attributes into an item being built.
   *
   * @param item the item
   * @param entity the entity name
   * @param version the entity version
   */
  public static void stamp(Map<String, AttributeValue> item, String entity, int version) {
    item.put(EntitySchema.ENTITY_ATTRIBUTE, AttributeValue.fromS(entity));
    item.put(EntitySchema.VERSION_ATTRIBUTE, AttributeValue.fromN(Integer.toString(version)));
  }

  /**
   * Whether an item carries the given identity.
   *
   * @param item the stored item
   * @param entity the entity name
   * @param version the entity version
   * @return true when both identity attributes are present and match
   */
  public static boolean matches(Map<String, AttributeValue> item, String entity, int version) {
    AttributeValue name = item.get(EntitySchema.ENTITY_ATTRIBUTE);
    AttributeValue stored = item.get(EntitySchema.VERSION_ATTRIBUTE);
    // DynamoDB returns numbers normalised, so the stored text of version 1 is always "1".
    return name != null && entity.equals(name.s()) && stored != null && Integer.toString(version).equals(stored.n());
  }

  /**
   * Checks an item's identity before decoding it: what a generated {@code fromItem} calls first.
   *
   * @param item the stored item
   * @param entity the entity name
   * @param version the entity version
   * @throws WrongEntityException when the item does not carry this identity
   */
  public static void require(Map<String, AttributeValue> item, String entity, int version) {
    if (!matches(item, entity, version)) {
      AttributeValue name = item.get(EntitySchema.ENTITY_ATTRIBUTE);
      AttributeValue stored = item.get(EntitySchema.VERSION_ATTRIBUTE);
      throw new WrongEntityException(entity, version, name == null ? null : name.s(), stored == null ? null : stored.n());
    }
  }
}
