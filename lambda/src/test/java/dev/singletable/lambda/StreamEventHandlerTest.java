package dev.singletable.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.runtime.stream.ChangeHandler;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.runtime.stream.ProcessedSequences;
import dev.singletable.runtime.stream.StreamReader;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shop.Customer;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLog;
import dev.singletable.samples.shop.OrderLogEntity;
import dev.singletable.samples.shop.ShopService;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Lambda events built from real stream records (of moto): the same typed changes as the
 * streams API gives, one change type per entity and unknown changes for foreign and checkpoint
 * items, and a partial batch failure naming the first record that failed, from which a retry
 * handles each change once.
 */
class StreamEventHandlerTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private final StreamEventHandler<ShopService.Change> handler = StreamEventHandler.of(ShopService::change);

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void lambdaRecordsDecodeToTheSameTypedChangesAsTheStreamsApi(SampleEngine engine) {
    List<Record> records = writeAndRead(engine);
    DynamodbEvent event = LambdaEvents.event(records);

    List<ShopService.Change> changes = handler.changes(event);

    assertEquals(5, changes.size());
    for (int i = 0; i < records.size(); i++) {
      ShopService.OrderChange viaApi = (ShopService.OrderChange) ShopService.change(ChangeRecord.of(records.get(i)));
      ShopService.OrderChange viaLambda = (ShopService.OrderChange) changes.get(i);
      assertEquals(viaApi.kind(), viaLambda.kind());
      assertEquals(viaApi.oldValue(), viaLambda.oldValue());
      assertEquals(viaApi.newValue(), viaLambda.newValue());
      assertEquals(viaApi.changed(), viaLambda.changed());
      assertEquals(viaApi.keys(), viaLambda.keys());
      assertEquals(viaApi.sequenceNumber(), viaLambda.sequenceNumber());
      assertEquals(viaApi.approximateCreationTime(), viaLambda.approximateCreationTime());
    }
    ShopService.OrderChange shipped = (ShopService.OrderChange) changes.get(2);
    assertEquals(ChangeKind.MODIFY, shipped.kind());
    assertEquals(Set.of(ShopService.OrderChange.Field.STATUS), shipped.changed());
    assertEquals("placed", shipped.oldValue().orElseThrow().status());
    assertEquals("shipped", shipped.newValue().orElseThrow().status());
    ShopService.OrderChange removed = (ShopService.OrderChange) changes.get(4);
    assertEquals(ChangeKind.REMOVE, removed.kind());
    assertEquals(order(1, "shipped"), removed.oldValue().orElseThrow());
    assertFalse(removed.byTimeToLive());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFailedRecordIsReportedAsTheOnlyBatchItemFailureAndNothingAfterItIsHandled(SampleEngine engine) {
    List<Record> records = writeAndRead(engine);
    DynamodbEvent event = LambdaEvents.event(records);
    List<String> handled = new ArrayList<>();

    StreamsEventResponse response = handler.handle(event, change -> {
      if (handled.size() == 3) {
        throw new IllegalStateException("projection unavailable");
      }
      handled.add(change.sequenceNumber());
    });

    assertEquals(1, response.getBatchItemFailures().size());
    assertEquals(records.get(3).dynamodb().sequenceNumber(), response.getBatchItemFailures().get(0).getItemIdentifier());
    assertEquals(records.subList(0, 3).stream().map(r -> r.dynamodb().sequenceNumber()).toList(), handled);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchHandledInFullReportsNoFailure(SampleEngine engine) {
    DynamodbEvent event = LambdaEvents.event(writeAndRead(engine));
    List<String> handled = new ArrayList<>();

    StreamsEventResponse response = handler.handle(event, change -> handled.add(change.sequenceNumber()));

    assertTrue(response.getBatchItemFailures().isEmpty());
    assertEquals(5, handled.size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aRemovalByTheTimeToLivePrincipalIsMarkedAsSuch(SampleEngine engine) {
    List<Record> records = writeAndRead(engine);
    DynamodbEvent.DynamodbStreamRecord removal = LambdaEvents.record(records.get(4));
    Identity ttl = new Identity();
    ttl.setType("Service");
    ttl.setPrincipalId("dynamodb.amazonaws.com");
    removal.setUserIdentity(ttl);
    DynamodbEvent event = new DynamodbEvent();
    event.setRecords(List.of(LambdaEvents.record(records.get(3)), removal));

    List<ShopService.Change> changes = handler.changes(event);

    assertFalse(changes.get(0).byTimeToLive());
    assertTrue(changes.get(1).byTimeToLive());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachEntityOfAMixedBatchComesAsItsOwnChangeAndForeignItemsAsUnknownOnes(SampleEngine engine) {
    Table table = streamTable(engine);
    CustomerEntity.of(table).put(new Customer("C", "Ada")).execute();
    OrderEntity.of(table).put(order(1, "placed")).execute();
    OrderLogEntity.of(table).put(new OrderLog(7, "C", 1, "packed")).execute();
    engine.client().putItem(b -> b.tableName(table.name()).item(Map.of("PK", AttributeValue.createS("OTHER#1"),
        "SK", AttributeValue.createS("OTHER#1"), "__entity", AttributeValue.createS("invoice"),
        "__version", AttributeValue.createN("1"))));
    // A stream reader of the same table leaves its checkpoint in the stream too.
    StreamReader.builder(engine.streamsClient(), table, ShopService::change).build().poll(change -> { });
    List<Record> records = engine.streamRecords(table.name());
    assertEquals(5, records.size());

    List<ShopService.Change> changes = handler.changes(LambdaEvents.event(records));
    List<String> handled = new ArrayList<>();
    StreamsEventResponse response = handler.handle(LambdaEvents.event(records),
        change -> handled.add(change.getClass().getSimpleName()));

    assertEquals(new Customer("C", "Ada"), ((ShopService.CustomerChange) changes.get(0)).newValue().orElseThrow());
    assertEquals(order(1, "placed"), ((ShopService.OrderChange) changes.get(1)).newValue().orElseThrow());
    assertEquals(new OrderLog(7, "C", 1, "packed"), ((ShopService.OrderLogChange) changes.get(2)).newValue().orElseThrow());
    assertEquals("no entity of service shop is invoice version 1", ((ShopService.UnknownChange) changes.get(3)).reason());
    assertEquals("no entity of service shop is __checkpoint version 1",
        ((ShopService.UnknownChange) changes.get(4)).reason());
    assertEquals(List.of("CustomerChange", "OrderChange", "OrderLogChange", "UnknownChange", "UnknownChange"), handled);
    assertTrue(response.getBatchItemFailures().isEmpty());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void lambdasRetryFromTheReportedRecordHandsEachChangeOnceWithTheGuard(SampleEngine engine) {
    List<Record> records = writeAndRead(engine);
    ProcessedSequences guard = new ProcessedSequences();
    List<String> handled = new ArrayList<>();
    boolean[] down = {true};
    ChangeHandler<ShopService.Change> projection = guard.wrap(change -> {
      if (down[0] && handled.size() == 3) {
        throw new IllegalStateException("projection unavailable");
      }
      handled.add(change.sequenceNumber());
    });

    StreamsEventResponse first = handler.handle(LambdaEvents.event(records), projection);
    String failed = first.getBatchItemFailures().get(0).getItemIdentifier();
    down[0] = false;
    // Lambda sends the batch again from the reported record; a retry of the whole batch is absorbed too.
    int from = records.stream().map(r -> r.dynamodb().sequenceNumber()).toList().indexOf(failed);
    StreamsEventResponse retried = handler.handle(LambdaEvents.event(records.subList(from, records.size())), projection);
    StreamsEventResponse replayed = handler.handle(LambdaEvents.event(records), projection);

    assertEquals(3, from);
    assertTrue(retried.getBatchItemFailures().isEmpty());
    assertTrue(replayed.getBatchItemFailures().isEmpty());
    assertEquals(records.stream().map(r -> r.dynamodb().sequenceNumber()).toList(), handled);
  }

  /** A record of an item of no entity of the shop, or without keys when {@code key} is null. */
  private static DynamodbEvent.DynamodbStreamRecord synthetic(String sequenceNumber, String key) {
    com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord stream =
        new com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord();
    stream.setSequenceNumber(sequenceNumber);
    if (key != null) {
      com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue pk =
          new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue();
      pk.setS(key);
      stream.setKeys(Map.of("PK", pk, "SK", pk));
    }
    DynamodbEvent.DynamodbStreamRecord record = new DynamodbEvent.DynamodbStreamRecord();
    record.setEventID("event-" + sequenceNumber);
    record.setEventName("INSERT");
    record.setDynamodb(stream);
    return record;
  }

  private static DynamodbEvent event(DynamodbEvent.DynamodbStreamRecord... records) {
    DynamodbEvent event = new DynamodbEvent();
    event.setRecords(records == null ? null : java.util.Arrays.asList(records));
    return event;
  }

  @Test
  void changesOfARecordWithoutKeysThrowIllegalArgumentException() {
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> handler.changes(event(synthetic("100", null))));
    assertTrue(refused.getMessage().contains("has no keys"), refused.getMessage());
  }

  @Test
  void anEventWithoutRecordsIsRefusedWithIllegalArgumentException() {
    assertThrows(IllegalArgumentException.class, () -> handler.handle(event((DynamodbEvent.DynamodbStreamRecord[]) null),
        change -> { }));
    assertThrows(IllegalArgumentException.class, () -> handler.changes(event((DynamodbEvent.DynamodbStreamRecord[]) null)));
    assertThrows(IllegalArgumentException.class, () -> handler.handle(null, change -> { }));
  }

  @Test
  void aRecordThatCannotBeReadIsTheBatchItemFailureOfHandle() {
    List<String> handled = new ArrayList<>();

    StreamsEventResponse withoutKeys = handler.handle(event(synthetic("1", "A"), synthetic("2", null), synthetic("3", "B")),
        change -> handled.add(change.sequenceNumber()));
    StreamsEventResponse nullRecord = handler.handle(event(synthetic("4", "C"), null),
        change -> handled.add(change.sequenceNumber()));
    DynamodbEvent.DynamodbStreamRecord anonymous = synthetic("5", null);
    anonymous.setEventID(null);
    anonymous.getDynamodb().setSequenceNumber(null);
    StreamsEventResponse unnamed = handler.handle(event(anonymous), change -> handled.add(change.sequenceNumber()));

    assertEquals(List.of("2"), withoutKeys.getBatchItemFailures().stream()
        .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier).toList());
    assertEquals(List.of(""), nullRecord.getBatchItemFailures().stream()
        .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier).toList(), "no identifier: the whole batch again");
    assertEquals(List.of(""), unnamed.getBatchItemFailures().stream()
        .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier).toList());
    assertEquals(List.of("1", "4"), handled);
  }

  private static Table streamTable(SampleEngine engine) {
    String name = "lambda-" + TABLES.incrementAndGet();
    engine.client().createTable(ShopService.createTableRequest(name, StreamViewType.NEW_AND_OLD_IMAGES));
    return Table.of(engine.client(), name);
  }

  /** Writes two orders, ships one, removes both, and reads the five stream records back. */
  private static List<Record> writeAndRead(SampleEngine engine) {
    Table table = streamTable(engine);
    OrderEntity orders = OrderEntity.of(table);
    orders.put(order(1, "placed")).execute();
    orders.put(order(2, "placed")).execute();
    orders.put(order(1, "shipped")).execute();
    orders.delete("C", 2).execute();
    orders.delete("C", 1).execute();
    return engine.streamRecords(table.name());
  }


  static Order order(int id, String status) {
    return new Order("C", id, status, new BigDecimal("12.5"), Instant.parse("2024-05-01T10:00:00Z"));
  }
}
