package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.key.AttributeKeyCondition;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.internal.read.QueryReads;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A query of one entity's items in one partition of an index. Generated query steps create it
 * with the rendered partition key and sort-key condition (a {@link TableQuery}, which may also read
 * strongly consistent, on the table's primary index and its local secondary indexes); the caller
 * adds modifiers and ends with a terminal: {@link #list()} (every page), {@link #page()} (one page and a cursor),
 * {@link #stream()} (lazy), {@link #first()} or {@link #count()}.
 *
 * <p>Only this entity's items are returned: other entities sharing the partition are filtered out
 * by DynamoDB (on the identity attribute) and checked again here, and never count against
 * {@link #limit(int)}.
 *
 * <p>Items are decoded one at a time as they are handed out, and every item is checked: its key
 * components must render the keys it is stored under. An item that cannot be read fails the read
 * with an {@link InvalidItemException} naming entity, attribute, value and the item's key; a
 * {@link #stream()} has delivered the items before it. After {@link #skipInvalid()} such items are
 * skipped instead, listed in {@link Page#invalidItems()}, and handed to the callback of {@link
 * #skipInvalid(Consumer)}; they do not count against the limit.
 *
 * @param <T> the entity type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#queries">Queries and indexes: queries</a>
 */
public class QueryOperation<T> implements EntityQuery<T> {
  final Table table;
  final EntitySchema<T> schema;
  final String indexName;
  final String partitionKeyField;
  private final String partitionKey;
  /** The partition key as sent: a string, or a number for a key stored as one. */
  final AttributeValue partitionValue;
  final String sortKeyField;
  final SortKeyCondition sortKeyCondition;
  Condition<T> filter;
  /** The key condition of an index keyed by several attributes; null for a rendered-key index. */
  final AttributeKeyCondition attributeKey;
  private int limit = -1;
  boolean descending;
  boolean consistent;
  private Map<String, AttributeValue> startKey;

  static {
    QueryReads.install(query -> ((QueryOperation<?>) query).opened(),
        spec -> spec.consistentReads() ? new TableQuery<>(spec) : new QueryOperation<>(spec));
  }

  Set<String> projection;
  private boolean skipInvalid;
  private Consumer<? super InvalidItem> onInvalid;

  /**
   * A query as its spec describes it; generated steps make it through {@code internal.query}.
   *
   * @param spec the table, entity, index and key condition
   */
  @SuppressWarnings("unchecked") // the spec's schema is the entity's own
  QueryOperation(QueryReads.Spec spec) {
    this.table = Objects.requireNonNull(spec.table(), "table");
    this.schema = (EntitySchema<T>) Objects.requireNonNull(spec.schema(), "schema");
    this.indexName = spec.indexName();
    this.attributeKey = spec.attributeKey();
    this.partitionKeyField = attributeKey != null ? null
        : Objects.requireNonNull(spec.partitionKeyField(), "partitionKeyField");
    this.partitionKey = attributeKey != null ? null : Objects.requireNonNull(spec.partitionKey(), "partitionKey");
    this.partitionValue = spec.partitionValue();
    this.sortKeyField = spec.sortKeyField();
    this.sortKeyCondition = spec.sortKey();
    if (sortKeyCondition != null && sortKeyField == null) {
      throw new IllegalArgumentException("a sort-key condition needs a sort-key field");
    }
  }

  /** Keeps only items matching {@code condition} (a filter: read capacity is still spent on the others). */
  public QueryOperation<T> filter(Condition<T> condition) {
    Objects.requireNonNull(condition, "condition");
    filter = filter == null ? condition : filter.and(condition);
    return this;
  }

  /**
   * Returns at most {@code n} items of this entity: in all for {@code list}, {@code stream},
   * {@code first} and {@code listAsync}; per page for {@code page}, {@code pageAsync} and the
   * publishers ({@code pages()} publishes pages of up to {@code n} items until the query ends, and
   * {@code publisher()} walks the whole query {@code n} items per request).
   *
   * @param n at least 1
   * @return this query
   * @throws IllegalArgumentException when {@code n} is less than 1
   */
  public QueryOperation<T> limit(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + n);
    }
    limit = n;
    return this;
  }

  /** Reads in descending sort-key order. */
  public QueryOperation<T> descending() {
    descending = true;
    return this;
  }

  /** Reads strongly consistent: for {@link TableQuery#consistent()}. */
  final void readConsistently() {
    consistent = true;
  }

  /**
   * Reads only the given attributes (a projection), besides those every record needs: the
   * components of the primary key, primitive components (a record cannot leave them out) and the
   * identity attributes. Other components come back null. A projected record is a partial view:
   * writing it back with {@code put} would drop what was not read.
   *
   * @param attributes the entity's attribute constants
   * @return this query
   * @throws IllegalArgumentException when an attribute belongs to another entity
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final QueryOperation<T> attributes(AttributePath<T, ?>... attributes) {
    // The keys are read too, so that the record is checked against the key it is stored under.
    List<String> keyFields = new ArrayList<>();
    keyFields.add(schema.partitionKeyField());
    if (schema.sortKeyField() != null) {
      keyFields.add(schema.sortKeyField());
    }
    keyFields.addAll(indexKeyFields());
    Set<String> names = Projection.of(schema, keyFields, attributes);
    projection = names;
    return this;
  }

  /**
   * Skips items that cannot be read as this entity (an attribute of the wrong type, a key that
   * disagrees with its components) instead of failing: {@link #page()} lists them in {@link
   * Page#invalidItems()}; {@link #list()}, {@link #stream()} and {@link #first()} leave them out
   * without a trace; use {@link #skipInvalid(Consumer)} to see them there.
   *
   * @return this query
   */
  public QueryOperation<T> skipInvalid() {
    skipInvalid = true;
    return this;
  }

  /**
   * Skips items that cannot be read as this entity, as {@link #skipInvalid()}, and hands each of
   * them to {@code onInvalid} as it is met, whichever terminal runs the query.
   *
   * <pre>{@code
   * List<InvalidItem> skipped = new ArrayList<>();
   * List<Doc> docs = docs.query().primary("acme").skipInvalid(skipped::add).list();
   * }</pre>
   *
   * @param onInvalid called once per skipped item, on the thread that reads
   * @return this query
   */
  public QueryOperation<T> skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    this.onInvalid = Objects.requireNonNull(onInvalid, "onInvalid");
    skipInvalid = true;
    return this;
  }

  /**
   * Continues after the page that returned {@code cursor} (see {@link Page#cursor()}).
   *
   * A null cursor reads from the first page, so that a caller passes on what it was given without
   * an {@code if}.
   *
   * @param cursor a cursor of a page of this same query, or null
   * @return this query
   * @throws InvalidCursorException when the cursor is not one of this library, belongs to another
   *     entity, index, collection or scan, or holds a key outside this query's partition and
   *     sort-key condition; nothing is sent
   */
  public QueryOperation<T> startAfter(String cursor) {
    if (cursor == null) {
      startKey = null;
      return this;
    }
    String read = Cursors.queryRead(schema, indexName);
    startKey = Cursors.decode(cursor, read, read + " (" + keyCondition() + ")", Cursors.keyTypes(schema, indexName),
        bounds());
    return this;
  }

  /**
   * Continues after the item whose key is {@code key}, as a page ending there would (Tempest's
   * {@code Offset}, ElectroDB's key-to-cursor conversion): the items after it in this query's order.
   * The item need not exist. On the table, the entity's {@code key(...)} builder gives it; on a
   * secondary index the key must also hold the index's key attributes (see {@link #startAfterItem}).
   * The key is checked as a cursor is: it must have exactly the key attributes of this query's index,
   * with their types, and lie in its partition and sort-key condition.
   *
   * @param key the key attributes of the item to start after (the table's and the index's), or null
   *     to read from the first page
   * @return this query
   * @throws InvalidValueException naming the entity, the attribute, its value and the key when the key
   *     lacks an attribute of the index, has others, or lies outside this query; nothing is sent
   */
  public QueryOperation<T> startAfterKey(Key<T> key) {
    if (key == null) {
      startKey = null;
      return this;
    }
    Map<String, ScalarAttributeType> types = Cursors.keyTypes(schema, indexName);
    // The table's key first, then the index's, as the table shows them.
    Map<String, AttributeValue> ordered = new LinkedHashMap<>();
    types.keySet().stream().filter(key::containsKey).forEach(attribute -> ordered.put(attribute, key.get(attribute)));
    ordered.putAll(key);
    String shown = Keys.listed(ordered);
    for (Map.Entry<String, ScalarAttributeType> field : types.entrySet()) {
      AttributeValue value = key.get(field.getKey());
      if (value == null || value.type() == null || !value.type().name().equals(field.getValue().name())) {
        throw new InvalidValueException(schema.entityName(), field.getKey(), value == null ? null : Keys.text(value),
            "a key to start a query of " + indexShown() + " after needs its attribute " + field.getKey() + " of type "
                + field.getValue() + " (the key attributes are " + types.keySet() + ")").withKey(shown);
      }
    }
    for (String attribute : key.keySet()) {
      if (!types.containsKey(attribute)) {
        throw new InvalidValueException(schema.entityName(), attribute, Keys.text(key.get(attribute)),
            "is no key attribute of " + indexShown() + ", whose key attributes are " + types.keySet()
                + ": a query starts after a key of its own index").withKey(shown);
      }
    }
    String outside = bounds().outside(key);
    if (outside != null) {
      String attribute = failing(outside, types.keySet());
      throw new InvalidValueException(schema.entityName(), attribute, Keys.text(key.get(attribute)),
          "lies outside this query (" + keyCondition() + ", where it fails " + outside
              + "): start after a key of this query's partition and sort-key condition").withKey(shown);
    }
    startKey = Map.copyOf(key);
    return this;
  }

  /**
   * Continues after {@code item}, given by its value: {@link #startAfterKey} with the keys the item is
   * stored under in this query's index, rendered from its components.
   *
   * @param item the item to start after (it need not be stored), or null to read from the first page
   * @return this query
   * @throws InvalidValueException when the item's keys are not in this query's partition and sort-key
   *     condition, or the item has no key in a sparse index (a component the index key needs is null)
   */
  public QueryOperation<T> startAfterItem(T item) {
    if (item == null) {
      startKey = null;
      return this;
    }
    Map<String, AttributeValue> stored = schema.toItem(item);
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    for (String attribute : Cursors.keyTypes(schema, indexName).keySet()) {
      AttributeValue value = stored.get(attribute);
      if (value == null) {
        throw new InvalidValueException(schema.entityName(), attribute, null,
            "the item has no key in " + indexShown() + " (a component of its key is null), so a query of it cannot"
                + " start after it").withKey(Keys.listed(PrimaryKey.of(schema, stored)));
      }
      key.put(attribute, value);
    }
    return startAfterKey(Key.of(key));
  }

  /** The key attribute a part of the key condition names ({@code sk begins_with X}): the longest that starts it. */
  private static String failing(String outside, Set<String> attributes) {
    String found = "";
    for (String attribute : attributes) {
      if (outside.startsWith(attribute + " ") && attribute.length() > found.length()) {
        found = attribute;
      }
    }
    return found;
  }

  /** The query's key condition, for messages: {@code pk = CUSTOMER#1, sk begins_with ORDER#}. */
  private String keyCondition() {
    return attributeKey != null ? attributeKey.toString()
        : partitionKeyField + " = " + partitionKey
            + (sortKeyCondition == null ? "" : ", " + sortKeyCondition.describe(sortKeyField));
  }

  /** Where this query's key condition lets a key to start after lie. */
  private Cursors.Bounds bounds() {
    return attributeKey != null ? attributeKey::outside
        : SortKeyCondition.bounds(partitionKeyField, partitionValue, sortKeyField, sortKeyCondition);
  }

  /** The index, for messages. */
  private String indexShown() {
    return indexName == null ? "the table" : "index " + indexName;
  }

  /** The key attributes of the index this query reads. */
  private List<String> indexKeyFields() {
    if (attributeKey != null) {
      return attributeKey.indexAttributes();
    }
    return sortKeyField == null ? List.of(partitionKeyField) : List.of(partitionKeyField, sortKeyField);
  }

  /** Every matching item, reading as many pages as needed (up to the limit, when one is set). */
  public List<T> list() {
    return pager().list(startKey, limit);
  }

  /**
   * One page: with a limit, up to that many items (reading further DynamoDB pages when filtering
   * leaves fewer); without one, the items of one DynamoDB page (at most 1 MB read).
   */
  public Page<T> page() {
    return page(pager().page(startKey, limit));
  }

  /** A lazy stream: pages are fetched as the stream is consumed. */
  public Stream<T> stream() {
    return pager().stream(startKey, limit);
  }

  /** The first matching item, if any. */
  public Optional<T> first() {
    return pager().first(startKey);
  }

  /**
   * How many items of this entity the query matches (up to the limit, when one is set), counted by
   * DynamoDB ({@code Select.COUNT}) on every page: no item is sent back or decoded, so items that
   * cannot be read are counted too. Items of other entities or versions are left out by a filter on
   * the identity attributes.
   *
   * @return the number of items {@link #list()} would return when every item reads
   */
  public long count() {
    return new QueryPages<>(this).count(startKey, limit);
  }

  /**
   * {@link #count()} with the table's async client. Never throws: every failure {@link #count()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the number of matching items
   */
  public CompletableFuture<Long> countAsync() {
    return new QueryPages<>(this).countAsync(startKey, limit);
  }

  /**
   * The request this query sends first; for logging and tests.
   *
   * @return the first request of the query
   */
  public QueryRequest request() {
    return new QueryPages<>(this).request(startKey, limit);
  }

  /**
   * Every matching item, as {@link #list()} returns them, read with the table's async client. Never
   * throws: every failure {@link #list()} throws completes the future exceptionally with the same
   * exception.
   *
   * @return the items, reading as many pages as needed (up to the limit, when one is set)
   */
  public CompletableFuture<List<T>> listAsync() {
    return pager().listAsync(startKey, limit).thenApply(Pager.Result::items);
  }

  /**
   * One page, as {@link #page()} returns it, read with the table's async client. Never throws: every
   * failure {@link #page()} throws completes the future exceptionally with the same exception.
   *
   * @return the page and the cursor to continue after it
   */
  public CompletableFuture<Page<T>> pageAsync() {
    return pager().pageAsync(startKey, limit).thenApply(this::page);
  }

  /**
   * The first matching item, as {@link #first()} returns it, read with the table's async client.
   * Never throws: every failure {@link #first()} throws completes the future exceptionally with the
   * same exception.
   *
   * @return the first item, empty when none matches
   */
  public CompletableFuture<Optional<T>> firstAsync() {
    return pager().firstAsync(startKey);
  }

  /**
   * The pages of this query as a cold {@link Flow.Publisher}, read with the table's async client:
   * each subscriber walks the query from its start (or from {@link #startAfter}), every page being
   * what {@link #page()} returns after the previous page's cursor, until a page has no cursor. The
   * next Query is sent only when the subscriber has requested another page, and at most one is
   * outstanding at a time; cancelling stops the walk, and a failure (the same exception {@link
   * #page()} throws) goes to {@code onError}.
   *
   * @return a publisher of pages
   */
  public Flow.Publisher<Page<T>> pages() {
    return pager().pages(startKey, limit, this::page);
  }

  /**
   * The matching items as a cold {@link Flow.Publisher}, read with the table's async client: the
   * pages of {@link #pages()}, flattened. A page is fetched only when the subscriber has requested
   * more items than are buffered; cancelling stops the walk. Like {@link #stream()}, it delivers the
   * items before one that cannot be read, then the failure.
   *
   * @return a publisher of items
   */
  public Flow.Publisher<T> publisher() {
    return pager().publisher(startKey, limit);
  }

  /** This query as a read built on it sees it: its source and start key. */
  private QueryReads.Opened<T> opened() {
    return new QueryReads.Opened<>(new QueryPages<>(this).source(), startKey);
  }

  /** The engine that walks this query's pages, with its settings as they are now. */
  private Pager<T> pager() {
    return new Pager<>(new QueryPages<>(this).source(), skipInvalid, onInvalid);
  }

  private Page<T> page(Pager.Result<T> result) {
    return new Page<>(result.items(), Optional.ofNullable(cursor(result.next())), result.invalid());
  }

  private String cursor(Map<String, AttributeValue> next) {
    return Cursors.encode(Cursors.queryRead(schema, indexName), next);
  }
}
