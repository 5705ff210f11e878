package dev.singletable.runtime.collection;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.CountSource;
import dev.singletable.runtime.internal.read.PageSource;
import dev.singletable.runtime.internal.read.Pager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * A collection query's read as the engine walks it, made when a terminal runs: the partition and the
 * start key rendered and checked, the Query request of each page, each item handed to its member,
 * and the count of the members' items.
 *
 * @param <G> the typed grouping
 * @param <I> the sealed item type
 */
final class CollectionPages<G, I> {
  private final CollectionQuery<G, I, ?> query;
  private final Start start;

  /**
   * @param query the query as it stands now
   * @throws RuntimeException what rendering the partition key or decoding the cursor throws
   */
  CollectionPages(CollectionQuery<G, I, ?> query) {
    this.query = query;
    this.start = start();
  }

  /** The engine over the query's pages, each item read as its member's {@link Read}. */
  Pager<Read<I>> pager() {
    return new Pager<>(new Reads(start), query.skipInvalid, query.onInvalid);
  }

  /**
   * A walk for the typed grouping: each item decoded straight into its member's list, in one pass.
   * One per walk (per subscriber of a publisher): its lists are its own.
   */
  Grouping grouping() {
    return new Grouping(start);
  }

  /** The key the read starts after, null for the first page. */
  Map<String, AttributeValue> from() {
    return start.from();
  }

  /** The count of the members' items, page by page. */
  CountSource counter() {
    return new Counter(start);
  }

  /** The sealed items of the members, as a publisher. */
  Flow.Publisher<I> publisher() {
    // A walk per subscriber: a walk's source remembers the item it looked at last.
    return subscriber -> pager().publisher(start.from(), query.limit).subscribe(new Sealing<>(subscriber));
  }


  long counted(long count) {
    return query.limit > 0 ? Math.min(count, query.limit) : count;
  }

  /** The partition, sort-key condition and start key, rendered and checked when a terminal runs. */
  private Start start() {
    String partition = query.partitionKey.get();
    SortKeyCondition condition = query.sortKeyCondition();
    Map<String, AttributeValue> from = null;
    if (query.startAfter != null) {
      String description = read() + " (" + query.definition.partitionKeyField() + " = " + partition
          + (condition == null ? "" : ", " + condition.describe(query.definition.sortKeyField())) + ")";
      from = Cursors.decode(query.startAfter, read(), description,
          Cursors.keyTypes(query.definition.members().get(0), query.definition.indexName()),
          SortKeyCondition.bounds(query.definition.partitionKeyField(), AttributeValue.createS(partition),
              query.definition.sortKeyField(), condition));
    }
    return new Start(partition, condition, from);
  }

  record Start(String partition, SortKeyCondition condition, Map<String, AttributeValue> from) {}

  /**
   * The name this query's cursors carry: the collection, its index and the sub-collection read. A
   * narrowing ({@code fromCustomer()}) reads the same key space, so its cursors are the collection's.
   */
  private String read() {
    return "collection " + query.definition.name() + " " + (query.definition.indexName() == null ? "query.table"
        : "index " + query.definition.indexName()) + (query.subCollection == null ? "" : " of " + new TreeSet<>(query.subCollection));
  }

  @SuppressWarnings("rawtypes") // the members' conditions, joined untyped
  QueryRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining,
      Condition filterExpression, boolean count) {
    QueryRequest.Builder request = QueryRequest.builder()
        .tableName(query.table.name())
        .indexName(query.definition.indexName());
    CollectionDefinition.PartitionCondition partition = query.definition.partitionCondition();
    if (start.condition() == null && filterExpression == null) {
      // The whole partition, unfiltered: only the partition's value differs from one read to the next.
      request.keyConditionExpression(partition.expression())
          .expressionAttributeNames(partition.names())
          .expressionAttributeValues(Map.of(partition.value(), AttributeValue.createS(start.partition())));
    } else {
      ExpressionBuilder expressions = new ExpressionBuilder();
      String keyCondition = expressions.name(query.definition.partitionKeyField()) + " = "
          + expressions.value(AttributeValue.createS(start.partition()));
      if (start.condition() != null) {
        keyCondition += " AND " + start.condition().render(expressions, query.definition.sortKeyField());
      }
      request.keyConditionExpression(keyCondition)
          .filterExpression(filterExpression == null ? null : expressions.render(filterExpression))
          .expressionAttributeNames(expressions.names())
          .expressionAttributeValues(expressions.values());
    }
    request.scanIndexForward(!query.descending)
        .exclusiveStartKey(exclusiveStartKey);
    if (query.consistent) {
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

  /** The member whose item this is, when it is one of the members read; null otherwise. */
  private CollectionDefinition.Member<?, I> member(Map<String, AttributeValue> item) {
    CollectionDefinition.Member<?, I> member = query.definition.memberOf(item);
    return member == null || query.subCollection != null && !query.subCollection.contains(member.schema.entityName())
        ? null : member;
  }

  /** One member's item as read: its entity, its record, and the record as a sealed item. */
  record Read<I>(CollectionDefinition.Member<?, I> member, Object value) {
    /** The member's entity. */
    EntitySchema<?> schema() {
      return member.schema;
    }

    /** The record as a sealed item, made only for the reads that hand out sealed items. */
    I sealed() {
      return member.wrap(value);
    }
  }

  /** This query as the engine reads it: a Query request per page, each item handed to its member. */
  private abstract class Source<V> implements PageSource<V> {
    private final Start start;
    /** The member {@link #owns} found last, and its item: decoding that item asks no second time. */
    private Map<String, AttributeValue> ownedItem;
    private CollectionDefinition.Member<?, I> ownedBy;

    Source(Start start) {
      this.start = start;
    }

    @Override
    public Table table() {
      return query.table;
    }

    @Override
    public Fetched fetch(Map<String, AttributeValue> from, int remaining, int attempt) {
      return Dispatch.send(query.table, Call.QUERY, "collectionQuery", null, request(from, remaining, query.filter, false),
          Source::fetched);
    }

    @Override
    public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> from, int remaining, int attempt) {
      return Dispatch.sendAsync(query.table, Call.QUERY, "collectionQuery", null,
          request(from, remaining, query.filter, false), Source::fetched);
    }

    private static Fetched fetched(QueryResponse response) {
      return new Fetched(response.items(), Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey()));
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      ownedBy = member(item);
      ownedItem = item;
      return ownedBy != null;
    }

    /** The member whose item {@link #owns} accepted: its identity is not asked a second time. */
    final CollectionDefinition.Member<?, I> ownerOf(Map<String, AttributeValue> item) {
      return item == ownedItem ? ownedBy : member(item);
    }

    /**
     * The record of a member's item, or null when it was reported and skipped: {@link
     * InvalidItems#readOwned}, decoded through the member's own call ({@link
     * CollectionDefinition.Member#read}).
     */
    final Object decodeOwned(CollectionDefinition.Member<?, I> member, Map<String, AttributeValue> item,
        Consumer<InvalidItem> report) {
      try {
        return member.read(item);
      } catch (InvalidValueException e) {
        return InvalidItems.report(query.table, "collectionQuery", member.schema, item, report, e);
      }
    }

    @Override
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
      // Never needed while each request asks for no more items than are still wanted.
      return PrimaryKey.of(item, Cursors.keyTypes(query.definition.members().get(0), query.definition.indexName()).keySet());
    }
  }

  /** Each item as its member's {@link Read}: for the reads that hand out sealed items one by one. */
  private final class Reads extends Source<Read<I>> {
    Reads(Start start) {
      super(start);
    }

    @Override
    public Read<I> decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
      CollectionDefinition.Member<?, I> member = ownerOf(item);
      Object value = decodeOwned(member, item, report);
      return value == null ? null : new Read<>(member, value);
    }
  }

  /**
   * Each item decoded straight into its member's list, in query order: no object per item, no second
   * pass to group them. A member's list is made at its first item, with room for the rest of that
   * page.
   */
  final class Grouping extends Source<Object> {
    /** The members' entities and items, by position; null until an item of one is read. */
    private EntitySchema<?>[] schemas;
    private List<Object>[] lists;
    /** Every member's item as its sealed item, in query order, when the definition keeps them; else null. */
    private List<Object> sealed;
    /** The size of the page being read, and how many of its items {@link #owns} has looked at. */
    private int pageSize;
    private int looked;

    Grouping(Start start) {
      super(start);
    }

    @Override
    public Fetched fetch(Map<String, AttributeValue> from, int remaining, int attempt) {
      return started(super.fetch(from, remaining, attempt));
    }

    @Override
    public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> from, int remaining, int attempt) {
      return super.fetchAsync(from, remaining, attempt).thenApply(this::started);
    }

    private Fetched started(Fetched page) {
      pageSize = page.items().size();
      looked = 0;
      return page;
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      looked++;
      return super.owns(item);
    }

    @Override
    @SuppressWarnings("unchecked") // an array of lists, one per member
    public Object decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
      CollectionDefinition.Member<?, I> member = ownerOf(item);
      Object value = decodeOwned(member, item, report);
      if (value != null) {
        if (lists == null) {
          schemas = new EntitySchema<?>[query.definition.size()];
          lists = (List<Object>[]) new List<?>[schemas.length];
        }
        List<Object> found = lists[member.position];
        if (found == null) {
          // This item and the rest of the page at most: a list grown item by item copies itself.
          found = new ArrayList<>(Math.max(1, pageSize - looked + 1));
          lists[member.position] = found;
          schemas[member.position] = member.schema;
        }
        found.add(value);
        if (query.definition.inQueryOrder()) {
          if (sealed == null) {
            sealed = new ArrayList<>();
          }
          sealed.add(member.wrap(value));
        }
      }
      return value;
    }

    /** The engine over the query's pages, decoding into this walk's lists. */
    Pager<Object> pager() {
      return new Pager<>(this, query.skipInvalid, query.onInvalid);
    }

    /** The typed grouping of what the walk read since the last one; the lists start again empty. */
    G group(Pager.Result<Object> result) {
      CollectionResult grouped = CollectionResult.of(schemas, lists, result.passedOver(), result.invalid(), sealed);
      schemas = null;
      lists = null;
      sealed = null;
      return query.definition.group(grouped);
    }

    /** {@link #group} with the cursor to continue after the page. */
    CollectionPage<G> page(Pager.Result<Object> result) {
      return new CollectionPage<>(group(result), Optional.ofNullable(Cursors.encode(read(), result.next())));
    }
  }

  /** The count of the members' items, page by page. */
  @SuppressWarnings({"rawtypes", "unchecked"}) // the members' conditions, joined untyped
  private final class Counter implements CountSource {
    private final Start start;
    private final Condition members;
    /** Whether a member owns its items by keys alone: items then come back and are counted here. */
    private final boolean byKeys;

    Counter(Start start) {
      this.start = start;
      List<Condition> owned = new ArrayList<>();
      boolean keys = false;
      for (EntitySchema<?> member : query.definition.members()) {
        if (query.subCollection != null && !query.subCollection.contains(member.entityName())) {
          continue;
        }
        Identity identity = Identity.of(member);
        // A query's filter cannot name the key attributes that tell such a member's items.
        keys |= identity.typeAttribute() == null;
        owned.add(IdentityFilters.and(IdentityFilters.type(identity), IdentityFilters.version(identity)));
      }
      this.byKeys = keys;
      Condition any = keys ? null : Condition.anyOf(owned.toArray(new Condition[0]));
      this.members = query.filter == null ? any : any == null ? query.filter : any.and(query.filter);
    }

    @Override
    public Table table() {
      return query.table;
    }

    @Override
    public Counted count(Map<String, AttributeValue> from) {
      return Dispatch.send(query.table, Call.QUERY, "collectionCount", null, request(from, -1, members, !byKeys),
          this::counted);
    }

    @Override
    public CompletableFuture<Counted> countAsync(Map<String, AttributeValue> from) {
      return Dispatch.sendAsync(query.table, Call.QUERY, "collectionCount", null,
          request(from, -1, members, !byKeys), this::counted);
    }

    private Counted counted(QueryResponse response) {
      long count = 0;
      if (byKeys) {
        for (Map<String, AttributeValue> item : response.items()) {
          if (member(item) != null) {
            count++;
          }
        }
      } else {
        count = response.count() == null ? 0 : response.count();
      }
      return new Counted(count, Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey()));
    }
  }

  /** Hands on the sealed item of each member's item read. */
  private record Sealing<I>(Flow.Subscriber<? super I> subscriber) implements Flow.Subscriber<Read<I>> {
    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      subscriber.onSubscribe(subscription);
    }

    @Override
    public void onNext(Read<I> item) {
      subscriber.onNext(item.sealed());
    }

    @Override
    public void onError(Throwable throwable) {
      subscriber.onError(throwable);
    }

    @Override
    public void onComplete() {
      subscriber.onComplete();
    }
  }
}
