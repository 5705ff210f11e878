package dev.singletable.runtime.operation;

import dev.singletable.runtime.Key;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A query that a generated step has not narrowed to its end, as its users see it: its modifiers
 * start a query of everything the step covers ({@link #filter}, {@link #limit}, {@link #descending},
 * {@link #attributes}, {@link #skipInvalid}) and its terminals run one ({@link #list}, {@link #page},
 * {@link #stream}, {@link #first}, {@link #count}, their async twins and the publishers). The step
 * itself adds its narrowing methods, {@link #startAfter(String)} returns the step itself, and, on the
 * table's primary index and its local indexes, {@code consistent()}: a step of a global secondary
 * index has none, since DynamoDB offers only eventually consistent reads there.
 *
 * <p>A step and the query it ends in are both an {@link EntityQuery}, so {@code var q = cond ? step
 * : step.filter(...)} holds either and runs every terminal.
 *
 * @param <T> the entity's record type
 * @param <Q> the query a modifier starts: a {@link TableQuery} on the primary index or a local
 *     secondary index, a {@link QueryOperation} on a global secondary index
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#the-query-step-rules">Queries and indexes: the query-step rules</a>
 */
public abstract class IndexQuery<T, Q extends QueryOperation<T>> implements EntityQuery<T> {
  /** For the bases of generated steps. */
  protected IndexQuery() {}

  /**
   * The query of everything this step covers.
   *
   * @return a new operation
   */
  protected abstract Q query();

  /**
   * The query of everything this step covers, as an operation: what a sharded query runs on each
   * shard.
   *
   * @return a new operation
   */
  public final Q operation() {
    return query();
  }


  /**
   * Keeps only items matching {@code condition}; see {@link QueryOperation#filter}.
   *
   * @param condition built from the entity's attribute constants
   * @return the query
   */
  @Override
  public final Q filter(Condition<T> condition) {
    Q query = query();
    query.filter(condition);
    return query;
  }

  /**
   * Returns at most {@code n} items of this entity; see {@link QueryOperation#limit}.
   *
   * @param n at least 1
   * @return the query
   */
  @Override
  public final Q limit(int n) {
    Q query = query();
    query.limit(n);
    return query;
  }

  /**
   * Reads in descending sort-key order.
   *
   * @return the query
   */
  @Override
  public final Q descending() {
    Q query = query();
    query.descending();
    return query;
  }


  /**
   * Reads only the given attributes; see {@link QueryOperation#attributes}.
   *
   * @param attributes the entity's attribute constants
   * @return the query
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final Q attributes(AttributePath<T, ?>... attributes) {
    Q query = query();
    query.attributes(attributes);
    return query;
  }

  /**
   * Skips items that cannot be read as this entity instead of failing; {@link Page#invalidItems()}
   * lists them. See {@link QueryOperation#skipInvalid()}.
   *
   * @return the query
   */
  @Override
  public final Q skipInvalid() {
    Q query = query();
    query.skipInvalid();
    return query;
  }

  /**
   * Skips items that cannot be read as this entity and hands each to {@code onInvalid}; see {@link
   * QueryOperation#skipInvalid(java.util.function.Consumer)}.
   *
   * @param onInvalid called once per skipped item
   * @return the query
   */
  @Override
  public final Q skipInvalid(java.util.function.Consumer<? super InvalidItem> onInvalid) {
    Q query = query();
    query.skipInvalid(onInvalid);
    return query;
  }

  /**
   * Continues after the page that returned {@code cursor}, keeping this step: its narrowing methods
   * may follow, and the query they end in starts after the cursor. A null cursor reads from the first
   * page.
   *
   * @param cursor a cursor of a page of the query this step ends in, or null
   * @return this step
   * @throws dev.singletable.runtime.exception.InvalidCursorException when the cursor is not one of
   *     this query's; nothing is sent
   */
  @Override
  public abstract IndexQuery<T, Q> startAfter(String cursor);

  /**
   * Starts after the item whose key is {@code key}; see {@link QueryOperation#startAfterKey}.
   *
   * @param key the key attributes of the item to start after (the table's and the index's), or null
   * @return the query
   * @throws InvalidValueException when the key is not one of this
   *     query's index, partition and sort-key condition; nothing is sent
   */
  @Override
  public final Q startAfterKey(Key<T> key) {
    Q query = query();
    query.startAfterKey(key);
    return query;
  }

  /**
   * Starts after {@code item}; see {@link QueryOperation#startAfterItem}.
   *
   * @param item the item to start after, or null
   * @return the query
   * @throws InvalidValueException when the item's keys are not in
   *     this query's partition and sort-key condition, or it has none in a sparse index
   */
  @Override
  public final Q startAfterItem(T item) {
    Q query = query();
    query.startAfterItem(item);
    return query;
  }


  /**
   * Every matching item, reading as many pages as needed.
   *
   * @return the items, in sort-key order
   */
  @Override
  public final List<T> list() {
    return query().list();
  }

  /**
   * One page and the cursor to continue after it; see {@link QueryOperation#page}.
   *
   * @return the page
   */
  @Override
  public final Page<T> page() {
    return query().page();
  }

  /**
   * A lazy stream that fetches pages as it is consumed.
   *
   * @return the stream
   */
  @Override
  public final Stream<T> stream() {
    return query().stream();
  }

  /**
   * The first matching item, if any.
   *
   * @return the item
   */
  @Override
  public final Optional<T> first() {
    return query().first();
  }

  /**
   * How many items match, counted by DynamoDB; see {@link QueryOperation#count}.
   *
   * @return the number of matching items
   */
  @Override
  public final long count() {
    return query().count();
  }

  /**
   * How many items match, counted with the table's async client; see {@link
   * QueryOperation#countAsync}.
   *
   * @return the number of matching items
   */
  @Override
  public final java.util.concurrent.CompletableFuture<Long> countAsync() {
    return query().countAsync();
  }

  /**
   * Every matching item, read with the table's async client; see {@link QueryOperation#listAsync}.
   *
   * @return the items, in sort-key order
   */
  @Override
  public final java.util.concurrent.CompletableFuture<List<T>> listAsync() {
    return query().listAsync();
  }

  /**
   * One page and the cursor to continue after it, read with the table's async client; see {@link
   * QueryOperation#pageAsync}.
   *
   * @return the page
   */
  @Override
  public final java.util.concurrent.CompletableFuture<Page<T>> pageAsync() {
    return query().pageAsync();
  }

  /**
   * The first matching item, read with the table's async client; see {@link
   * QueryOperation#firstAsync}.
   *
   * @return the item, empty when none matches
   */
  @Override
  public final java.util.concurrent.CompletableFuture<Optional<T>> firstAsync() {
    return query().firstAsync();
  }

  /**
   * The pages, fetched one at a time as the subscriber requests them; see {@link
   * QueryOperation#pages}.
   *
   * @return a cold publisher of pages
   */
  @Override
  public final java.util.concurrent.Flow.Publisher<Page<T>> pages() {
    return query().pages();
  }

  /**
   * The matching items, pages fetched as the subscriber requests items; see {@link
   * QueryOperation#publisher}.
   *
   * @return a cold publisher of items
   */
  @Override
  public final java.util.concurrent.Flow.Publisher<T> publisher() {
    return query().publisher();
  }

}
