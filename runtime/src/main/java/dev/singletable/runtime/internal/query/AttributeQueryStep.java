package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.key.AttributeKeyCondition;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.QueryOperation;
import java.util.Objects;

/**
 * A query of a global secondary index whose key is made of several attributes (up to four
 * partition and four sort attributes, each a component stored as its own typed attribute), its
 * partition attributes given and its sort attributes fixed up to one. Generated entities subclass
 * it once per sort attribute a query can narrow: the subclass adds {@code score(value)}, which fixes
 * the attribute and returns the step of the next one, and {@code scoreGt}, {@code scoreGte}, {@code
 * scoreLt}, {@code scoreLte}, {@code scoreBetween} and (for text) {@code scoreBeginsWith}, which end
 * the narrowing. As for {@link KeyQueryStep}, a range on an attribute while an earlier one is free
 * does not compile, the step is itself a query of everything it covers, and {@link #startAfter}
 * keeps the step.
 *
 * @param <T> the entity's record type
 * @param <S> the generated step class itself
 */
public abstract class AttributeQueryStep<T, S extends AttributeQueryStep<T, S>>
    extends IndexQuery<T, QueryOperation<T>> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final String indexName;
  private final AttributeKeyCondition key;
  private String cursor;

  /**
   * A step of a query on {@code indexName} with the attributes {@code key} fixes.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the GSI name
   * @param key the attributes fixed so far
   */
  protected AttributeQueryStep(Table table, EntitySchema<T> schema, String indexName, AttributeKeyCondition key) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = Objects.requireNonNull(indexName, "indexName");
    this.key = Objects.requireNonNull(key, "key");
  }
  /**
   * The step after {@code previous}, with one more sort attribute fixed.
   *
   * @param previous the step that fixed it
   * @param key the attributes fixed so far
   */
  protected AttributeQueryStep(AttributeQueryStep<T, ?> previous, AttributeKeyCondition key) {
    this.table = previous.table;
    this.schema = previous.schema;
    this.indexName = previous.indexName;
    this.key = Objects.requireNonNull(key, "key");
    this.cursor = previous.cursor;
  }

  /**
   * Continues after the page that returned {@code cursor}, keeping this step: its narrowing methods
   * may follow, and the query they end in starts after the cursor. A null cursor reads from the
   * first page.
   *
   * @param cursor a cursor of a page of the query this step ends in, or null
   * @return this step
   * @throws dev.singletable.runtime.exception.InvalidCursorException when the cursor is not one of
   *     this query's; nothing is sent
   */
  @SuppressWarnings("unchecked") // S is this step's own class
  public final S startAfter(String cursor) {
    if (cursor != null) {
      query(key).startAfter(cursor); // refused now when it is no cursor of this step's query
    }
    this.cursor = cursor;
    return (S) this;
  }


  /**
   * The next step's start: this step's attributes and {@code attribute = value}.
   *
   * @param attribute the entity's attribute constant
   * @param value the value
   * @param <V> the attribute's type
   * @return the condition to pass to the next step
   * @throws dev.singletable.runtime.exception.InvalidValueException when the value is null or cannot
   *     be stored
   */
  protected final <V> AttributeKeyCondition with(AttributePath<T, V> attribute, V value) {
    return key.equal(attribute, value);
  }

  /** The table, for the next step. */
  protected final Table table() {
    return table;
  }

  /**
   * The query of the items whose next attribute is {@code value}: the last attribute of the key.
   *
   * @param attribute the entity's attribute constant
   * @param value the value
   * @param <V> the attribute's type
   * @return the query
   */
  protected final <V> QueryOperation<T> equalTo(AttributePath<T, V> attribute, V value) {
    return query(with(attribute, value));
  }

  /**
   * A comparison on the next attribute.
   *
   * @param attribute the entity's attribute constant
   * @param operator {@code <}, {@code <=}, {@code >}, {@code >=} or {@code begins_with}
   * @param value the operand, or null to leave the attribute open
   * @param <V> the attribute's type
   * @return the query
   */
  protected final <V> QueryOperation<T> compare(AttributePath<T, V> attribute, String operator, V value) {
    if (value == null) {
      return query(key); // null leaves the attribute open, as it leaves a rendered key's component open
    }
    return query(key.compare(attribute, operator, value));
  }

  /**
   * The next attribute begins with {@code start} (text attributes).
   *
   * @param attribute the entity's attribute constant
   * @param start the start of the value, or null to leave the attribute open
   * @return the query
   */
  protected final QueryOperation<T> beginsWith(AttributePath<T, String> attribute, String start) {
    return compare(attribute, "begins_with", start);
  }

  /**
   * The next attribute is from {@code low} to {@code high}, both included.
   *
   * @param attribute the entity's attribute constant
   * @param low the lowest value, or null for none
   * @param high the highest value, or null for none
   * @param <V> the attribute's type
   * @return the query
   */
  protected final <V> QueryOperation<T> between(AttributePath<T, V> attribute, V low, V high) {
    if (low == null) {
      return compare(attribute, "<=", high);
    }
    if (high == null) {
      return compare(attribute, ">=", low);
    }
    return query(key.between(attribute, low, high));
  }

  @Override
  protected final QueryOperation<T> query() {
    return query(key);
  }

  private QueryOperation<T> query(AttributeKeyCondition condition) {
    QueryOperation<T> query = Queries.ofAttributes(table, schema, indexName, condition);
    if (cursor != null) {
      query.startAfter(cursor);
    }
    return query;
  }
}
