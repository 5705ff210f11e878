package dev.singletable.runtime;

import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * DynamoDB Local for the runtime's tests, the test kit's engines shared by the test JVM: embedded,
 * and as an HTTP server on a loopback port so that the SDK's real HTTP path (and its execution
 * interceptors) is exercised. Telemetry is off.
 */
final class LocalEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private LocalEngines() {}

  /** The client of the embedded engine. */
  static DynamoDbClient embedded() {
    return DynamoDbLocal.shared(Engine.EMBEDDED).client();
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
    return DynamoDbLocal.shared(Engine.HTTP).newClient(builder -> builder.overrideConfiguration(configuration.build()));
  }

  /**
   * A new client of the HTTP engine that reaches it through {@code http}, with the SDK's default
   * retry policy, so that a request {@code http} fails is resent as in production.
   */
  static DynamoDbClient httpThrough(SdkHttpClient http, Duration attemptTimeout) {
    return DynamoDbLocal.shared(Engine.HTTP).newClient(builder -> builder
        .httpClient(http)
        .overrideConfiguration(ClientOverrideConfiguration.builder().apiCallAttemptTimeout(attemptTimeout).build()));
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
}
