package dev.singletable.runtime.scan;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.read.PageSource;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.Projection;
import dev.singletable.runtime.operation.QueryPublisher;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

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
 */
public final class Scan<T> {
  private static final String OPERATION = "scan";
  private static final int MAX_SEGMENTS = 1_000_000;

  private final Table table;
  private final String scope;
  private final String entity;
  private final List<Member<?, T>> members;
  private final String indexName;
  private final Set<String> keyFields;
  /** The attributes of a last-evaluated key and their types: the table's key and the index's. */
  private final Map<String, ScalarAttributeType> keyTypes;
  private Condition<T> filter;
  /** The conditions of a service scan on its entities' items, by entity; each leaves the others' items alone. */
  private Map<EntitySchema<?>, Condition<?>> entityFilters = Map.of();
  private int limit = -1;
  private boolean consistent;
  private Set<String> projection;
  private boolean skipInvalid;
  private Consumer<? super InvalidItem> onInvalid;
  private Consumer<? super Map<String, AttributeValue>> onForeign;
  private int segment = -1;
  private int totalSegments;
  private Map<String, AttributeValue> startKey;

  private Scan(Table table, String scope, String entity, List<Member<?, T>> members, String indexName) {
    this.table = Objects.requireNonNull(table, "table");
    this.scope = scope;
    this.entity = entity;
    this.members = List.copyOf(members);
    if (this.members.isEmpty()) {
      throw new IllegalArgumentException("a scan needs at least one entity");
    }
    this.indexName = indexName;
    this.keyTypes = Cursors.keyTypes(this.members.get(0).schema(), indexName);
    this.keyFields = keyTypes.keySet();
  }

  /** A copy with the same modifiers: what each segment of a parallel scan starts from. */
  private Scan(Scan<T> other) {
    this.table = other.table;
    this.scope = other.scope;
    this.entity = other.entity;
    this.members = other.members;
    this.indexName = other.indexName;
    this.keyFields = other.keyFields;
    this.keyTypes = other.keyTypes;
    this.filter = other.filter;
    this.entityFilters = other.entityFilters;
    this.limit = other.limit;
    this.consistent = other.consistent;
    this.projection = other.projection;
    this.skipInvalid = other.skipInvalid;
    this.onInvalid = other.onInvalid;
    this.onForeign = other.onForeign;
    this.segment = other.segment;
    this.totalSegments = other.totalSegments;
    this.startKey = other.startKey;
  }

  /**
   * A scan of one entity's items.
   *
   * @param table the table
   * @param schema the entity
   * @param indexName the global secondary index to scan, or null for the table
   * @return the scan, not yet sent
   * @throws IllegalArgumentException when the entity is not written to that index
   */
  public static <T> Scan<T> of(Table table, EntitySchema<T> schema, String indexName) {
    return new Scan<>(table, schema.entityName(), schema.entityName(), List.of(member(schema, value -> value)),
        indexName);
  }

  /**
   * A scan of the table returning the items of every member entity, each turned into the service's
   * item type; other items are foreign (see {@link #onForeign(Consumer)}).
   *
   * @param table the table
   * @param service the service name, for messages and cursors
   * @param members the service's entities and how each one's record becomes an item
   * @return the scan, not yet sent
   */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is copied into a list
  public static <T> Scan<T> across(Table table, String service, Member<?, T>... members) {
    return new Scan<>(table, "service " + Objects.requireNonNull(service, "service"), null, List.of(members), null);
  }

  /**
   * An entity of a service scan.
   *
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
    /** Checks the parts. */
    public Member {
      Objects.requireNonNull(schema, "schema");
      Objects.requireNonNull(wrap, "wrap");
    }

    T read(Table table, Map<String, AttributeValue> item, Consumer<? super InvalidItem> report) {
      E value = InvalidItems.read(table, OPERATION, schema, item, report);
      return value == null ? null : wrap.apply(value);
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
    requireEntity("filter");
    Objects.requireNonNull(condition, "condition");
    filter = filter == null ? condition : filter.and(condition);
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
  public final Scan<T> filter(EntityFilter<T> first, EntityFilter<T>... more) {
    if (entity != null) {
      throw new IllegalStateException(scope + ": a filter by entity applies to the scan of a service; "
          + "give the condition itself");
    }
    Map<EntitySchema<?>, Condition<?>> filters = new LinkedHashMap<>(entityFilters);
    List<EntityFilter<T>> given = new ArrayList<>();
    given.add(Objects.requireNonNull(first, "first"));
    for (EntityFilter<T> filter : more) {
      given.add(Objects.requireNonNull(filter, "filter"));
    }
    for (EntityFilter<T> filter : given) {
      if (members.stream().noneMatch(member -> member.schema().equals(filter.schema))) {
        throw new IllegalArgumentException(scope + ": entity " + filter.schema.entityName()
            + " is not scanned here, so a condition on its items would filter nothing");
      }
      filters.merge(filter.schema, filter.condition, (had, added) -> and(had, added));
    }
    entityFilters = Collections.unmodifiableMap(filters);
    return this;
  }

  @SuppressWarnings("unchecked")
  private static Condition<?> and(Condition<?> one, Condition<?> other) {
    return ((Condition<Object>) one).and((Condition<Object>) other);
  }

  /**
   * A condition on one entity's items of a service scan, as {@link Scan#filter(EntityFilter, EntityFilter[])}
   * takes it. Generated services make them, one method per entity, typed by the service's item type.
   *
   * @param <T> the item type of the service whose scan takes it
   */
  public static final class EntityFilter<T> {
    private final EntitySchema<?> schema;
    private final Condition<?> condition;

    private EntityFilter(EntitySchema<?> schema, Condition<?> condition) {
      this.schema = schema;
      this.condition = condition;
    }

    /**
     * A condition on the items of one member of a service scan.
     *
     * @param member the member, as the service's scan names it
     * @param condition a condition on the member's attributes
     * @param <E> the member's record type
     * @param <T> the service's item type
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
    limit = n;
    return this;
  }

  /**
   * Uses strongly consistent reads (twice the read cost). DynamoDB offers them on the table only.
   *
   * @return this scan
   * @throws IllegalStateException when the scan reads a global secondary index
   */
  public Scan<T> consistent() {
    if (indexName != null) {
      throw new IllegalStateException(scope + ": global secondary index " + indexName
          + " offers eventually consistent reads only");
    }
    consistent = true;
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
    requireEntity("attributes");
    Set<String> names = Projection.of(members.get(0).schema(), keyFields, attributes);
    projection = names;
    return this;
  }

  /**
   * Skips items that cannot be read as their entity instead of failing: {@link #page()} lists them in
   * {@link Page#invalidItems()}, {@link #result()} in {@link ScanResult#invalidItems()}.
   *
   * @return this scan
   */
  public Scan<T> skipInvalid() {
    skipInvalid = true;
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
    this.onInvalid = Objects.requireNonNull(onInvalid, "onInvalid");
    skipInvalid = true;
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
    this.onForeign = Objects.requireNonNull(onForeign, "onForeign");
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
    if (totalSegments < 1 || totalSegments > MAX_SEGMENTS || segment < 0 || segment >= totalSegments) {
      throw new IllegalArgumentException("segment " + segment + " of " + totalSegments
          + ": the total must be 1 to " + MAX_SEGMENTS + " and the segment 0 to total - 1");
    }
    if (startKey != null) {
      throw new IllegalStateException(scope + ": choose the segment before startAfter");
    }
    this.segment = segment;
    this.totalSegments = totalSegments;
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
    if (totalSegments < 1 || totalSegments > MAX_SEGMENTS) {
      throw new IllegalArgumentException("a parallel scan has 1 to " + MAX_SEGMENTS + " segments, not " + totalSegments);
    }
    if (limit > 0 || segment >= 0 || startKey != null) {
      throw new IllegalStateException(scope + ": a parallel scan reads every segment to its end;"
          + " limit, segment and startAfter apply to segment(i, n), pageSize and startAfter to the parallel scan");
    }
    List<Scan<T>> parts = new ArrayList<>();
    for (int i = 0; i < totalSegments; i++) {
      parts.add(new Scan<>(this).segment(i, totalSegments));
    }
    return new ParallelScan<>(scope, parts);
  }

  /**
   * Continues after the page that returned {@code cursor} (see {@link Page#cursor()}).
   *
   * @param cursor a cursor of a page of this same scan: same entity or service, index and segment
   * @return this scan
   * @throws InvalidCursorException when the cursor is not one of this library, belongs to another scan,
   *     segment or read, or holds a key whose attributes or types are not the table's and index's;
   *     nothing is sent
   */
  public Scan<T> startAfter(String cursor) {
    startKey = Cursors.decode(cursor, stamp(), "scan " + stamp(), keyTypes, Cursors.Bounds.ANY);
    return this;
  }

  /** What a cursor of this scan carries besides the key: entity or service, index, segment. */
  private String stamp() {
    return scope + " " + (indexName == null ? "table" : "index " + indexName)
        + (segment < 0 ? "" : " segment " + segment + "/" + totalSegments);
  }

  private String cursor(Map<String, AttributeValue> next) {
    return Cursors.encode(stamp(), next);
  }

  private void requireEntity(String modifier) {
    if (entity == null) {
      throw new IllegalStateException(scope + ": " + modifier + " applies to the scan of one entity");
    }
  }

  /** Every item, reading as many pages as needed (up to the limit, when one is set). */
  public List<T> list() {
    return pager().list(startKey, limit);
  }

  /**
   * Every item with what was skipped: the foreign items counted, the invalid ones listed (after
   * {@link #skipInvalid()}).
   *
   * @return the result of the whole scan (up to the limit, when one is set)
   */
  public ScanResult<T> result() {
    return result(pager().all(startKey, limit));
  }

  /**
   * One page: with a limit, up to that many items (reading further DynamoDB pages when filtering
   * leaves fewer); without one, the items of one DynamoDB page (at most 1 MB read).
   */
  public Page<T> page() {
    return pageFrom(startKey).page();
  }

  /** One page from a key, and the key after it: a step of a parallel scan's segment. */
  QueryPublisher.Fetched<T> pageFrom(Map<String, AttributeValue> from) {
    return fetched(pager().page(from, limit));
  }

  /** The key this scan starts after, null from the start. */
  Map<String, AttributeValue> startKey() {
    return startKey;
  }

  /** A copy with the same modifiers, segment and cursor. */
  Scan<T> copy() {
    return new Scan<>(this);
  }

  /** A lazy stream: pages are fetched as the stream is consumed. */
  public Stream<T> stream() {
    return pager().stream(startKey, limit);
  }

  /**
   * How many items the scan returns, counted by DynamoDB ({@code Select.COUNT}) over every page: only
   * the items of this scan's entities, after the filter; the limit does not apply.
   *
   * @return the number of items
   */
  public long count() {
    return Dispatch.call(() -> {
      long total = 0;
      Map<String, AttributeValue> next = startKey;
      do {
        ScanResponse response = fetch(request(next, -1, true));
        total += counted(response);
        next = lastKey(response);
      } while (next != null);
      return total;
    });
  }

  /** The request this scan sends first; for logging and tests. */
  public ScanRequest request() {
    return request(startKey, limit, false);
  }

  /**
   * Every item, as {@link #list()} returns them, read with the table's async client. Never throws:
   * every failure {@link #list()} throws completes the future exceptionally with the same exception.
   *
   * @return the items
   */
  public CompletableFuture<List<T>> listAsync() {
    return pager().listAsync(startKey, limit).thenApply(Pager.Result::items);
  }

  /**
   * Every item with what was skipped, as {@link #result()} returns it, read with the table's async client.
   *
   * @return the result of the whole scan
   */
  public CompletableFuture<ScanResult<T>> resultAsync() {
    return pager().listAsync(startKey, limit).thenApply(this::result);
  }

  /**
   * One page, as {@link #page()} returns it, read with the table's async client.
   *
   * @return the page and the cursor to continue after it
   */
  public CompletableFuture<Page<T>> pageAsync() {
    return pager().pageAsync(startKey, limit).thenApply(this::page);
  }

  /**
   * The number of items, as {@link #count()} returns it, counted with the table's async client.
   *
   * @return the number of items
   */
  public CompletableFuture<Long> countAsync() {
    return Dispatch.start(() -> countAsync(startKey, 0));
  }

  private CompletableFuture<Long> countAsync(Map<String, AttributeValue> from, long counted) {
    return Dispatch.sendAsync(table, Call.SCAN, OPERATION, entity, request(from, -1, true), response -> response)
        .thenCompose(response -> {
          Map<String, AttributeValue> next = lastKey(response);
          long total = counted + counted(response);
          return next == null ? CompletableFuture.completedFuture(total) : countAsync(next, total);
        });
  }

  /**
   * The pages of this scan as a cold {@link Flow.Publisher}, read with the table's async client: each
   * subscriber walks the scan from its start (or from {@link #startAfter}); the next Scan request is
   * sent only when the subscriber asks for more, one at a time.
   *
   * @return a publisher of pages
   */
  public Flow.Publisher<Page<T>> pages() {
    return QueryPublisher.pages(startKey, from -> fetchedAsync(from, false));
  }

  /**
   * The items of this scan as a cold {@link Flow.Publisher}: the pages of {@link #pages()}, flattened.
   *
   * @return a publisher of items
   */
  public Flow.Publisher<T> publisher() {
    return QueryPublisher.items(startKey, from -> fetchedAsync(from, true));
  }

  /** One page from a key with the async client (the item publisher keeps items before a failure). */
  CompletableFuture<QueryPublisher.Fetched<T>> fetchedAsync(Map<String, AttributeValue> from,
      boolean keepItemsBeforeFailure) {
    Pager<T> pager = pager();
    return (keepItemsBeforeFailure ? pager.pageKeepingItemsBeforeFailure(from, limit) : pager.pageAsync(from, limit))
        .thenApply(this::fetched);
  }

  /** The engine that walks this scan's pages, with its settings as they are now. */
  private Pager<T> pager() {
    return new Pager<>(new Source(), skipInvalid, onInvalid);
  }

  private Page<T> page(Pager.Result<T> result) {
    return new Page<>(result.items(), Optional.ofNullable(cursor(result.next())), result.invalid());
  }

  private ScanResult<T> result(Pager.Result<T> result) {
    return new ScanResult<>(result.items(), result.invalid(), result.passedOver());
  }

  private QueryPublisher.Fetched<T> fetched(Pager.Result<T> result) {
    return new QueryPublisher.Fetched<>(page(result), result.next(), result.failure());
  }

  private ScanResponse fetch(ScanRequest request) {
    return Dispatch.send(table, Call.SCAN, OPERATION, entity, request, response -> response);
  }

  private static Map<String, AttributeValue> lastKey(ScanResponse response) {
    return Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey());
  }

  /**
   * This scan as the engine reads it: a Scan request per page and each member's decoding. DynamoDB's
   * {@code Limit} counts the items read before the filter drops those of other entities, so each
   * request asks for twice as many as the one before (up to 1,024 times the items still wanted); the
   * engine cuts a page that holds more than wanted, so the doubling never returns too many.
   */
  private final class Source implements PageSource<T> {
    private static final int MAX_FACTOR = 1 << 10;

    @Override
    public Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt) {
      return fetched(Scan.this.fetch(request(start, ask(remaining, attempt), false)));
    }

    @Override
    public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining, int attempt) {
      return Dispatch.sendAsync(table, Call.SCAN, OPERATION, entity, request(start, ask(remaining, attempt), false),
          this::fetched);
    }

    private int ask(int remaining, int attempt) {
      if (remaining < 0) {
        return -1;
      }
      long factor = Math.min(MAX_FACTOR, 1L << Math.min(attempt, 10));
      return (int) Math.min(Integer.MAX_VALUE, remaining * factor);
    }

    private Fetched fetched(ScanResponse response) {
      return new Fetched(response.items(), lastKey(response));
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      for (Member<?, T> member : members) {
        if (member.schema().owns(item)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public void passedOver(Map<String, AttributeValue> item) {
      if (onForeign != null) {
        onForeign.accept(item);
      }
    }

    @Override
    public T decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
      for (Member<?, T> member : members) {
        if (member.schema().owns(item)) {
          return member.read(table, item, report);
        }
      }
      return null;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
      return PrimaryKey.of(item, keyFields);
    }
  }

  private ScanRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining, boolean count) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    Condition<T> condition = filter;
    for (Map.Entry<EntitySchema<?>, Condition<?>> byEntity : entityFilters.entrySet()) {
      // An entity's condition holds for its own items only: (not this entity) or the condition.
      @SuppressWarnings("unchecked")
      Condition<T> own = (Condition<T>) byEntity.getValue();
      Condition<T> identity = Scan.<T>identity(byEntity.getKey());
      // An entity that no filter can tell (keys alone, starting with a placeholder) filters every item.
      Condition<T> kept = identity == null ? own : Condition.not(identity).or(own);
      condition = condition == null ? kept : condition.and(kept);
    }
    if (entity != null || count) {
      // One entity's scan keeps its own items only, and a count counts only the members' items.
      Condition<T> owned = null;
      boolean told = true;
      for (Member<?, T> member : members) {
        Condition<T> identity = identity(member.schema());
        told &= identity != null;
        owned = owned == null ? identity : identity == null ? owned : owned.or(identity);
      }
      // A member that no filter can tell leaves the items unnarrowed; owns() sorts them after reading.
      if (told) {
        condition = condition == null ? owned : owned.and(condition);
      }
    }
    String projectionExpression = null;
    if (projection != null && !count) {
      List<String> placeholders = new ArrayList<>(projection.size());
      for (String attribute : projection) {
        placeholders.add(expressions.name(attribute));
      }
      projectionExpression = String.join(", ", placeholders);
    }
    String filterExpression = condition == null ? null : expressions.render(condition);
    ScanRequest.Builder builder = ScanRequest.builder()
        .tableName(table.name())
        .indexName(indexName)
        .filterExpression(filterExpression)
        .projectionExpression(projectionExpression)
        .exclusiveStartKey(exclusiveStartKey);
    builder.expressionAttributeNames(expressions.names()).expressionAttributeValues(expressions.values());
    if (count && told()) {
      builder.select(Select.COUNT);
    }
    if (consistent) {
      builder.consistentRead(true);
    }
    if (segment >= 0) {
      builder.segment(segment).totalSegments(totalSegments);
    }
    if (remaining > 0) {
      builder.limit(remaining);
    }
    return builder.build();
  }

  /** Whether a filter can tell every member's items, so that DynamoDB can count them ({@code Select.COUNT}). */
  private boolean told() {
    for (Member<?, T> member : members) {
      if (identity(member.schema()) == null) {
        return false;
      }
    }
    return true;
  }

  /** The members' items of a count's page: counted by DynamoDB, or here when a filter cannot tell them. */
  private long counted(ScanResponse response) {
    if (!response.hasItems() || response.items().isEmpty()) {
      return response.count() == null ? 0 : response.count();
    }
    long owned = 0;
    for (Map<String, AttributeValue> item : response.items()) {
      for (Member<?, T> member : members) {
        if (member.schema().owns(item)) {
          owned++;
          break;
        }
      }
    }
    return owned;
  }

  /** The identity of one member, as a condition on the scan's items; null when no filter can tell it. */
  private static <T> Condition<T> identity(EntitySchema<?> schema) {
    return IdentityFilters.current(Identity.of(schema));
  }
}
