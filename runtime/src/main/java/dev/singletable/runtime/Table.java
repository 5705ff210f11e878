package dev.singletable.runtime;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One DynamoDB table and the client that reaches it: what every generated entity and service is
 * bound to, with the clock that {@code @CreatedAt} and {@code @UpdatedAt} read. Immutable and
 * thread-safe as long as the client is.
 */
public final class Table {
  private final DynamoDbClient client;
  private final String name;
  private final Clock clock;
  private final boolean writeTokens;

  private Table(DynamoDbClient client, String name, Clock clock, boolean writeTokens) {
    this.client = client;
    this.name = name;
    this.clock = clock;
    this.writeTokens = writeTokens;
  }

  /**
   * Binds a table name to a client.
   *
   * @param client the client that sends every request for this table
   * @param name the table name, as DynamoDB knows it
   * @return the table handle
   * @throws NullPointerException when either argument is null
   * @throws IllegalArgumentException when the name is empty
   */
  public static Table of(DynamoDbClient client, String name) {
    Objects.requireNonNull(client, "client");
    Objects.requireNonNull(name, "name");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("table name is empty");
    }
    return new Table(client, name, Clock.systemUTC(), true);
  }

  /**
   * This table with another clock, e.g. a fixed one in tests.
   *
   * @param clock what {@code @CreatedAt} and {@code @UpdatedAt} values are read from
   * @return a new handle on the same table and client
   */
  public Table withClock(Clock clock) {
    return new Table(client, name, Objects.requireNonNull(clock, "clock"), writeTokens);
  }

  /**
   * This table with write tokens on (the default) or off.
   *
   * <p>The SDK resends a request whose response it did not get (a connection reset, a timeout, a
   * 500), although DynamoDB may have applied the first attempt: an {@code add(count, 1)} would then
   * count twice, and a {@code create()} or {@code @Version} put would fail its own condition on the
   * item it has just written. With write tokens, every single-item put, create and update stores a
   * token drawn once per {@code execute()} in the item's {@code __token} attribute (22 characters);
   * an update is conditional on the item not holding its token yet, and a write whose condition
   * fails on an item holding its own token reports success, because that item is its own earlier
   * attempt. Off, writes are what they were before: smaller items, and at-least-once under the SDK's
   * retries.
   *
   * <p>A resend is recognised as long as no other write of the item came between the first attempt
   * and the resend (the SDK resends within its backoff, milliseconds to seconds): a write in between
   * replaces the token, and the resend is then judged on the item as it is.
   *
   * @param on whether single-item writes carry a write token
   * @return a new handle on the same table, client and clock
   */
  public Table withWriteTokens(boolean on) {
    return new Table(client, name, clock, on);
  }

  /**
   * Whether single-item writes carry a write token; see {@link #withWriteTokens}.
   *
   * @return true unless turned off
   */
  public boolean writeTokens() {
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
   * The client that sends this table's requests.
   *
   * @return the client given to {@link #of}
   */
  public DynamoDbClient client() {
    return client;
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
