package dev.singletable.samples.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
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
import dev.singletable.test.Faults;
import dev.singletable.test.Faults.Fault;
import dev.singletable.test.ObservedClients;
import dev.singletable.test.RequestLog;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The stream reader against the engine's streams (moto's DynamoDB Streams): thousands of mixed writes come back as typed
 * changes exactly as written, in order per item, a reader restarted after a failure resumes at its
 * checkpoint, and throttled reads and empty polls back off. {@link AsyncStreamReaderTest} pins the
 * same behaviour for the async reader.
 */
class StreamReaderTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private static final StreamEngines ENGINES = new StreamEngines();


  @AfterEach
  void stopEnginesOfTheTest() {
    ENGINES.close();
  }

  @AfterAll
  static void stopSharedEngines() {
    ENGINES.closeShared();
  }

  static Table streamTable(SampleEngine engine, String prefix, StreamViewType viewType) {
    String name = prefix + "-stream-" + TABLES.incrementAndGet();
    engine.client().createTable(ShopService.createTableRequest(name, viewType));
    return Table.of(engine.client(), name);
  }

  @Test
  void fiveThousandMixedWritesArriveAsWrittenInOrderPerKey() {
    SampleEngine engine = SampleEngine.of(ENGINES.start());
    Table table = streamTable(engine, "mixed", StreamViewType.NEW_AND_OLD_IMAGES);
    Map<String, List<String>> expected = new TreeMap<>();
    int writes = writeFiveThousand(table, expected);
    assertEquals(5_000, writes);

    Map<String, List<String>> seen = new TreeMap<>();
    StreamReader<ShopService.Change> reader =
        StreamReader.builder(engine.streamsClient(), table, ShopService::change).build();
    int delivered = readAll(reader, change -> seen.computeIfAbsent(key(change.keys()), k -> new ArrayList<>())
        .add(describe(change)), writes);

    assertEquals(writes, delivered);
    assertSeenAsWritten(expected, seen);
  }

  /** Every item's changes, each as {@link #describe} writes it, are the ones written, in order. */
  static void assertSeenAsWritten(Map<String, List<String>> expected, Map<String, List<String>> seen) {
    assertEquals(expected.keySet(), seen.keySet());
    for (Map.Entry<String, List<String>> item : expected.entrySet()) {
      assertEquals(item.getValue(), seen.get(item.getKey()), "changes of " + item.getKey());
    }
  }

  @Test
  void aRestartedReaderResumesAtItsCheckpointAndTheGuardAbsorbsRedeliveries() {
    SampleEngine engine = SampleEngine.of(ENGINES.start());
    Table table = streamTable(engine, "restart", StreamViewType.NEW_AND_OLD_IMAGES);
    List<Order> orders = new ArrayList<>();
    for (int i = 1; i <= 1_200; i++) {
      orders.add(order("C" + (i % 40), i, "placed"));
    }
    BatchWrite.of(table).putAll(OrderEntity.SCHEMA, orders).execute();

    ProcessedSequences guard = new ProcessedSequences();
    List<Integer> handled = new ArrayList<>();
    StreamReader<ShopService.Change> first = StreamReader.builder(engine.streamsClient(), table, ShopService::change)
        .batchSize(100).build();
    RuntimeException crash = assertThrows(IllegalStateException.class, () -> first.poll(guard.wrap(change -> {
      if (handled.size() == 650) {
        throw new IllegalStateException("handler stopped at the 651st change");
      }
      handled.add(orderId(change));
    })));
    assertEquals("handler stopped at the 651st change", crash.getMessage());
    assertEquals(650, handled.size());

    StreamReader<ShopService.Change> second = StreamReader.builder(engine.streamsClient(), table, ShopService::change)
        .batchSize(100).build();
    readAll(second, guard.wrap(change -> handled.add(orderId(change))), 1_200 - 600);

    assertEquals(1_200, handled.size(), "every order handled once");
    assertEquals(orders.stream().map(Order::orderId).collect(java.util.stream.Collectors.toSet()), Set.copyOf(handled));
    // The second reader started at the checkpoint after the sixth batch of 100, so the 50 changes
    // handled after it came again and were absorbed by the guard.
    assertEquals(600, second.delivered());
  }

  @Test
  void itemsOfNoEntityOfTheServiceComeAsUnknownChanges() {
    SampleEngine engine = SampleEngine.of(ENGINES.shared());
    Table table = streamTable(engine, "unknown", StreamViewType.NEW_AND_OLD_IMAGES);
    Map<String, AttributeValue> stranger = new LinkedHashMap<>(OrderEntity.SCHEMA.toItem(order("X", 1, "placed")));
    stranger.put("__version", AttributeValue.createN("7"));
    engine.client().putItem(b -> b.tableName(table.name()).item(stranger));
    Map<String, AttributeValue> broken = new LinkedHashMap<>(OrderEntity.SCHEMA.toItem(order("X", 2, "placed")));
    broken.put("total", AttributeValue.createS("not a number"));
    engine.client().putItem(b -> b.tableName(table.name()).item(broken));

    List<ShopService.Change> changes = new ArrayList<>();
    readAll(StreamReader.builder(engine.streamsClient(), table, ShopService::change).build(), changes::add, 2);

    assertEquals(2, changes.size());
    ShopService.UnknownChange otherVersion = (ShopService.UnknownChange) changes.get(0);
    assertEquals("no entity of service shop is order version 7", otherVersion.reason());
    ShopService.UnknownChange undecodable = (ShopService.UnknownChange) changes.get(1);
    assertTrue(undecodable.reason().contains("total"), undecodable.reason());
  }

  @Test
  void throttledReadsPauseWithAGrowingBackoffAndLoseNothing() {
    SampleEngine engine = SampleEngine.of(ENGINES.shared());
    Table table = streamTable(engine, "throttled", StreamViewType.NEW_AND_OLD_IMAGES);
    Set<Integer> placed = placeOrders(table, 300);
    Faults faults = new Faults().next("GetRecords", Fault.LIMIT_EXCEEDED, 2).next("GetRecords", Fault.THROTTLED);
    RecordedPauses clock = RecordedPauses.sleeping();
    StreamReader<ShopService.Change> reader = StreamReader.builder(
            ObservedClients.streams(engine.streamsClient(), new RequestLog(), faults), table, ShopService::change)
        .batchSize(100).backoff(clock.backoff(10)).build();

    List<Integer> handled = new ArrayList<>();
    int delivered = readAll(reader, change -> handled.add(orderId(change)), placed.size());

    assertEquals(List.of("GetRecords LIMIT_EXCEEDED", "GetRecords LIMIT_EXCEEDED", "GetRecords THROTTLED"),
        faults.applied());
    assertEquals(List.of(10L, 20L, 40L), clock.millis(), "one pause per throttled read, each twice as long");
    assertEquals(List.of(), clock.wrongKind());
    assertEquals(placed.size(), delivered);
    assertEquals(placed, Set.copyOf(handled));
    assertEquals(placed.size(), handled.size(), "no change twice");
  }

  @Test
  void aReadThrottledBeyondItsAttemptsIsLeftForTheNextPoll() {
    SampleEngine engine = SampleEngine.of(ENGINES.shared());
    Table table = streamTable(engine, "parked", StreamViewType.NEW_AND_OLD_IMAGES);
    Set<Integer> placed = placeOrders(table, 50);
    Faults faults = new Faults().next("GetRecords", Fault.LIMIT_EXCEEDED, 2);
    RecordedPauses clock = RecordedPauses.sleeping();
    StreamReader<ShopService.Change> reader = StreamReader.builder(
            ObservedClients.streams(engine.streamsClient(), new RequestLog(), faults), table, ShopService::change)
        .backoff(clock.backoff(2)).build();
    List<Integer> handled = new ArrayList<>();

    assertEquals(0, reader.poll(change -> handled.add(orderId(change))));
    assertEquals(List.of(10L), clock.millis(), "one pause, then the second throttled read gives up");
    assertEquals(50, reader.poll(change -> handled.add(orderId(change))));
    assertEquals(placed, Set.copyOf(handled));
  }

  @Test
  void emptyPollsOfARunPauseLongerEachTimeAndStartOverAfterChanges() {
    SampleEngine engine = SampleEngine.of(ENGINES.shared());
    Table table = streamTable(engine, "idle", StreamViewType.NEW_AND_OLD_IMAGES);
    placeOrders(table, 5);
    RecordedPauses clock = RecordedPauses.sleeping();
    StreamReader<ShopService.Change> reader = StreamReader.builder(engine.streamsClient(), table, ShopService::change)
        .backoff(clock.backoff(Integer.MAX_VALUE)).build();
    List<Integer> handled = new ArrayList<>();
    AtomicInteger asked = new AtomicInteger();

    reader.run(change -> handled.add(orderId(change)), () -> keepRunning(table, asked.incrementAndGet()));

    assertEquals(List.of(1, 2, 3, 4, 5, 6), handled.stream().sorted().toList());
    // Polls 1 and 3 deliver; 2, 4 and 5 find nothing (or only the reader's own checkpoint).
    assertEquals(List.of(10L, 10L, 20L), clock.millis());
    assertEquals(List.of(), clock.wrongKind());
  }

  /** Five polls; before the third, one more order is placed. */
  static boolean keepRunning(Table table, int poll) {
    if (poll == 3) {
      OrderEntity.of(table).put(order("C1", 6, "placed")).execute();
    }
    return poll <= 5;
  }

  /** Places orders 1 to {@code count} in one batch; returns their ids. */
  static Set<Integer> placeOrders(Table table, int count) {
    List<Order> orders = new ArrayList<>();
    for (int i = 1; i <= count; i++) {
      orders.add(order("C" + (i % 40), i, "placed"));
    }
    BatchWrite.of(table).putAll(OrderEntity.SCHEMA, orders).execute().requireComplete();
    return orders.stream().map(Order::orderId).collect(java.util.stream.Collectors.toSet());
  }

  /** Polls until {@code expected} changes were delivered or ten polls in a row brought nothing. */
  static <C> int readAll(StreamReader<C> reader, dev.singletable.runtime.stream.ChangeHandler<? super C> handler,
      int expected) {
    int delivered = 0;
    int idle = 0;
    while (delivered < expected && idle < 10) {
      int polled = reader.poll(handler);
      delivered += polled;
      idle = polled == 0 ? idle + 1 : 0;
    }
    // One more poll: nothing beyond what was written may come.
    delivered += reader.poll(handler);
    return delivered;
  }

  /**
   * Writes 5,000 changes in five rounds of batches, no key twice in a round so that retries of
   * unprocessed items cannot reorder one item's writes, and records what the stream must show.
   */
  static int writeFiveThousand(Table table, Map<String, List<String>> expected) {
    int writes = 0;
    BatchWrite round = BatchWrite.of(table);
    List<Customer> customers = new ArrayList<>();
    List<Order> orders = new ArrayList<>();
    List<OrderLog> logs = new ArrayList<>();
    for (int c = 0; c < 100; c++) {
      customers.add(new Customer("C" + c, "Customer " + c));
    }
    for (int o = 1; o <= 1_000; o++) {
      orders.add(order("C" + (o % 100), o, "placed"));
    }
    for (int l = 1; l <= 400; l++) {
      logs.add(new OrderLog(l, "C" + (l % 100), l, "log " + l));
    }
    customers.forEach(c -> expect(expected, CustomerEntity.SCHEMA.toItem(c), "INSERT null -> " + c + " []"));
    orders.forEach(o -> expect(expected, OrderEntity.SCHEMA.toItem(o), "INSERT null -> " + o + " []"));
    logs.forEach(l -> expect(expected, OrderLogEntity.SCHEMA.toItem(l), "INSERT null -> " + l + " []"));
    round.putAll(CustomerEntity.SCHEMA, customers).putAll(OrderEntity.SCHEMA, orders).putAll(OrderLogEntity.SCHEMA, logs);
    writes += execute(round);

    round = BatchWrite.of(table);
    List<Order> shipped = new ArrayList<>();
    for (Order o : orders) {
      Order next = withStatus(o, "shipped");
      shipped.add(next);
      expect(expected, OrderEntity.SCHEMA.toItem(next), "MODIFY " + o + " -> " + next + " [STATUS]");
    }
    for (Customer c : customers) {
      Customer renamed = new Customer(c.customerId(), c.name() + " renamed");
      round.put(CustomerEntity.SCHEMA, renamed);
      expect(expected, CustomerEntity.SCHEMA.toItem(renamed), "MODIFY " + c + " -> " + renamed + " [NAME]");
    }
    writes += execute(round.putAll(OrderEntity.SCHEMA, shipped));

    round = BatchWrite.of(table);
    List<Order> delivered = new ArrayList<>();
    for (Order o : shipped) {
      Order next = withStatus(o, "delivered");
      delivered.add(next);
      expect(expected, OrderEntity.SCHEMA.toItem(next), "MODIFY " + o + " -> " + next + " [STATUS]");
    }
    writes += execute(round.putAll(OrderEntity.SCHEMA, delivered));

    round = BatchWrite.of(table);
    for (OrderLog l : logs) {
      Map<String, AttributeValue> item = OrderLogEntity.SCHEMA.toItem(l);
      round.delete(OrderLogEntity.SCHEMA, primaryKey(item));
      expect(expected, item, "REMOVE " + l + " -> null []");
    }
    for (Order o : delivered.subList(0, 500)) {
      Map<String, AttributeValue> item = OrderEntity.SCHEMA.toItem(o);
      round.delete(OrderEntity.SCHEMA, primaryKey(item));
      expect(expected, item, "REMOVE " + o + " -> null []");
    }
    writes += execute(round);

    round = BatchWrite.of(table);
    for (Order o : delivered.subList(0, 500)) {
      Order again = withStatus(o, "placed again");
      round.put(OrderEntity.SCHEMA, again);
      expect(expected, OrderEntity.SCHEMA.toItem(again), "INSERT null -> " + again + " []");
    }
    writes += execute(round);
    return writes;
  }

  private static int execute(BatchWrite round) {
    int size = round.size();
    round.execute().requireComplete();
    return size;
  }

  private static void expect(Map<String, List<String>> expected, Map<String, AttributeValue> item, String change) {
    expected.computeIfAbsent(key(item), k -> new ArrayList<>()).add(change);
  }

  static String describe(ShopService.Change change) {
    if (change instanceof ShopService.CustomerChange c) {
      return c.kind() + " " + c.oldValue().orElse(null) + " -> " + c.newValue().orElse(null) + " " + c.changed();
    } else if (change instanceof ShopService.OrderChange o) {
      return o.kind() + " " + o.oldValue().orElse(null) + " -> " + o.newValue().orElse(null) + " " + o.changed();
    } else if (change instanceof ShopService.OrderLogChange l) {
      return l.kind() + " " + l.oldValue().orElse(null) + " -> " + l.newValue().orElse(null) + " " + l.changed();
    }
    return "UNKNOWN " + ((ShopService.UnknownChange) change).reason();
  }

  static String key(Map<String, AttributeValue> item) {
    return item.get("PK").s() + "|" + item.get("SK").s();
  }

  private static <T> dev.singletable.runtime.Key<T> primaryKey(Map<String, AttributeValue> item) {
    return dev.singletable.runtime.Key.of(Map.of("PK", item.get("PK"), "SK", item.get("SK")));
  }

  static int orderId(ShopService.Change change) {
    return ((ShopService.OrderChange) change).newValue().orElseThrow().orderId();
  }

  static Order order(String customerId, int orderId, String status) {
    return new Order(customerId, orderId, status, new BigDecimal(orderId + ".25"),
        Instant.parse("2024-05-01T10:00:00Z").plusSeconds(orderId));
  }

  private static Order withStatus(Order o, String status) {
    return new Order(o.customerId(), o.orderId(), status, o.total(), o.placedAt());
  }

}
