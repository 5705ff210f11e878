package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.key.AttributeKeyCondition;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.QueryReads;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.runtime.operation.TableQuery;
import java.lang.invoke.MethodHandles;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Makes the entity queries generated code starts: a {@link TableQuery} on the table's primary index
 * and its local secondary indexes, a {@link QueryOperation} on a global secondary index.
 */
public final class Queries {
  static {
    try {
      // The query's class hands its factory to QueryReads when it is initialised.
      MethodHandles.lookup().ensureInitialized(QueryOperation.class);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private Queries() {}

  /**
   * A query of one partition of an index whose partition key is a rendered string.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the secondary index, null for the table's primary index
   * @param partitionKeyField the index's partition key attribute
   * @param partitionKey the rendered partition key
   * @param sortKeyField the index's sort key attribute, null when it has none
   * @param sortKey the sort-key condition, null for the whole partition
   * @param <T> the entity's record type
   * @param <Q> {@code TableQuery<T>} for the primary index or a local index, {@code QueryOperation<T>}
   *     for a global one
   * @return the query
   */
  public static <T, Q extends QueryOperation<T>> Q of(Table table, EntitySchema<T> schema, String indexName,
      String partitionKeyField, String partitionKey, String sortKeyField, SortKeyCondition sortKey) {
    Objects.requireNonNull(partitionKey, "partitionKey");
    return make(new QueryReads.Spec(table, schema, indexName, consistentReads(schema, indexName), partitionKeyField,
        partitionKey, AttributeValue.createS(partitionKey), sortKeyField, sortKey, null));
  }

  /**
   * A query of one partition of an index whose partition key the template renders, stored as the
   * template says (a string, a number or bytes).
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the secondary index, null for the table's primary index
   * @param partitionKey the partition key's template
   * @param partitionKeyValue the rendered partition key
   * @param sortKeyField the index's sort key attribute, null when it has none
   * @param sortKey the sort-key condition, null for the whole partition
   * @param <T> the entity's record type
   * @param <Q> as {@link #of(Table, EntitySchema, String, String, String, String, SortKeyCondition)}
   * @return the query
   */
  public static <T, Q extends QueryOperation<T>> Q of(Table table, EntitySchema<T> schema, String indexName,
      KeyTemplate partitionKey, String partitionKeyValue, String sortKeyField, SortKeyCondition sortKey) {
    Objects.requireNonNull(partitionKeyValue, "partitionKeyValue");
    return make(new QueryReads.Spec(table, schema, indexName, consistentReads(schema, indexName), partitionKey.field(),
        partitionKeyValue, partitionKey.attributeValue(partitionKeyValue), sortKeyField, sortKey, null));
  }

  /**
   * A query of a global secondary index whose key is made of several attributes.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the index
   * @param key equality on every partition attribute, then on sort attributes in order, then at
   *     most one range
   * @param <T> the entity's record type
   * @return the query
   */
  public static <T> QueryOperation<T> ofAttributes(Table table, EntitySchema<T> schema, String indexName,
      AttributeKeyCondition key) {
    return make(new QueryReads.Spec(table, schema, Objects.requireNonNull(indexName, "indexName"), false, null, null,
        null, null, null, Objects.requireNonNull(key, "key")));
  }

  @SuppressWarnings("unchecked") // the factory makes a TableQuery exactly when the spec offers consistent reads
  private static <T, Q extends QueryOperation<T>> Q make(QueryReads.Spec spec) {
    return (Q) QueryReads.make(spec);
  }

  /** Whether DynamoDB reads the index strongly consistent on request: the primary index and local ones. */
  private static boolean consistentReads(EntitySchema<?> schema, String indexName) {
    if (indexName == null) {
      return true;
    }
    for (IndexDefinition local : schema.localIndexes()) {
      if (local.indexName().equals(indexName)) {
        return true;
      }
    }
    return false;
  }
}
