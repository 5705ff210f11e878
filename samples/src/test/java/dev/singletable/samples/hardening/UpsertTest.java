package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.test.FaultyHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.SupersededWriteException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Upsert: one UpdateItem that creates the item or changes the existing one, counters that start
 * from 0, never another entity's item, and exactly once under the SDK's resends.
 */
class UpsertTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "upsert", CounterEntity.SCHEMA);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertCreatesTheMissingItemWithItsIdentityAndCountsFromZero(SampleEngine engine) {
    Table table = table(engine);
    CounterEntity counters = CounterEntity.of(table);

    Counter created = counters.upsert("AUTOINCREMENT").add(CounterEntity.COUNT, 1).execute();
    Counter next = counters.upsert("AUTOINCREMENT").add(CounterEntity.COUNT, 1).execute();

    assertEquals(new Counter("AUTOINCREMENT", 1, null, 1), created);
    assertEquals(new Counter("AUTOINCREMENT", 2, null, 2), next);
    assertEquals(next, counters.get("AUTOINCREMENT").execute().orElseThrow());
    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertEquals("counter", item.get("__entity").s());
    assertEquals("1", item.get("__version").n());
    assertEquals("AUTOINCREMENT", item.get("id").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertOfAnExistingItemChangesOnlyWhatItSets(SampleEngine engine) {
    Table table = table(engine);
    CounterEntity counters = CounterEntity.of(table);
    counters.create(new Counter("c", 5, "kept", 0)).execute();

    Counter updated = counters.upsert("c").add(CounterEntity.COUNT, 2).execute();

    assertEquals(new Counter("c", 7, "kept", 2), updated);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertNeverWritesIntoAnotherEntitysItem(SampleEngine engine) {
    Table table = table(engine);
    CounterEntity counters = CounterEntity.of(table);
    Map<String, AttributeValue> foreign = new HashMap<>(CounterEntity.key("c"));
    foreign.put("__entity", AttributeValue.fromS("gauge"));
    foreign.put("__version", AttributeValue.fromN("1"));
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(foreign).build());

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> counters.upsert("c").add(CounterEntity.COUNT, 1).execute());

    assertTrue(e.getMessage().contains("belongs to entity gauge version 1"), e.getMessage());
    assertEquals(foreign, RawItems.scan(table).get(0));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertThatWouldLeaveAPrimitiveComponentMissingIsRefusedBeforeSending(SampleEngine engine) {
    Table table = table(engine);
    CounterEntity counters = CounterEntity.of(table);

    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class,
        () -> counters.upsert("c").set(CounterEntity.NOTE, "no count").execute());

    assertEquals("counter: an upsert may create the item, and the record could not be read back without count"
        + " (primitive components); set them in the upsert", e.getMessage());
    assertEquals(List.of(), RawItems.scan(table));
  }

  /**
   * 16 threads increment one counter through upserts while the path to DynamoDB throttles requests;
   * the SDK resends them. The count is the number of calls that succeeded.
   */
  @Test
  void sixteenThreadsUpsertingOneCounterThroughThrottlingCountExactlyTheirSuccessfulCalls() throws Exception {
    assertSixteenThreadsCountTheirCalls(Fault.THROTTLED, Fault.THROTTLED);
  }

  /**
   * The same with responses lost after DynamoDB applied the upsert: the resend of an applied attempt
   * finds its token among those the item keeps and is not applied again. Other threads' upserts land
   * between an attempt and its resend, which may wait out a throttling backoff of up to two seconds:
   * a resend is recognised while fewer updates than the tokens kept came in between, so the 16
   * threads make 4 calls each and the item keeps the tokens of its last 64 updates, every one of
   * them. With one token (the last writer's only) this counted one more per lost response. A call
   * whose resend finds another thread's upsert after its own throws {@code SupersededWriteException}:
   * applied once, it counts as a call like the others.
   */
  @Test
  void sixteenThreadsUpsertingOneCounterThroughLostResponsesCountExactlyTheirSuccessfulCalls() throws Exception {
    assertSixteenThreadsCountTheirCalls(Fault.RESET_AFTER_APPLIED, Fault.THROTTLED, 4, Table.MAX_WRITE_TOKENS);
  }

  private static void assertSixteenThreadsCountTheirCalls(Fault first, Fault second) throws Exception {
    assertSixteenThreadsCountTheirCalls(first, second, 8, Table.DEFAULT_WRITE_TOKENS);
  }

  private static void assertSixteenThreadsCountTheirCalls(Fault first, Fault second, int callsPerThread, int tokensKept)
      throws Exception {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
    Table local = Engines.newTable(Engines.http(), "upsert16", CounterEntity.SCHEMA);
    DynamoDbClient client = DynamoDbClient.builder()
        .endpointOverride(local.client().serviceClientConfiguration().endpointOverride().orElseThrow())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClient(http)
        .overrideConfiguration(ClientOverrideConfiguration.builder()
            .retryStrategy(AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(12).build())
            .build())
        .build();
    CounterEntity counters = CounterEntity.of(Table.of(client, local.name()).withWriteTokens(tokensKept));
    for (int i = 0; i < 12; i++) {
      http.next("UpdateItem", first).next("UpdateItem", second);
    }
    int threads = 16;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<Integer>> results = new ArrayList<>();
    try {
      for (int t = 0; t < threads; t++) {
        results.add(pool.submit(() -> {
          int succeeded = 0;
          for (int i = 0; i < callsPerThread; i++) {
            try {
              counters.upsert("AUTOINCREMENT").add(CounterEntity.COUNT, 1).execute();
            } catch (SupersededWriteException appliedThenChanged) {
              // Applied once by a lost attempt, then another thread's upsert came before the resend.
            }
            succeeded++;
          }
          return succeeded;
        }));
      }
      int succeeded = 0;
      for (Future<Integer> result : results) {
        succeeded += result.get();
      }
      assertTrue(http.spent(), "every fault hit a request");
      Counter counter = counters.get("AUTOINCREMENT").execute().orElseThrow();
      assertEquals(threads * callsPerThread, succeeded);
      assertEquals(succeeded, counter.count());
      assertEquals(succeeded, counter.version());
    } finally {
      pool.shutdownNow();
      client.close();
    }
  }

  @Test
  void upsertWhoseResponseIsLostCreatesOnce() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
    Table table = ExactlyOnceWritesTest.faulty(http, Engines.newTable(Engines.http(), "upsertlost", CounterEntity.SCHEMA));
    CounterEntity counters = CounterEntity.of(table);
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    Counter created = counters.upsert("c").add(CounterEntity.COUNT, 1).execute();

    assertTrue(http.spent());
    assertEquals(new Counter("c", 1, null, 1), created);
    assertEquals(created, counters.get("c").execute().orElseThrow());
    assertNull(counters.get("c").execute().orElseThrow().note());
    table.client().close();
  }
}
