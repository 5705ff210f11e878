package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.key.AttributeKeyCondition;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How the runtime reaches an entity query's insides without a public member that names them: the
 * query's class hands over, once, when it is initialised, what makes a query from a {@link Spec}
 * (the generated steps' bases in {@code internal.query} call it) and what opens a query for a read
 * built on it (a sharded query reads one per shard).
 */
public final class QueryReads {
  /**
   * An entity query as the engine reads it: its pages, and the key it starts after (null: the
   * first page).
   *
   * @param source the query's page source
   * @param start its start key
   * @param <T> the entity's record type
   */
  public record Opened<T>(PageSource<T> source, Map<String, AttributeValue> start) {}

  /**
   * What an entity query reads: the partition of an index and the sort-key condition, or the key
   * condition of an index keyed by several attributes.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the secondary index, null for the table's primary index
   * @param consistentReads whether the index offers strongly consistent reads (the primary index
   *     and local secondary indexes): the query is then a {@code TableQuery}
   * @param partitionKeyField the index's partition key attribute; null with {@code attributeKey}
   * @param partitionKey the rendered partition key; null with {@code attributeKey}
   * @param partitionValue the partition key as sent (a string, or a number or bytes for a key
   *     stored so)
   * @param sortKeyField the index's sort key attribute, null when it has none
   * @param sortKey the sort-key condition, null for the whole partition
   * @param attributeKey the key condition of an index keyed by several attributes, or null
   */
  public record Spec(Table table, EntitySchema<?> schema, String indexName, boolean consistentReads,
      String partitionKeyField, String partitionKey, AttributeValue partitionValue, String sortKeyField,
      SortKeyCondition sortKey, AttributeKeyCondition attributeKey) {}

  private static volatile Function<Object, Opened<?>> opener;
  private static volatile Function<Spec, Object> factory;

  private QueryReads() {}

  /**
   * Sets what opens a query and what makes one; called once by the query's class.
   *
   * @param open from a query to its source and start
   * @param make from a spec to a new query
   * @throws IllegalStateException when they are set already
   */
  public static synchronized void install(Function<Object, Opened<?>> open, Function<Spec, Object> make) {
    if (opener != null) {
      throw new IllegalStateException("the query opener is set already");
    }
    opener = Objects.requireNonNull(open, "open");
    factory = Objects.requireNonNull(make, "make");
  }

  /**
   * Opens an entity query.
   *
   * @param query a query of the entity {@code T}
   * @param <T> the entity's record type
   * @return its source and start key
   */
  @SuppressWarnings("unchecked") // the opener returns the source of the query's own entity
  public static <T> Opened<T> open(Object query) {
    return (Opened<T>) opener.apply(query);
  }

  /**
   * Makes an entity query; the caller has made sure that the query's class is initialised.
   *
   * @param spec what it reads
   * @return the query, a {@code TableQuery} when the spec's index offers consistent reads
   */
  public static Object make(Spec spec) {
    return factory.apply(Objects.requireNonNull(spec, "spec"));
  }
}
