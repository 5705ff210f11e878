package dev.singletable.runtime.operation;

import dev.singletable.runtime.Key;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.expression.Condition;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A query of one entity's items, whichever form it has reached: a generated query step ({@link
 * IndexQuery}) not narrowed to its end, or the {@link QueryOperation} a narrowing or a modifier
 * returns. Both implement it, so one variable holds either and every terminal runs on it:
 *
 * <pre>{@code
 * EntityQuery<Book> books = onlyAvailable
 *     ? library.books().query().byAuthor(author).filter(BookEntity.AVAILABLE.eq(true))
 *     : library.books().query().byAuthor(author);
 * List<Book> found = books.startAfter(cursor).limit(20).list();
 * }</pre>
 *
 * @param <T> the entity's record type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#queries">Queries and indexes: queries</a>
 */
public interface EntityQuery<T> {
  /**
   * Keeps only items matching {@code condition}; see {@link QueryOperation#filter}.
   *
   * @param condition built from the entity's attribute constants
   * @return the query
   */
  QueryOperation<T> filter(Condition<T> condition);

  /**
   * Returns at most {@code n} items of this entity; see {@link QueryOperation#limit}.
   *
   * @param n at least 1
   * @return the query
   */
  QueryOperation<T> limit(int n);

  /**
   * Reads in descending sort-key order.
   *
   * @return the query
   */
  QueryOperation<T> descending();

  /**
   * Skips items that cannot be read as this entity instead of failing; see {@link
   * QueryOperation#skipInvalid()}.
   *
   * @return the query
   */
  QueryOperation<T> skipInvalid();

  /**
   * Skips items that cannot be read as this entity and hands each to {@code onInvalid}; see {@link
   * QueryOperation#skipInvalid(Consumer)}.
   *
   * @param onInvalid called once per skipped item
   * @return the query
   */
  QueryOperation<T> skipInvalid(Consumer<? super InvalidItem> onInvalid);

  /**
   * Continues after the page that returned {@code cursor}; a null cursor reads from the first page. A
   * step stays a step, so that its narrowing may follow.
   *
   * @param cursor a cursor of a page of this query, or null
   * @return the query
   * @throws dev.singletable.runtime.exception.InvalidCursorException when the cursor is not one of
   *     this query's; nothing is sent
   */
  EntityQuery<T> startAfter(String cursor);

  /**
   * Starts after the item whose key is {@code key}; see {@link QueryOperation#startAfterKey}.
   *
   * @param key the key attributes of the item to start after, or null
   * @return the query
   */
  QueryOperation<T> startAfterKey(Key<T> key);

  /**
   * Starts after {@code item}; see {@link QueryOperation#startAfterItem}.
   *
   * @param item the item to start after, or null
   * @return the query
   */
  QueryOperation<T> startAfterItem(T item);

  /**
   * Every matching item, reading as many pages as needed.
   *
   * @return the items, in sort-key order
   */
  List<T> list();

  /**
   * One page and the cursor to continue after it.
   *
   * @return the page
   */
  Page<T> page();

  /**
   * A lazy stream that fetches pages as it is consumed.
   *
   * @return the stream
   */
  Stream<T> stream();

  /**
   * The first matching item, if any.
   *
   * @return the item
   */
  Optional<T> first();

  /**
   * How many items match, counted by DynamoDB.
   *
   * @return the number of matching items
   */
  long count();

  /**
   * How many items match, counted with the table's async client.
   *
   * @return the number of matching items
   */
  CompletableFuture<Long> countAsync();

  /**
   * Every matching item, read with the table's async client.
   *
   * @return the items, in sort-key order
   */
  CompletableFuture<List<T>> listAsync();

  /**
   * One page and the cursor to continue after it, read with the table's async client.
   *
   * @return the page
   */
  CompletableFuture<Page<T>> pageAsync();

  /**
   * The first matching item, read with the table's async client.
   *
   * @return the item, empty when none matches
   */
  CompletableFuture<Optional<T>> firstAsync();

  /**
   * The pages, fetched one at a time as the subscriber requests them.
   *
   * @return a cold publisher of pages
   */
  Flow.Publisher<Page<T>> pages();

  /**
   * The matching items, pages fetched as the subscriber requests items.
   *
   * @return a cold publisher of items
   */
  Flow.Publisher<T> publisher();
}
