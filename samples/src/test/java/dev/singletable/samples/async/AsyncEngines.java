package dev.singletable.samples.async;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.Engines;
import dev.singletable.test.DynamoDbEngine;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The engine of {@link Engines} for the async terminals, reached by its sync client and a Netty async
 * client. Tables are bound to both clients, so a test can check with the sync terminals what the
 * async ones did.
 */
final class AsyncEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private AsyncEngines() {}

  /** Creates a fresh table for the given entities. */
  interface Engine {
    Table newTable(String prefix, EntitySchema<?>... schemas);
  }

  static Stream<Named<Engine>> all() {
    return Stream.of(Named.of("moto", (Engine) AsyncEngines::httpTable));
  }

  private static Table httpTable(String prefix, EntitySchema<?>... schemas) {
    DynamoDbEngine local = DynamoDbEngine.shared();
    return create(local.client(), local.asyncClient(), prefix, schemas);
  }

  private static Table create(DynamoDbClient client, DynamoDbAsyncClient async, String prefix,
      EntitySchema<?>... schemas) {
    String name = DynamoDbEngine.shared().tableName(prefix + "-async-" + TABLES.incrementAndGet());
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, async, name);
  }
}
