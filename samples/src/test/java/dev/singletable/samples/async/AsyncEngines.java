package dev.singletable.samples.async;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.Engines;
import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * The two engines of {@link Engines} for the async terminals: an embedded engine whose own sync and
 * async clients share one database, and the HTTP engine reached by a Netty async client. Tables are
 * bound to both clients, so a test can check with the sync terminals what the async ones did.
 */
final class AsyncEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static AmazonDynamoDBLocal embedded;
  private static DynamoDbAsyncClient http;

  private AsyncEngines() {}

  /** Creates a fresh table for the given entities. */
  interface Engine {
    Table newTable(String prefix, EntitySchema<?>... schemas);
  }

  static Stream<Named<Engine>> both() {
    return Stream.of(Named.of("embedded", (Engine) AsyncEngines::embeddedTable),
        Named.of("http", (Engine) AsyncEngines::httpTable));
  }

  private static synchronized Table embeddedTable(String prefix, EntitySchema<?>... schemas) {
    if (embedded == null) {
      embedded = DynamoDBEmbedded.create(true);
      Runtime.getRuntime().addShutdownHook(new Thread(embedded::shutdown));
    }
    return create(embedded.dynamoDbClient(), embedded.dynamoDbAsyncClient(), prefix, schemas);
  }

  private static synchronized Table httpTable(String prefix, EntitySchema<?>... schemas) {
    DynamoDbClient client = Engines.http().client();
    if (http == null) {
      URI endpoint = client.serviceClientConfiguration().endpointOverride().orElseThrow();
      http = DynamoDbAsyncClient.builder()
          .endpointOverride(endpoint)
          .region(Region.US_EAST_1)
          .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
          .httpClientBuilder(NettyNioAsyncHttpClient.builder())
          .build();
    }
    return create(client, http, prefix, schemas);
  }

  private static Table create(DynamoDbClient client, DynamoDbAsyncClient async, String prefix,
      EntitySchema<?>... schemas) {
    String name = prefix + "-async-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, async, name);
  }
}
