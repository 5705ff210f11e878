package dev.singletable.samples.async;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.Engines;
import dev.singletable.test.DynamoDbLocal;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The two engines of {@link Engines} for the async terminals: the embedded engine with its own sync
 * and async clients, and the HTTP engine reached by a Netty async client (the test kit's shared
 * engines). Tables are
 * bound to both clients, so a test can check with the sync terminals what the async ones did.
 */
final class AsyncEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private AsyncEngines() {}

  /** Creates a fresh table for the given entities. */
  interface Engine {
    Table newTable(String prefix, EntitySchema<?>... schemas);
  }

  static Stream<Named<Engine>> both() {
    return Stream.of(Named.of("embedded", (Engine) AsyncEngines::embeddedTable),
        Named.of("http", (Engine) AsyncEngines::httpTable));
  }

  private static Table embeddedTable(String prefix, EntitySchema<?>... schemas) {
    DynamoDbLocal local = DynamoDbLocal.shared(dev.singletable.test.Engine.EMBEDDED);
    return create(local.client(), local.asyncClient(), prefix, schemas);
  }

  private static Table httpTable(String prefix, EntitySchema<?>... schemas) {
    DynamoDbLocal local = DynamoDbLocal.shared(dev.singletable.test.Engine.HTTP);
    return create(local.client(), local.asyncClient(), prefix, schemas);
  }

  private static Table create(DynamoDbClient client, DynamoDbAsyncClient async, String prefix,
      EntitySchema<?>... schemas) {
    String name = prefix + "-async-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, async, name);
  }
}
