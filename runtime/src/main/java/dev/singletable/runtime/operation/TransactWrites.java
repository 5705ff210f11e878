package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.TransactionPageException;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Limits;
import dev.singletable.runtime.internal.write.TransactItems;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A list of writes too long for one transaction, sent as a series of transactions ({@link
 * TransactWrite}s, the pages) of at most DynamoDB's size each ({@value TransactWrite#MAX_OPERATIONS}
 * operations, 4 MB), in the order the writes were added; every page also carries the condition
 * checks added with {@link #everyPage}, as Tempest's {@code WritingPager} does. Each page is applied
 * whole or not at all, but the series is not one transaction: when a page fails, the pages before it
 * stay applied and {@link TransactionPageException} says which.
 *
 * <pre>{@code
 * List<TransactWrites.Page> applied = TransactWrites.of(table)
 *     .everyPage(page -> page.conditionCheck(AlbumEntity.SCHEMA, AlbumEntity.key(album), AlbumEntity.LOCKED.eq(false)))
 *     .put(TrackEntity.SCHEMA, track1)
 *     .put(TrackEntity.SCHEMA, track2)             // ... as many as there are
 *     .execute();
 * }</pre>
 *
 * <p>A write is whatever one call adds to a page: an entity's write and the guard items of its unique
 * values stay in one page, and two writes of one item go to different pages, in their order. Before
 * anything is sent each write is added once to a page of its own with the checks, to measure it: a
 * write that does not fit in a page with the checks, or that is on an item a check is on, is refused
 * then with {@link SingleTableException} (or {@link IllegalArgumentException}), and nothing is sent.
 * A page is built again when it is sent, after the pages before it applied, so a write that reads the
 * stored item (a put or delete of an entity with {@code @Unique} values) reads it then, and twice in
 * all.
 *
 * <p>A page may also end with writes built from the values it holds, as Tempest's {@code
 * WritingPager} handler's {@code finishPage} does: {@link #addAll(List, BiConsumer, BiConsumer)}
 * adds one write per value and, to each page holding some of them, what {@code finishPage} builds
 * from those values (a playlist's entries appended with the page's tracks, its version advanced), so
 * that a page-aware write still goes in pages of up to DynamoDB's size rather than one transaction per
 * item:
 *
 * <pre>{@code
 * TransactWrites.of(table).addAll(tracks,
 *     (page, track) -> page.put(TrackEntity.SCHEMA, track),
 *     (page, pageTracks) -> page.update(PlaylistEntity.SCHEMA, playlists.update("1")
 *         .append(PlaylistEntity.PLAYLIST_TRACKS, keysOf(pageTracks)).add(PlaylistEntity.PLAYLIST_VERSION, 1L)))
 *     .execute();
 * }</pre>
 *
 * <p>Not thread-safe.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/transactions-and-batches.md#transactions">Transactions and batches: transactions</a>
 */
public final class TransactWrites {
  private final Table table;
  private final List<Consumer<TransactWrite>> checks = new ArrayList<>();
  private final List<Consumer<TransactWrite>> writes = new ArrayList<>();
  /** The runs of writes added by {@link #addAll}, each with what ends a page holding some of them. */
  private final List<Run<?>> runs = new ArrayList<>();

  /**
   * A run of writes added by one {@link #addAll}: their values, from write {@code firstWrite} on, and
   * what a page holding some of them ends with.
   */
  private static final class Run<V> {
    final int firstWrite;
    final List<V> values;
    final BiConsumer<TransactWrite, List<V>> finishPage;

    Run(int firstWrite, List<V> values, BiConsumer<TransactWrite, List<V>> finishPage) {
      this.firstWrite = firstWrite;
      this.values = values;
      this.finishPage = finishPage;
    }

    /** Adds what finishes a page holding writes {@code from} (included) to {@code to} (excluded) of all. */
    void finish(TransactWrite page, int from, int to) {
      int start = Math.max(from, firstWrite);
      int end = Math.min(to, firstWrite + values.size());
      if (start < end) {
        finishPage.accept(page, List.copyOf(values.subList(start - firstWrite, end - firstWrite)));
      }
    }
  }

  /** What the runs' {@code finishPage} add to a page: operations, bytes and the items they write. */
  private record Finish(int operations, long bytes, Set<Map<String, AttributeValue>> keys) {
    static final Finish NONE = new Finish(0, 0, Set.of());
  }

  /**
   * One page as sent: a transaction of some of the writes, in order, and the checks.
   *
   * @param index the page's position, from 0
   * @param firstWrite the index of its first write, from 0 in the order the writes were added
   * @param writes the number of writes it holds
   * @param operations the operations it sent, the checks' and the writes' guard items included
   */
  public record Page(int index, int firstWrite, int writes, int operations) {}

  private TransactWrites(Table table) {
    this.table = Objects.requireNonNull(table, "table");
  }

  /**
   * An empty list of writes on a table.
   *
   * @param table the table every page goes to
   * @return the list
   */
  public static TransactWrites of(Table table) {
    return new TransactWrites(table);
  }

  /**
   * Adds what every page carries besides its writes, typically condition checks
   * ({@code page -> page.conditionCheck(...)}).
   *
   * @param check adds operations to a page; called once per page, and once per write to measure it
   * @return this list
   */
  public TransactWrites everyPage(Consumer<TransactWrite> check) {
    checks.add(Objects.requireNonNull(check, "check"));
    return this;
  }

  /**
   * Adds a write: what {@code write} adds to a page ({@code page -> page.update(...)}) goes into one
   * page.
   *
   * @param write adds operations to a page; called once to measure it and once when its page is sent
   * @return this list
   */
  public TransactWrites add(Consumer<TransactWrite> write) {
    writes.add(Objects.requireNonNull(write, "write"));
    return this;
  }

  /**
   * Adds one write per value, in order, and, to each page that holds some of them, what {@code
   * finishPage} builds from those values, after the page's writes: Tempest's {@code WritingPager}
   * with its handler's {@code item} and {@code finishPage}. Pages are split so that each fits with
   * its checks, its writes and what finishes it; a finish on an item one of the page's writes is on
   * ends the page before that write.
   *
   * @param values the values, at least one; the list is copied
   * @param write adds the operations of one value ({@code (page, track) -> page.put(...)}); called
   *     once to measure it and once when its page is sent
   * @param finishPage adds what a page holding some of the values ends with, given those values in
   *     order; called to measure pages as well as to send them, so it builds from its arguments
   *     alone
   * @param <V> the values' type
   * @return this list
   * @throws IllegalArgumentException when {@code values} is empty
   */
  public <V> TransactWrites addAll(List<V> values, BiConsumer<TransactWrite, ? super V> write,
      BiConsumer<TransactWrite, List<V>> finishPage) {
    Objects.requireNonNull(write, "write");
    Objects.requireNonNull(finishPage, "finishPage");
    List<V> copied = List.copyOf(values);
    if (copied.isEmpty()) {
      throw new IllegalArgumentException("addAll needs at least one value");
    }
    runs.add(new Run<>(writes.size(), copied, finishPage));
    for (V value : copied) {
      writes.add(page -> write.accept(page, value));
    }
    return this;
  }

  /**
   * Adds a put; see {@link TransactWrite#put(EntitySchema, Object)}.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return this list
   */
  public <T> TransactWrites put(EntitySchema<T> schema, T value) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(value, "value");
    return add(page -> page.put(schema, value));
  }

  /**
   * Adds a create; see {@link TransactWrite#create(EntitySchema, Object)}.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return this list
   */
  public <T> TransactWrites create(EntitySchema<T> schema, T value) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(value, "value");
    return add(page -> page.create(schema, value));
  }

  /**
   * Adds a delete; see {@link TransactWrite#delete(EntitySchema, Key)}.
   *
   * @param schema the entity
   * @param key the item's key
   * @param <T> the entity's record type
   * @return this list
   */
  public <T> TransactWrites delete(EntitySchema<T> schema, Key<T> key) {
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(key, "key");
    return add(page -> page.delete(schema, key));
  }

  /**
   * The number of writes added.
   *
   * @return the writes, not their operations
   */
  public int size() {
    return writes.size();
  }

  /**
   * Splits the writes into pages, measuring each; nothing is sent.
   *
   * @return the pages, in order
   * @throws SingleTableException when there is no write, or a write does not fit in a page with the
   *     checks
   * @throws IllegalArgumentException when a write is on an item a check is on, or adds nothing
   */
  public List<Page> pages() {
    if (writes.isEmpty()) {
      throw new SingleTableException("a paged transaction needs at least one write; nothing was sent");
    }
    TransactWrite checked = withChecks();
    int checkOperations = checked.size();
    long checkBytes = checked.items().bytes(0);
    List<Page> pages = new ArrayList<>();
    int first = 0;
    int operations = checkOperations;
    long bytes = checkBytes;
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (int i = 0; i < writes.size(); i++) {
      TransactWrite alone = withChecks();
      writes.get(i).accept(alone);
      TransactItems items = alone.items();
      int added = items.size() - checkOperations;
      long size = items.bytes(checkOperations);
      if (added == 0) {
        throw new IllegalArgumentException("write " + i + " of the paged transaction adds no operation");
      }
      Finish own = finish(i, i + 1);
      if (checkOperations + added + own.operations() > TransactWrite.MAX_OPERATIONS
          || checkBytes + size + own.bytes() > Limits.MAX_TRANSACTION_BYTES) {
        throw new SingleTableException("write " + i + " (the " + items.operation(checkOperations).operation() + " of "
            + items.operation(checkOperations).entity() + " " + Keys.describe(items.operation(checkOperations).key())
            + ") does not fit in one transaction with the page's checks" + (own == Finish.NONE ? "" : " and finish")
            + ": " + added + " operations and " + size + " bytes, the checks " + checkOperations + " and " + checkBytes
            + (own == Finish.NONE ? "" : ", the finish " + own.operations() + " and " + own.bytes())
            + "; nothing was sent");
      }
      List<Map<String, AttributeValue>> written = new ArrayList<>();
      for (int op = checkOperations; op < items.size(); op++) {
        written.add(items.operation(op).key());
      }
      if (written.stream().anyMatch(own.keys()::contains)) {
        throw new IllegalArgumentException("write " + i + " of the paged transaction is on an item its page's finish"
            + " writes too (" + Keys.describe(items.operation(checkOperations).key()) + "); nothing was sent");
      }
      Finish finish = finish(first, i + 1);
      boolean full = operations + added + finish.operations() > TransactWrite.MAX_OPERATIONS
          || bytes + size + finish.bytes() > Limits.MAX_TRANSACTION_BYTES
          || written.stream().anyMatch(keys::contains)
          || keys.stream().anyMatch(finish.keys()::contains) || written.stream().anyMatch(finish.keys()::contains);
      if (full) {
        pages.add(new Page(pages.size(), first, i - first, operations + finish(first, i).operations()));
        first = i;
        operations = checkOperations;
        bytes = checkBytes;
        keys.clear();
      }
      operations += added;
      bytes += size;
      keys.addAll(written);
    }
    pages.add(new Page(pages.size(), first, writes.size() - first, operations + finish(first, writes.size()).operations()));
    return List.copyOf(pages);
  }

  /** What the runs' {@code finishPage} add to a page of writes {@code from} (included) to {@code to} (excluded). */
  private Finish finish(int from, int to) {
    if (runs.isEmpty()) {
      return Finish.NONE;
    }
    // Built after the checks, as it is sent: a finish on an item a check is on is refused here.
    TransactWrite page = withChecks();
    int checkOperations = page.size();
    for (Run<?> run : runs) {
      run.finish(page, from, to);
    }
    if (page.size() == checkOperations) {
      return Finish.NONE;
    }
    TransactItems items = page.items();
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (int op = checkOperations; op < items.size(); op++) {
      keys.add(items.operation(op).key());
    }
    return new Finish(items.size() - checkOperations, items.bytes(checkOperations), keys);
  }

  /**
   * Sends the pages one after another, each a transaction with the checks.
   *
   * @return the pages applied, all of them
   * @throws TransactionPageException when a page failed (DynamoDB cancelled it, or it could not be
   *     built or sent): the pages before it are applied, it and those after are not; its cause is the
   *     failure ({@link TransactionCanceledException} with its reasons when cancelled)
   * @throws SingleTableException when the writes cannot be split into pages; nothing is sent
   */
  public List<Page> execute() {
    List<Page> pages = pages();
    for (Page page : pages) {
      try {
        TransactWrite transaction = withChecks();
        for (int i = page.firstWrite(); i < page.firstWrite() + page.writes(); i++) {
          writes.get(i).accept(transaction);
        }
        for (Run<?> run : runs) {
          run.finish(transaction, page.firstWrite(), page.firstWrite() + page.writes());
        }
        transaction.execute();
      } catch (RuntimeException e) {
        throw new TransactionPageException(page.index(), pages.size(), page.firstWrite(), page.writes(), e);
      }
    }
    return pages;
  }

  private TransactWrite withChecks() {
    TransactWrite page = TransactWrite.of(table);
    for (Consumer<TransactWrite> check : checks) {
      check.accept(page);
    }
    return page;
  }
}
