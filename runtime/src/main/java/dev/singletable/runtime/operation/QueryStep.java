package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.key.SortKeyPrefix;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

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
public abstract class QueryStep<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final String indexName;
  private final String partitionKeyField;
  private final String partitionKey;
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

  // ----- modifiers and terminals of the query of this step's whole prefix

  /**
   * Keeps only items matching {@code condition}; see {@link QueryOperation#filter}.
   *
   * @param condition built from the entity's attribute constants
   * @return the query
   */
  public final QueryOperation<T> filter(Condition condition) {
    return query().filter(condition);
  }

  /**
   * Returns at most {@code n} items of this entity; see {@link QueryOperation#limit}.
   *
   * @param n at least 1
   * @return the query
   */
  public final QueryOperation<T> limit(int n) {
    return query().limit(n);
  }

  /**
   * Reads in descending sort-key order.
   *
   * @return the query
   */
  public final QueryOperation<T> descending() {
    return query().descending();
  }

  /**
   * Uses strongly consistent reads; see {@link QueryOperation#consistent}.
   *
   * @return the query
   */
  public final QueryOperation<T> consistent() {
    return query().consistent();
  }

  /**
   * Reads only the given attributes; see {@link QueryOperation#attributes}.
   *
   * @param attributes the entity's attribute constants
   * @return the query
   */
  public final QueryOperation<T> attributes(AttributePath<?>... attributes) {
    return query().attributes(attributes);
  }

  /**
   * Skips items that cannot be read as this entity instead of failing; {@link Page#invalidItems()}
   * lists them. See {@link QueryOperation#skipInvalid()}.
   *
   * @return the query
   */
  public final QueryOperation<T> skipInvalid() {
    return query().skipInvalid();
  }

  /**
   * Skips items that cannot be read as this entity and hands each to {@code onInvalid}; see {@link
   * QueryOperation#skipInvalid(java.util.function.Consumer)}.
   *
   * @param onInvalid called once per skipped item
   * @return the query
   */
  public final QueryOperation<T> skipInvalid(java.util.function.Consumer<? super InvalidItem> onInvalid) {
    return query().skipInvalid(onInvalid);
  }

  /**
   * Continues after the page that returned {@code cursor}.
   *
   * @param cursor a {@link Page#cursor()} of the same query
   * @return the query
   */
  public final QueryOperation<T> startAfter(String cursor) {
    return query().startAfter(cursor);
  }

  /**
   * Every matching item, reading as many pages as needed.
   *
   * @return the items, in sort-key order
   */
  public final List<T> list() {
    return query().list();
  }

  /**
   * One page and the cursor to continue after it; see {@link QueryOperation#page}.
   *
   * @return the page
   */
  public final Page<T> page() {
    return query().page();
  }

  /**
   * A lazy stream that fetches pages as it is consumed.
   *
   * @return the stream
   */
  public final Stream<T> stream() {
    return query().stream();
  }

  /**
   * The first matching item, if any.
   *
   * @return the item
   */
  public final Optional<T> first() {
    return query().first();
  }

  /**
   * How many items match, counted by DynamoDB; see {@link QueryOperation#count}.
   *
   * @return the number of matching items
   */
  public final long count() {
    return query().count();
  }

  /**
   * How many items match, counted with the table's async client; see {@link
   * QueryOperation#countAsync}.
   *
   * @return the number of matching items
   */
  public final java.util.concurrent.CompletableFuture<Long> countAsync() {
    return query().countAsync();
  }

  /**
   * Every matching item, read with the table's async client; see {@link QueryOperation#listAsync}.
   *
   * @return the items, in sort-key order
   */
  public final java.util.concurrent.CompletableFuture<List<T>> listAsync() {
    return query().listAsync();
  }

  /**
   * One page and the cursor to continue after it, read with the table's async client; see {@link
   * QueryOperation#pageAsync}.
   *
   * @return the page
   */
  public final java.util.concurrent.CompletableFuture<Page<T>> pageAsync() {
    return query().pageAsync();
  }

  /**
   * The first matching item, read with the table's async client; see {@link
   * QueryOperation#firstAsync}.
   *
   * @return the item, empty when none matches
   */
  public final java.util.concurrent.CompletableFuture<Optional<T>> firstAsync() {
    return query().firstAsync();
  }

  /**
   * The pages, fetched one at a time as the subscriber requests them; see {@link
   * QueryOperation#pages}.
   *
   * @return a cold publisher of pages
   */
  public final java.util.concurrent.Flow.Publisher<Page<T>> pages() {
    return query().pages();
  }

  /**
   * The matching items, pages fetched as the subscriber requests items; see {@link
   * QueryOperation#publisher}.
   *
   * @return a cold publisher of items
   */
  public final java.util.concurrent.Flow.Publisher<T> publisher() {
    return query().publisher();
  }

  private QueryOperation<T> query() {
    return query(sortKey.condition());
  }

  private QueryOperation<T> query(SortKeyCondition condition) {
    return QueryOperation.of(table, schema, indexName, partitionKeyField, partitionKey, sortKey.template().field(),
        condition);
  }
}
