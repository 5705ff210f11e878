package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.Engines;
import dev.singletable.samples.hardening.Counter;
import dev.singletable.samples.hardening.CounterEntity;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The async terminals apply each single-item write exactly once when the SDK resends it with its
 * default retry policy after the response was lost: DynamoDB applied the write, then the connection
 * reset on the way back. DynamoDB Local over HTTP, reached by a Netty client.
 */
class AsyncExactlyOnceWritesTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private final ResetAfterAppliedAsyncHttpClient http =
      new ResetAfterAppliedAsyncHttpClient(NettyNioAsyncHttpClient.builder().build());
  private final DynamoDbAsyncClient async;
  private final Table table;
  private final CounterEntity counters;

  AsyncExactlyOnceWritesTest() {
    DynamoDbClient client = Engines.http().client();
    async = DynamoDbAsyncClient.builder()
        .endpointOverride(client.serviceClientConfiguration().endpointOverride().orElseThrow())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClient(http)
        .build();
    String name = "exactly-once-async-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, CounterEntity.SCHEMA));
    table = Table.of(client, async, name);
    counters = CounterEntity.of(table);
  }

  @AfterEach
  void close() {
    async.close();
  }

  private Counter stored(String id) {
    return counters.get(id).execute().orElseThrow();
  }

  @Test
  void addWhoseResponseIsLostCountsOnceAndReturnsTheCount() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("UpdateItem");

    Counter updated = await(counters.update("c").add(CounterEntity.COUNT, 1L).executeAsync());

    assertTrue(http.spent());
    assertEquals(new Counter("c", 1, "new", 2), updated);
    assertEquals(updated, stored("c"));
  }

  @Test
  void createWhoseResponseIsLostSucceedsAndStoresOneItem() {
    http.next("PutItem");

    assertEquals(new Counter("c", 0, "new", 1), await(counters.create(new Counter("c", 0, "new", 0)).executeAsync()));

    assertTrue(http.spent());
    assertEquals(1, counters.query().primary("c").list().size());
    assertEquals(new Counter("c", 0, "new", 1), stored("c"));
  }

  @Test
  void versionedPutWhoseResponseIsLostSucceedsAndIncrementsTheVersionOnce() {
    Counter created = counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("PutItem");

    Counter put = await(counters.put(new Counter("c", 5, "put", created.version())).executeAsync());

    assertTrue(http.spent());
    assertEquals(new Counter("c", 5, "put", 2), put);
    assertEquals(put, stored("c"));
  }
}
