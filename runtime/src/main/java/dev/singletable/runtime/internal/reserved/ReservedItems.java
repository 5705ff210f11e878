package dev.singletable.runtime.internal.reserved;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.ReservedItemException;
import dev.singletable.runtime.internal.Keys;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The identity of the items the library writes for itself: {@link EntitySchema#ENTITY_ATTRIBUTE}
 * holds a name of its own ({@link #CHECKPOINT}, {@link #UNIQUE_GUARD}) and {@link #ROLE_ATTRIBUTE}
 * what the item is for. An entity's components can be stored under neither attribute (the processor
 * refuses {@code __} names that the library holds), so no item an entity writes carries this
 * identity; the key of such an item is never what tells it from the others.
 */
public final class ReservedItems {
  /** The {@code __entity} of a stream or migration checkpoint. */
  public static final String CHECKPOINT = "__checkpoint";
  /** The {@code __entity} of a unique-value guard. */
  public static final String UNIQUE_GUARD = "__unique";
  /** The attribute ({@code S}) naming what a reserved item is for: the checkpoint's name, the guard's owner. */
  public static final String ROLE_ATTRIBUTE = "__reserved";

  private ReservedItems() {}

  /**
   * Whether an item is one the library keeps for itself as {@code kind}.
   *
   * @param item an item or a stream image, null when there is none
   * @param kind {@link #CHECKPOINT} or {@link #UNIQUE_GUARD}
   * @return true when it carries that identity
   */
  public static boolean is(Map<String, AttributeValue> item, String kind) {
    if (item == null) {
      return false;
    }
    AttributeValue entity = item.get(EntitySchema.ENTITY_ATTRIBUTE);
    AttributeValue role = item.get(ROLE_ATTRIBUTE);
    return entity != null && kind.equals(entity.s()) && role != null && role.s() != null;
  }

  /**
   * The refusal of a reserved write whose key another item holds.
   *
   * @param what what was to be written, e.g. {@code "stream checkpoint <name>"}
   * @param table the table
   * @param key the key written
   * @param found the item found there, null when unknown
   * @param remedy what the user can do
   * @return the exception
   */
  public static ReservedItemException occupied(String what, String table, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, String remedy) {
    return new ReservedItemException("cannot write the " + what + " at " + Keys.describe(key) + " of table " + table
        + ": " + describe(found) + " is there, and singletable never replaces an item it did not write for this; "
        + remedy, table, key);
  }

  private static String describe(Map<String, AttributeValue> found) {
    if (found == null || found.isEmpty()) {
      return "another item";
    }
    AttributeValue entity = found.get(EntitySchema.ENTITY_ATTRIBUTE);
    AttributeValue role = found.get(ROLE_ATTRIBUTE);
    if (entity == null || entity.s() == null) {
      return "an item without " + EntitySchema.ENTITY_ATTRIBUTE;
    }
    return "an item of " + EntitySchema.ENTITY_ATTRIBUTE + " " + entity.s()
        + (role != null && role.s() != null ? " (" + role.s() + ")" : "");
  }
}
