package dev.singletable.runtime.scan;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.read.CountSource;
import dev.singletable.runtime.internal.read.PageSource;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.scan.Scan.Member;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * A {@link Scan} as the read engine sees it: what it reads and the settings its modifiers made, the
 * Scan request of each page, the page source that sends it and decodes the members' items, the count,
 * and the steps a {@link ParallelScan} takes through one segment. Each request is built from the
 * settings as they are when it is sent.
 *
 * @param <T> what the scan returns
 */
final class ScanRead<T> {
  static final String OPERATION = "scan";
  private static final int MAX_SEGMENTS = 1_000_000;

  final Table table;
  final String scope;
  final String entity;
  final List<Member<?, T>> members;
  final String indexName;
  final Set<String> keyFields;
  /** The attributes of a last-evaluated key and their types: the table's key and the index's. */
  final Map<String, ScalarAttributeType> keyTypes;
  Condition<T> filter;
  /** The conditions of a service scan on its entities' items, by entity; each leaves the others' items alone. */
  Map<EntitySchema<?>, Condition<?>> entityFilters = Map.of();
  int limit = -1;
  boolean consistent;
  Set<String> projection;
  boolean skipInvalid;
  Consumer<? super InvalidItem> onInvalid;
  Consumer<? super Map<String, AttributeValue>> onForeign;
  int segment = -1;
  int totalSegments;
  Map<String, AttributeValue> startKey;

  ScanRead(Table table, String scope, String entity, List<Member<?, T>> members, String indexName) {
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

  /** A copy with the same settings: what each segment of a parallel scan starts from. */
  ScanRead(ScanRead<T> other) {
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

  void requireEntity(String modifier) {
    if (entity == null) {
      throw new IllegalStateException(scope + ": " + modifier + " applies to the scan of one entity");
    }
  }

  /** See {@link Scan#consistent()}. */
  void consistent() {
    if (indexName != null) {
      throw new IllegalStateException(scope + ": global secondary index " + indexName
          + " offers eventually consistent reads only");
    }
    consistent = true;
  }

  /** See {@link Scan#segment(int, int)}. */
  void segment(int segment, int totalSegments) {
    if (totalSegments < 1 || totalSegments > MAX_SEGMENTS || segment < 0 || segment >= totalSegments) {
      throw new IllegalArgumentException("segment " + segment + " of " + totalSegments
          + ": the total must be 1 to " + MAX_SEGMENTS + " and the segment 0 to total - 1");
    }
    if (startKey != null) {
      throw new IllegalStateException(scope + ": choose the segment before startAfter");
    }
    this.segment = segment;
    this.totalSegments = totalSegments;
  }

  /** Refuses to split into segments a scan that is not read whole; see {@link Scan#segments(int)}. */
  void requireWhole(int totalSegments) {
    if (totalSegments < 1 || totalSegments > MAX_SEGMENTS) {
      throw new IllegalArgumentException("a parallel scan has 1 to " + MAX_SEGMENTS + " segments, not " + totalSegments);
    }
    if (limit > 0 || segment >= 0 || startKey != null) {
      throw new IllegalStateException(scope + ": a parallel scan reads every segment to its end;"
          + " limit, segment and startAfter apply to segment(i, n), pageSize and startAfter to the parallel scan");
    }
  }

  /**
   * Adds a service scan's conditions on its entities' items; two on one entity must both hold. See
   * {@link Scan#filter(Scan.EntityFilter, Scan.EntityFilter[])}.
   */
  @SafeVarargs
  final void filterEntities(Scan.EntityFilter<T> first, Scan.EntityFilter<T>... more) {
    if (entity != null) {
      throw new IllegalStateException(scope + ": a filter by entity applies to the scan of a service; "
          + "give the condition itself");
    }
    List<Scan.EntityFilter<T>> given = new ArrayList<>();
    given.add(Objects.requireNonNull(first, "first"));
    for (Scan.EntityFilter<T> filter : more) {
      given.add(Objects.requireNonNull(filter, "filter"));
    }
    Map<EntitySchema<?>, Condition<?>> filters = new LinkedHashMap<>(entityFilters);
    for (Scan.EntityFilter<T> filter : given) {
      if (members.stream().noneMatch(member -> member.schema().equals(filter.schema))) {
        throw new IllegalArgumentException(scope + ": entity " + filter.schema.entityName()
            + " is not scanned here, so a condition on its items would filter nothing");
      }
      filters.merge(filter.schema, filter.condition, (had, added) -> and(had, added));
    }
    entityFilters = Collections.unmodifiableMap(filters);
  }

  @SuppressWarnings("unchecked")
  private static Condition<?> and(Condition<?> one, Condition<?> other) {
    return ((Condition<Object>) one).and((Condition<Object>) other);
  }

  /** What a cursor of this scan carries besides the key: entity or service, index, segment. */
  String stamp() {
    return scope + " " + (indexName == null ? "table" : "index " + indexName)
        + (segment < 0 ? "" : " segment " + segment + "/" + totalSegments);
  }

  /** The engine that walks this scan's pages, with its settings as they are now. */
  Pager<T> pager() {
    return new Pager<>(new Source(), skipInvalid, onInvalid);
  }

  /** The count of this scan's items, page by page. */
  CountSource counter() {
    return new Counter();
  }

  Page<T> page(Pager.Result<T> result) {
    return new Page<>(result.items(), Optional.ofNullable(Cursors.encode(stamp(), result.next())), result.invalid());
  }

  ScanResult<T> result(Pager.Result<T> result) {
    return new ScanResult<>(result.items(), result.invalid(), result.passedOver());
  }

  /** One page of a parallel scan's segment, and the key after it, null at the end. */
  record Step<T>(Page<T> page, Map<String, AttributeValue> next) {}

  /** One page from a key, and the key after it: a step of a parallel scan's segment. */
  Step<T> pageFrom(Map<String, AttributeValue> from) {
    return step(pager().page(from, limit));
  }

  /** {@link #pageFrom} with the async client. */
  CompletableFuture<Step<T>> pageFromAsync(Map<String, AttributeValue> from) {
    return pager().pageAsync(from, limit).thenApply(this::step);
  }

  /** The items from a key to the end, fetched as they are consumed: a parallel scan's segment. */
  Stream<T> streamFrom(Map<String, AttributeValue> from) {
    return pager().stream(from, -1);
  }

  /**
   * One page from a key for a publisher, at most {@code max} items (-1: one DynamoDB page), the items
   * before one that cannot be read kept with the failure.
   */
  CompletableFuture<Pager.Result<T>> publishedFrom(Map<String, AttributeValue> from, int max) {
    return pager().pageKeepingItemsBeforeFailure(from, max);
  }

  private Step<T> step(Pager.Result<T> result) {
    return new Step<>(page(result), result.next());
  }

  /** The count of this scan's items, page by page. */
  private final class Counter implements CountSource {
    @Override
    public Table table() {
      return table;
    }

    @Override
    public Counted count(Map<String, AttributeValue> from) {
      return Dispatch.send(table, Call.SCAN, OPERATION, entity, request(from, -1, true), this::counted);
    }

    @Override
    public CompletableFuture<Counted> countAsync(Map<String, AttributeValue> from) {
      return Dispatch.sendAsync(table, Call.SCAN, OPERATION, entity, request(from, -1, true), this::counted);
    }

    private Counted counted(ScanResponse response) {
      return new Counted(ScanRead.this.counted(response), lastKey(response));
    }
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
    public Table table() {
      return table;
    }

    @Override
    public Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt) {
      return fetched(ScanRead.this.fetch(request(start, ask(remaining, attempt), false)));
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
          return read(member, item, report);
        }
      }
      return null;
    }

    @Override
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
      return PrimaryKey.of(item, keyFields);
    }
  }

  ScanRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining, boolean count) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    Condition<T> condition = filter;
    for (Map.Entry<EntitySchema<?>, Condition<?>> byEntity : entityFilters.entrySet()) {
      // An entity's condition holds for its own items only: (not this entity) or the condition.
      @SuppressWarnings("unchecked")
      Condition<T> own = (Condition<T>) byEntity.getValue();
      Condition<T> identity = ScanRead.<T>identity(byEntity.getKey());
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

  private <E> T read(Member<E, T> member, Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
    E value = InvalidItems.readOwned(table, OPERATION, member.schema(), item, report);
    return value == null ? null : member.wrap().apply(value);
  }

  /** The identity of one member, as a condition on the scan's items; null when no filter can tell it. */
  private static <T> Condition<T> identity(EntitySchema<?> schema) {
    return IdentityFilters.current(Identity.of(schema));
  }
}
