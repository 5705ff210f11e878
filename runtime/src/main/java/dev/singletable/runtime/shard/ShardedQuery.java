package dev.singletable.runtime.shard;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.read.PagePublisher;
import dev.singletable.runtime.internal.read.Pager;
import dev.singletable.runtime.internal.read.QueryReads;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.QueryOperation;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.Stream;
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
  static final ExecutorService READS = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "singletable-shard-read");
    thread.setDaemon(true);
    return thread;
  });
  private static final String NOT_STARTED = "";
  static final String DONE = "~";
  /** Ends the read's name in a cursor: no entity or index name holds a line break. */
  private static final char READ_END = '\n';
  /** Marks a shard not yet read in a walk's key, and one read to its end. */

  private final EntitySchema<T> schema;
  /** The secondary index read; null for the table's primary index. */
  private final IndexDefinition index;
  private final int first;
  private final int shards;
  private final IntFunction<S> shard;
  private final Function<? super S, QueryOperation<T>> narrowing;
  private int limit = -1;
  private boolean descending;
  private boolean skipInvalid;
  private Consumer<? super InvalidItem> onInvalid;
  private List<String> positions;

  private ShardedQuery(EntitySchema<T> schema, IndexDefinition index, int first, int shards, IntFunction<S> shard,
      Function<? super S, QueryOperation<T>> narrowing) {
    this.schema = Objects.requireNonNull(schema, "schema");
    this.index = index;
    this.first = first;
    this.shards = shards;
    this.shard = Objects.requireNonNull(shard, "shard");
    this.narrowing = Objects.requireNonNull(narrowing, "narrowing");
    this.positions = notStarted();
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
  public static <T, S extends IndexQuery<T, ?>> ShardedQuery<T, S> ofSteps(EntitySchema<T> schema, int first,
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
  public static <T, S extends IndexQuery<T, ?>> ShardedQuery<T, S> ofIndexSteps(EntitySchema<T> schema,
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
   * @param <Q> the query of one shard: a {@code TableQuery} or a {@code QueryOperation}
   * @return the query of all shards
   * @throws IllegalArgumentException when the entity has no such index
   */
  public static <T, Q extends QueryOperation<T>> ShardedQuery<T, Q> ofIndexOperations(EntitySchema<T> schema,
      String indexName, int first, int shards, IntFunction<Q> shard) {
    return new ShardedQuery<>(schema, index(schema, indexName), first, shards, shard, query -> query);
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
   * @param <Q> the query of one shard: a {@code TableQuery} or a {@code QueryOperation}
   * @return the query of all shards
   */
  public static <T, Q extends QueryOperation<T>> ShardedQuery<T, Q> ofOperations(EntitySchema<T> schema, int first,
      int shards, IntFunction<Q> shard) {
    return new ShardedQuery<>(schema, null, first, shards, shard, query -> query);
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
    skipInvalid = from.skipInvalid;
    onInvalid = from.onInvalid;
    positions = new ArrayList<>(from.positions);
    return this;
  }

  /**
   * Returns at most {@code n} items: in all for {@link #list()}, {@link #stream()}, {@link #count()}
   * and their async twins, per page for {@link #page()} and {@link #pageAsync()}.
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
   * Skips items that cannot be read as the entity instead of failing; {@link Page#invalidItems()}
   * lists those of a page.
   *
   * @return this query
   */
  public ShardedQuery<T, S> skipInvalid() {
    skipInvalid = true;
    return this;
  }

  /**
   * Skips items that cannot be read, as {@link #skipInvalid()}, and hands each to {@code onInvalid}
   * as it is skipped.
   *
   * @param onInvalid called once for each item skipped
   * @return this query
   */
  public ShardedQuery<T, S> skipInvalid(Consumer<? super InvalidItem> onInvalid) {
    this.onInvalid = Objects.requireNonNull(onInvalid, "onInvalid");
    skipInvalid = true;
    return this;
  }

  /**
   * Continues after the page that returned {@code cursor}; a null cursor reads from the first page.
   *
   * @param cursor a cursor of a page of this same query, or null
   * @return this query
   * @throws InvalidCursorException when the cursor is not one of a sharded query of this entity,
   *     index and number of shards, or one of its shard positions lies outside that shard's partition
   *     and narrowing; nothing is sent
   */
  public ShardedQuery<T, S> startAfter(String cursor) {
    if (cursor == null) {
      positions = notStarted();
      return this;
    }
    String read = read();
    String[] parts = ShardMerge.positions(cursor, read, READ_END, shards);
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

  private List<String> notStarted() {
    List<String> none = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      none.add(NOT_STARTED);
    }
    return none;
  }

  /** The name this query's cursors carry: the entity's query of the index, and the number of shards. */
  private String read() {
    return "sharded " + Cursors.queryRead(schema, index == null ? null : index.indexName()) + " over " + shards
        + " shards";
  }

  // ----- terminals

  /**
   * Every matching item of every shard, in sort-key order (up to the limit, when one is set).
   *
   * @return every matching item of every shard, in sort-key order
   */
  public List<T> list() {
    Walk walk = walk();
    return walk.pager.list(walk.start, limit);
  }

  /**
   * One merged page and the cursor to continue after it, empty when every shard is read.
   *
   * @return the merged page and the cursor to continue after it
   */
  public Page<T> page() {
    Walk walk = walk();
    return walk.page(walk.pager.page(walk.start, limit));
  }

  /**
   * The matching items in sort-key order as a lazy stream: every shard's next page is read (at once)
   * when the merged items run out.
   *
   * @return a lazy stream, ending after the limit when one is set
   */
  public Stream<T> stream() {
    Walk walk = walk();
    return walk.pager.stream(walk.start, limit);
  }

  /**
   * The first item in sort-key order: the first page of every shard is read to find it.
   *
   * @return the item, empty when no shard holds one
   */
  public Optional<T> first() {
    Walk walk = walk();
    return walk.pager.first(walk.start);
  }

  /**
   * How many items of the entity the shards hold that the query matches (up to the limit, when one is
   * set), each shard counted by DynamoDB at the same time as its query's {@code count()}.
   *
   * @return the number of matching items
   */
  public long count() {
    return Dispatch.call(QueryReads.open(operation(0)).source().table(), () -> ShardMerge.join(countAsync(false)));
  }

  /**
   * Every matching item, as {@link #list()} returns them, read with the table's async client.
   *
   * @return the items
   */
  public CompletableFuture<List<T>> listAsync() {
    return Dispatch.start(() -> {
      Walk walk = walk();
      return walk.pager.listAsync(walk.start, limit).thenApply(Pager.Result::items);
    });
  }

  /**
   * One merged page, as {@link #page()} returns it, read with the table's async client.
   *
   * @return the page
   */
  public CompletableFuture<Page<T>> pageAsync() {
    return Dispatch.start(() -> {
      Walk walk = walk();
      return walk.pager.pageAsync(walk.start, limit).thenApply(walk::page);
    });
  }

  /**
   * The first item, as {@link #first()} returns it, read with the table's async client.
   *
   * @return the item, empty when there is none
   */
  public CompletableFuture<Optional<T>> firstAsync() {
    return Dispatch.start(() -> {
      Walk walk = walk();
      return walk.pager.firstAsync(walk.start);
    });
  }

  /**
   * The number of matching items, as {@link #count()} returns it, counted with the table's async
   * client.
   *
   * @return the number of matching items
   */
  public CompletableFuture<Long> countAsync() {
    return Dispatch.start(() -> countAsync(true));
  }

  private CompletableFuture<Long> countAsync(boolean async) {
    List<CompletableFuture<Long>> counts = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      String position = positions.get(i);
      if (position.equals(DONE)) {
        continue;
      }
      QueryOperation<T> operation = operation(i);
      if (!position.equals(NOT_STARTED)) {
        operation.startAfter(position);
      }
      if (limit > 0) {
        operation.limit(limit);
      }
      counts.add(async ? operation.countAsync() : CompletableFuture.supplyAsync(ShardMerge.inCall(operation::count), READS));
    }
    return CompletableFuture.allOf(counts.toArray(new CompletableFuture<?>[0])).thenApply(done -> {
      long total = counts.stream().mapToLong(CompletableFuture::join).sum();
      return limit > 0 ? Math.min(total, limit) : total;
    });
  }

  /**
   * The merged pages as a cold {@link Flow.Publisher} read with the table's async client, each page
   * what {@link #page()} returns after the previous page's cursor; the next page is read only when
   * the subscriber asks for it.
   *
   * @return a publisher of pages
   */
  public Flow.Publisher<Page<T>> pages() {
    Walk walk;
    try {
      walk = walk();
    } catch (RuntimeException e) {
      return PagePublisher.failed(e);
    }
    return walk.pager.pages(walk.start, limit, walk::page);
  }

  /**
   * The matching items in sort-key order as a cold {@link Flow.Publisher}: the pages of {@link
   * #pages()}, flattened; the items before one that cannot be read are delivered, then the failure.
   *
   * @return a publisher of items
   */
  public Flow.Publisher<T> publisher() {
    Walk walk;
    try {
      walk = walk();
    } catch (RuntimeException e) {
      return PagePublisher.failed(e);
    }
    return walk.pager.publisher(walk.start, limit);
  }

  // ----- the merge, as the engine reads it

  /** A walk of every shard from the current positions: the engine, and the key it starts after. */
  private Walk walk() {
    List<QueryReads.Opened<T>> opened = new ArrayList<>(shards);
    Map<String, AttributeValue> start = new LinkedHashMap<>();
    for (int i = 0; i < shards; i++) {
      QueryOperation<T> operation = operation(i);
      String position = positions.get(i);
      if (!position.equals(NOT_STARTED) && !position.equals(DONE)) {
        operation.startAfter(position);
      }
      QueryReads.Opened<T> shard = QueryReads.open(operation);
      opened.add(shard);
      start.put(Integer.toString(i), position.equals(DONE) ? ShardMerge.FINISHED
          : shard.start() == null ? ShardMerge.UNSTARTED : AttributeValue.fromM(shard.start()));
    }
    return new Walk(new ShardMerge<>(opened, index == null ? schema.sortKeyField() : index.sortKeyField(), descending), start);
  }

  private final class Walk {
    private final Pager<T> pager;
    private final Map<String, AttributeValue> start;

    Walk(ShardMerge<T> merge, Map<String, AttributeValue> start) {
      this.pager = new Pager<>(merge, skipInvalid, onInvalid);
      this.start = start;
    }

    Page<T> page(Pager.Result<T> result) {
      return new Page<>(result.items(), Optional.ofNullable(result.next() == null ? null : cursor(result.next())),
          result.invalid());
    }

    /** The cursor of a walk's key: each shard's position as its own query's cursor. */
    private String cursor(Map<String, AttributeValue> key) {
      List<String> next = new ArrayList<>(shards);
      String read = Cursors.queryRead(schema, index == null ? null : index.indexName());
      for (int i = 0; i < shards; i++) {
        AttributeValue position = key.get(Integer.toString(i));
        next.add(position.equals(ShardMerge.FINISHED) ? DONE : position.equals(ShardMerge.UNSTARTED) ? NOT_STARTED
            : Cursors.encode(read, position.m()));
      }
      String text = read() + READ_END + String.join(".", next);
      return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }
  }

  private QueryOperation<T> operation(int index) {
    QueryOperation<T> operation = narrowing.apply(shard.apply(first + index));
    return descending ? operation.descending() : operation;
  }
}
