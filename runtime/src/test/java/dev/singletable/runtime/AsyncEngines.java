package dev.singletable.runtime;

import dev.singletable.test.DynamoDbEngine;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Tables bound to both clients, for the async terminals' tests: the engine of {@link LocalEngines}
 * reached by a sync client and a Netty async client, so a test can check with the sync terminals what
 * the async ones did.
 */
final class AsyncEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private AsyncEngines() {}

  /** An engine a test creates tables on. */
  interface Engine {
    /** A fresh table for the given entities, bound to a sync and an async client. */
    Table newTable(String prefix, EntitySchema<?>... schemas);
  }

  static Engine http(ExecutionInterceptor... interceptors) {
    return (prefix, schemas) -> create(LocalEngines.http(), httpAsync(interceptors), prefix, schemas);
  }

  /**
   * A new async client of the engine with the given interceptors and the SDK's own retries off,
   * so that every throttling error and every unprocessed item reaches the runtime under test.
   */
  static DynamoDbAsyncClient httpAsync(ExecutionInterceptor... interceptors) {
    ClientOverrideConfiguration.Builder configuration = ClientOverrideConfiguration.builder()
        .retryStrategy(AwsRetryStrategy.doNotRetry());
    for (ExecutionInterceptor interceptor : interceptors) {
      configuration.addExecutionInterceptor(interceptor);
    }
    return DynamoDbEngine.shared().newAsyncClient(builder -> builder.overrideConfiguration(configuration.build()));
  }

  private static Table create(DynamoDbClient client, DynamoDbAsyncClient async, String prefix,
      EntitySchema<?>... schemas) {
    String name = DynamoDbEngine.shared().tableName(prefix + "-async-" + TABLES.incrementAndGet());
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, async, name);
  }
}
