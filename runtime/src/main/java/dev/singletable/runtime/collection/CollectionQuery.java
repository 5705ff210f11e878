package dev.singletable.runtime.collection;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryPublisher;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * A query of one partition of a collection: the items of its member entities, on the table or on a
 * global secondary index, each handed to the entity named in its identity attributes. Items of any
 * other entity, or of another version of a member, are skipped and never decoded as a member's.
 * Generated services return a subclass from each collection method, which adds the narrowing of
 * the sort key ({@code fromCustomer()}, {@code upToCustomer()}, and a step per sub-collection that
 * reads the members under the leading components their sort keys share); then
 * come the modifiers ({@link #limit}, {@link #descending}, {@link #consistent}, {@link #filter},
 * {@link #startAfter}, {@link #skipInvalid}) and a terminal: {@link #list()} (every page), {@link
 * #page()} (one page and a cursor), {@link #stream()} (sealed items, pages fetched lazily), {@link
 * #count()}, the async {@link #listAsync()}, {@link #pageAsync()}, {@link #countAsync()}, and the
 * publishers {@link #pages()} and {@link #publisher()}, which read a page only on demand.
 *
 * <pre>{@code
 * ShopService.OrdersCollection latest = shop.orders("XYQ").fromCustomer().limit(11).list();
 * Optional<Customer> customer = latest.customer();     // CUSTOMER#XYQ
 * List<Order> orders = latest.orders();                // the 10 orders after it
 * }</pre>
 *
 * <p>{@code limit(n)} counts the members' items only: DynamoDB is asked for no more items than are
 * still wanted, so a page never has to be cut and its cursor is exact; items of other entities
 * cost another request instead. A member's item that cannot be read fails the read with an {@link
 * InvalidItemException} naming its key, or after {@link #skipInvalid()} is left out and listed in
 * the grouping's {@code invalidItems()}.
 *
 * <p>A query is a builder: its modifiers change it and return it, and each terminal sends its own
 * requests, so one query may run twice.
 *
 * @param <G> the typed grouping of the members' items
 * @param <I> the sealed item type of {@link #stream()}
 */
public class CollectionQuery<G, I> {
  private final Table table;
  private final CollectionDefinition<G, I> definition;
  private final Supplier<String> partitionKey;
  private Supplier<SortKeyCondition> sortKey;
  /** The entity names of the sub-collection read, or null for every member. */
  private Set<String> subCollection;
  @SuppressWarnings("rawtypes") // a collection's filter joins conditions of all its members' entities
  private Condition filter;
  private int limit = -1;
  private boolean descending;
  private boolean consistent;
  private boolean skipInvalid;
  private String startAfter;

  /**
   * A query of one partition of the collection.
   *
   * @param table the table
   * @param definition the collection
   * @param partitionKey renders the partition key when a terminal runs, so that a key component
   *     that cannot be rendered fails the terminal (an async one completes exceptionally)
   */
  protected CollectionQuery(Table table, CollectionDefinition<G, I> definition, Supplier<String> partitionKey) {
    this.table = Objects.requireNonNull(table, "table");
    this.definition = Objects.requireNonNull(definition, "definition");
    this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
  }

  /**
   * A query of one whole partition of the collection.
   *
   * @param table the table
   * @param definition the collection
   * @param partitionKey the rendered partition key
   * @param <G> the typed grouping
   * @param <I> the sealed item type
   * @return the query, not yet sent
   */
  public static <G, I> CollectionQuery<G, I> of(Table table, CollectionDefinition<G, I> definition,
      String partitionKey) {
    Objects.requireNonNull(partitionKey, "partitionKey");
    return new CollectionQuery<>(table, definition, () -> partitionKey);
  }

  // ----- narrowing, for generated subclasses

  /**
   * Reads the sort keys from {@code key} on (included): {@code fromCustomer()} renders the customer's
   * own sort key.
   *
   * @param key renders the lowest sort key, when a terminal runs
   * @return this query
   */
  protected final CollectionQuery<G, I> from(Supplier<String> key) {
    return narrow(() -> SortKeyCondition.greaterOrEqual(key.get()));
  }

  /**
   * Reads the sort keys up to {@code key} (included).
   *
   * @param key renders the highest sort key, when a terminal runs
   * @return this query
   */
  protected final CollectionQuery<G, I> upTo(Supplier<String> key) {
    return narrow(() -> SortKeyCondition.lessOrEqual(key.get()));
  }

  /**
   * Reads the sort keys that start with {@code prefix}: a sub-collection whose members share the
   * leading components of their sort keys.
   *
   * @param prefix renders the prefix, up to and including the delimiter after the last component
   * @return this query
   */
  protected final CollectionQuery<G, I> beginsWith(Supplier<String> prefix) {
    return narrow(() -> SortKeyCondition.beginsWith(prefix.get()));
  }

  /**
   * Reads a sub-collection: the items of {@code members} whose sort keys start with the given leading
   * components of {@code template} and the first {@code literalLength} characters of the literal
   * after them, a delimiter that components escape, so that the prefix for {@code 12} never matches a
   * key for {@code 123}. Items of the collection's other members under the same prefix are skipped
   * as other entities' are.
   *
   * @param template a member's sort-key template, which renders the shared leading components as every
   *     member's does
   * @param literalLength how many characters of the literal after the last component the members share,
   *     at least 1
   * @param components renders the encoded leading components when a terminal runs
   * @param members the members of the sub-collection
   * @return this query
   */
  protected final CollectionQuery<G, I> within(KeyTemplate template, int literalLength, Supplier<String[]> components,
      EntitySchema<?>... members) {
    Objects.requireNonNull(template, "template");
    Objects.requireNonNull(components, "components");
    Set<String> names = new LinkedHashSet<>();
    for (EntitySchema<?> member : members) {
      names.add(member.entityName());
    }
    subCollection = Set.copyOf(names);
    return beginsWith(() -> {
      String[] leading = components.get();
      String prefix = template.prefix(leading);
      return prefix.substring(0, prefix.length() - template.literal(leading.length).length() + literalLength);
    });
  }

  private CollectionQuery<G, I> narrow(Supplier<SortKeyCondition> condition) {
    if (definition.sortKeyField() == null) {
      throw new IllegalStateException("collection " + definition.name() + ": its index has no sort key");
    }
    sortKey = condition;
    return this;
  }

  // ----- modifiers

  /**
   * Returns at most {@code n} items of the collection's entities: in all for {@link #list()}, {@link
   * #stream()}, {@link #count()} and their async twins; per page for {@link #page()} and {@link
   * #pageAsync()}. Items of other entities do not count.
   *
   * @param n at least 1
   * @return this query
   * @throws IllegalArgumentException when {@code n} is less than 1
   */
  public CollectionQuery<G, I> limit(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + n);
    }
    limit = n;
    return this;
  }

  /**
   * Reads in descending sort-key order.
   *
   * @return this query
   */
  public CollectionQuery<G, I> descending() {
    descending = true;
    return this;
  }

  /**
   * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
   * read cost). DynamoDB offers them on the table's primary index only.
   *
   * @return this query
   * @throws IllegalStateException when the collection lives on a global secondary index
   */
  public CollectionQuery<G, I> consistent() {
    return consistent(true);
  }

  /**
   * Uses strongly consistent reads or not; see {@link #consistent()}.
   *
   * @param consistent whether to
   * @return this query
   * @throws IllegalStateException when asked on a collection of a global secondary index
   */
  public CollectionQuery<G, I> consistent(boolean consistent) {
    if (consistent && definition.indexName() != null) {
      throw new IllegalStateException("collection " + definition.name() + ": global secondary index "
          + definition.indexName() + " offers eventually consistent reads only");
    }
    this.consistent = consistent;
    return this;
  }

  /**
   * Keeps only items matching {@code condition}, a filter that DynamoDB applies after reading (read
   * capacity is still spent on the others). It applies to the items of every member: an attribute
   * that one member lacks fails a comparison on its items.
   *
   * @param condition built from the members' attribute constants
   * @return this query
   */
  @SuppressWarnings({"rawtypes", "unchecked"}) // conditions of several entities, joined untyped
  public CollectionQuery<G, I> filter(Condition condition) {
    Objects.requireNonNull(condition, "condition");
    filter = filter == null ? condition : filter.and(condition);
    return this;
  }

  /**
   * Skips members' items that cannot be read as their entity instead of failing; the grouping's
   * {@code invalidItems()} lists them.
   *
   * @return this query
   */
  public CollectionQuery<G, I> skipInvalid() {
    return skipInvalid(true);
  }

  /**
   * Skips members' items that cannot be read, or not; see {@link #skipInvalid()}.
   *
   * @param skipInvalid whether to
   * @return this query
   */
  public CollectionQuery<G, I> skipInvalid(boolean skipInvalid) {
    this.skipInvalid = skipInvalid;
    return this;
  }

  /**
   * Continues after the page that returned {@code cursor} ({@link CollectionPage#cursor()}).
   *
   * @param cursor a cursor of a page of this same collection and partition
   * @return this query
   * @throws InvalidCursorException when a terminal runs (before it sends anything), if the cursor is
   *     not one of this library, belongs to another read (another collection, sub-collection, index
   *     or an entity's query) or holds a key outside this partition and narrowing
   */
  public CollectionQuery<G, I> startAfter(String cursor) {
    this.startAfter = Objects.requireNonNull(cursor, "cursor");
    return this;
  }

  // ----- terminals

  /**
   * Every item of the members, reading as many pages as needed (up to the limit, when one is set).
   *
   * @return the items grouped by entity, each entity's in query order
   * @throws InvalidItemException when a member's item cannot be read, unless skipped
   */
  public G list() {
    Walk walk = new Walk(start(), limit, true, false);
    run(walk);
    return definition.group(walk.result());
  }

  /**
   * One page: with a limit, up to that many items of the members (reading further DynamoDB pages
   * when other entities' items leave fewer); without one, the members' items of one DynamoDB page
   * (at most 1 MB read).
   *
   * @return the page and the cursor to continue after it
   */
  public CollectionPage<G> page() {
    Walk walk = new Walk(start(), limit, false, false);
    run(walk);
    return walk.page();
  }

  /**
   * The members' items one by one as sealed items, in query order; pages are fetched as the stream
   * is consumed, and a member's item that cannot be read fails the stream when it is reached.
   *
   * @return a lazy stream
   */
  public Stream<I> stream() {
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(new ItemIterator(), Spliterator.ORDERED | Spliterator.NONNULL), false);
  }

  /**
   * How many items of the members the query matches (up to the limit, when one is set), counted by
   * DynamoDB ({@code Select.COUNT}) on every page: no item is sent back or decoded. Items of other
   * entities or versions are left out by a filter on the identity attributes.
   *
   * @return the number of items {@link #list()} would return, items that cannot be read included
   */
  public long count() {
    Counter counter = new Counter(start());
    return Dispatch.call(() -> {
      while (Dispatch.send(table, Call.QUERY, "collectionCount", null, counter.request(), counter::take)) {
        // take() adds each page's count; the loop goes on while DynamoDB reports more.
      }
      return counter.count();
    });
  }

  /**
   * {@link #list()} with the table's async client. Never throws: every failure {@link #list()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the items grouped by entity
   */
  public CompletableFuture<G> listAsync() {
    return Dispatch.start(() -> {
      Walk walk = new Walk(start(), limit, true, false);
      return runAsync(walk).thenApply(done -> definition.group(done.result()));
    });
  }

  /**
   * {@link #page()} with the table's async client. Never throws: every failure {@link #page()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the page and the cursor to continue after it
   */
  public CompletableFuture<CollectionPage<G>> pageAsync() {
    return Dispatch.start(() -> runAsync(new Walk(start(), limit, false, false)).thenApply(Walk::page));
  }

  /**
   * {@link #count()} with the table's async client. Never throws: every failure {@link #count()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the number of the members' items
   */
  public CompletableFuture<Long> countAsync() {
    return Dispatch.start(() -> countAsync(new Counter(start())).thenApply(Counter::count));
  }

  /**
   * The pages of this query as a cold {@link Flow.Publisher}, read with the table's async client:
   * each subscriber walks the partition from its start (or from {@link #startAfter}), every page being
   * what {@link #page()} returns after the previous page's cursor, until a page has no cursor. The
   * next page is read only when the subscriber has requested another, with at most one read
   * outstanding; cancelling stops the walk, and a failure (the same exception {@link #page()} throws,
   * a key component that cannot be rendered or a cursor of another query included) goes to {@code
   * onError}. With a limit, each page holds at most that many of the members' items.
   *
   * @return a publisher of typed pages
   */
  public Flow.Publisher<CollectionPage<G>> pages() {
    return QueryPublisher.items(null, from -> fetchAsync(from, false)
        .thenApply(walk -> new QueryPublisher.Fetched<>(new Page<>(List.of(walk.page()), Optional.empty()),
            walk.next, null)));
  }

  /**
   * The members' items as sealed items, as a cold {@link Flow.Publisher} read with the table's async
   * client: the pages of {@link #pages()}, flattened, in query order. A page is read only when the
   * subscriber has requested more items than are buffered; with a limit, each page read holds at
   * most that many items.
   *
   * @return a publisher of sealed items
   */
  public Flow.Publisher<I> publisher() {
    return QueryPublisher.items(null, from -> fetchAsync(from, true)
        .thenApply(walk -> new QueryPublisher.Fetched<>(new Page<>(walk.items, Optional.empty()), walk.next, null)));
  }

  /** One page for a publisher, from {@code from}, or from the start of the query when null. */
  private CompletableFuture<Walk> fetchAsync(Map<String, AttributeValue> from, boolean ordered) {
    Start start = start();
    Start page = from == null ? start : new Start(start.partition(), start.condition(), from);
    return runAsync(new Walk(page, limit, false, ordered));
  }

  /**
   * The first request a {@link #list()} sends, for inspection; the following ones add the last key
   * read.
   *
   * @return a new request
   */
  public QueryRequest request() {
    return new Walk(start(), limit, true, false).request();
  }

  // ----- one walk over the pages, shared by the sync and async terminals

  private void run(Walk walk) {
    Dispatch.call(() -> {
      while (Dispatch.send(table, Call.QUERY, "collectionQuery", null, walk.request(), walk::take)) {
        // take() decodes each page; the loop goes on while more is wanted and DynamoDB has it.
      }
      return null;
    });
  }

  private CompletableFuture<Walk> runAsync(Walk walk) {
    return Dispatch.sendAsync(table, Call.QUERY, "collectionQuery", null, walk.request(), walk::take)
        .thenCompose(more -> more ? runAsync(walk) : CompletableFuture.completedFuture(walk));
  }

  private CompletableFuture<Counter> countAsync(Counter counter) {
    return Dispatch.sendAsync(table, Call.QUERY, "collectionCount", null, counter.request(), counter::take)
        .thenCompose(more -> more ? countAsync(counter) : CompletableFuture.completedFuture(counter));
  }

  /** The partition, sort-key condition and start key, rendered and checked when a terminal runs. */
  private Start start() {
    String partition = partitionKey.get();
    SortKeyCondition condition = sortKey == null ? null : sortKey.get();
    Map<String, AttributeValue> from = null;
    if (startAfter != null) {
      String description = read() + " (" + definition.partitionKeyField() + " = " + partition
          + (condition == null ? "" : ", " + condition.describe(definition.sortKeyField())) + ")";
      from = Cursors.decode(startAfter, read(), description,
          Cursors.keyTypes(definition.members().get(0), definition.indexName()),
          SortKeyCondition.bounds(definition.partitionKeyField(), AttributeValue.createS(partition),
              definition.sortKeyField(), condition));
    }
    return new Start(partition, condition, from);
  }

  private record Start(String partition, SortKeyCondition condition, Map<String, AttributeValue> from) {}

  /**
   * The name this query's cursors carry: the collection, its index and the sub-collection read. A
   * narrowing ({@code fromCustomer()}) reads the same key space, so its cursors are the collection's.
   */
  private String read() {
    return "collection " + definition.name() + " " + (definition.indexName() == null ? "table"
        : "index " + definition.indexName()) + (subCollection == null ? "" : " of " + new TreeSet<>(subCollection));
  }

  @SuppressWarnings("rawtypes") // the members' conditions, joined untyped
  private QueryRequest request(Start start, Map<String, AttributeValue> exclusiveStartKey, int remaining,
      Condition filterExpression, boolean count) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String keyCondition = expressions.name(definition.partitionKeyField()) + " = "
        + expressions.value(AttributeValue.createS(start.partition()));
    if (start.condition() != null) {
      keyCondition += " AND " + start.condition().render(expressions, definition.sortKeyField());
    }
    QueryRequest.Builder request = QueryRequest.builder()
        .tableName(table.name())
        .indexName(definition.indexName())
        .keyConditionExpression(keyCondition)
        .filterExpression(filterExpression == null ? null : expressions.render(filterExpression))
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .scanIndexForward(!descending)
        .exclusiveStartKey(exclusiveStartKey);
    if (consistent) {
      request.consistentRead(Boolean.TRUE);
    }
    if (count) {
      request.select(Select.COUNT);
    }
    if (remaining > 0) {
      // DynamoDB's Limit counts the items it reads before the filter, so no response holds more of the
      // members' items than are still wanted: a page never has to be cut, and its LastEvaluatedKey
      // is the exact cursor.
      request.limit(remaining);
    }
    return request.build();
  }

  private static Map<String, AttributeValue> lastKey(QueryResponse response) {
    return Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey());
  }

  /**
   * The members' items of the pages read so far, and the key to continue from. A page stops after
   * the first DynamoDB page unless a limit asks for more items; a list goes on to the last page.
   */
  private final class Walk {
    private final Start start;
    private final int max;
    private final boolean allPages;
    private final boolean ordered;
    private final CollectionResult.Builder result = new CollectionResult.Builder();
    private final List<I> items = new ArrayList<>();
    private int taken;
    private Map<String, AttributeValue> next;

    Walk(Start start, int max, boolean allPages, boolean ordered) {
      this.start = start;
      this.max = max;
      this.allPages = allPages;
      this.ordered = ordered;
      this.next = start.from();
    }

    QueryRequest request() {
      return CollectionQuery.this.request(start, next, max < 0 ? -1 : max - taken, filter, false);
    }

    /** Takes in a response; true when another request is needed. */
    boolean take(QueryResponse response) {
      for (Map<String, AttributeValue> item : response.items()) {
        CollectionDefinition.Member<?, I> member = definition.memberOf(item);
        if (member == null || subCollection != null && !subCollection.contains(member.schema.entityName())) {
          result.skip();
          continue;
        }
        Object value = result.read(table, member.schema, item, skipInvalid);
        taken++;
        if (value != null && ordered) {
          items.add(member.wrap(value));
        }
      }
      next = lastKey(response);
      return next != null && (allPages ? max <= 0 || taken < max : max > 0 && taken < max);
    }

    CollectionResult result() {
      return result.build();
    }

    CollectionPage<G> page() {
      return new CollectionPage<>(definition.group(result()), Optional.ofNullable(Cursors.encode(read(), next)));
    }
  }

  /** The count of the pages read so far. */
  @SuppressWarnings({"rawtypes", "unchecked"}) // the members' conditions, joined untyped
  private final class Counter {
    private final Start start;
    private final Condition members;
    /** Whether a member owns its items by keys alone: items then come back and are counted here. */
    private final boolean byKeys;
    private long count;
    private Map<String, AttributeValue> next;

    Counter(Start start) {
      this.start = start;
      this.next = start.from();
      List<Condition> owned = new ArrayList<>();
      boolean keys = false;
      for (EntitySchema<?> member : definition.members()) {
        if (subCollection != null && !subCollection.contains(member.entityName())) {
          continue;
        }
        Identity identity = Identity.of(member);
        // A query's filter cannot name the key attributes that tell such a member's items.
        keys |= identity.typeAttribute() == null;
        owned.add(IdentityFilters.and(IdentityFilters.type(identity), IdentityFilters.version(identity)));
      }
      this.byKeys = keys;
      Condition any = keys ? null : Condition.anyOf(owned.toArray(new Condition[0]));
      this.members = filter == null ? any : any == null ? filter : any.and(filter);
    }

    QueryRequest request() {
      return CollectionQuery.this.request(start, next, -1, members, !byKeys);
    }

    boolean take(QueryResponse response) {
      if (byKeys) {
        for (Map<String, AttributeValue> item : response.items()) {
          CollectionDefinition.Member<?, ?> member = definition.memberOf(item);
          if (member != null && (subCollection == null || subCollection.contains(member.schema.entityName()))) {
            count++;
          }
        }
      } else {
        count += response.count() == null ? 0 : response.count();
      }
      next = lastKey(response);
      return next != null && (limit <= 0 || count < limit);
    }

    long count() {
      return limit > 0 ? Math.min(count, limit) : count;
    }
  }

  /** Walks the pages lazily, stopping at the limit. */
  private final class ItemIterator implements Iterator<I> {
    private final Start start = start();
    private final List<I> buffer = new ArrayList<>();
    private int position;
    private int returned;
    private Map<String, AttributeValue> next = start.from();
    private boolean exhausted;

    @Override
    public boolean hasNext() {
      if (limit > 0 && returned >= limit) {
        return false;
      }
      while (position >= buffer.size() && !exhausted) {
        buffer.clear();
        position = 0;
        Walk walk = new Walk(new Start(start.partition(), start.condition(), next),
            limit > 0 ? limit - returned : -1, false, true);
        Dispatch.send(table, Call.QUERY, "collectionQuery", null, walk.request(), walk::take);
        buffer.addAll(walk.items);
        next = walk.next;
        exhausted = next == null;
      }
      return position < buffer.size();
    }

    @Override
    public I next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      returned++;
      return buffer.get(position++);
    }
  }
}
