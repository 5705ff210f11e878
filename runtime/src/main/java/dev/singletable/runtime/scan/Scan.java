package dev.singletable.runtime.scan;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.Projection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * A scan of the whole table, or of one global secondary index, returning the items of one entity
 * ({@link #of}) or of every entity of a service ({@link #across}). The caller adds modifiers and
 * ends with a terminal: {@link #list()} (every page), {@link #page()} (one page and a cursor),
 * {@link #stream()} (lazy), {@link #count()}, {@link #result()}, or their async twins.
 *
 * <pre>{@code
 * List<Event> placed = events.scan().filter(EventEntity.EVENT_TYPE.eq("placed")).list();
 * long all = events.scan().count();
 * List<Event> each = events.scan().segments(4).list();            // four segments at once
 * }</pre>
 *
 * <p>A scan of one entity asks DynamoDB to keep only that entity's items (a filter on the identity
 * attributes, so {@link #count()} is exact) and checks every item again before decoding it. A scan
 * of a service keeps every item it reads: an item of one of its entities is decoded as that entity,
 * any other item (written by another tool, or by another version of an entity) is a <em>foreign</em>
 * item: skipped, counted in {@link ScanResult#foreignItems()} and handed to {@link
 * #onForeign(Consumer)}. A scan reads every item of the table or index, so it costs read capacity for
 * all of them, filtered or not.
 *
 * <p>Cursors are opaque and bound to the scan that made them: its entity or service, its index and
 * its segment. {@link #startAfter(String)} refuses any other text before anything is sent.
 *
 * <p>Items that cannot be read as their entity fail the read with an {@link InvalidItemException},
 * or after {@link #skipInvalid()} are skipped and listed in {@link Page#invalidItems()}.
 *
 * @param <T> what the scan returns: the entity type, or a service's item type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#scans">Queries and indexes: scans</a>
 */
public class Scan<T> {
  /** What the scan reads, its settings, and how the engine reads it. */
  final ScanRead<T> read;

  Scan(ScanRead<T> read) {
    this.read = read;
  }

  /**
   * A scan of one entity's items.
   *
   * @param <T> the entity type
   * @param table the table
   * @param schema the entity
   * @param indexName the global secondary index to scan, or null for the table
   * @return the scan, not yet sent; of the table, a {@link TableScan}
   * @throws IllegalArgumentException when the entity is not written to that index
   */
  public static <T> Scan<T> of(Table table, EntitySchema<T> schema, String indexName) {
    ScanRead<T> read = new ScanRead<>(table, schema.entityName(), schema.entityName(),
        List.of(member(schema, value -> value)), indexName);
    return indexName == null ? new TableScan<>(read) : new Scan<>(read);
  }

  /**
   * A scan of one entity's items in the table, which may read strongly consistent.
   *
   * @param <T> the entity type
   * @param table the table
   * @param schema the entity
   * @return the scan, not yet sent
   */
  public static <T> TableScan<T> ofTable(Table table, EntitySchema<T> schema) {
    return new TableScan<>(new ScanRead<>(table, schema.entityName(), schema.entityName(),
        List.of(member(schema, value -> value)), null));
  }

  /**
   * A scan of the table returning the items of every member entity, each turned into the service's
   * item type; other items are foreign (see {@link #onForeign(Consumer)}).
   *
   * @param <T> the service's item type
   * @param table the table
   * @param service the service name, for messages and cursors
   * @param members the service's entities and how each one's record becomes an item
   * @return the scan, not yet sent
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is copied into a list
  public static <T> TableScan<T> across(Table table, String service, Member<?, T>... members) {
    return new TableScan<>(new ScanRead<>(table, "service " + Objects.requireNonNull(service, "service"), null,
        List.of(members), null));
  }

  /**
   * An entity of a service scan.
   *
   * @param <E> the entity's record type
   * @param <T> the service's item type
   * @param schema the entity
   * @param wrap turns a decoded record into the service's item type
   * @return the member
   */
  public static <E, T> Member<E, T> member(EntitySchema<E> schema, Function<? super E, ? extends T> wrap) {
    return new Member<>(schema, wrap);
  }

  /**
   * One entity of a scan and how its records become the scan's items.
   *
   * @param <E> the entity type
   * @param <T> the scan's item type
   * @param schema the entity
   * @param wrap turns a decoded record into an item of the scan
   */
  public record Member<E, T>(EntitySchema<E> schema, Function<? super E, ? extends T> wrap) {
    /**
     * Checks the parts.
     *
     * @param schema the entity
     * @param wrap the function that turns a decoded record into the service's item type
     */
    public Member {
      Objects.requireNonNull(schema, "schema");
      Objects.requireNonNull(wrap, "wrap");
    }
  }

  /**
   * Keeps only items matching {@code condition} (a filter: read capacity is still spent on every
   * item scanned). Only a scan of one entity takes a filter.
   *
   * @param condition a condition on the entity's attributes
   * @return this scan
   * @throws IllegalStateException on a scan of a service
   */
  public Scan<T> filter(Condition<T> condition) {
    read.requireEntity("filter");
    Objects.requireNonNull(condition, "condition");
    read.filter = read.filter == null ? condition : read.filter.and(condition);
    return this;
  }

  /**
   * Keeps only the items of the named entities that match their conditions, on a scan of a service:
   * {@code shop.scan().filter(ShopService.whereOrder(OrderEntity.STATUS.eq("SHIPPED")))} reads every
   * customer and only the shipped orders. Items of entities without a condition, and foreign items,
   * are left as they are; two conditions on one entity must both hold. DynamoDB applies the filter
   * after reading, so read capacity is still spent on every item scanned, and {@link #count()} counts
   * what the filter keeps.
   *
   * <p>Each condition is made by the generated service ({@code where<Record>(Condition<Record>)}), so a
   * condition on an entity of another service does not compile.
   *
   * @param first a condition on one entity of the service
   * @param more conditions on other entities, or on the same one
   * @return this scan
   * @throws IllegalStateException on a scan of one entity, which takes {@link #filter(Condition)}
   * @throws IllegalArgumentException when a condition names an entity that is not a member
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final Scan<T> filter(EntityFilter<T> first, EntityFilter<T>... more) {
    read.filterEntities(first, more);
    return this;
  }

  /**
   * A condition on one entity's items of a service scan, as {@link Scan#filter(EntityFilter, EntityFilter[])}
   * takes it. Generated services make them, one method per entity, typed by the service's item type.
   *
   * @param <T> the item type of the service whose scan takes it
   */
  public static final class EntityFilter<T> {
    final EntitySchema<?> schema;
    final Condition<?> condition;

    private EntityFilter(EntitySchema<?> schema, Condition<?> condition) {
      this.schema = schema;
      this.condition = condition;
    }

    /**
     * A condition on the items of one member of a service scan.
     *
     * @param <E> the member's record type
     * @param <T> the service's item type
     * @param member the member, as the service's scan names it
     * @param condition a condition on the member's attributes
     * @return the filter
     */
    public static <E, T> EntityFilter<T> of(Member<E, T> member, Condition<E> condition) {
      return new EntityFilter<>(Objects.requireNonNull(member, "member").schema(),
          Objects.requireNonNull(condition, "condition"));
    }
  }

  /**
   * Returns at most {@code n} items: in all for {@link #list()}, {@link #stream()} and {@link
   * #listAsync()}; per page for {@link #page()}, {@link #pageAsync()} and the publishers. {@link
   * #count()} ignores it. A page ends at its last item and its cursor continues right after it,
   * even where DynamoDB read further.
   *
   * @param n at least 1
   * @return this scan
   * @throws IllegalArgumentException when {@code n} is less than 1
   */
  public Scan<T> limit(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + n);
    }
    read.limit = n;
    return this;
  }

  /**
   * Reads only the given attributes, besides those every record needs (the keys, primitive
   * components and identity attributes); other components come back null. Only a scan of one
   * entity takes a projection.
   *
   * @param attributes the entity's attribute constants
   * @return this scan
   * @throws IllegalArgumentException when an attribute belongs to another entity
   * @throws IllegalStateException on a scan of a service
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is only read
  public final Scan<T> attributes(AttributePath<T, ?>... attributes) {
    read.requireEntity("attributes");
    read.projection = Projection.of(read.members.get(0).schema(), read.keyFields, attributes);
    return this;
  }

  /**
   * Skips items that cannot be read as their entity instead of failing: {@link #page()} lists them in
   * {@link Page#invalidItems()}, {@link #result()} in {@link ScanResult#invalidItems()}.
   *
   * @return this scan
   */
  public Scan<T> skipInvalid() {
    read.skipInvalid = true;
    return this;
  }

  /**
   * Skips items that cannot be read as their entity, as {@link #skipInvalid()}, and hands each to
   * {@code onInvalid} as it is met, whichever terminal runs the scan.
   *
   * @param onInvalid called once per skipped item, on the thread that reads
   * @return this scan
   */
  public Scan<T> skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    read.onInvalid = Objects.requireNonNull(onInvalid, "onInvalid");
    read.skipInvalid = true;
    return this;
  }

  /**
   * Hands each foreign item (one no member entity owns) to {@code onForeign} as it is met, whichever
   * terminal runs the scan. Foreign items are always skipped; a scan of one entity meets none, since
   * DynamoDB filters them out.
   *
   * @param onForeign called once per foreign item, on the thread that reads
   * @return this scan
   */
  public Scan<T> onForeign(Consumer<? super Map<String, AttributeValue>> onForeign) {
    read.onForeign = Objects.requireNonNull(onForeign, "onForeign");
    return this;
  }

  /**
   * Reads only segment {@code segment} of {@code totalSegments} (a parallel scan's share, which
   * DynamoDB assigns by partition-key hash). The segments of one total together hold every item
   * exactly once. Cursors of one segment are refused by every other.
   *
   * @param segment from 0 to {@code totalSegments - 1}
   * @param totalSegments from 1 to 1,000,000
   * @return this scan
   * @throws IllegalArgumentException when the numbers are out of range
   */
  public Scan<T> segment(int segment, int totalSegments) {
    read.segment(segment, totalSegments);
    return this;
  }

  /**
   * This scan split into {@code totalSegments} segments read at the same time; see {@link
   * ParallelScan}. The modifiers set so far apply to every segment.
   *
   * @param totalSegments from 1 to 1,000,000
   * @return the parallel scan
   * @throws IllegalArgumentException when {@code totalSegments} is out of range
   * @throws IllegalStateException when a limit, a segment or a cursor is already set: a parallel
   *     scan reads every item of every segment (its {@code pageSize} bounds each request), from the
   *     start unless told where each segment resumes
   */
  public ParallelScan<T> segments(int totalSegments) {
    read.requireWhole(totalSegments);
    List<Scan<T>> parts = new ArrayList<>();
    for (int i = 0; i < totalSegments; i++) {
      parts.add(copy().segment(i, totalSegments));
    }
    return new ParallelScan<>(read.scope, parts);
  }

  /**
   * Continues after the page that returned {@code cursor} (see {@link Page#cursor()}); a null cursor
   * reads from the first page.
   *
   * @param cursor a cursor of a page of this same scan: same entity or service, index and segment; or
   *     null
   * @return this scan
   * @throws InvalidCursorException when the cursor is not one of this library, belongs to another scan,
   *     segment or read, or holds a key whose attributes or types are not the table's and index's;
   *     nothing is sent
   */
  public Scan<T> startAfter(String cursor) {
    String stamp = read.stamp();
    read.startKey = cursor == null ? null
        : Cursors.decode(cursor, stamp, "scan " + stamp, read.keyTypes, Cursors.Bounds.ANY);
    return this;
  }

  /**
   * Every item, reading as many pages as needed (up to the limit, when one is set).
   *
   * @return every item the scan reads
   */
  public List<T> list() {
    return read.pager().list(read.startKey, read.limit);
  }

  /**
   * Every item with what was skipped: the foreign items counted, the invalid ones listed (after
   * {@link #skipInvalid()}).
   *
   * @return the result of the whole scan (up to the limit, when one is set)
   */
  public ScanResult<T> result() {
    return read.result(read.pager().all(read.startKey, read.limit));
  }

  /**
   * One page: with a limit, up to that many items (reading further DynamoDB pages when filtering
   * leaves fewer); without one, the items of one DynamoDB page (at most 1 MB read).
   *
   * @return the page of items and the cursor to continue after it
   */
  public Page<T> page() {
    return read.page(read.pager().page(read.startKey, read.limit));
  }

  /** A copy with the same modifiers, segment and cursor. */
  Scan<T> copy() {
    return new Scan<>(new ScanRead<>(read));
  }

  /**
   * A lazy stream: pages are fetched as the stream is consumed.
   *
   * @return a stream of the scan's items
   */
  public Stream<T> stream() {
    return read.pager().stream(read.startKey, read.limit);
  }

  /**
   * The first item the scan returns, in DynamoDB's scan order; reads no further than it takes to
   * find one (a scan of one entity may read several pages of other entities' items first).
   *
   * @return the item, empty when the scan returns none
   */
  public Optional<T> first() {
    return read.pager().first(read.startKey);
  }

  /**
   * {@link #first()} with the table's async client. Never throws: every failure {@link #first()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the first item, empty when there is none
   */
  public CompletableFuture<Optional<T>> firstAsync() {
    return read.pager().firstAsync(read.startKey);
  }

  /**
   * How many items the scan returns, counted by DynamoDB ({@code Select.COUNT}) over every page: only
   * the items of this scan's entities, after the filter; the limit does not apply.
   *
   * @return the number of items
   */
  public long count() {
    return Pager.count(read.counter(), read.startKey, -1);
  }

  /**
   * The request this scan sends first; for logging and tests.
   *
   * @return the first request of the scan
   */
  public ScanRequest request() {
    return read.request(read.startKey, read.limit, false);
  }

  /**
   * Every item, as {@link #list()} returns them, read with the table's async client. Never throws:
   * every failure {@link #list()} throws completes the future exceptionally with the same exception.
   *
   * @return the items
   */
  public CompletableFuture<List<T>> listAsync() {
    return read.pager().listAsync(read.startKey, read.limit).thenApply(Pager.Result::items);
  }

  /**
   * Every item with what was skipped, as {@link #result()} returns it, read with the table's async client.
   *
   * @return the result of the whole scan
   */
  public CompletableFuture<ScanResult<T>> resultAsync() {
    return read.pager().listAsync(read.startKey, read.limit).thenApply(read::result);
  }

  /**
   * One page, as {@link #page()} returns it, read with the table's async client.
   *
   * @return the page and the cursor to continue after it
   */
  public CompletableFuture<Page<T>> pageAsync() {
    return read.pager().pageAsync(read.startKey, read.limit).thenApply(read::page);
  }

  /**
   * The number of items, as {@link #count()} returns it, counted with the table's async client.
   *
   * @return the number of items
   */
  public CompletableFuture<Long> countAsync() {
    return Pager.countAsync(read.counter(), read.startKey, -1);
  }

  /**
   * The pages of this scan as a cold {@link Flow.Publisher}, read with the table's async client: each
   * subscriber walks the scan from its start (or from {@link #startAfter}); the next Scan request is
   * sent only when the subscriber asks for more, one at a time.
   *
   * @return a publisher of pages
   */
  public Flow.Publisher<Page<T>> pages() {
    return read.pager().pages(read.startKey, read.limit, read::page);
  }

  /**
   * The items of this scan as a cold {@link Flow.Publisher}: the pages of {@link #pages()}, flattened.
   *
   * @return a publisher of items
   */
  public Flow.Publisher<T> publisher() {
    return read.pager().publisher(read.startKey, read.limit);
  }
}
