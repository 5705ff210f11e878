package dev.singletable.runtime;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of an item of one entity, as the generated {@code key(...)} builders return it
 * ({@code OrderEntity.key("XYQ", 1)} is a {@code Key<Order>}). It is the key attributes' map, so it
 * goes wherever the SDK takes a key, and it names its entity in its type, so a key of one entity
 * passed where another's is expected ({@code transactWrite().delete(EmployeeEntity.SCHEMA,
 * OfficeEntity.key(...))}) does not compile. Immutable.
 *
 * @param <E> the record type of the entity the key belongs to
 */
public final class Key<E> extends AbstractMap<String, AttributeValue> {
  private final Map<String, AttributeValue> attributes;

  private Key(Map<String, AttributeValue> attributes) {
    // In the caller's order, so that a key built pk first prints pk first.
    this.attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
  }

  /**
   * The key attributes given, taken as a key of entity {@code E}: for keys built by hand (from a
   * stream image, say), which the generated builders would otherwise render.
   *
   * @param attributes the key attributes (partition key, and sort key when the table has one)
   * @param <E> the record type of the entity the caller says the key belongs to
   * @return the key
   */
  public static <E> Key<E> of(Map<String, AttributeValue> attributes) {
    Objects.requireNonNull(attributes, "attributes");
    if (attributes instanceof Key<?> key) {
      return new Key<>(key.attributes);
    }
    return new Key<>(attributes);
  }

  @Override
  public Set<Entry<String, AttributeValue>> entrySet() {
    return attributes.entrySet();
  }

  @Override
  public AttributeValue get(Object name) {
    return attributes.get(name);
  }

  @Override
  public boolean containsKey(Object name) {
    return attributes.containsKey(name);
  }

  @Override
  public int size() {
    return attributes.size();
  }
}
