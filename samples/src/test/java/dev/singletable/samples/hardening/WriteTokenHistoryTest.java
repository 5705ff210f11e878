package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SupersededWriteException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.test.FaultyHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * An item keeps the write tokens of its last updates, so that an update whose response was lost and
 * which the SDK resends after other writers updated the item still finds its own token and is not
 * applied twice. Other writers' updates are made to land exactly between the applied first attempt
 * and its resend.
 */
class WriteTokenHistoryTest {
  /**
   * A counter table reached through a client that loses the response of the first UpdateItem and,
   * just before the SDK resends it, lets {@code others} updates of another writer land.
   */
  private static CounterEntity racing(Table local, int kept, int others, CounterEntity otherWriter) {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);
    AtomicInteger sent = new AtomicInteger();
    DynamoDbClient client = DynamoDbClient.builder()
        .endpointOverride(local.client().serviceClientConfiguration().endpointOverride().orElseThrow())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClient(http)
        .overrideConfiguration(ClientOverrideConfiguration.builder().addExecutionInterceptor(new ExecutionInterceptor() {
          @Override
          public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
            if (context.request() instanceof UpdateItemRequest && sent.incrementAndGet() == 2) {
              for (int i = 0; i < others; i++) {
                otherWriter.update("c").add(CounterEntity.COUNT, 1).execute();
              }
            }
          }
        }).build())
        .build();
    return CounterEntity.of(Table.of(client, local.name()).withWriteTokens(kept));
  }

  private static Table table() {
    return Engines.newTable(Engines.http(), "tokens", CounterEntity.SCHEMA);
  }

  @Test
  void aResendFindsItsTokenAfterSevenOtherUpdatesWithTheDefaultEight() {
    Table local = table();
    CounterEntity other = CounterEntity.of(local);
    other.create(new Counter("c", 0, null, 0)).execute();
    CounterEntity counters = racing(local, Table.DEFAULT_WRITE_TOKENS, 7, other);

    // Applied once; the item holds seven other updates after it, so the call says so rather than
    // returning their record as its own.
    SupersededWriteException superseded = assertThrows(SupersededWriteException.class,
        () -> counters.update("c").add(CounterEntity.COUNT, 1).execute());

    assertEquals(new Counter("c", 8, null, 9), other.get("c").execute().orElseThrow());
    assertEquals(Optional.of(new Counter("c", 8, null, 9)), superseded.found(Counter.class));
  }

  @Test
  void moreTokensKeptCoverMoreUpdatesInBetween() {
    Table local = table();
    CounterEntity other = CounterEntity.of(local.withWriteTokens(32));
    other.create(new Counter("c", 0, null, 0)).execute();
    CounterEntity counters = racing(local, 32, 31, other);

    assertThrows(SupersededWriteException.class, () -> counters.update("c").add(CounterEntity.COUNT, 1).execute());

    assertEquals(32, other.get("c").execute().orElseThrow().count());
    Map<String, AttributeValue> item = RawItems.scan(local).get(0);
    assertEquals(32, item.keySet().stream().filter(name -> name.matches("__token[0-9]*")).count());
  }

  @Test
  void anItemKeepsAsManyTokensAsTheTableSaysAndNoMore() {
    Table local = table();
    CounterEntity counters = CounterEntity.of(local);
    counters.upsert("c").add(CounterEntity.COUNT, 1).execute();
    for (int i = 0; i < 20; i++) {
      counters.update("c").add(CounterEntity.COUNT, 1).execute();
    }

    Map<String, AttributeValue> item = RawItems.scan(local).get(0);
    assertEquals(Table.DEFAULT_WRITE_TOKENS, item.keySet().stream().filter(name -> name.matches("__token[0-9]*")).count());
    assertEquals(Table.DEFAULT_WRITE_TOKENS,
        item.entrySet().stream().filter(e -> e.getKey().startsWith("__token")).map(e -> e.getValue().s()).distinct().count(),
        "each slot holds another update's token");
    assertTrue(item.keySet().stream().noneMatch(name -> name.equals("__token8")));
    assertThrows(IllegalArgumentException.class, () -> local.withWriteTokens(0));
    assertThrows(IllegalArgumentException.class, () -> local.withWriteTokens(Table.MAX_WRITE_TOKENS + 1));
  }
}
