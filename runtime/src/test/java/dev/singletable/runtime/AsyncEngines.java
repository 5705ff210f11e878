package dev.singletable.runtime;

import java.net.URI;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Tables bound to both clients, for the async terminals' tests: the embedded engine's own sync and
 * async clients (DynamoDB Local 3.3.1 offers {@code dynamoDbAsyncClient()}), and the HTTP engine of
 * {@link LocalEngines} reached by a Netty async client.
 */
final class AsyncEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static AmazonDynamoDBLocal embedded;

  private AsyncEngines() {}

  /** An engine a test creates tables on. */
  interface Engine {
    /** A fresh table for the given entities, bound to a sync and an async client. */
    Table newTable(String prefix, EntitySchema<?>... schemas);
  }

  static Engine embedded() {
    return (prefix, schemas) -> {
      AmazonDynamoDBLocal local = local();
      return create(local.dynamoDbClient(), local.dynamoDbAsyncClient(), prefix, schemas);
    };
  }

  static Engine http(ExecutionInterceptor... interceptors) {
    return (prefix, schemas) -> create(LocalEngines.http(), httpAsync(interceptors), prefix, schemas);
  }

  /**
   * A new async client of the HTTP engine with the given interceptors and the SDK's own retries off,
   * so that every throttling error and every unprocessed item reaches the runtime under test.
   */
  static DynamoDbAsyncClient httpAsync(ExecutionInterceptor... interceptors) {
    ClientOverrideConfiguration.Builder configuration = ClientOverrideConfiguration.builder()
        .retryStrategy(AwsRetryStrategy.doNotRetry());
    for (ExecutionInterceptor interceptor : interceptors) {
      configuration.addExecutionInterceptor(interceptor);
    }
    URI endpoint = LocalEngines.http().serviceClientConfiguration().endpointOverride().orElseThrow();
    return DynamoDbAsyncClient.builder()
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)))
        .overrideConfiguration(configuration.build())
        .build();
  }

  private static Table create(DynamoDbClient client, DynamoDbAsyncClient async, String prefix,
      EntitySchema<?>... schemas) {
    String name = prefix + "-async-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, async, name);
  }

  private static synchronized AmazonDynamoDBLocal local() {
    if (embedded == null) {
      embedded = DynamoDBEmbedded.create(true);
      Runtime.getRuntime().addShutdownHook(new Thread(embedded::shutdown));
    }
    return embedded;
  }
}
