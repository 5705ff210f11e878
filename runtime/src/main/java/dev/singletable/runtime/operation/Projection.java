package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.codec.Identity;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The attributes a read with a projection asks for: those the caller named, and those every record
 * of the entity needs besides (its primitive components, the keys of the index read, so that the
 * record is checked against the keys it is stored under, and the identity attributes, or the primary
key for an entity that owns its items by their keys). Queries and
 * scans build their {@code ProjectionExpression} from it.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#index-projections">Queries and indexes: index projections</a>
 */
public final class Projection {
  private Projection() {}

  /**
   * The attribute names to read, in the order named, then the ones every record needs.
   *
   * @param schema the entity read
   * @param keyFields the key attributes of the index read
   * @param attributes the attribute constants the caller named
   * @return the names, without repeats
   * @throws IllegalArgumentException when an attribute belongs to another entity
   */
  public static Set<String> of(EntitySchema<?> schema, Collection<String> keyFields, AttributePath<?, ?>[] attributes) {
    Set<String> names = new LinkedHashSet<>();
    for (AttributePath<?, ?> attribute : attributes) {
      if (!attribute.entity().equals(schema.entityName())) {
        throw new IllegalArgumentException(schema.entityName() + ": cannot project " + attribute
            + ", an attribute of another entity");
      }
      names.add(attribute.name());
    }
    names.addAll(schema.requiredAttributes());
    names.addAll(keyFields);
    Identity identity = Identity.of(schema);
    names.addAll(identity.attributes());
    if (identity.typeAttribute() == null) {
      // An entity without type attribute is told by its primary key, which an index read may not name.
      names.add(schema.partitionKeyField());
      if (schema.sortKeyField() != null) {
        names.add(schema.sortKeyField());
      }
    }
    return names;
  }
}
