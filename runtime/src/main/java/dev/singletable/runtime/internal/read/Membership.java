package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.codec.Identity;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which of several entities an item belongs to, each item's identity asked once: what a collection
 * read and a service's stream changes hand each item to. When every entity names its type in the same
 * attribute, with a value of its own, the item's type value picks the one entity whose identity may
 * own it, and only that one's version is checked. Otherwise (an entity that owns its items by their
 * keys alone, entities naming their types in different attributes, two sharing a value, a schema
 * whose ownership is not its identity's) every entity is asked in turn, in order, as {@link
 * EntitySchema#owns} says: the first that owns the item is its entity. Both ways give the same answer.
 * Immutable and thread-safe; built once per set of entities.
 */
public final class Membership {
  private final EntitySchema<?>[] schemas;
  private final Identity[] identities;
  /** The type attribute every entity's items carry, null when they do not share one. */
  private final String typeAttribute;
  /**
   * Each entity's type value, by position, all different; null when the entities are asked in turn.
   * Compared in turn with the item's rather than looked up in a map: a collection or a service has a
   * few entities, and a lookup per item was a sixth of a collection page's time with the item maps'.
   */
  private final String[] typeValues;

  private Membership(List<? extends EntitySchema<?>> schemas) {
    this.schemas = schemas.toArray(new EntitySchema<?>[0]);
    this.identities = new Identity[this.schemas.length];
    Map<String, Integer> types = new HashMap<>();
    String shared = null;
    for (int i = 0; i < this.schemas.length; i++) {
      EntitySchema<?> schema = Objects.requireNonNull(this.schemas[i], "schema");
      // Only a schema that is its identity's owns what that identity matches; any other is asked.
      Identity identity = schema instanceof Identity.Owner owner ? owner.identity() : null;
      identities[i] = identity;
      String attribute = identity == null ? null : identity.typeAttribute();
      if (attribute == null || shared != null && !shared.equals(attribute)
          || types.putIfAbsent(identity.typeValue(), i) != null) {
        types = null;
        break;
      }
      shared = attribute;
    }
    this.typeAttribute = types == null ? null : shared;
    if (types == null) {
      this.typeValues = null;
    } else {
      this.typeValues = new String[this.schemas.length];
      for (int i = 0; i < typeValues.length; i++) {
        typeValues[i] = identities[i].typeValue();
      }
    }
  }

  /**
   * The membership of these entities.
   *
   * @param schemas the entities, in the order they are asked when items are told apart by asking
   * @return the membership
   */
  public static Membership of(List<? extends EntitySchema<?>> schemas) {
    return new Membership(schemas);
  }

  /**
   * The entity an item belongs to: the first, in order, whose {@link EntitySchema#owns} is true.
   *
   * @param item the stored item
   * @return its position among the entities, or -1 for an item of none of them (another entity's,
   *     another version's, one without identity)
   */
  public int indexOf(Map<String, AttributeValue> item) {
    if (typeValues == null) {
      return askedInTurn(item);
    }
    // The way by type value alone, small enough for the JIT to compile into the read that calls it.
    AttributeValue type = item.get(typeAttribute);
    String value = type == null ? null : type.s();
    if (value == null) {
      return -1;
    }
    for (int i = 0; i < typeValues.length; i++) {
      if (typeValues[i].equals(value)) {
        // The one entity of this type value: only its version is left to check.
        return identities[i].matchesVersion(item) ? i : -1;
      }
    }
    return -1;
  }

  /** The first entity, in order, whose {@link EntitySchema#owns} is true; -1 for none. */
  private int askedInTurn(Map<String, AttributeValue> item) {
    for (int i = 0; i < schemas.length; i++) {
      if (schemas[i].owns(item)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether the items are told apart by their type value, each identity asked once; false when every
   * entity is asked in turn.
   *
   * @return true on the fast path
   */
  public boolean byTypeValue() {
    return typeValues != null;
  }
}
