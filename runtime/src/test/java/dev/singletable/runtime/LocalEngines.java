package dev.singletable.runtime;

import dev.singletable.test.DynamoDbEngine;
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
 * The engine of the runtime's tests: the test kit's engine shared by the test JVM (a moto server on
 * a loopback port, or the endpoint the environment names), reached over HTTP so that the SDK's real
 * HTTP path (and its execution interceptors) is exercised. Every table gets a name unique in the JVM.
 */
final class LocalEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private LocalEngines() {}

  /** The engine's own client, with the SDK's default retries. */
  static DynamoDbClient client() {
    return DynamoDbEngine.shared().client();
  }

  /** The engine the tests run on. */
  static DynamoDbEngine engine() {
    return DynamoDbEngine.shared();
  }

  /**
   * A new client of the engine with the given interceptors. The SDK's own retries are off, so
   * that every throttling error and every unprocessed item reaches the runtime under test.
   */
  static DynamoDbClient http(ExecutionInterceptor... interceptors) {
    ClientOverrideConfiguration.Builder configuration = ClientOverrideConfiguration.builder()
        .retryStrategy(AwsRetryStrategy.doNotRetry());
    for (ExecutionInterceptor interceptor : interceptors) {
      configuration.addExecutionInterceptor(interceptor);
    }
    return DynamoDbEngine.shared().newClient(builder -> builder.overrideConfiguration(configuration.build()));
  }

  /**
   * A new client of the engine that reaches it through {@code http}, with the SDK's default
   * retry policy, so that a request {@code http} fails is resent as in production.
   */
  static DynamoDbClient httpThrough(SdkHttpClient http, Duration attemptTimeout) {
    return DynamoDbEngine.shared().newClient(builder -> builder
        .httpClient(http)
        .overrideConfiguration(ClientOverrideConfiguration.builder().apiCallAttemptTimeout(attemptTimeout).build()));
  }

  /** Creates a fresh table for the given entities through {@code client}. */
  static Table newTable(DynamoDbClient client, String prefix, EntitySchema<?>... schemas) {
    String name = DynamoDbEngine.shared().tableName(prefix + "-" + TABLES.incrementAndGet());
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
