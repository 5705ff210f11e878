package dev.singletable.runtime.shard;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.internal.LibraryCall;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.internal.key.SortKeyPrefix;
import dev.singletable.runtime.internal.read.PageSource;
import dev.singletable.runtime.internal.read.QueryReads;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every shard read as one: a page is each unfinished shard's next page, read at once and merged in
 * sort-key order. The key a page continues from holds each shard's position.
 */
final class ShardMerge<T> implements PageSource<T> {
  /** Marks a shard not yet read in a walk's key, and one read to its end. */
  static final AttributeValue UNSTARTED = AttributeValue.fromNul(true);
  static final AttributeValue FINISHED = AttributeValue.fromS(ShardedQuery.DONE);

  private final List<QueryReads.Opened<T>> shardReads;
  /** The shard each item of the last page came from: the shards' ranges may differ at their ends. */
  private final Map<Map<String, AttributeValue>, PageSource<T>> from = new IdentityHashMap<>();
  private final int shards;
  /** The sort key the shards are merged by, null when the index has none. */
  private final String sortKeyField;
  private final boolean descending;

  /**
   * @param shardReads each shard's query, opened
   * @param sortKeyField the sort key the pages are merged by, null when the index has none
   * @param descending whether the shards read in descending order
   */
  ShardMerge(List<QueryReads.Opened<T>> shardReads, String sortKeyField, boolean descending) {
    this.shardReads = shardReads;
    this.shards = shardReads.size();
    this.sortKeyField = sortKeyField;
    this.descending = descending;
  }

  @Override
  public Table table() {
    return shardReads.get(0).source().table();
  }

  @Override
  public Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt) {
    return join(fetch(false, start, remaining, attempt));
  }

  @Override
  public CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining, int attempt) {
    return fetch(true, start, remaining, attempt);
  }

  private CompletableFuture<Fetched> fetch(boolean async, Map<String, AttributeValue> start, int remaining,
      int attempt) {
    List<CompletableFuture<Fetched>> reads = new ArrayList<>(shards);
    for (int i = 0; i < shards; i++) {
      AttributeValue position = start.get(Integer.toString(i));
      if (position.equals(FINISHED)) {
        reads.add(CompletableFuture.completedFuture(new Fetched(List.of(), null)));
        continue;
      }
      PageSource<T> shard = shardReads.get(i).source();
      Map<String, AttributeValue> after = position.equals(UNSTARTED) ? null : position.m();
      reads.add(async ? shard.fetchAsync(after, remaining, attempt)
          : CompletableFuture.supplyAsync(inCall(() -> shard.fetch(after, remaining, attempt)), ShardedQuery.READS));
    }
    return CompletableFuture.allOf(reads.toArray(new CompletableFuture<?>[0]))
        .thenApply(done -> merge(start, reads.stream().map(CompletableFuture::join).toList(), remaining));
  }

  /**
   * Takes the lowest head among the shards (the highest when descending) until {@code max} items,
   * or until a shard that has more to read has no item left in its page: its next item is unknown.
   */
  private Fetched merge(Map<String, AttributeValue> start, List<Fetched> pages, int max) {
    from.clear();
    int[] taken = new int[shards];
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    while (max <= 0 || items.size() < max) {
      int best = -1;
      boolean blocked = false;
      for (int i = 0; i < shards; i++) {
        List<Map<String, AttributeValue>> shardItems = pages.get(i).items();
        if (taken[i] >= shardItems.size()) {
          blocked |= pages.get(i).next() != null;
          continue;
        }
        if (best < 0 || before(shardItems.get(taken[i]), pages.get(best).items().get(taken[best]))) {
          best = i;
        }
      }
      if (blocked || best < 0) {
        break;
      }
      Map<String, AttributeValue> item = pages.get(best).items().get(taken[best]++);
      from.put(item, shardReads.get(best).source());
      items.add(item);
    }
    Map<String, AttributeValue> next = new LinkedHashMap<>();
    boolean finished = true;
    for (int i = 0; i < shards; i++) {
      Fetched page = pages.get(i);
      AttributeValue position = start.get(Integer.toString(i));
      if (!position.equals(FINISHED)) {
        if (taken[i] == page.items().size()) {
          // Every item of the page is merged: continue where DynamoDB stopped, or the shard is done.
          position = page.next() == null ? FINISHED : AttributeValue.fromM(page.next());
        } else if (taken[i] > 0) {
          position = AttributeValue.fromM(shardReads.get(i).source().keyOf(page.items().get(taken[i] - 1)));
        }
      }
      finished &= position.equals(FINISHED);
      next.put(Integer.toString(i), position);
    }
    return new Fetched(items, finished ? null : next);
  }

  /** Whether {@code a} comes before {@code b} in the merged order; ties keep the lower shard first. */
  private boolean before(Map<String, AttributeValue> a, Map<String, AttributeValue> b) {
    if (sortKeyField == null) {
      return false;
    }
    int order = SortKeyPrefix.compareCodePoints(a.get(sortKeyField).s(), b.get(sortKeyField).s());
    return descending ? order > 0 : order < 0;
  }

  @Override
  public boolean owns(Map<String, AttributeValue> item) {
    return shardOf(item).owns(item);
  }

  @Override
  public T decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report) {
    return shardOf(item).decode(item, report);
  }

  @Override
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    // Never needed: a merged page holds no more items than are still wanted.
    return shardOf(item).keyOf(item);
  }

  private PageSource<T> shardOf(Map<String, AttributeValue> item) {
    PageSource<T> shard = from.get(item);
    return shard != null ? shard : shardReads.get(0).source();
  }

  /**
   * The shard positions a sharded query's cursor holds, each a cursor of that shard's query (or empty
   * for a shard not started, {@code ~} for one read to its end).
   *
   * @throws InvalidCursorException when the cursor is no base64url text of this read with one position
   *     per shard
   */
  static String[] positions(String cursor, String read, char readEnd, int shards) {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(Base64.getUrlDecoder().decode(cursor)))
          .toString();
    } catch (IllegalArgumentException | CharacterCodingException e) {
      throw Cursors.refused(read, "it is not base64url text", e);
    }
    int end = text.indexOf(readEnd);
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
    return parts;
  }

  /** {@code body} to run on another thread as part of the library call current here, if any. */
  static <R> Supplier<R> inCall(Supplier<R> body) {
    LibraryCall call = LibraryCall.current();
    return call == null ? body : () -> call.run(body);
  }

  static <R> R join(CompletableFuture<R> future) {
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
