package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ThrottledException;
import dev.singletable.runtime.exception.WriteConflictException;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.test.DynamoDbExtension;
import dev.singletable.test.Faults.Fault;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ReplicatedWriteConflictException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * Throttling that says where: a throttled get, put or index query fails with a {@link
 * ThrottledException} naming operation, entity, table, index, key and DynamoDB's throttling reasons
 * (injected by the test kit as DynamoDB sends them), with the SDK's exception as the cause; a hot key
 * range points at {@code @Shard}; listeners see the request throttled, and nothing was written.
 */
class ThrottledRequestsTest {
  @RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("throttled", EventsService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  private static final Event PLACED = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice",
      Instant.parse("2024-05-01T10:00:00Z"));

  private static String arn(DynamoDbExtension dynamo) {
    return "arn:aws:dynamodb:local:000000000000:table/" + dynamo.tableName();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutThrottledOnAHotKeyRangeNamesTheKeyAndPointsAtShard(DynamoDbExtension dynamo) {
    List<ResponseEvent> failures = new CopyOnWriteArrayList<>();
    EventEntity events = EventEntity.of(Table.of(dynamo.client(), dynamo.tableName()).withListener(new RequestListener() {
      @Override
      public void onFailure(ResponseEvent failure) {
        failures.add(failure);
      }
    }));
    dynamo.faults().next("PutItem", Fault.HOT_KEY_RANGE);

    ThrottledException throttled = assertThrows(ThrottledException.class, () -> events.put(PLACED).execute());

    assertEquals("put", throttled.operation());
    assertEquals("event", throttled.entity());
    assertEquals(dynamo.tableName(), throttled.table());
    assertNull(throttled.index());
    assertEquals(EventEntity.key("order", "1234", 1), throttled.key());
    assertEquals(List.of(new ThrottledException.Reason("TableWriteKeyRangeThroughputExceeded", arn(dynamo))),
        throttled.reasons());
    assertEquals(ThrottledException.Limit.KEY_RANGE, throttled.reasons().get(0).limit());
    assertTrue(throttled.reasons().get(0).write());
    assertTrue(throttled.hotKeyRange());
    assertInstanceOf(ThrottlingException.class, throttled.getCause());
    assertEquals("ThrottlingException", throttled.errorCode());
    assertTrue(throttled.getMessage().contains("AGGREGATE#order#1234"), throttled.getMessage());
    assertTrue(throttled.getMessage().contains("@Shard"), throttled.getMessage());
    assertEquals(1, failures.size());
    assertEquals(ResponseEvent.Outcome.THROTTLED, failures.get(0).outcome());
    // A request event holds the SDK's failure, as for every other failure; the caller gets it named.
    ThrottlingException sdk = assertInstanceOf(ThrottlingException.class, failures.get(0).failure());
    assertEquals("TableWriteKeyRangeThroughputExceeded", sdk.throttlingReasons().get(0).reason());
    assertTrue(events.get("order", "1234", 1).execute().isEmpty(), "nothing was written");

    events.put(PLACED).execute();
    assertTrue(events.get("order", "1234", 1).execute().isPresent());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aGetThrottledByProvisionedThroughputNamesTheKeyAndNotShard(DynamoDbExtension dynamo) {
    EventEntity events = EventEntity.of(Table.of(dynamo.client(), dynamo.tableName()));
    dynamo.faults().next("GetItem", Fault.THROTTLED);

    ThrottledException throttled = assertThrows(ThrottledException.class,
        () -> events.get("order", "1234", 1).execute());

    assertEquals("get", throttled.operation());
    assertEquals(EventEntity.key("order", "1234", 1), throttled.key());
    assertEquals(List.of(new ThrottledException.Reason("TableReadProvisionedThroughputExceeded", arn(dynamo))),
        throttled.reasons());
    assertFalse(throttled.reasons().get(0).write());
    assertFalse(throttled.hotKeyRange());
    assertFalse(throttled.getMessage().contains("@Shard"), throttled.getMessage());
    assertInstanceOf(ProvisionedThroughputExceededException.class, throttled.getCause());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anIndexQueryThrottledNamesTheIndexAndItsPartition(DynamoDbExtension dynamo) {
    EventEntity events = EventEntity.of(Table.of(dynamo.client(), dynamo.tableName()));
    dynamo.faults().next("Query", Fault.HOT_KEY_RANGE);

    ThrottledException throttled = assertThrows(ThrottledException.class,
        () -> events.query().byType("OrderPlaced").list());

    assertEquals("gsi1", throttled.index());
    assertEquals(Map.of("gsi1pk", AttributeValue.fromS("EVENT_TYPE#OrderPlaced")), throttled.key());
    assertEquals(List.of(new ThrottledException.Reason("IndexReadKeyRangeThroughputExceeded",
        arn(dynamo) + "/index/gsi1")), throttled.reasons());
    assertTrue(throttled.reasons().get(0).index());
    assertTrue(throttled.hotKeyRange());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAsyncPutFailsWithTheSameException(DynamoDbExtension dynamo) {
    EventEntity events = EventEntity.of(Table.of(dynamo.asyncClient(), dynamo.tableName()));
    dynamo.faults().next("PutItem", Fault.HOT_KEY_RANGE);

    CompletionException failed = assertThrows(CompletionException.class, () -> events.put(PLACED).executeAsync().join());

    ThrottledException throttled = assertInstanceOf(ThrottledException.class, failed.getCause());
    assertEquals(EventEntity.key("order", "1234", 1), throttled.key());
    assertTrue(throttled.hotKeyRange());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWriteConflictTheSdkDidNotGetPastNamesTheKeyAndWroteNothing(DynamoDbExtension dynamo) {
    EventEntity events = EventEntity.of(Table.of(dynamo.client(), dynamo.asyncClient(), dynamo.tableName()));
    dynamo.faults().next("PutItem", Fault.REPLICATED_WRITE_CONFLICT).next("PutItem", Fault.REPLICATED_WRITE_CONFLICT);

    WriteConflictException conflict = assertThrows(WriteConflictException.class, () -> events.put(PLACED).execute());

    assertEquals("put", conflict.operation());
    assertEquals("event", conflict.entity());
    assertEquals(dynamo.tableName(), conflict.table());
    assertEquals(EventEntity.key("order", "1234", 1), conflict.key());
    assertInstanceOf(ReplicatedWriteConflictException.class, conflict.getCause());
    assertTrue(conflict.getMessage().contains("AGGREGATE#order#1234"), conflict.getMessage());
    assertTrue(conflict.getMessage().contains("another Region"), conflict.getMessage());
    CompletionException failed = assertThrows(CompletionException.class, () -> events.put(PLACED).executeAsync().join());
    assertEquals(EventEntity.key("order", "1234", 1),
        assertInstanceOf(WriteConflictException.class, failed.getCause()).key());
    assertTrue(events.get("order", "1234", 1).execute().isEmpty(), "nothing was written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpdateConflictNamesItsKey(DynamoDbExtension dynamo) {
    EventEntity events = EventEntity.of(Table.of(dynamo.client(), dynamo.tableName()));
    events.put(PLACED).execute();
    dynamo.faults().next("UpdateItem", Fault.REPLICATED_WRITE_CONFLICT);

    WriteConflictException conflict = assertThrows(WriteConflictException.class,
        () -> events.update("order", "1234", 1).set(EventEntity.ACTOR, "u_bob").execute());

    assertEquals("update", conflict.operation());
    assertEquals(EventEntity.key("order", "1234", 1), conflict.key());
    assertEquals("u_alice", events.get("order", "1234", 1).execute().orElseThrow().actor());
  }
}
