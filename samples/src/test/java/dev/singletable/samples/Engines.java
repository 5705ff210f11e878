package dev.singletable.samples;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.local.LocalDynamoDb;
import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/**
 * The two DynamoDB Local engines every database test runs on: embedded, and over HTTP on a
 * loopback port. They are the test kit's shared engines, started once per test JVM and stopped when
 * it exits.
 */
public final class Engines {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static LocalDynamoDb embedded;
  private static LocalDynamoDb http;

  private Engines() {}

  /** Both engines, named for test reports; use with {@code @MethodSource}. */
  public static Stream<Named<LocalDynamoDb>> both() {
    return Stream.of(Named.of("embedded", embedded()), Named.of("http", http()));
  }

  /** The embedded engine. */
  public static synchronized LocalDynamoDb embedded() {
    if (embedded == null) {
      embedded = LocalDynamoDb.of(DynamoDbLocal.shared(Engine.EMBEDDED));
    }
    return embedded;
  }

  /** The HTTP engine on loopback. */
  public static synchronized LocalDynamoDb http() {
    if (http == null) {
      http = LocalDynamoDb.of(DynamoDbLocal.shared(Engine.HTTP));
    }
    return http;
  }

  /** Creates a fresh table for the given entities on {@code engine}. */
  public static Table newTable(LocalDynamoDb engine, String prefix, EntitySchema<?>... schemas) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    engine.client().createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(engine.client(), name);
  }
}
