package dev.singletable.runtime;

import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * One global secondary index as an entity uses it: the DynamoDB index name, its key attributes and
 * what it stores of each item besides its keys.
 *
 * <p>equals, hashCode and toString are written out because the record defaults bootstrap through
 * {@code ObjectMethods} on first use, a start-up cost this library avoids.
 *
 * @param indexName the DynamoDB index name
 * @param partitionKeyField the index's partition key attribute
 * @param sortKeyField the index's sort key attribute, null when the index has none
 * @param projection {@code ALL} for every attribute, {@code KEYS_ONLY} for the keys (and the identity
 *     attributes), {@code INCLUDE} for the keys and {@code include}
 * @param include the attributes an {@code INCLUDE} index stores besides the keys and the identity
 *     attributes; empty for the others
 */
public record IndexDefinition(String indexName, String partitionKeyField, String sortKeyField,
    ProjectionType projection, List<String> include) {
  /**
   * Checks the required parts.
   *
   * @param indexName the DynamoDB index name
   * @param partitionKeyField the index's partition key attribute
   * @param sortKeyField the index's sort key attribute, null when the index has none
   * @param projection what the index stores besides its keys
   * @param include the attributes an {@code INCLUDE} index stores
   * @throws NullPointerException when the index name, partition key field, projection or include is
   *     null
   * @throws IllegalArgumentException when {@code include} is given without {@code INCLUDE}
   */
  public IndexDefinition {
    Objects.requireNonNull(indexName, "indexName");
    Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    Objects.requireNonNull(projection, "projection");
    include = List.copyOf(include);
    if (projection != ProjectionType.INCLUDE && !include.isEmpty()) {
      throw new IllegalArgumentException("index " + indexName + " projects " + projection + " and cannot include "
          + include);
    }
  }

  /**
   * An index storing every attribute.
   *
   * @param indexName the DynamoDB index name
   * @param partitionKeyField the index's partition key attribute
   * @param sortKeyField the index's sort key attribute, null when the index has none
   */
  public IndexDefinition(String indexName, String partitionKeyField, String sortKeyField) {
    this(indexName, partitionKeyField, sortKeyField, ProjectionType.ALL, List.of());
  }

  /**
   * Whether another definition names the same index with the same key fields, projection and
   * included attributes.
   *
   * @param other the other object
   * @return true when all parts are equal
   */
  @Override
  public boolean equals(Object other) {
    if (!(other instanceof IndexDefinition)) {
      return false;
    }
    IndexDefinition that = (IndexDefinition) other;
    return indexName.equals(that.indexName) && partitionKeyField.equals(that.partitionKeyField)
        && Objects.equals(sortKeyField, that.sortKeyField) && projection == that.projection
        && include.equals(that.include);
  }

  /**
   * A hash of the parts.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    int hash = (indexName.hashCode() * 31 + partitionKeyField.hashCode()) * 31 + Objects.hashCode(sortKeyField);
    return (hash * 31 + projection.hashCode()) * 31 + include.hashCode();
  }

  /**
   * The index and its keys, for messages, with its projection unless it stores every attribute.
   *
   * @return {@code gsi1(gsi1pk, gsi1sk)}, or {@code gsi1(gsi1pk, gsi1sk) INCLUDE [title]}
   */
  @Override
  public String toString() {
    String keys = indexName + "(" + partitionKeyField + (sortKeyField == null ? "" : ", " + sortKeyField) + ")";
    if (projection == ProjectionType.ALL) {
      return keys;
    }
    return keys + " " + projection + (include.isEmpty() ? "" : " " + include);
  }
}
