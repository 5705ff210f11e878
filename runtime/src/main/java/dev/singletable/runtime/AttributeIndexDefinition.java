package dev.singletable.runtime;

import java.util.List;
import java.util.Objects;

/**
 * One global secondary index keyed by several attributes, as an entity uses it: up to four
 * partition and four sort attributes, each a component stored as its own typed attribute (no
 * rendered key). DynamoDB indexes an item only when it has every one of them.
 *
 * <p>equals, hashCode and toString are written out because the record defaults bootstrap through
 * {@code ObjectMethods} on first use, a start-up cost this library avoids.
 *
 * @param indexName the DynamoDB index name
 * @param partitionKey the partition attributes, in order, at least one
 * @param sortKey the sort attributes, in order, possibly none
 */
public record AttributeIndexDefinition(String indexName, List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey) {
  /**
   * Checks the parts and copies the lists.
   *
   * @param indexName the DynamoDB index name
   * @param partitionKey the partition attributes, in order
   * @param sortKey the sort attributes, in order
   * @throws IllegalArgumentException when there is no partition attribute or more than four of a kind
   */
  public AttributeIndexDefinition {
    Objects.requireNonNull(indexName, "indexName");
    partitionKey = List.copyOf(partitionKey);
    sortKey = List.copyOf(sortKey);
    if (partitionKey.isEmpty() || partitionKey.size() > 4 || sortKey.size() > 4) {
      throw new IllegalArgumentException(indexName + ": an index has one to four partition attributes and up to "
          + "four sort attributes, not " + partitionKey.size() + " and " + sortKey.size());
    }
  }

  /**
   * Whether another definition names the same index with the same attributes in the same order.
   *
   * @param other the other object
   * @return true when all three parts are equal
   */
  @Override
  public boolean equals(Object other) {
    if (!(other instanceof AttributeIndexDefinition)) {
      return false;
    }
    AttributeIndexDefinition that = (AttributeIndexDefinition) other;
    return indexName.equals(that.indexName) && partitionKey.equals(that.partitionKey) && sortKey.equals(that.sortKey);
  }

  /**
   * A hash of the three parts.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return (indexName.hashCode() * 31 + partitionKey.hashCode()) * 31 + sortKey.hashCode();
  }

  /**
   * The index and its keys, for messages.
   *
   * @return {@code byRegion(tenant S, region S; score N)}
   */
  @Override
  public String toString() {
    return indexName + "(" + join(partitionKey) + (sortKey.isEmpty() ? "" : "; " + join(sortKey)) + ")";
  }

  private static String join(List<KeyAttribute> attributes) {
    StringBuilder text = new StringBuilder();
    for (KeyAttribute attribute : attributes) {
      text.append(text.length() == 0 ? "" : ", ").append(attribute);
    }
    return text.toString();
  }
}
