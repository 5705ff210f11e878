package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.InvalidItems;
import dev.singletable.runtime.internal.codec.Items;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * One query of a whole partition shared by several entities (a collection, {@code @Pk(collection =
 * ...)}), read to the last page, its items handed to the entity named in each item's identity
 * attributes. Items of any other entity, or of another version of a member, are skipped and
 * counted, never decoded as a member's. Generated services run it for each collection method.
 *
 * <pre>{@code
 * CollectionResult result = CollectionQuery.of(table, "pk", EventEntity.pk("order", "1234"),
 *     AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA).execute();
 * List<Event> events = result.items(EventEntity.SCHEMA);            // in sort-key order
 * }</pre>
 *
 * <p>An item of a member that cannot be read as that member (an attribute of the wrong type, a key
 * that disagrees with its components) fails the read with an {@link InvalidItemException} naming
 * its key, or, after {@link #skipInvalid(boolean)}, is left out and listed in {@link
 * CollectionResult#invalidItems()}.
 */
public final class CollectionQuery {
  private final Table table;
  private final String partitionKeyField;
  private final String partitionKey;
  private final Map<String, EntitySchema<?>> members = new LinkedHashMap<>();
  private boolean consistent;
  private boolean skipInvalid;

  private CollectionQuery(Table table, String partitionKeyField, String partitionKey, EntitySchema<?>[] members) {
    this.table = Objects.requireNonNull(table, "table");
    this.partitionKeyField = Objects.requireNonNull(partitionKeyField, "partitionKeyField");
    this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
    if (members.length == 0) {
      throw new IllegalArgumentException("a collection needs at least one entity");
    }
    for (EntitySchema<?> member : members) {
      if (this.members.put(member.entityName(), member) != null) {
        throw new IllegalArgumentException("entity " + member.entityName() + " is named twice in the collection");
      }
    }
  }

  /**
   * A query of one partition.
   *
   * @param table the table
   * @param partitionKeyField the partition key attribute the members share
   * @param partitionKey the rendered partition key
   * @param members the entities whose items are read; at least one
   * @return the query, not yet sent
   */
  public static CollectionQuery of(Table table, String partitionKeyField, String partitionKey,
      EntitySchema<?>... members) {
    return new CollectionQuery(table, partitionKeyField, partitionKey, members);
  }

  /**
   * Uses strongly consistent reads (twice the read cost), which see every write acknowledged before
   * the query.
   *
   * @param consistent whether to
   * @return this query
   */
  public CollectionQuery consistent(boolean consistent) {
    this.consistent = consistent;
    return this;
  }

  /**
   * Skips items of members that cannot be read instead of failing; {@link
   * CollectionResult#invalidItems()} lists them.
   *
   * @param skipInvalid whether to
   * @return this query
   */
  public CollectionQuery skipInvalid(boolean skipInvalid) {
    this.skipInvalid = skipInvalid;
    return this;
  }

  /**
   * The first request the query sends, for inspection; the following ones add the last key read.
   *
   * @return a new request
   */
  public QueryRequest request() {
    return request(null);
  }

  /**
   * Reads the whole partition, page after page.
   *
   * @return the members' items, each entity's in sort-key order
   * @throws InvalidItemException when an item of a member cannot be read, unless {@link
   *     #skipInvalid(boolean) skipped}
   */
  public CollectionResult execute() {
    Collector collector = new Collector();
    while (Dispatch.send(table, Call.QUERY, "collectionQuery", null, request(collector.next), collector::take)) {
      // take() decodes each page; the loop goes on while DynamoDB reports more.
    }
    return collector.result();
  }

  /**
   * Reads the whole partition with the table's async client, page after page, as {@link #execute()}
   * does. Never throws: every failure {@link #execute()} throws completes the future exceptionally
   * with the same exception.
   *
   * @return the members' items, each entity's in sort-key order
   */
  public java.util.concurrent.CompletableFuture<CollectionResult> executeAsync() {
    return Dispatch.start(() -> collectAsync(new Collector()).thenApply(Collector::result));
  }

  /**
   * {@link #executeAsync()}, its result turned into the caller's type (a generated service's typed
   * collection) before the future completes, so that a failure still completes it with the
   * exception itself.
   *
   * @param then what the result becomes
   * @param <R> the caller's type
   * @return the future of the caller's value
   */
  public <R> java.util.concurrent.CompletableFuture<R> executeAsync(
      java.util.function.Function<? super CollectionResult, ? extends R> then) {
    Objects.requireNonNull(then, "then");
    return Dispatch.start(() -> collectAsync(new Collector()).thenApply(collector -> then.apply(collector.result())));
  }

  private java.util.concurrent.CompletableFuture<Collector> collectAsync(Collector collector) {
    return Dispatch.sendAsync(table, Call.QUERY, "collectionQuery", null, request(collector.next), collector::take)
        .thenCompose(more -> more ? collectAsync(collector)
            : java.util.concurrent.CompletableFuture.completedFuture(collector));
  }

  /** The members' items of the pages read so far, and the key to continue from. */
  private final class Collector {
    private final Map<EntitySchema<?>, List<Object>> items = new HashMap<>();
    private final List<InvalidItem> invalid = new ArrayList<>();
    private int skipped;
    private Map<String, AttributeValue> next;

    /** Takes in a page; true when DynamoDB reports more. */
    boolean take(QueryResponse response) {
      for (Map<String, AttributeValue> item : response.items()) {
        AttributeValue entity = item.get(EntitySchema.ENTITY_ATTRIBUTE);
        EntitySchema<?> member = entity == null ? null : members.get(entity.s());
        if (member == null || !member.owns(item)) {
          skipped++;
        } else {
          Object value = InvalidItems.read(table, "collectionQuery", member, item, skipInvalid ? invalid::add : null);
          if (value != null) {
            items.computeIfAbsent(member, schema -> new ArrayList<>()).add(value);
          }
        }
      }
      next = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
      return next != null;
    }

    CollectionResult result() {
      return new CollectionResult(items, skipped, invalid);
    }
  }

  private QueryRequest request(Map<String, AttributeValue> exclusiveStartKey) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String keyCondition = expressions.name(partitionKeyField) + " = " + expressions.value(AttributeValue.createS(partitionKey));
    QueryRequest.Builder request = QueryRequest.builder()
        .tableName(table.name())
        .keyConditionExpression(keyCondition)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .exclusiveStartKey(exclusiveStartKey);
    if (consistent) {
      request.consistentRead(Boolean.TRUE);
    }
    return request.build();
  }
}
