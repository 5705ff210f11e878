package dev.singletable.runtime.operation;

import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A query that a generated step has not narrowed to its end: its modifiers start a {@link
 * QueryOperation} of everything the step covers ({@link #filter}, {@link #limit}, {@link
 * #descending}, {@link #consistent}, {@link #attributes}, {@link #startAfter}) and its terminals run
 * one ({@link #list}, {@link #page}, {@link #stream}, {@link #first}). {@link QueryStep} narrows a
 * rendered sort key; {@link AttributeQueryStep} an index keyed by several attributes.
 *
 * @param <T> the entity's record type
 */
public abstract class IndexQuery<T> {
  /** For subclasses. */
  IndexQuery() {}

  /**
   * The query of everything this step covers.
   *
   * @return a new operation
   */
  abstract QueryOperation<T> query();

  /**
   * The query of everything this step covers, as an operation: what a sharded query runs on each
   * shard.
   *
   * @return a new operation
   */
  public final QueryOperation<T> operation() {
    return query();
  }


  /**
   * Keeps only items matching {@code condition}; see {@link QueryOperation#filter}.
   *
   * @param condition built from the entity's attribute constants
   * @return the query
   */
  public final QueryOperation<T> filter(Condition<T> condition) {
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
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final QueryOperation<T> attributes(AttributePath<T, ?>... attributes) {
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

}
