package dev.singletable.runtime;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * DynamoDB Local for the runtime's tests, started once per test JVM and stopped when it exits:
 * embedded in this JVM, and as an HTTP server on a loopback port so that the SDK's real HTTP path
 * (and its execution interceptors) is exercised. Telemetry is off. The lines that start the engines
 * are those of the samples' {@code LocalDynamoDb}; the runtime cannot depend on the samples.
 */
final class LocalEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static DynamoDbClient embedded;
  private static URI endpoint;

  private LocalEngines() {}

  /** The client of the embedded engine. */
  static synchronized DynamoDbClient embedded() {
    if (embedded == null) {
      AmazonDynamoDBLocal local = DynamoDBEmbedded.create(true);
      embedded = local.dynamoDbClient();
      Runtime.getRuntime().addShutdownHook(new Thread(local::shutdown));
    }
    return embedded;
  }

  /**
   * A new client of the HTTP engine with the given interceptors. The SDK's own retries are off, so
   * that every throttling error and every unprocessed item reaches the runtime under test.
   */
  static DynamoDbClient http(ExecutionInterceptor... interceptors) {
    ClientOverrideConfiguration.Builder configuration = ClientOverrideConfiguration.builder()
        .retryStrategy(AwsRetryStrategy.doNotRetry());
    for (ExecutionInterceptor interceptor : interceptors) {
      configuration.addExecutionInterceptor(interceptor);
    }
    return DynamoDbClient.builder()
        .endpointOverride(httpEndpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .overrideConfiguration(configuration.build())
        .build();
  }

  /**
   * A new client of the HTTP engine that reaches it through {@code http}, with the SDK's default
   * retry policy, so that a request {@code http} fails is resent as in production.
   */
  static DynamoDbClient httpThrough(SdkHttpClient http, Duration attemptTimeout) {
    return DynamoDbClient.builder()
        .endpointOverride(httpEndpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClient(http)
        .overrideConfiguration(ClientOverrideConfiguration.builder().apiCallAttemptTimeout(attemptTimeout).build())
        .build();
  }

  /** Creates a fresh table for the given entities; the client decides the engine. */
  static Table newTable(DynamoDbClient client, String prefix, EntitySchema<?>... schemas) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, name);
  }

  /** How many items the table holds, counted by a scan. */
  static int count(Table table) {
    int count = 0;
    for (ScanResponse page : table.client().scanPaginator(ScanRequest.builder().tableName(table.name()).select(Select.COUNT).build())) {
      count += page.count();
    }
    return count;
  }

  private static synchronized URI httpEndpoint() {
    if (endpoint == null) {
      int port = freeLoopbackPort();
      DynamoDBProxyServer server;
      try {
        server = ServerRunner.createServerFromCommandLineArgs(
            new String[] {"-inMemory", "-port", Integer.toString(port), "-disableTelemetry"});
        server.start();
      } catch (Exception e) {
        throw new IllegalStateException("cannot start DynamoDB Local on port " + port, e);
      }
      Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(server)));
      endpoint = URI.create("http://127.0.0.1:" + port);
    }
    return endpoint;
  }

  private static void stop(DynamoDBProxyServer server) {
    try {
      server.stop();
    } catch (Exception e) {
      // The JVM is exiting; nothing is left to clean up.
    }
  }

  private static int freeLoopbackPort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free loopback port", e);
    }
  }
}
