package dev.singletable.runtime;

import java.util.Objects;

/**
 * One global secondary index as an entity uses it: the DynamoDB index name and its key attributes.
 *
 * <p>equals, hashCode and toString are written out because the record defaults bootstrap through
 * {@code ObjectMethods} on first use, a start-up cost this library avoids.
 *
 * @param indexName the DynamoDB index name
 * @param partitionKeyField the index's partition key attribute
 * @param sortKeyField the index's sort key attribute, null when the index has none
 */
public record IndexDefinition(String indexName, String partitionKeyField, String sortKeyField) {
  /**
   * Checks the required parts.
   *
   * @param indexName the DynamoDB index name
   * @param partitionKeyField the index's partition key attribute
   * @param sortKeyField the index's sort key attribute, null when the index has none
   * @throws NullPointerException when the index name or partition key field is null
   */
  public IndexDefinition {
    Objects.requireNonNull(indexName, "indexName");
    Objects.requireNonNull(partitionKeyField, "partitionKeyField");
  }

  /**
   * Whether another definition names the same index with the same key fields.
   *
   * @param other the other object
   * @return true when all three parts are equal
   */
  @Override
  public boolean equals(Object other) {
    if (!(other instanceof IndexDefinition)) {
      return false;
    }
    IndexDefinition that = (IndexDefinition) other;
    return indexName.equals(that.indexName) && partitionKeyField.equals(that.partitionKeyField)
        && Objects.equals(sortKeyField, that.sortKeyField);
  }

  /**
   * A hash of the three parts.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return (indexName.hashCode() * 31 + partitionKeyField.hashCode()) * 31 + Objects.hashCode(sortKeyField);
  }

  /**
   * The index and its keys, for messages.
   *
   * @return {@code gsi1(gsi1pk, gsi1sk)}
   */
  @Override
  public String toString() {
    return indexName + "(" + partitionKeyField + (sortKeyField == null ? "" : ", " + sortKeyField) + ")";
  }
}
