package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.Engines;
import dev.singletable.test.FaultyHttpClient.Fault;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Each single-item write applies exactly once when the SDK resends it with its default retry policy,
 * whatever broke the first attempt: a response lost after DynamoDB applied the write (a connection
 * reset, an attempt timeout), a reset before it reached DynamoDB, throttling, a 500, a write another
 * Region of a multi-Region strongly consistent table beat (then a transaction too).
 */
class ExactlyOnceWritesTest {
  /** Longer than any request takes on a loaded machine; the slow fault holds a response past it. */
  static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);

  private final FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), ATTEMPT_TIMEOUT.multipliedBy(2));
  private final Table table = faulty(http, Engines.newTable(Engines.http(), "hardening", CounterEntity.SCHEMA));
  private final CounterEntity counters = CounterEntity.of(table);

  /** The same table, reached through {@code http} with the SDK's default retries. */
  static Table faulty(FaultyHttpClient http, Table table) {
    DynamoDbClient client = DynamoDbClient.builder()
        .endpointOverride(table.client().serviceClientConfiguration().endpointOverride().orElseThrow())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClient(http)
        .overrideConfiguration(ClientOverrideConfiguration.builder().apiCallAttemptTimeout(ATTEMPT_TIMEOUT).build())
        .build();
    return Table.of(client, table.name());
  }

  @AfterEach
  void close() {
    table.client().close();
  }

  private Counter stored(String id) {
    return counters.get(id).execute().orElseThrow();
  }

  @Test
  void addWhoseResponseIsLostCountsOnceAndReturnsTheCount() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    Counter updated = counters.update("c").add(CounterEntity.COUNT, 1L).execute();

    assertTrue(http.spent());
    assertEquals(new Counter("c", 1, "new", 2), updated);
    assertEquals(updated, stored("c"));
  }

  @Test
  void addWhoseResponseOutlivesTheAttemptTimeoutCountsOnce() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("UpdateItem", Fault.SLOW_AFTER_APPLIED);

    assertEquals(new Counter("c", 1, "new", 2), counters.update("c").add(CounterEntity.COUNT, 1L).execute());
    assertEquals(1, stored("c").count());
  }

  @Test
  void createWhoseResponseIsLostSucceedsAndStoresOneItem() {
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertEquals(new Counter("c", 0, "new", 1), counters.create(new Counter("c", 0, "new", 0)).execute());

    assertTrue(http.spent());
    assertEquals(1, counters.query().primary("c").list().size());
    assertEquals(new Counter("c", 0, "new", 1), stored("c"));
  }

  @Test
  void versionedPutWhoseResponseIsLostSucceedsAndIncrementsTheVersionOnce() {
    Counter created = counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    Counter put = counters.put(new Counter("c", 5, "put", created.version())).execute();

    assertEquals(new Counter("c", 5, "put", 2), put);
    assertEquals(put, stored("c"));
  }

  @Test
  void deleteWhoseResponseIsLostDeletesAndReturnsNothing() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("DeleteItem", Fault.RESET_AFTER_APPLIED);

    // The deleted item was in the lost response: the resend finds no item, which is no error.
    assertEquals(Optional.empty(), counters.delete("c").execute());
    assertEquals(Optional.empty(), counters.get("c").execute());
  }

  @Test
  void addThatConflictsWithAnotherRegionThenLosesItsResponseCountsOnce() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    // Multi-Region strong consistency: the first attempt lost to another Region's write (not applied),
    // the SDK's retry was applied and its response lost, the third attempt finds its own write.
    http.next("UpdateItem", Fault.REPLICATED_WRITE_CONFLICT).next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    assertEquals(new Counter("c", 1, "new", 2), counters.update("c").add(CounterEntity.COUNT, 1L).execute());

    assertTrue(http.spent());
    assertEquals(1, stored("c").count());
  }

  @Test
  void createThatConflictsWithAnotherRegionThenLosesItsResponseSucceedsOnce() {
    http.next("PutItem", Fault.REPLICATED_WRITE_CONFLICT).next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertEquals(new Counter("c", 0, "new", 1), counters.create(new Counter("c", 0, "new", 0)).execute());

    assertTrue(http.spent());
    assertEquals(new Counter("c", 0, "new", 1), stored("c"));
  }

  @Test
  void transactionThatConflictsWithAnotherRegionIsAppliedOnce() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    http.next("TransactWriteItems", Fault.REPLICATED_WRITE_CONFLICT)
        .next("TransactWriteItems", Fault.RESET_AFTER_APPLIED);
    // DynamoDB answers a TransactWriteItems sent again with the token of an applied one as it answered
    // the first, without applying it again; moto applies it again. The resend after the applied
    // attempt is checked to carry that token, and given DynamoDB's answer.
    http.answering("TransactWriteItems", "{}");
    int forwarded = http.forwarded();

    TransactWrite.of(table).update(CounterEntity.SCHEMA, counters.update("c").add(CounterEntity.COUNT, 1L)).execute();

    assertTrue(http.spent());
    List<String> sent = http.sent("TransactWriteItems");
    assertEquals(3, sent.size(), "the conflict, the applied attempt whose response was lost, the resend");
    assertTrue(sent.get(0).contains("\"ClientRequestToken\":\""), sent.get(0));
    assertEquals(sent.get(1), sent.get(2), "the resend carried the client request token of the applied attempt");
    assertEquals(sent.get(0), sent.get(1), "every attempt carries the same token");
    assertEquals(forwarded + 1, http.forwarded(), "only the applied attempt reached the engine");
    assertEquals(1, stored("c").count(), "the resend carried the client request token of the applied attempt");
  }

  @Test
  void anotherWritersChangeStillFailsAVersionedPut() {
    Counter created = counters.create(new Counter("c", 0, "new", 0)).execute();
    counters.update("c").set(CounterEntity.NOTE, "theirs").execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class,
        () -> counters.put(new Counter("c", 5, "mine", created.version())).execute());
    assertEquals(new Counter("c", 0, "theirs", 2), stored("c"));
  }

  @Test
  void anotherWritersChangeStillFailsAConditionalUpdate() {
    counters.create(new Counter("c", 0, "new", 0)).execute();
    counters.update("c").set(CounterEntity.NOTE, "theirs").execute();
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class,
        () -> counters.update("c").add(CounterEntity.COUNT, 1L).condition(CounterEntity.NOTE.eq("new")).execute());
    assertEquals(0, stored("c").count());
  }

  @Test
  void anotherWritersItemStillFailsACreate() {
    counters.create(new Counter("c", 0, "theirs", 0)).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class, () -> counters.create(new Counter("c", 0, "mine", 0)).execute());
    assertEquals("theirs", stored("c").note());
  }

  @ParameterizedTest
  @EnumSource(value = Fault.class, names = {"RESET_BEFORE_APPLIED", "THROTTLED", "INTERNAL_ERROR"})
  void writesRefusedBeforeTheyApplyAreAppliedOnceByTheResend(Fault fault) {
    http.next("PutItem", fault).next("UpdateItem", fault).next("PutItem", fault).next("DeleteItem", fault);

    assertEquals(new Counter("c", 0, "new", 1), counters.create(new Counter("c", 0, "new", 0)).execute());
    assertEquals(new Counter("c", 1, "new", 2), counters.update("c").add(CounterEntity.COUNT, 1L).execute());
    assertEquals(new Counter("c", 1, "put", 3), counters.put(new Counter("c", 1, "put", 2)).execute());
    assertEquals(Optional.of(new Counter("c", 1, "put", 3)), counters.delete("c").execute());

    assertTrue(http.spent());
    assertEquals(Optional.empty(), counters.get("c").execute());
  }
}
