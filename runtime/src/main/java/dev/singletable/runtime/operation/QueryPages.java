package dev.singletable.runtime.operation;

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
import dev.singletable.runtime.internal.codec.Limits;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.read.CountSource;
import dev.singletable.runtime.internal.read.PageSource;
import dev.singletable.runtime.internal.read.Pager;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * A {@link QueryOperation} as the read engine sees it: the Query request of each page (the key
 * condition, the filter on the entity's identity, the projection), the page source that sends it and
 * decodes this entity's items, and the count. Each request is built from the query's settings as they
 * are when it is sent.
 *
 * @param <T> the entity type
 */
final class QueryPages<T> {
  private final QueryOperation<T> query;

  QueryPages(QueryOperation<T> query) {
    this.query = query;
  }

  /** The query's pages: a Query request per page, and this entity's decoding. */
  PageSource<T> source() {
    return new Source();
  }

  /** See {@link QueryOperation#count()}. */
  long count(Map<String, AttributeValue> start, int limit) {
    return Dispatch.call(query.table, () -> {
      Counter counter = new Counter(limit);
      long range = Pager.count(counter, start, limit > 0 ? (long) limit + counter.excluded.size() : -1);
      long excluded = 0;
      for (String end : counter.excluded) {
        excluded += counter.count(end).count();
      }
      return counter.count(range, excluded);
    });
  }

  /** See {@link QueryOperation#countAsync()}. */
  CompletableFuture<Long> countAsync(Map<String, AttributeValue> start, int limit) {
    return Dispatch.start(() -> {
      Counter counter = new Counter(limit);
      CompletableFuture<Long> excluded = CompletableFuture.completedFuture(0L);
      for (String end : counter.excluded) {
        excluded = excluded.thenCompose(before -> counter.countAsync(end).thenApply(found -> before + found.count()));
      }
      CompletableFuture<Long> ends = excluded;
      return Pager.countAsync(counter, start, limit > 0 ? (long) limit + counter.excluded.size() : -1)
          .thenCompose(range -> ends.thenApply(taken -> counter.count(range, taken)));
    });
  }

  /**
   * The count of the range, page by page. A range that excludes an end is sent as DynamoDB's
   * inclusive {@code BETWEEN}, and a filter cannot name a key attribute, so the items at an excluded
   * end are counted by one more request each (at most two) and taken off.
   */
  private final class Counter implements CountSource {
    private final int limit;
    private final List<String> excluded =
        query.sortKeyCondition == null ? List.of() : query.sortKeyCondition.excludedKeys();
    /** An entity owning its items by keys alone: the items come back and are counted by {@code owns}. */
    private final boolean byKeys = Identity.of(query.schema).typeAttribute() == null;

    Counter(int limit) {
      this.limit = limit;
    }

    @Override
    public Table table() {
      return query.table;
    }

    @Override
    public Counted count(Map<String, AttributeValue> from) {
      return Dispatch.send(query.table, Call.QUERY, "queryCount", query.schema.entityName(),
          request(from, query.sortKeyCondition), this::counted);
    }

    @Override
    public CompletableFuture<Counted> countAsync(Map<String, AttributeValue> from) {
      return Dispatch.sendAsync(query.table, Call.QUERY, "queryCount", query.schema.entityName(),
          request(from, query.sortKeyCondition), this::counted);
    }

    /** Counts the items at one excluded end. */
    Counted count(String end) {
      return Dispatch.send(query.table, Call.QUERY, "queryCount", query.schema.entityName(),
          request(null, SortKeyCondition.equalTo(end)), this::counted);
    }

    CompletableFuture<Counted> countAsync(String end) {
      return Dispatch.sendAsync(query.table, Call.QUERY, "queryCount", query.schema.entityName(),
          request(null, SortKeyCondition.equalTo(end)), this::counted);
    }

    private QueryRequest request(Map<String, AttributeValue> from, SortKeyCondition condition) {
      Condition<T> version = IdentityFilters.version(Identity.of(query.schema));
      QueryRequest request = QueryPages.this.request(from, -1, version, condition);
      return byKeys ? request : request.toBuilder().select(Select.COUNT).build();
    }

    private Counted counted(QueryResponse response) {
      long found = byKeys ? response.items().stream().filter(query.schema::owns).count()
          : response.count() == null ? 0 : response.count();
      return new Counted(found, Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey()));
    }

    long count(long range, long taken) {
      long matching = Math.max(0, range - taken);
      return limit > 0 ? Math.min(matching, limit) : matching;
    }
  }

  /** This query as the engine reads it: a Query request per page, and this entity's decoding. */
  private final class Source implements PageSource<T> {
    @Override
    public Table table() {
      return query.table;
    }

    @Override
    public Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt) {
      return Dispatch.send(query.table, Call.QUERY, "query", query.schema.entityName(), request(start, remaining),
          this::fetched);
    }

    @Override
    public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining, int attempt) {
      return Dispatch.sendAsync(query.table, Call.QUERY, "query", query.schema.entityName(), request(start, remaining),
          this::fetched);
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return query.schema.owns(item) && admitted(item);
    }

    @Override
    public T decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
      return InvalidItems.readOwned(query.table, "query", query.schema, item, report);
    }

    @Override
    public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
      // Never needed while each request asks for no more items than are still wanted.
      return PrimaryKey.of(item, Cursors.keyTypes(query.schema, query.indexName).keySet());
    }

    private Fetched fetched(QueryResponse response) {
      return new Fetched(response.items(), Pager.continuation(response.hasLastEvaluatedKey(), response.lastEvaluatedKey()));
    }
  }

  /** The request for the page after {@code exclusiveStartKey}, asking for {@code remaining} items (-1: any). */
  QueryRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining) {
    return request(exclusiveStartKey, remaining, null, query.sortKeyCondition);
  }

  /** The request with a sort-key condition of its own, its filter joined with {@code extra} (the count's). */
  private QueryRequest request(Map<String, AttributeValue> exclusiveStartKey, int remaining, Condition<T> extra,
      SortKeyCondition sortKeyCondition) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String keyCondition = query.attributeKey != null ? query.attributeKey.render(expressions)
        : expressions.name(query.partitionKeyField) + " = " + expressions.value(query.partitionValue);
    if (sortKeyCondition != null) {
      keyCondition += " AND " + sortKeyCondition.render(expressions, query.sortKeyField);
    }
    // The entity's items, whatever their version (fromItem reports another version); null for an
    // entity owning its items by keys alone, which a query's filter cannot name: owns() skips the others.
    Identity identity = Identity.of(query.schema);
    Condition<T> filter = query.filter;
    String filterExpression;
    if (filter == null && extra == null) {
      filterExpression = typeFilter(expressions, identity);
    } else {
      Condition<T> owned = IdentityFilters.type(identity);
      if (extra != null) {
        owned = owned == null ? extra : owned.and(extra);
      }
      filterExpression = expressions.render(filter == null ? owned : owned == null ? filter : owned.and(filter));
    }
    String projectionExpression = null;
    if (query.projection != null) {
      List<String> placeholders = new ArrayList<>(query.projection.size());
      for (String attribute : query.projection) {
        placeholders.add(expressions.name(attribute));
      }
      projectionExpression = String.join(", ", placeholders);
    }
    QueryRequest.Builder builder = QueryRequest.builder()
        .tableName(query.table.name())
        .indexName(query.indexName)
        .keyConditionExpression(keyCondition)
        .filterExpression(filterExpression)
        .projectionExpression(projectionExpression)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .scanIndexForward(!query.descending)
        .exclusiveStartKey(exclusiveStartKey);
    if (query.consistent) {
      builder.consistentRead(true);
    }
    if (remaining > 0) {
      // DynamoDB's Limit counts items read before the filter, so it never yields more items of this
      // entity than still wanted: a page never has to be cut, and its LastEvaluatedKey is the cursor.
      builder.limit(remaining);
    }
    return builder.build();
  }

  /**
   * The filter of a query without a filter of its own: {@code IdentityFilters.type(identity)} as
   * {@link ExpressionBuilder#render} writes it ({@code #n = :v}), the value checked as every filter
   * value is, without building the condition on every request; null for an entity owning its items
   * by keys alone.
   */
  static String typeFilter(ExpressionBuilder expressions, Identity identity) {
    String attribute = identity.typeAttribute();
    if (attribute == null) {
      return null;
    }
    AttributeValue type = AttributeValue.createS(identity.typeValue());
    Limits.value(identity.entity(), attribute, type);
    return expressions.name(attribute) + " = " + expressions.value(type);
  }

  /** False for a key at an end that a range excludes but DynamoDB's inclusive BETWEEN returned. */
  private boolean admitted(Map<String, AttributeValue> item) {
    if (query.sortKeyCondition == null) {
      return true;
    }
    AttributeValue sortKey = item.get(query.sortKeyField);
    return sortKey == null || query.sortKeyCondition.admits(sortKey.s());
  }
}
