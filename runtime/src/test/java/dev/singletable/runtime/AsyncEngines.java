package dev.singletable.runtime;

import dev.singletable.test.DynamoDbLocal;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Tables bound to both clients, for the async terminals' tests: the test kit's embedded engine with
 * its own sync and async clients, and the HTTP engine of {@link LocalEngines} reached by a Netty
 * async client.
 */
final class AsyncEngines {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private AsyncEngines() {}

  /** An engine a test creates tables on. */
  interface Engine {
    /** A fresh table for the given entities, bound to a sync and an async client. */
    Table newTable(String prefix, EntitySchema<?>... schemas);
  }

  static Engine embedded() {
    return (prefix, schemas) -> {
      DynamoDbLocal local = DynamoDbLocal.shared(dev.singletable.test.Engine.EMBEDDED);
      return create(local.client(), local.asyncClient(), prefix, schemas);
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
    return DynamoDbLocal.shared(dev.singletable.test.Engine.HTTP).newAsyncClient(builder -> builder.overrideConfiguration(configuration.build()));
  }

  private static Table create(DynamoDbClient client, DynamoDbAsyncClient async, String prefix,
      EntitySchema<?>... schemas) {
    String name = prefix + "-async-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(client, async, name);
  }
}
