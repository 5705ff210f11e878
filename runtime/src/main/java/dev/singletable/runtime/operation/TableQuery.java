package dev.singletable.runtime.operation;

import dev.singletable.runtime.Key;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.read.QueryReads;
import java.util.function.Consumer;

/**
 * A query of the table's primary index or of a local secondary index: one that DynamoDB can read
 * strongly consistent, so it offers {@link #consistent()}. A query of a global secondary index is a
 * plain {@link QueryOperation}, on which {@code consistent()} does not compile.
 *
 * <p>Its modifiers return it as a {@code TableQuery}, so {@code consistent()} may come anywhere
 * among them, except after {@link #attributes}, which returns a {@link QueryOperation}.
 *
 * @param <T> the entity's record type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#queries">Queries and indexes: queries</a>
 */
public final class TableQuery<T> extends QueryOperation<T> {

  TableQuery(QueryReads.Spec spec) {
    super(spec);
  }

  /**
   * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
   * read cost).
   *
   * @return this query
   */
  public TableQuery<T> consistent() {
    readConsistently();
    return this;
  }

  @Override
  public TableQuery<T> filter(Condition<T> condition) {
    super.filter(condition);
    return this;
  }

  @Override
  public TableQuery<T> limit(int n) {
    super.limit(n);
    return this;
  }

  @Override
  public TableQuery<T> descending() {
    super.descending();
    return this;
  }

  @Override
  public TableQuery<T> skipInvalid() {
    super.skipInvalid();
    return this;
  }

  @Override
  public TableQuery<T> skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    super.skipInvalid(onInvalid);
    return this;
  }

  @Override
  public TableQuery<T> startAfter(String cursor) {
    super.startAfter(cursor);
    return this;
  }

  @Override
  public TableQuery<T> startAfterKey(Key<T> key) {
    super.startAfterKey(key);
    return this;
  }

  @Override
  public TableQuery<T> startAfterItem(T item) {
    super.startAfterItem(item);
    return this;
  }
}
