package dev.singletable.runtime.shard;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.key.SortKeyPrefix;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryOperation;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.function.IntFunction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A query of a write-sharded partition ({@code @Shard}): the same query on every shard, read
 * concurrently and merged in sort-key order (by code point, as DynamoDB orders strings; descending
 * after {@link #descending()}), so that the shards read as one partition. One cursor holds the
 * position in every shard: {@link #page()} returns it and {@link #startAfter(String)} takes it.
 *
 * <pre>{@code
 * List<Log> day = logs.query().primaryShards(LocalDate.parse("2020-10-19"))
 *     .where(shard -> shard.atGte("2020-10-19T09:20"))
 *     .list();
 * }</pre>
 *
 * <p>A page merges items only as far as every unfinished shard has read: it may hold fewer items
 * than the limit while more follow, never an item out of order. Each shard reads at most the limit
 * per page, so a page costs up to {@code shards × limit} items read. Sync terminals read the shards
 * on a shared pool of daemon threads; async terminals on the table's async client.
 *
 * @param <T> the entity's record type
 * @param <S> the query of one shard as the entity's {@code query()} gives it: a step to narrow, or
 *     an operation
 */
public final class ShardedQuery<T, S> {
  private static final ExecutorService READS = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "singletable-shard-read");
    thread.setDaemon(true);
    return thread;
  });
  private static final String NOT_STARTED = "";
  private static final String DONE = "~";
  /** Ends the read's name in a cursor: no entity or index name holds a line break. */
  private static final char READ_END = '\n';

  private final EntitySchema<T> schema;
  /** The secondary index read; null for the table's primary index. */
  private final IndexDefinition index;
  private final int first;
  private final int shards;
  private final IntFunction<S> shard;
  private final Function<? super S, QueryOperation<T>> narrowing;
  private int limit = -1;
  private boolean descending;
  private List<String> positions;

  private ShardedQuery(EntitySchema<T> schema, IndexDefinition index, int first, int shards, IntFunction<S> shard,
      Function<? super S, QueryOperation<T>> narrowing) {
    this.schema = Objects.requireNonNull(schema, "schema");
    this.index = index;
    this.first = first;
    this.shards = shards;
    this.shard = Objects.requireNonNull(shard, "shard");
    this.narrowing = Objects.requireNonNull(narrowing, "narrowing");
    this.positions = new ArrayList<>();
    for (int i = 0; i < shards; i++) {
      positions.add(NOT_STARTED);
    }
  }

  /**
   * A query of every shard whose partition query is a step to narrow.
   *
   * @param schema the entity
   * @param first the first shard's number
   * @param shards the number of shards, numbered {@code first} to {@code first + shards - 1}
   * @param shard the query of one shard's partition
   * @param <T> the entity's record type
   * @param <S> the step type
   * @return the query of all shards, not narrowed
   */
  public static <T, S extends IndexQuery<T>> ShardedQuery<T, S> ofSteps(EntitySchema<T> schema, int first,
      int shards, IntFunction<S> shard) {
    return new ShardedQuery<>(schema, null, first, shards, shard, IndexQuery::operation);
  }

  /**
   * A query of every shard of a secondary index's partition whose key holds the shard, with a step
   * to narrow: merged in the index's sort-key order, its cursor holding the table's and the index's
   * keys of each shard's position.
   *
   * @param schema the entity
   * @param indexName the secondary index
   * @param first the first shard's number
   * @param shards the number of shards, numbered {@code first} to {@code first + shards - 1}
   * @param shard the query of one shard's partition of the index
   * @param <T> the entity's record type
   * @param <S> the step type
   * @return the query of all shards, not narrowed
   * @throws IllegalArgumentException when the entity has no such index
   */
  public static <T, S extends IndexQuery<T>> ShardedQuery<T, S> ofIndexSteps(EntitySchema<T> schema,
      String indexName, int first, int shards, IntFunction<S> shard) {
    return new ShardedQuery<>(schema, index(schema, indexName), first, shards, shard, IndexQuery::operation);
  }

  /**
   * A query of every shard of a secondary index's partition whose partition query is already an
   * operation, as {@link #ofIndexSteps}.
   *
   * @param schema the entity
   * @param indexName the secondary index
   * @param first the first shard's number
   * @param shards the number of shards, numbered {@code first} to {@code first + shards - 1}
   * @param shard the query of one shard's partition of the index
   * @param <T> the entity's record type
   * @return the query of all shards
   * @throws IllegalArgumentException when the entity has no such index
   */
  public static <T> ShardedQuery<T, QueryOperation<T>> ofIndexOperations(EntitySchema<T> schema, String indexName,
      int first, int shards, IntFunction<QueryOperation<T>> shard) {
    return new ShardedQuery<>(schema, index(schema, indexName), first, shards, shard, Function.identity());
  }

  private static IndexDefinition index(EntitySchema<?> schema, String indexName) {
    Objects.requireNonNull(indexName, "indexName");
    for (IndexDefinition index : schema.indexes()) {
      if (index.indexName().equals(indexName)) {
        return index;
      }
    }
    for (IndexDefinition index : schema.localIndexes()) {
      if (index.indexName().equals(indexName)) {
        return index;
      }
    }
    throw new IllegalArgumentException(schema.entityName() + " has no secondary index " + indexName);
  }

  /**
   * A query of every shard whose partition query is already an operation.
   *
   * @param schema the entity
   * @param first the first shard's number
   * @param shards the number of shards, numbered {@code first} to {@code first + shards - 1}
   * @param shard the query of one shard's partition
   * @param <T> the entity's record type
   * @return the query of all shards
   */
  public static <T> ShardedQuery<T, QueryOperation<T>> ofOperations(EntitySchema<T> schema, int first, int shards,
      IntFunction<QueryOperation<T>> shard) {
    return new ShardedQuery<>(schema, null, first, shards, shard, Function.identity());
  }

  /**
   * Narrows every shard's query the same way, e.g. {@code shard -> shard.atGte(from)}.
   *
   * @param narrowing from one shard's partition query to the query to run on it
   * @return this query
   */
  public ShardedQuery<T, S> where(Function<? super S, QueryOperation<T>> narrowing) {
    return new ShardedQuery<>(schema, index, first, shards, shard, Objects.requireNonNull(narrowing, "narrowing"))
        .copySettings(this);
  }

  private ShardedQuery<T, S> copySettings(ShardedQuery<T, S> from) {
    limit = from.limit;
    descending = from.descending;
    positions = new ArrayList<>(from.positions);
    return this;
  }

  /**
   * Returns at most {@code n} items: in all for {@link #list()}, per page for {@link #page()}.
   *
   * @param n at least 1
   * @return this query
   * @throws IllegalArgumentException when {@code n} is less than 1
   */
  public ShardedQuery<T, S> limit(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("limit must be at least 1, was " + n);
    }
    limit = n;
    return this;
  }

  /**
   * Reads and merges in descending sort-key order.
   *
   * @return this query
   */
  public ShardedQuery<T, S> descending() {
    descending = true;
    return this;
  }

  /**
   * Continues after the page that returned {@code cursor}.
   *
   * @param cursor a cursor of a page of this same query
   * @return this query
   * @throws InvalidCursorException when the cursor is not one of a sharded query of this entity,
   *     index and number of shards, or one of its shard positions lies outside that shard's partition
   *     and narrowing; nothing is sent
   */
  public ShardedQuery<T, S> startAfter(String cursor) {
    String read = read();
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(Base64.getUrlDecoder().decode(Objects.requireNonNull(cursor, "cursor"))))
          .toString();
    } catch (IllegalArgumentException | CharacterCodingException e) {
      throw Cursors.refused(read, "it is not base64url text", e);
    }
    int end = text.indexOf(READ_END);
    if (end < 0) {
      throw Cursors.refused(read, "it names no sharded query", null);
    }
    if (!text.substring(0, end).equals(read)) {
      throw Cursors.refused(read, "it is a cursor of " + text.substring(0, Math.min(end, 80)), null);
    }
    String[] parts = text.substring(end + 1).split("\\.", -1);
    if (parts.length != shards) {
      throw Cursors.refused(read, "it holds " + parts.length + " shard positions", null);
    }
    List<String> from = new ArrayList<>();
    for (int i = 0; i < shards; i++) {
      String position = parts[i];
      if (!position.equals(NOT_STARTED) && !position.equals(DONE)) {
        try {
          operation(i).startAfter(position); // refuses a position of another partition now, not at the read
        } catch (InvalidCursorException e) {
          throw new InvalidCursorException(read, read + ", shard " + (first + i) + ": " + e.getMessage(), e);
        }
      }
      from.add(position);
    }
    positions = from;
    return this;
  }

  /** The name this query's cursors carry: the entity's query of the index, and the number of shards. */
  private String read() {
    return "sharded " + Cursors.queryRead(schema, index == null ? null : index.indexName()) + " over " + shards
        + " shards";
  }

  /** Every matching item of every shard, in sort-key order (up to the limit, when one is set). */
  public List<T> list() {
    return Dispatch.call(() -> join(listAsync(false)));
  }

  /** One merged page and the cursor to continue after it, empty when every shard is read. */
  public Page<T> page() {
    return Dispatch.call(() -> join(pageAsync(false, positions, limit)));
  }

  /**
   * Every matching item, as {@link #list()} returns them, read with the table's async client.
   *
   * @return the items
   */
  public CompletableFuture<List<T>> listAsync() {
    return listAsync(true);
  }

  /**
   * One merged page, as {@link #page()} returns it, read with the table's async client.
   *
   * @return the page
   */
  public CompletableFuture<Page<T>> pageAsync() {
    return pageAsync(true, positions, limit);
  }

  private CompletableFuture<List<T>> listAsync(boolean async) {
    List<T> items = new ArrayList<>();
    return collect(async, positions, items).thenApply(done -> items);
  }

  private CompletableFuture<Void> collect(boolean async, List<String> from, List<T> items) {
    int wanted = limit < 0 ? -1 : limit - items.size();
    return pageAsync(async, from, wanted).thenCompose(page -> {
      items.addAll(page.items());
      if (page.cursor().isEmpty() || (limit > 0 && items.size() >= limit)) {
        return CompletableFuture.completedFuture(null);
      }
      return collect(async, decodePositions(page.cursor().get()), items);
    });
  }

  /** Reads one page of every unfinished shard at once, then merges. */
  private CompletableFuture<Page<T>> pageAsync(boolean async, List<String> from, int max) {
    List<CompletableFuture<Page<T>>> reads = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      if (from.get(i).equals(DONE)) {
        reads.add(CompletableFuture.completedFuture(new Page<>(List.of(), Optional.empty())));
        continue;
      }
      QueryOperation<T> operation = operation(i);
      if (!from.get(i).equals(NOT_STARTED)) {
        operation.startAfter(from.get(i));
      }
      if (max > 0) {
        operation.limit(max);
      }
      reads.add(async ? operation.pageAsync() : CompletableFuture.supplyAsync(operation::page, READS));
    }
    return CompletableFuture.allOf(reads.toArray(new CompletableFuture<?>[0]))
        .thenApply(done -> merge(from, reads.stream().map(CompletableFuture::join).toList(), max));
  }

  /**
   * Takes the lowest head among the shards (the highest when descending) until the limit, or until a
   * shard that has more to read has no item left in its page: its next item is unknown.
   */
  private Page<T> merge(List<String> from, List<Page<T>> pages, int max) {
    int[] taken = new int[shards];
    List<T> items = new ArrayList<>();
    while (max <= 0 || items.size() < max) {
      int best = -1;
      boolean blocked = false;
      for (int i = 0; i < shards; i++) {
        List<T> shardItems = pages.get(i).items();
        if (taken[i] >= shardItems.size()) {
          blocked |= !from.get(i).equals(DONE) && pages.get(i).cursor().isPresent();
          continue;
        }
        if (best < 0 || before(shardItems.get(taken[i]), pages.get(best).items().get(taken[best]))) {
          best = i;
        }
      }
      if (blocked || best < 0) {
        break;
      }
      items.add(pages.get(best).items().get(taken[best]++));
    }
    List<String> next = new ArrayList<>(shards);
    boolean finished = true;
    for (int i = 0; i < shards; i++) {
      Page<T> page = pages.get(i);
      String position;
      if (from.get(i).equals(DONE)) {
        position = DONE;
      } else if (taken[i] == page.items().size()) {
        // Every item of the page is merged: continue where DynamoDB stopped, or the shard is done.
        position = page.cursor().orElse(DONE);
      } else if (taken[i] > 0) {
        position = Cursors.encode(Cursors.queryRead(schema, index == null ? null : index.indexName()),
            position(page.items().get(taken[i] - 1)));
      } else {
        position = from.get(i);
      }
      finished &= position.equals(DONE);
      next.add(position);
    }
    return new Page<>(items, finished ? Optional.empty() : Optional.of(encodePositions(next)));
  }

  /**
   * Where a shard's read stands after an item, as the query's {@code startAfter} takes it: the
   * table's key, and for a secondary index the index's keys too.
   */
  private Map<String, AttributeValue> position(T value) {
    if (index == null) {
      return schema.keyOf(value);
    }
    Map<String, AttributeValue> item = schema.toItem(value);
    Map<String, AttributeValue> position = new LinkedHashMap<>();
    for (String field : new String[] {schema.partitionKeyField(), schema.sortKeyField(), index.partitionKeyField(),
        index.sortKeyField()}) {
      if (field != null) {
        position.put(field, item.get(field));
      }
    }
    return position;
  }

  /** Whether {@code a} comes before {@code b} in the merged order; ties keep the lower shard first. */
  private boolean before(T a, T b) {
    String field = index == null ? schema.sortKeyField() : index.sortKeyField();
    if (field == null) {
      return false;
    }
    int order = SortKeyPrefix.compareCodePoints(sortKey(a, field), sortKey(b, field));
    return descending ? order > 0 : order < 0;
  }

  private String sortKey(T value, String field) {
    Map<String, AttributeValue> key = index == null ? schema.keyOf(value) : schema.toItem(value);
    return key.get(field).s();
  }

  private QueryOperation<T> operation(int index) {
    QueryOperation<T> operation = narrowing.apply(shard.apply(first + index));
    return descending ? operation.descending() : operation;
  }

  private String encodePositions(List<String> next) {
    String text = read() + READ_END + String.join(".", next);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
  }

  private List<String> decodePositions(String cursor) {
    String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
    return List.of(text.substring(text.indexOf(READ_END) + 1).split("\\.", -1));
  }

  private static <R> R join(CompletableFuture<R> future) {
    try {
      return future.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }
}
