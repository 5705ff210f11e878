package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.key.AttributeKeyCondition;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.PageSource;
import dev.singletable.runtime.internal.read.Pager;
import java.util.ArrayList;
import java.util.Iterator;
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
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * A query of one entity's items in one partition of an index. Generated query steps create it
 * with the rendered partition key and sort-key condition; the caller adds modifiers and ends with
 * a terminal: {@link #list()} (every page), {@link #page()} (one page and a cursor),
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
 */
public final class QueryOperation<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final String indexName;
  private final String partitionKeyField;
  private final String partitionKey;
  /** The partition key as sent: a string, or a number for a key stored as one. */
  private final AttributeValue partitionValue;
  private final String sortKeyField;
  private final SortKeyCondition sortKeyCondition;
  private Condition<T> filter;
  /** The key condition of an index keyed by several attributes; null for a rendered-key index. */
  private final AttributeKeyCondition attributeKey;
  private int limit = -1;
  private boolean descending;
  private boolean consistent;
  private Map<String, AttributeValue> startKey;
  private Set<String> projection;
  private boolean skipInvalid;
  private Consumer<? super InvalidItem> onInvalid;

  private QueryOperation(Table table, EntitySchema<T> schema, String indexName, String partitionKeyField,
      String partitionKey, String sortKeyField, SortKeyCondition sortKeyCondition, AttributeKeyCondition attributeKey) {
    this(table, schema, indexName, partitionKeyField, partitionKey,
        partitionKey == null ? null : AttributeValue.createS(partitionKey), sortKeyField, sortKeyCondition,
        attributeKey);
  }

  private QueryOperation(Table table, EntitySchema<T> schema, String indexName, String partitionKeyField,
      String partitionKey, AttributeValue partitionKeyValue, String sortKeyField, SortKeyCondition sortKeyCondition,
      AttributeKeyCondition attributeKey) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.indexName = indexName;
    this.attributeKey = attributeKey;
    this.partitionKeyField = attributeKey != null ? null : Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    this.partitionKey = attributeKey != null ? null : Objects.requireNonNull(partitionKey, "partitionKey");
    this.partitionValue = partitionKeyValue;
    this.sortKeyField = sortKeyField;
    this.sortKeyCondition = sortKeyCondition;
    if (sortKeyCondition != null && sortKeyField == null) {
      throw new IllegalArgumentException("a sort-key condition needs a sort-key field");
    }
  }

  /**
   * A query of {@code schema}'s items.
   *
   * @param indexName the GSI name, or null for the table's primary index
   * @param sortKeyCondition null to read the whole partition
   */
  public static <T> QueryOperation<T> of(Table table, EntitySchema<T> schema, String indexName,
      String partitionKeyField, String partitionKey, String sortKeyField, SortKeyCondition sortKeyCondition) {
    return new QueryOperation<>(table, schema, indexName, partitionKeyField, partitionKey, sortKeyField,
        sortKeyCondition, null);
  }

  /**
   * A query of {@code schema}'s items whose partition key is rendered by {@code partitionKey}: a
   * string, or a number when the template stores its keys as numbers.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the GSI name, or null for the table's primary index
   * @param partitionKey the template of the partition key
   * @param partitionKeyValue the rendered partition key
   * @param sortKeyField the sort key attribute, null when the index has none
   * @param sortKeyCondition null to read the whole partition
   * @param <T> the entity type
   * @return the query
   */
  public static <T> QueryOperation<T> of(Table table, EntitySchema<T> schema, String indexName,
      KeyTemplate partitionKey, String partitionKeyValue, String sortKeyField, SortKeyCondition sortKeyCondition) {
    return new QueryOperation<>(table, schema, indexName, partitionKey.field(), partitionKeyValue,
        partitionKey.attributeValue(partitionKeyValue), sortKeyField, sortKeyCondition, null);
  }

  /**
   * A query of {@code schema}'s items on a global secondary index whose key is made of several
   * attributes, each a component stored as its own typed attribute.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the GSI name
   * @param key equality on every partition attribute, then on sort attributes in order, then at
   *     most one range
   * @param <T> the entity type
   * @return the query
   */
  public static <T> QueryOperation<T> ofAttributes(Table table, EntitySchema<T> schema, String indexName,
      AttributeKeyCondition key) {
    return new QueryOperation<>(table, schema, Objects.requireNonNull(indexName, "indexName"), null, null, null, null,
        Objects.requireNonNull(key, "key"));
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

  /**
   * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
   * read cost). DynamoDB offers them on the table's primary index and its local secondary indexes.
   *
   * @return this query
   * @throws IllegalStateException when the query reads a global secondary index
   */
  public QueryOperation<T> consistent() {
    if (indexName != null && schema.localIndexes().stream().noneMatch(index -> index.indexName().equals(indexName))) {
      throw new IllegalStateException(schema.entityName() + ": global secondary index " + indexName
          + " offers eventually consistent reads only");
    }
    consistent = true;
    return this;
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
   * @param cursor a cursor of a page of this same query
   * @return this query
   * @throws InvalidCursorException when the cursor is not one of this library, belongs to another
   *     entity, index, collection or scan, or holds a key outside this query's partition and
   *     sort-key condition; nothing is sent
   */
  public QueryOperation<T> startAfter(String cursor) {
    String read = Cursors.queryRead(schema, indexName);
    String condition = attributeKey != null ? attributeKey.toString()
        : partitionKeyField + " = " + partitionKey
            + (sortKeyCondition == null ? "" : ", " + sortKeyCondition.describe(sortKeyField));
    startKey = Cursors.decode(cursor, read, read + " (" + condition + ")", Cursors.keyTypes(schema, indexName),
        attributeKey != null ? attributeKey::outside
            : SortKeyCondition.bounds(partitionKeyField, partitionValue, sortKeyField, sortKeyCondition));
    return this;
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
    Iterator<T> iterator = pager().iterator(startKey, 1);
    return iterator.hasNext() ? Optional.of(iterator.next()) : Optional.empty();
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
    Counter counter = new Counter();
    return Dispatch.call(() -> {
      while (Dispatch.send(table, Call.QUERY, "queryCount", schema.entityName(), counter.request(), counter::take)) {
        // take() adds each page's count; the loop goes on while DynamoDB reports more.
      }
      return counter.count();
    });
  }

  /**
   * {@link #count()} with the table's async client. Never throws: every failure {@link #count()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the number of matching items
   */
  public CompletableFuture<Long> countAsync() {
    return Dispatch.start(() -> countAsync(new Counter()).thenApply(Counter::count));
  }

  private CompletableFuture<Counter> countAsync(Counter counter) {
    return Dispatch.sendAsync(table, Call.QUERY, "queryCount", schema.entityName(), counter.request(), counter::take)
        .thenCompose(more -> more ? countAsync(counter) : CompletableFuture.completedFuture(counter));
  }

  /**
   * The count of the pages read so far. A range that excludes an end is sent as DynamoDB's inclusive
   * {@code BETWEEN}, and a filter cannot name a key attribute, so the items at an excluded end are
   * counted by one more request each (at most two) and taken off.
   */
  private final class Counter {
    private final List<String> excluded =
        sortKeyCondition == null ? List.of() : sortKeyCondition.excludedKeys();
    /** 0 while counting the range, then 1.. for each excluded end. */
    private int phase;
    private long count;
    private long taken;
    private Map<String, AttributeValue> next = startKey;

    /** An entity owning its items by keys alone: the items come back and are counted by {@code owns}. */
    private final boolean byKeys = Identity.of(schema).typeAttribute() == null;

    QueryRequest request() {
      Condition<T> version = IdentityFilters.version(Identity.of(schema));
      SortKeyCondition condition = phase == 0 ? sortKeyCondition : SortKeyCondition.equalTo(excluded.get(phase - 1));
      QueryRequest request = QueryOperation.this.request(phase == 0 ? next : null, -1, version, condition);
      return byKeys ? request : request.toBuilder().select(Select.COUNT).build();
    }

    boolean take(QueryResponse response) {
      long found = byKeys ? response.items().stream().filter(schema::owns).count()
          : response.count() == null ? 0 : response.count();
      if (phase > 0) {
        taken += found;
        return ++phase <= excluded.size();
      }
      count += found;
      next = Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey());
      if (next != null && (limit <= 0 || count < (long) limit + excluded.size())) {
        return true;
      }
      phase = 1;
      return phase <= excluded.size();
    }

    long count() {
      long matching = Math.max(0, count - taken);
      return limit > 0 ? Math.min(matching, limit) : matching;
    }
  }

  /** The request this query sends first; for logging and tests. */
  public QueryRequest request() {
    return request(startKey, limit);
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
    return pager().listAsync(startKey, 1)
        .thenApply(done -> done.items().isEmpty() ? Optional.<T>empty() : Optional.of(done.items().get(0)));
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
    Pager<T> pager = pager();
    return QueryPublisher.pages(startKey, from -> pager.pageAsync(from, limit).thenApply(this::fetched));
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
    Pager<T> pager = pager();
    return QueryPublisher.items(startKey, from -> pager.pageKeepingItemsBeforeFailure(from, limit).thenApply(this::fetched));
  }

  /** The engine that walks this query's pages, with its settings as they are now. */
  private Pager<T> pager() {
    return new Pager<>(new Source(), skipInvalid, onInvalid);
  }

  private Page<T> page(Pager.Result<T> result) {
    return new Page<>(result.items(), Optional.ofNullable(cursor(result.next())), result.invalid());
  }

  private QueryPublisher.Fetched<T> fetched(Pager.Result<T> result) {
    return new QueryPublisher.Fetched<>(page(result), result.next(), result.failure());
  }

  private String cursor(Map<String, AttributeValue> next) {
    return Cursors.encode(Cursors.queryRead(schema, indexName), next);
  }

  /** This query as the engine reads it: a Query request per page, and this entity's decoding. */
  private final class Source implements PageSource<T> {
    @Override
    public Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt) {
      return Dispatch.send(table, Call.QUERY, "query", schema.entityName(), request(start, remaining), this::fetched);
    }

    @Override
    public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining, int attempt) {
      return Dispatch.sendAsync(table, Call.QUERY, "query", schema.entityName(), request(start, remaining), this::fetched);
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return schema.owns(item) && admitted(item);
    }

    @Override
    public T decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
      return InvalidItems.read(table, "query", schema, item, report);
    }

    @Override
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
      // Never needed while each request asks for no more items than are still wanted.
      return PrimaryKey.of(item, Cursors.keyTypes(schema, indexName).keySet());
    }

    private Fetched fetched(QueryResponse response) {
      return new Fetched(response.items(), Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey()));
    }
  }

  private QueryRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining) {
    return request(exclusiveStartKey, remaining, null, sortKeyCondition);
  }

  /** The request with a sort-key condition of its own, its filter joined with {@code extra} (the count's). */
  private QueryRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining, Condition<T> extra,
      SortKeyCondition sortKeyCondition) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String keyCondition = attributeKey != null ? attributeKey.render(expressions)
        : expressions.name(partitionKeyField) + " = " + expressions.value(partitionValue);
    if (sortKeyCondition != null) {
      keyCondition += " AND " + sortKeyCondition.render(expressions, sortKeyField);
    }
    // The entity's items, whatever their version (fromItem reports another version); null for an
    // entity owning its items by keys alone, which a query's filter cannot name: owns() skips the others.
    Condition<T> owned = IdentityFilters.type(Identity.of(schema));
    if (extra != null) {
      owned = owned == null ? extra : owned.and(extra);
    }
    String filterExpression = expressions.render(filter == null ? owned : owned == null ? filter : owned.and(filter));
    String projectionExpression = null;
    if (projection != null) {
      List<String> placeholders = new ArrayList<>(projection.size());
      for (String attribute : projection) {
        placeholders.add(expressions.name(attribute));
      }
      projectionExpression = String.join(", ", placeholders);
    }
    QueryRequest.Builder builder = QueryRequest.builder()
        .tableName(table.name())
        .indexName(indexName)
        .keyConditionExpression(keyCondition)
        .filterExpression(filterExpression)
        .projectionExpression(projectionExpression)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .scanIndexForward(!descending)
        .exclusiveStartKey(exclusiveStartKey);
    if (consistent) {
      builder.consistentRead(true);
    }
    if (remaining > 0) {
      // DynamoDB's Limit counts items read before the filter, so it never yields more items of this
      // entity than still wanted: a page never has to be cut, and its LastEvaluatedKey is the cursor.
      builder.limit(remaining);
    }
    return builder.build();
  }

  /** False for a key at an end that a range excludes but DynamoDB's inclusive BETWEEN returned. */
  private boolean admitted(Map<String, AttributeValue> item) {
    if (sortKeyCondition == null) {
      return true;
    }
    AttributeValue sortKey = item.get(sortKeyField);
    return sortKey == null || sortKeyCondition.admits(sortKey.s());
  }
}
