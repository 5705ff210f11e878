package dev.singletable.runtime;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One DynamoDB table and the client that reaches it: what every generated entity and service is
 * bound to, with the clock that {@code @CreatedAt} and {@code @UpdatedAt} read. Immutable and
 * thread-safe as long as the client is. A table holds a {@link DynamoDbClient}, a {@link
 * DynamoDbAsyncClient} or both: sync terminals use the first, async terminals the second.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/getting-started.md#getting-started-a-tested-entity-in-ten-minutes">Getting started</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/modelling.md#what-gets-generated">Modelling entities and keys: what gets generated</a>
 */
public final class Table {
  /** How many recent updates' write tokens an item keeps unless told otherwise. */
  public static final int DEFAULT_WRITE_TOKENS = 8;
  /** The most write tokens an item can be told to keep. */
  public static final int MAX_WRITE_TOKENS = 64;

  private final DynamoDbClient client;
  private final DynamoDbAsyncClient asyncClient;
  private final String name;
  private final Clock clock;
  /** How many recent updates' write tokens an item keeps; 0 when writes carry none. */
  private final int writeTokens;
  private final List<RequestListener> listeners;

  private Table(DynamoDbClient client, DynamoDbAsyncClient asyncClient, String name, Clock clock, int writeTokens,
      List<RequestListener> listeners) {
    this.client = client;
    this.asyncClient = asyncClient;
    this.name = name;
    this.clock = clock;
    this.writeTokens = writeTokens;
    this.listeners = listeners;
  }

  /**
   * Binds a table name to a client. The async terminals work too: they send with this client on the
   * calling thread and return a future that is already complete (see {@link #hasAsyncClient()}).
   *
   * @param client the client that sends every request for this table
   * @param name the table name, as DynamoDB knows it
   * @return the table handle
   * @throws NullPointerException when either argument is null
   * @throws IllegalArgumentException when the name is empty
   */
  public static Table of(DynamoDbClient client, String name) {
    Objects.requireNonNull(client, "client");
    return new Table(client, null, checkName(name), Clock.systemUTC(), DEFAULT_WRITE_TOKENS, List.of());
  }

  /**
   * Binds a table name to an async client: the table's operations are run by their async terminals
   * ({@code executeAsync()}, {@code listAsync()}, {@code pages()}, ...), which return at once and
   * complete on the client's threads. The sync terminals work too: they wait for the async client's
   * answer on the calling thread.
   *
   * @param asyncClient the client that sends every request for this table
   * @param name the table name, as DynamoDB knows it
   * @return the table handle
   * @throws NullPointerException when either argument is null
   * @throws IllegalArgumentException when the name is empty
   */
  public static Table of(DynamoDbAsyncClient asyncClient, String name) {
    Objects.requireNonNull(asyncClient, "asyncClient");
    return new Table(null, asyncClient, checkName(name), Clock.systemUTC(), DEFAULT_WRITE_TOKENS, List.of());
  }

  /**
   * Binds a table name to both clients: sync terminals ({@code execute()}, {@code list()}, ...) use
   * the first, async terminals the second.
   *
   * @param client the client of the sync terminals
   * @param asyncClient the client of the async terminals
   * @param name the table name, as DynamoDB knows it
   * @return the table handle
   * @throws NullPointerException when an argument is null
   * @throws IllegalArgumentException when the name is empty
   */
  public static Table of(DynamoDbClient client, DynamoDbAsyncClient asyncClient, String name) {
    Objects.requireNonNull(client, "client");
    Objects.requireNonNull(asyncClient, "asyncClient");
    return new Table(client, asyncClient, checkName(name), Clock.systemUTC(), DEFAULT_WRITE_TOKENS, List.of());
  }

  private static String checkName(String name) {
    Objects.requireNonNull(name, "name");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("table name is empty");
    }
    return name;
  }

  /**
   * This table with another clock, e.g. a fixed one in tests.
   *
   * @param clock what {@code @CreatedAt} and {@code @UpdatedAt} values are read from
   * @return a new handle on the same table and client
   */
  public Table withClock(Clock clock) {
    return new Table(client, asyncClient, name, Objects.requireNonNull(clock, "clock"), writeTokens,
        listeners);
  }

  /**
   * This table with write tokens on (the default) or off.
   *
   * <p>The SDK resends a request whose response it did not get (a connection reset, a timeout, a
   * 500), although DynamoDB may have applied the first attempt: an {@code add(count, 1)} would then
   * count twice, and a {@code create()} or {@code @Version} put would fail its own condition on the
   * item it has just written. With write tokens, every single-item put, create and update stores a
   * token drawn once per {@code execute()} (22 characters) in the item's {@code __token} attribute,
   * and an update moves the tokens of the item's earlier updates down to {@code __token1}, {@code
   * __token2}, ... keeping the last {@value #DEFAULT_WRITE_TOKENS} (see {@link #withWriteTokens(int)});
   * an update is conditional on the item holding its token in none of them, and a write whose
   * condition fails on an item holding its own token reports success, because that item is its own
   * earlier attempt. Off, writes are what they were before: smaller items, and at-least-once under
   * the SDK's retries.
   *
   * <p>A resend is recognised as long as fewer updates of the item than the tokens it keeps came
   * between the first attempt and the resend (the SDK resends within its backoff, milliseconds to
   * seconds); a put replaces the item and keeps its own token only. When more came in between, the
   * resend is judged on the item as it is, and an update may then apply twice.
   *
   * @param on whether single-item writes carry a write token
   * @return a new handle on the same table, client and clock
   */
  public Table withWriteTokens(boolean on) {
    return new Table(client, asyncClient, name, clock, on ? DEFAULT_WRITE_TOKENS : 0, listeners);
  }

  /**
   * This table with write tokens on, each item keeping the tokens of its last {@code kept} updates:
   * more for items that many writers update at once (a shared counter), so that a resend after a
   * lost response still finds its token when that many other updates came in between; each token
   * kept costs about 30 bytes of every item written. See {@link #withWriteTokens(boolean)}.
   *
   * @param kept how many recent updates' tokens an item keeps, from 1 to {@value #MAX_WRITE_TOKENS}
   * @return a new handle on the same table, client and clock
   * @throws IllegalArgumentException when {@code kept} is out of range
   */
  public Table withWriteTokens(int kept) {
    if (kept < 1 || kept > MAX_WRITE_TOKENS) {
      throw new IllegalArgumentException("an item keeps from 1 to " + MAX_WRITE_TOKENS + " write tokens, not " + kept);
    }
    return new Table(client, asyncClient, name, clock, kept, listeners);
  }

  /**
   * This table with one more listener, called after those registered before it. The listeners see
   * the requests of sync and async terminals alike; see {@link RequestListener}.
   *
   * <pre>{@code
   * Table table = Table.of(client, "app").withListener(new LoggingRequestListener());
   * }</pre>
   *
   * @param listener what observes the table's requests, retries and unreadable items
   * @return a new handle on the same table, clients and clock, with the listeners of this one and
   *     {@code listener}
   */
  public Table withListener(RequestListener listener) {
    Objects.requireNonNull(listener, "listener");
    List<RequestListener> more = new ArrayList<>(listeners.size() + 1);
    more.addAll(listeners);
    more.add(listener);
    return new Table(client, asyncClient, name, clock, writeTokens, List.copyOf(more));
  }

  /**
   * The listeners of this table, in the order they are called.
   *
   * @return an unmodifiable list; empty unless {@link #withListener} added some
   */
  public List<RequestListener> listeners() {
    return listeners;
  }

  /**
   * Whether single-item writes carry a write token; see {@link #withWriteTokens}.
   *
   * @return true unless turned off
   */
  public boolean writeTokens() {
    return writeTokens > 0;
  }

  /**
   * How many recent updates' write tokens an item keeps; see {@link #withWriteTokens(int)}.
   *
   * @return the number, 0 when write tokens are off
   */
  public int writeTokensKept() {
    return writeTokens;
  }

  /**
   * The time a write stamps into {@code @CreatedAt} and {@code @UpdatedAt} components.
   *
   * @return the clock's instant
   */
  public Instant now() {
    return clock.instant();
  }

  /**
   * Whether the table was bound to a {@link DynamoDbClient}. When it was not, sync terminals send
   * with the async client and wait for its answer on the calling thread.
   *
   * @return false for a table of {@link #of(DynamoDbAsyncClient, String)}
   */
  public boolean hasSyncClient() {
    return client != null;
  }

  /**
   * Whether the table was bound to a {@link DynamoDbAsyncClient}. When it was not, async terminals
   * send with the sync client on the calling thread, so the future they return is complete when they
   * return (retry pauses still wait on a timer, not on the caller); bind an async client for calls
   * that return before DynamoDB answers.
   *
   * @return false for a table of {@link #of(DynamoDbClient, String)}
   */
  public boolean hasAsyncClient() {
    return asyncClient != null;
  }

  /**
   * The client that sends this table's requests.
   *
   * @return the client given to {@link #of}
   * @throws IllegalStateException when the table was bound to an async client only
   */
  public DynamoDbClient client() {
    if (client == null) {
      throw new IllegalStateException(this + " is bound to a DynamoDbAsyncClient only: use the async terminals"
          + " (executeAsync(), listAsync(), pageAsync(), firstAsync(), pages()), or bind both clients with"
          + " Table.of(DynamoDbClient, DynamoDbAsyncClient, name)");
    }
    return client;
  }

  /**
   * The async client that sends the requests of this table's async terminals.
   *
   * @return the async client given to {@link #of}
   * @throws IllegalStateException when the table was bound to a sync client only
   */
  public DynamoDbAsyncClient asyncClient() {
    if (asyncClient == null) {
      throw new IllegalStateException(this + " is bound to a DynamoDbClient only: use the sync terminals"
          + " (execute(), list(), page(), first(), stream()), or bind both clients with"
          + " Table.of(DynamoDbClient, DynamoDbAsyncClient, name)");
    }
    return asyncClient;
  }

  /**
   * The table name.
   *
   * @return the name given to {@link #of}
   */
  public String name() {
    return name;
  }

  /**
   * Names the table, for logs.
   *
   * @return {@code Table[name]}
   */
  @Override
  public String toString() {
    return "Table[" + name + "]";
  }
}
