package dev.singletable.runtime.internal.query;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.key.SortKeyPrefix;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.QueryOperation;
import java.util.Objects;

/**
 * The base of the generated steps of a query of one partition of an index whose sort key is a
 * rendered template, fixed up to some component. Generated entities subclass it once per sort-key
 * component a query can narrow ({@code SaleEntity.PrimaryCityStep}): the subclass adds {@code
 * city(value)}, which fixes the component and returns the step of the next one, and {@code cityGt},
 * {@code cityGte}, {@code cityLt}, {@code cityLte}, {@code cityBetween} and (for text) {@code
 * cityBeginsWith}, which end the narrowing. Because each step offers only its own component, a
 * condition DynamoDB cannot serve (a range on a component while an earlier one is free) does not
 * compile.
 *
 * <p>A component given as null is left open: the step after it reads every item under the
 * components fixed before, so a caller with an optional component passes it on without an {@code
 * if}. A later component cannot then be fixed or ranged over (there is no key prefix for it) and is
 * refused with an {@link InvalidValueException} naming both. A range or prefix given null leaves the
 * component open the same way ({@code cityBeginsWith(null)} reads what {@code city(null)} reads),
 * and a between with one end null keeps only the other end.
 *
 * <p>{@link #startAfter} keeps the step, so that the narrowing may follow it; the cursor goes on to
 * the query the step ends in.
 *
 * @param <T> the entity's record type
 * @param <S> the generated step class itself
 * @param <Q> the query it ends in: a {@code TableQuery} on the primary index or a local secondary
 *     index, a {@code QueryOperation} on a global one
 */
public abstract class KeyQueryStep<T, S extends KeyQueryStep<T, S, Q>, Q extends QueryOperation<T>>
    extends IndexQuery<T, Q> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final String indexName;
  private final String partitionKeyField;
  private final String partitionKey;
  /** The partition key's template when it stores numbers or binary; null for a string partition key. */
  private final KeyTemplate partitionTemplate;
  private final SortKeyPrefix sortKey;
  /** The first component left open (given as null), or null while every component given was fixed. */
  private final String open;
  /** How many components were left open. */
  private final int opened;
  private String cursor;

  /**
   * The first step of a query: its partition, and the sort-key components the partition key gives.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the secondary index, or null for the table's primary index
   * @param partitionKeyField the index's partition key attribute
   * @param partitionKey the rendered partition key
   * @param sortKey the index's sort key template
   * @param known encoded sort-key components by position that the partition key already gives,
   *     null where free
   */
  protected KeyQueryStep(Table table, EntitySchema<T> schema, String indexName, String partitionKeyField,
      String partitionKey, KeyTemplate sortKey, String... known) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = indexName;
    this.partitionKeyField = Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
    this.partitionTemplate = null;
    this.sortKey = SortKeyPrefix.of(sortKey, known);
    this.open = null;
    this.opened = 0;
  }

  /**
   * The first step of a query of one partition whose key the template {@code partitionKey} renders,
   * stored as its template says (a string, a number or bytes).
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the secondary index, or null for the primary index
   * @param partitionKey the template of the partition key
   * @param partitionKeyValue the rendered partition key
   * @param sortKey the sort key's template
   * @param known components of the sort key fixed already, in template order
   */
  protected KeyQueryStep(Table table, EntitySchema<T> schema, String indexName, KeyTemplate partitionKey,
      String partitionKeyValue, KeyTemplate sortKey, String... known) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = indexName;
    this.partitionKeyField = partitionKey.field();
    this.partitionKey = Objects.requireNonNull(partitionKeyValue, "partitionKeyValue");
    this.partitionTemplate = partitionKey.isNumber() || partitionKey.isBinary() ? partitionKey : null;
    this.sortKey = SortKeyPrefix.of(sortKey, known);
    this.open = null;
    this.opened = 0;
  }

  /**
   * The step after {@code previous}, with one more component fixed, or left open when null.
   *
   * @param previous the step that narrowed by the component
   * @param component the component's encoded value, or null to leave it open
   * @throws InvalidValueException when a value is given after a component left open
   */
  protected KeyQueryStep(KeyQueryStep<T, ?, Q> previous, String component) {
    this.table = previous.table;
    this.schema = previous.schema;
    this.indexName = previous.indexName;
    this.partitionKeyField = previous.partitionKeyField;
    this.partitionKey = previous.partitionKey;
    this.partitionTemplate = previous.partitionTemplate;
    this.cursor = previous.cursor;
    if (component == null) {
      this.sortKey = previous.sortKey;
      this.open = previous.open != null ? previous.open : previous.nextComponent();
      this.opened = previous.opened + 1;
    } else {
      previous.requireNoneOpen(component);
      this.sortKey = previous.sortKey.with(component);
      this.open = null;
      this.opened = 0;
    }
  }

  /**
   * Continues after the page that returned {@code cursor}, keeping this step: its narrowing methods
   * may follow, and the query they end in starts after the cursor. A null cursor reads from the
   * first page.
   *
   * @param cursor a cursor of a page of the query this step ends in, or null
   * @return this step
   * @throws dev.singletable.runtime.exception.InvalidCursorException when the cursor is not one of
   *     this query's (another entity, index or partition, or forged); nothing is sent
   */
  @SuppressWarnings("unchecked") // S is this step's own class
  public final S startAfter(String cursor) {
    if (cursor != null) {
      // Refused now when it is no cursor of this step's query: the narrowing that may follow only
      // shrinks the range, and the query it ends in checks the cursor against that range again.
      query(sortKey.condition()).startAfter(cursor);
    }
    this.cursor = cursor;
    return (S) this;
  }

  // ----- narrowing, for generated subclasses

  /**
   * Fixes the last free component: the query of one whole sort key; null leaves it open and reads
   * every item under the components fixed before it.
   *
   * @param component the encoded value, or null
   * @return the query
   */
  protected final Q equalTo(String component) {
    if (component == null) {
      return query();
    }
    requireNoneOpen(component);
    return query(sortKey.equalTo(component));
  }

  /**
   * The next component sorts after {@code component}.
   *
   * @param component the encoded value, or null to leave the component open
   * @return the query
   */
  protected final Q greaterThan(String component) {
    if (component == null) {
      return query();
    }
    requireNoneOpen(component);
    return query(sortKey.greaterThan(component));
  }

  /**
   * The next component equals {@code component} or sorts after it.
   *
   * @param component the encoded value, or null to leave the component open
   * @return the query
   */
  protected final Q greaterOrEqual(String component) {
    if (component == null) {
      return query();
    }
    requireNoneOpen(component);
    return query(sortKey.greaterOrEqual(component));
  }

  /**
   * The next component sorts before {@code component}.
   *
   * @param component the encoded value, or null to leave the component open
   * @return the query
   */
  protected final Q lessThan(String component) {
    if (component == null) {
      return query();
    }
    requireNoneOpen(component);
    return query(sortKey.lessThan(component));
  }

  /**
   * The next component equals {@code component} or sorts before it.
   *
   * @param component the encoded value, or null to leave the component open
   * @return the query
   */
  protected final Q lessOrEqual(String component) {
    if (component == null) {
      return query();
    }
    requireNoneOpen(component);
    return query(sortKey.lessOrEqual(component));
  }

  /**
   * The next component is from {@code low} to {@code high}, both included.
   *
   * @param low the encoded low end, or null for none
   * @param high the encoded high end, or null for none
   * @return the query
   * @throws IllegalArgumentException when {@code low} sorts after {@code high}
   */
  protected final Q between(String low, String high) {
    if (low == null) {
      return lessOrEqual(high);
    }
    if (high == null) {
      return greaterOrEqual(low);
    }
    requireNoneOpen(low);
    return query(sortKey.between(low, high));
  }

  /**
   * The next component starts with {@code start}.
   *
   * @param start the start, encoded (escaped) like the component, or null to leave the component open
   * @return the query
   */
  protected final Q beginsWith(String start) {
    if (start == null) {
      return query();
    }
    requireNoneOpen(start);
    return query(sortKey.beginsWith(start));
  }

  @Override
  protected final Q query() {
    return query(sortKey.condition());
  }

  private Q query(SortKeyCondition condition) {
    Q query = partitionTemplate != null
        ? Queries.of(table, schema, indexName, partitionTemplate, partitionKey, sortKey.template().field(), condition)
        : Queries.of(table, schema, indexName, partitionKeyField, partitionKey, sortKey.template().field(), condition);
    if (cursor != null) {
      query.startAfter(cursor);
    }
    return query;
  }

  /** The component this step narrows by. */
  private String nextComponent() {
    return sortKey.freeComponent(opened);
  }

  private void requireNoneOpen(String value) {
    if (open != null) {
      throw new InvalidValueException(schema.entityName(), nextComponent(), value, "cannot narrow the query of "
          + sortKey.template().field() + " = " + sortKey.template() + " while " + open
          + ", before it, is left open (null)");
    }
  }
}
