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

  private Table(DynamoDbClient client, String name, Clock clock) {
    this.client = client;
    this.name = name;
    this.clock = clock;
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
    return new Table(client, name, Clock.systemUTC());
  }

  /**
   * This table with another clock, e.g. a fixed one in tests.
   *
   * @param clock what {@code @CreatedAt} and {@code @UpdatedAt} values are read from
   * @return a new handle on the same table and client
   */
  public Table withClock(Clock clock) {
    return new Table(client, name, Objects.requireNonNull(clock, "clock"));
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
