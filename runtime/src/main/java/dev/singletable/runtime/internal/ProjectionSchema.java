package dev.singletable.runtime.internal;

import dev.singletable.runtime.AttributeIndexDefinition;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Projected;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The schema of a generated projection record, which queries of an index that stores less than
 * every attribute decode into: the entity's names, keys and identity, with the projection's own
 * {@link #fromItem}. Projection records are read, never written, so {@link #toItem} refuses.
 *
 * @param <P> the projection record
 * @param <T> the entity's record type
 */
public abstract class ProjectionSchema<P extends Projected<T>, T> implements EntitySchema<P> {
  private final EntitySchema<T> entity;

  /**
   * A projection of an entity.
   *
   * @param entity the entity whose items the index holds
   */
  protected ProjectionSchema(EntitySchema<T> entity) {
    this.entity = Objects.requireNonNull(entity, "entity");
  }

  /**
   * The entity whose items the projection reads.
   *
   * @return its schema
   */
  public final EntitySchema<T> entity() {
    return entity;
  }

  @Override
  public final String service() {
    return entity.service();
  }

  @Override
  public final String entityName() {
    return entity.entityName();
  }

  @Override
  public final int entityVersion() {
    return entity.entityVersion();
  }

  @Override
  public final String partitionKeyField() {
    return entity.partitionKeyField();
  }

  @Override
  public final String sortKeyField() {
    return entity.sortKeyField();
  }

  @Override
  public final ScalarAttributeType partitionKeyType() {
    return entity.partitionKeyType();
  }

  @Override
  public final ScalarAttributeType sortKeyType() {
    return entity.sortKeyType();
  }

  @Override
  public final List<IndexDefinition> indexes() {
    return entity.indexes();
  }

  @Override
  public final List<IndexDefinition> localIndexes() {
    return entity.localIndexes();
  }

  @Override
  public final List<AttributeIndexDefinition> attributeIndexes() {
    return entity.attributeIndexes();
  }

  @Override
  public final boolean owns(Map<String, AttributeValue> item) {
    return entity.owns(item);
  }

  /**
   * The primary key of the projected item.
   *
   * @param value the projection record
   * @return its {@link Projected#primaryKey()}
   */
  @Override
  public final Key<P> keyOf(P value) {
    return Key.of(value.primaryKey());
  }

  /**
   * Refuses: a projection record holds part of an item, and writing it would drop the rest.
   *
   * @param value the projection record
   * @return never
   * @throws UnsupportedOperationException always
   */
  @Override
  public final Map<String, AttributeValue> toItem(P value) {
    throw new UnsupportedOperationException(entity.entityName() + ": a projection record holds part of an item"
        + " and cannot be written; write the entity's record (hydrate the projection to read it)");
  }
}
