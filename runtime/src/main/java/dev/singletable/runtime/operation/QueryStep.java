package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.key.SortKeyPrefix;
import java.util.Objects;

/**
 * A query of one partition of an index whose sort key is fixed up to some component. Generated
 * entities subclass it once per sort-key component a query can narrow ({@code SaleEntity.PrimaryCity}):
 * the subclass adds {@code city(value)}, which fixes the component and returns the step of the next
 * one, and {@code cityGt}, {@code cityGte}, {@code cityLt}, {@code cityLte}, {@code cityBetween} and
 * (for text) {@code cityBeginsWith}, which end the narrowing. Because each step offers only its own
 * component, a condition DynamoDB cannot serve (a range on a component while an earlier one is free)
 * does not compile.
 *
 * <p>A step is itself a query of everything under its prefix: its modifiers start a {@link
 * QueryOperation} ({@link #filter}, {@link #limit}, {@link #descending}, {@link #consistent},
 * {@link #attributes}, {@link #startAfter}) and its terminals run one ({@link #list}, {@link #page},
 * {@link #stream}, {@link #first}, {@link #count}). Immutable: each call starts a new operation.
 *
 * @param <T> the entity's record type
 */
public abstract class QueryStep<T> extends IndexQuery<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final String indexName;
  private final String partitionKeyField;
  private final String partitionKey;
  /** The partition key's template when it stores numbers or binary; null for a string partition key. */
  private final KeyTemplate partitionTemplate;
  private final SortKeyPrefix sortKey;

  /**
   * The first step of a query: its partition, and the sort-key components the partition key gives.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the GSI name, or null for the table's primary index
   * @param partitionKeyField the index's partition key attribute
   * @param partitionKey the rendered partition key
   * @param sortKey the index's sort key template
   * @param known encoded sort-key components by position that the partition key already gives,
   *     null where free
   */
  protected QueryStep(Table table, EntitySchema<T> schema, String indexName, String partitionKeyField,
      String partitionKey, KeyTemplate sortKey, String... known) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = indexName;
    this.partitionKeyField = Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
    this.partitionTemplate = null;
    this.sortKey = SortKeyPrefix.of(sortKey, known);
  }

  /**
   * A query of one partition whose key the template {@code partitionKey} renders, stored as its
   * template says (a string or a number).
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the GSI name, or null for the primary index
   * @param partitionKey the template of the partition key
   * @param partitionKeyValue the rendered partition key
   * @param sortKey the sort key's template
   * @param known components of the sort key fixed already, in template order
   */
  protected QueryStep(Table table, EntitySchema<T> schema, String indexName, KeyTemplate partitionKey,
      String partitionKeyValue, KeyTemplate sortKey, String... known) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = indexName;
    this.partitionKeyField = partitionKey.field();
    this.partitionKey = Objects.requireNonNull(partitionKeyValue, "partitionKeyValue");
    this.partitionTemplate = partitionKey.isNumber() || partitionKey.isBinary() ? partitionKey : null;
    this.sortKey = SortKeyPrefix.of(sortKey, known);
  }

  /**
   * The step after {@code previous}, with one more component fixed.
   *
   * @param previous the step that narrowed by the component
   * @param component the component's encoded value
   */
  protected QueryStep(QueryStep<T> previous, String component) {
    this.table = previous.table;
    this.schema = previous.schema;
    this.indexName = previous.indexName;
    this.partitionKeyField = previous.partitionKeyField;
    this.partitionKey = previous.partitionKey;
    this.partitionTemplate = previous.partitionTemplate;
    this.sortKey = previous.sortKey.with(component);
  }

  // ----- narrowing, for generated subclasses

  /**
   * Fixes the last free component: the query of one whole sort key.
   *
   * @param component the encoded value
   * @return the query
   */
  protected final QueryOperation<T> equalTo(String component) {
    return query(sortKey.equalTo(component));
  }

  /**
   * The next component sorts after {@code component}.
   *
   * @param component the encoded value
   * @return the query
   */
  protected final QueryOperation<T> greaterThan(String component) {
    return query(sortKey.greaterThan(component));
  }

  /**
   * The next component equals {@code component} or sorts after it.
   *
   * @param component the encoded value
   * @return the query
   */
  protected final QueryOperation<T> greaterOrEqual(String component) {
    return query(sortKey.greaterOrEqual(component));
  }

  /**
   * The next component sorts before {@code component}.
   *
   * @param component the encoded value
   * @return the query
   */
  protected final QueryOperation<T> lessThan(String component) {
    return query(sortKey.lessThan(component));
  }

  /**
   * The next component equals {@code component} or sorts before it.
   *
   * @param component the encoded value
   * @return the query
   */
  protected final QueryOperation<T> lessOrEqual(String component) {
    return query(sortKey.lessOrEqual(component));
  }

  /**
   * The next component is from {@code low} to {@code high}, both included.
   *
   * @param low the encoded low end
   * @param high the encoded high end
   * @return the query
   * @throws IllegalArgumentException when {@code low} sorts after {@code high}
   */
  protected final QueryOperation<T> between(String low, String high) {
    return query(sortKey.between(low, high));
  }

  /**
   * The next component starts with {@code start}.
   *
   * @param start the start, encoded (escaped) like the component
   * @return the query
   */
  protected final QueryOperation<T> beginsWith(String start) {
    return query(sortKey.beginsWith(start));
  }

  @Override
  QueryOperation<T> query() {
    return query(sortKey.condition());
  }

  private QueryOperation<T> query(SortKeyCondition condition) {
    if (partitionTemplate != null) {
      return QueryOperation.of(table, schema, indexName, partitionTemplate, partitionKey, sortKey.template().field(),
          condition);
    }
    return QueryOperation.of(table, schema, indexName, partitionKeyField, partitionKey, sortKey.template().field(),
        condition);
  }
}
