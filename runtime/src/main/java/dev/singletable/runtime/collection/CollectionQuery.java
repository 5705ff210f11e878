package dev.singletable.runtime.collection;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.PagePublisher;
import dev.singletable.runtime.internal.read.Pager;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * A query of one partition of a collection: the items of its member entities, on the table or on a
 * global secondary index, each handed to the entity named in its identity attributes. Items of any
 * other entity, or of another version of a member, are skipped and never decoded as a member's.
 * Generated services return a subclass from each collection method, which adds the narrowing of
 * the sort key ({@code fromCustomer()}, {@code upToCustomer()}, and a step per sub-collection that
 * reads the members under the leading components their sort keys share), each returning a narrowed
 * query of its own type that narrows no further; then come the modifiers ({@link #limit}, {@link
 * #descending}, {@link #filter}, {@link #startAfter}, {@link #skipInvalid}, and, on a collection of
 * the table's primary index only, the generated {@code consistent()}), each returning the query as
 * its own type, so that a sub-collection step may follow {@code startAfter(cursor)}; and a terminal: {@link #list()} (every page), {@link
 * #page()} (one page and a cursor), {@link #stream()} (sealed items, pages fetched lazily), {@link
 * #first()}, {@link #count()}, the async {@link #listAsync()}, {@link #pageAsync()}, {@link
 * #firstAsync()}, {@link #countAsync()}, and the publishers {@link #pages()} and {@link
 * #publisher()}, which read a page only on demand.
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
 * @param <Q> the generated query class itself, which the modifiers return
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/collections.md#collections">Collections and sub-collections: collections</a>
 */
public class CollectionQuery<G, I, Q extends CollectionQuery<G, I, Q>> {
  final Table table;
  final CollectionDefinition<G, I> definition;
  final Supplier<String> partitionKey;
  /** Renders the sort-key prefix every item of the collection has in the partition; null for none. */
  final Supplier<String> sortKeyPrefix;
  Supplier<SortKeyCondition> sortKey;
  /** The entity names of the sub-collection read, or null for every member. */
  Set<String> subCollection;
  @SuppressWarnings("rawtypes") // a collection's filter joins conditions of all its members' entities
  Condition filter;
  int limit = -1;
  boolean descending;
  boolean consistent;
  boolean skipInvalid;
  Consumer<? super InvalidItem> onInvalid;
  String startAfter;

  /**
   * A query of one partition of the collection.
   *
   * @param table the table
   * @param definition the collection
   * @param partitionKey renders the partition key when a terminal runs, so that a key component
   *     that cannot be rendered fails the terminal (an async one completes exceptionally)
   */
  protected CollectionQuery(Table table, CollectionDefinition<G, I> definition, Supplier<String> partitionKey) {
    this(table, definition, partitionKey, null);
  }

  /**
   * A query of one partition of the collection that reads only the sort keys starting with what
   * {@code sortKeyPrefix} renders: the start every member's sort key has in the partition, so that
   * DynamoDB reads no item of another collection that shares the partition (and bills none). Every
   * request sends it as {@code begins_with}; a narrowing ({@code fromX}, {@code upToX}) stays inside
   * it.
   *
   * @param table the table
   * @param definition the collection
   * @param partitionKey renders the partition key when a terminal runs
   * @param sortKeyPrefix renders the members' shared sort-key prefix when a terminal runs; null, or
   *     a rendered empty prefix, reads the whole partition
   */
  protected CollectionQuery(Table table, CollectionDefinition<G, I> definition, Supplier<String> partitionKey,
      Supplier<String> sortKeyPrefix) {
    this.table = Objects.requireNonNull(table, "table");
    this.definition = Objects.requireNonNull(definition, "definition");
    this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
    this.sortKeyPrefix = sortKeyPrefix;
  }

  /**
   * A copy of {@code query} with everything set on it so far (narrowing, modifiers, cursor): what a
   * generated narrowing starts from, so that the narrowed query is of a type without further
   * narrowing.
   *
   * @param query the query to copy
   */
  protected CollectionQuery(CollectionQuery<G, I, ?> query) {
    this.table = query.table;
    this.definition = query.definition;
    this.partitionKey = query.partitionKey;
    this.sortKeyPrefix = query.sortKeyPrefix;
    this.sortKey = query.sortKey;
    this.subCollection = query.subCollection;
    this.filter = query.filter;
    this.limit = query.limit;
    this.descending = query.descending;
    this.consistent = query.consistent;
    this.skipInvalid = query.skipInvalid;
    this.onInvalid = query.onInvalid;
    this.startAfter = query.startAfter;
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
  public static <G, I> CollectionQuery<G, I, ?> of(Table table, CollectionDefinition<G, I> definition,
      String partitionKey) {
    Objects.requireNonNull(partitionKey, "partitionKey");
    return new Partition<>(table, definition, () -> partitionKey);
  }

  /** The query of a whole partition, as {@link #of} makes it. */
  private static final class Partition<G, I> extends CollectionQuery<G, I, Partition<G, I>> {
    Partition(Table table, CollectionDefinition<G, I> definition, Supplier<String> partitionKey) {
      super(table, definition, partitionKey);
    }
  }

  /**
   * This query, as its own type.
   *
   * @return this query
   */
  @SuppressWarnings("unchecked") // Q is the class of this query itself
  protected final Q self() {
    return (Q) this;
  }

  // ----- narrowing, for generated subclasses

  /**
   * Narrows {@code query} to the sort keys from {@code key} on (included): {@code fromCustomer()}
   * renders the customer's own sort key.
   *
   * @param query the query to narrow, a copy of the collection query
   * @param key renders the lowest sort key, when a terminal runs
   * @param <N> the narrowed query's type
   * @return {@code query}
   */
  protected static <N extends CollectionQuery<?, ?, N>> N from(N query, Supplier<String> key) {
    Objects.requireNonNull(key, "key");
    return narrow(query, () -> SortKeyCondition.from(key.get(), ((CollectionQuery<?, ?, N>) query).prefix()));
  }

  /**
   * Narrows {@code query} to the sort keys up to {@code key} (included).
   *
   * @param query the query to narrow, a copy of the collection query
   * @param key renders the highest sort key, when a terminal runs
   * @param <N> the narrowed query's type
   * @return {@code query}
   */
  protected static <N extends CollectionQuery<?, ?, N>> N upTo(N query, Supplier<String> key) {
    Objects.requireNonNull(key, "key");
    return narrow(query, () -> SortKeyCondition.upTo(key.get(), ((CollectionQuery<?, ?, N>) query).prefix()));
  }

  /**
   * Narrows {@code query} to a sub-collection: the items of {@code members} whose sort keys start with
   * {@code prefix}, the rendered leading components the members share and the delimiter after them,
   * which components escape, so that the prefix for {@code 12} never matches a key for {@code 123}.
   * Items of the collection's other members under the same prefix are skipped as other entities' are.
   *
   * @param query the query to narrow, a copy of the collection query
   * @param prefix renders the shared prefix when a terminal runs
   * @param members the members of the sub-collection
   * @param <N> the narrowed query's type
   * @return {@code query}
   */
  protected static <N extends CollectionQuery<?, ?, N>> N within(N query, Supplier<String> prefix,
      EntitySchema<?>... members) {
    Objects.requireNonNull(prefix, "prefix");
    Set<String> names = new LinkedHashSet<>();
    for (EntitySchema<?> member : members) {
      names.add(member.entityName());
    }
    ((CollectionQuery<?, ?, N>) query).subCollection = Set.copyOf(names);
    return narrow(query, () -> SortKeyCondition.beginsWith(longer(prefix.get(), ((CollectionQuery<?, ?, N>) query).prefix())));
  }

  /** The longer of two prefixes of the same keys, which bounds them closer. */
  private static String longer(String prefix, String other) {
    return other == null || other.length() <= prefix.length() ? prefix : other;
  }

  /**
   * The sort-key condition every request of this query sends: the narrowing, else the collection's
   * prefix; null for the whole partition.
   */
  SortKeyCondition sortKeyCondition() {
    if (sortKey != null) {
      return sortKey.get();
    }
    String prefix = prefix();
    return prefix == null ? null : SortKeyCondition.beginsWith(prefix);
  }

  /** The collection's sort-key prefix rendered, null when it has none. */
  private String prefix() {
    String prefix = sortKeyPrefix == null ? null : sortKeyPrefix.get();
    return prefix == null || prefix.isEmpty() ? null : prefix;
  }

  private static <N extends CollectionQuery<?, ?, N>> N narrow(N query, Supplier<SortKeyCondition> condition) {
    CollectionQuery<?, ?, N> narrowed = query;
    if (narrowed.definition.sortKeyField() == null) {
      throw new IllegalStateException("collection " + narrowed.definition.name() + ": its index has no sort key");
    }
    narrowed.sortKey = condition;
    return query;
  }

  /**
   * Uses strongly consistent reads, which see every write acknowledged before the query (twice the
   * read cost): for the generated {@code consistent()} of a collection of the table's primary index,
   * which DynamoDB serves so; a collection of a global secondary index has no such method.
   *
   * @throws IllegalStateException when the collection lives on a global secondary index
   */
  protected final void readConsistently() {
    if (definition.indexName() != null) {
      throw new IllegalStateException("collection " + definition.name() + ": global secondary index "
          + definition.indexName() + " offers eventually consistent reads only");
    }
    consistent = true;
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
  public Q limit(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + n);
    }
    limit = n;
    return self();
  }

  /**
   * Reads in descending sort-key order.
   *
   * @return this query
   */
  public Q descending() {
    descending = true;
    return self();
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
  public Q filter(Condition condition) {
    Objects.requireNonNull(condition, "condition");
    filter = filter == null ? condition : filter.and(condition);
    return self();
  }

  /**
   * Keeps only items matching {@code filter}, built from the members' conditions by the generated
   * query's member methods and combined with {@link CollectionFilter#and}, {@link CollectionFilter#or}
   * and {@link CollectionFilter#not}: typed, so that no raw {@code Condition} is needed to join two
   * members' conditions. A filter DynamoDB applies after reading, as {@link #filter(Condition)}.
   *
   * @param filter a filter of this collection
   * @return this query
   */
  @SuppressWarnings("unchecked") // conditions of several entities, joined untyped
  public Q filter(CollectionFilter<G> filter) {
    Objects.requireNonNull(filter, "filter");
    this.filter = this.filter == null ? filter.condition() : this.filter.and(filter.condition());
    return self();
  }

  /**
   * For the generated member methods: the items of {@code member} that match {@code condition}, as a
   * filter of this collection.
   *
   * @param member the member's schema
   * @param condition built from the member's attribute constants
   * @param <R> the collection's grouping
   * @return the filter
   */
  protected static <R> CollectionFilter<R> memberFilter(EntitySchema<?> member, Condition<?> condition) {
    return CollectionFilter.member(member, condition);
  }

  /**
   * Skips members' items that cannot be read as their entity instead of failing; the grouping's
   * {@code invalidItems()} lists them.
   *
   * @return this query
   */
  public Q skipInvalid() {
    skipInvalid = true;
    return self();
  }

  /**
   * Skips members' items that cannot be read, as {@link #skipInvalid()}, and hands each to {@code
   * onInvalid} as it is skipped: to log it, count it, or repair it later. Also for {@link #stream()},
   * {@link #first()} and {@link #publisher()}, which have no grouping to list them in.
   *
   * @param onInvalid called once for each item skipped, in query order
   * @return this query
   */
  public Q skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    this.onInvalid = Objects.requireNonNull(onInvalid, "onInvalid");
    skipInvalid = true;
    return self();
  }

  /**
   * Continues after the page that returned {@code cursor} ({@link CollectionPage#cursor()}); a null
   * cursor reads from the first page, so that a caller passes on what it was given without an
   * {@code if}.
   *
   * @param cursor a cursor of a page of this same collection and partition, or null
   * @return this query
   * @throws InvalidCursorException when a terminal runs (before it sends anything), if the cursor is
   *     not one of this library, belongs to another read (another collection, sub-collection, index
   *     or an entity's query) or holds a key outside this partition and narrowing
   */
  public Q startAfter(String cursor) {
    this.startAfter = cursor;
    return self();
  }

  // ----- terminals

  /**
   * Every item of the members, reading as many pages as needed (up to the limit, when one is set).
   *
   * @return the items grouped by entity, each entity's in query order
   * @throws InvalidItemException when a member's item cannot be read, unless skipped
   */
  public G list() {
    CollectionPages<G, I> read = walk();
    CollectionPages<G, I>.Grouping grouping = read.grouping();
    return grouping.group(grouping.pager().all(read.from(), limit));
  }

  /**
   * One page: with a limit, up to that many items of the members (reading further DynamoDB pages
   * when other entities' items leave fewer); without one, the members' items of one DynamoDB page
   * (at most 1 MB read).
   *
   * @return the page and the cursor to continue after it
   */
  public CollectionPage<G> page() {
    CollectionPages<G, I> read = walk();
    CollectionPages<G, I>.Grouping grouping = read.grouping();
    return grouping.page(grouping.pager().page(read.from(), limit));
  }

  /**
   * The members' items one by one as sealed items, in query order; pages are fetched as the stream
   * is consumed, and a member's item that cannot be read fails the stream when it is reached.
   *
   * @return a lazy stream
   */
  public Stream<I> stream() {
    CollectionPages<G, I> read = walk();
    return read.pager().stream(read.from(), limit).map(CollectionPages.Read::sealed);
  }

  /**
   * The first item of the members, in query order, as a sealed item; reads no further than it takes
   * to find one.
   *
   * @return the item, empty when the partition (as narrowed) holds none
   * @throws InvalidItemException when the first member's item cannot be read, unless skipped
   */
  public Optional<I> first() {
    CollectionPages<G, I> read = walk();
    return read.pager().first(read.from()).map(CollectionPages.Read::sealed);
  }

  /**
   * How many items of the members the query matches (up to the limit, when one is set), counted by
   * DynamoDB ({@code Select.COUNT}) on every page: no item is sent back or decoded. Items of other
   * entities or versions are left out by a filter on the identity attributes.
   *
   * @return the number of items {@link #list()} would return, items that cannot be read included
   */
  public long count() {
    CollectionPages<G, I> read = walk();
    return read.counted(Pager.count(read.counter(), read.from(), limit));
  }

  /**
   * {@link #list()} with the table's async client. Never throws: every failure {@link #list()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the items grouped by entity
   */
  public CompletableFuture<G> listAsync() {
    return Dispatch.start(() -> {
      CollectionPages<G, I> read = walk();
      CollectionPages<G, I>.Grouping grouping = read.grouping();
      return grouping.pager().listAsync(read.from(), limit).thenApply(grouping::group);
    });
  }

  /**
   * {@link #page()} with the table's async client. Never throws: every failure {@link #page()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the page and the cursor to continue after it
   */
  public CompletableFuture<CollectionPage<G>> pageAsync() {
    return Dispatch.start(() -> {
      CollectionPages<G, I> read = walk();
      CollectionPages<G, I>.Grouping grouping = read.grouping();
      return grouping.pager().pageAsync(read.from(), limit).thenApply(grouping::page);
    });
  }

  /**
   * {@link #first()} with the table's async client. Never throws: every failure {@link #first()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the first item, empty when there is none
   */
  public CompletableFuture<Optional<I>> firstAsync() {
    return Dispatch.start(() -> {
      CollectionPages<G, I> read = walk();
      return read.pager().firstAsync(read.from()).thenApply(found -> found.map(CollectionPages.Read::sealed));
    });
  }

  /**
   * {@link #count()} with the table's async client. Never throws: every failure {@link #count()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the number of the members' items
   */
  public CompletableFuture<Long> countAsync() {
    return Dispatch.start(() -> {
      CollectionPages<G, I> read = walk();
      return Pager.countAsync(read.counter(), read.from(), limit).thenApply(read::counted);
    });
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
    CollectionPages<G, I> read;
    try {
      read = walk();
    } catch (RuntimeException e) {
      return PagePublisher.failed(e);
    }
    CollectionPages<G, I> walked = read;
    int max = limit;
    // A walk per subscriber: each groups its own pages.
    return subscriber -> {
      CollectionPages<G, I>.Grouping grouping = walked.grouping();
      grouping.pager().pages(walked.from(), max, grouping::page).subscribe(subscriber);
    };
  }

  /**
   * The members' items as sealed items, as a cold {@link Flow.Publisher} read with the table's async
   * client: the pages of {@link #pages()}, flattened, in query order. A page is read only when the
   * subscriber has requested more items than are buffered; with a limit, each page read holds at
   * most that many items. Like {@link #stream()}, it delivers the items before one that cannot be
   * read, then the failure.
   *
   * @return a publisher of sealed items
   */
  public Flow.Publisher<I> publisher() {
    CollectionPages<G, I> read;
    try {
      read = walk();
    } catch (RuntimeException e) {
      return PagePublisher.failed(e);
    }
    return read.publisher();
  }

  /**
   * The first request a {@link #list()} sends, for inspection; the following ones add the last key
   * read.
   *
   * @return a new request
   */
  public QueryRequest request() {
    CollectionPages<G, I> read = walk();
    return read.request(read.from(), limit, filter, false);
  }

  /** This query's read as it stands now: its partition and start rendered and checked. */
  private CollectionPages<G, I> walk() {
    return new CollectionPages<>(this);
  }
}
