package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.scan.ScanOrders.ORDERS;
import static dev.singletable.samples.scan.ScanOrders.allIds;
import static dev.singletable.samples.scan.ScanOrders.ids;
import static dev.singletable.samples.scan.ScanOrders.orders;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.scan.ScanResult;
import dev.singletable.runtime.scan.ScanSegmentException;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLogEntity;
import dev.singletable.samples.shop.ShopService;
import dev.singletable.test.Faults;
import dev.singletable.test.ObservedClients;
import dev.singletable.test.RequestLog;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The scans of {@code ScanTest}, through the async terminals. */
class AsyncScanTest {
  private static final Map<String, Table> SEEDED = Twins.cache();

  static Stream<?> tables() {
    return Twins.seeded(SEEDED, AsyncScanTest::seed);
  }



  /** 2,000 orders, the seed's logs and a foreign item written by another tool. */
  static Table seed(AsyncEngines.Engine engine) {
    Table table = engine.newTable("scan", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
    await(ShopService.of(table).batchWrite().putAll(OrderEntity.SCHEMA, orders()).executeAsync()).requireComplete();
    SeedData.orderLogs().forEach(l -> await(OrderLogEntity.of(table).put(l).executeAsync()));
    table.client().putItem(b -> b.tableName(table.name())
        .item(Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("LEGACY#1"))));
    return table;
  }



  @ParameterizedTest
  @MethodSource("tables")
  void parallelScanOfTwoThousandOrdersReturnsEachExactlyOnce(Table table) {
    List<Order> read = await(OrderEntity.of(table).scan().segments(4).listAsync());

    assertEquals(ORDERS, read.size(), "no order twice");
    assertEquals(allIds(), ids(read));
    assertEquals(new HashSet<>(orders()), new HashSet<>(read));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void failedSegmentResumedFromItsCursorCompletesTheScanWithoutLossOrDuplicate(Table table) {
    Table failing = Table.of(new FailingScanAsyncClient(table.asyncClient(), 1, 3), table.name());
    List<Order> read = Collections.synchronizedList(new ArrayList<>());

    ScanSegmentException failure = Twins.failure(ScanSegmentException.class,
        OrderEntity.of(failing).scan().segments(4).pageSize(150)
            .forEachPageAsync((segment, page) -> read.addAll(page.items())));

    assertEquals(1, failure.segment());
    assertTrue(failure.cursor().isPresent(), "segment 1 delivered two pages before its third request failed");
    assertTrue(read.size() < ORDERS);

    read.addAll(await(OrderEntity.of(table).scan().segment(1, 4).startAfter(failure.cursor().get()).listAsync()));

    assertEquals(ORDERS, read.size(), "no order twice");
    assertEquals(allIds(), ids(read));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void aSegmentFailedByTheTestKitIsResumedFromItsCursorWithoutLossOrDuplicate(Table table) {
    Faults faults = new Faults();
    Table observed = Table.of(ObservedClients.async(table.asyncClient(), new RequestLog(), faults), table.name());
    List<Order> read = Collections.synchronizedList(new ArrayList<>());
    Map<Integer, Integer> pages = new ConcurrentHashMap<>();
    AtomicBoolean queued = new AtomicBoolean();

    ScanSegmentException failure = Twins.failure(ScanSegmentException.class,
        OrderEntity.of(observed).scan().segments(4).pageSize(150).forEachPageAsync((segment, page) -> {
          read.addAll(page.items());
          pages.merge(segment, 1, Integer::sum);
          if (pages.size() == 4 && pages.values().stream().allMatch(n -> n >= 2) && queued.compareAndSet(false, true)) {
            // Every segment has delivered two pages: the next Scan request, of whichever segment, fails.
            faults.next("Scan", Faults.Fault.INTERNAL_ERROR);
          }
        }));

    assertEquals(List.of("Scan INTERNAL_ERROR"), faults.applied());
    assertTrue(failure.cursor().isPresent(), "segment " + failure.segment() + " delivered two pages before it failed");
    assertTrue(read.size() < ORDERS);

    read.addAll(await(OrderEntity.of(table).scan().segment(failure.segment(), 4).startAfter(failure.cursor().get())
        .listAsync()));

    assertEquals(ORDERS, read.size(), "no order twice");
    assertEquals(allIds(), ids(read));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void countEqualsTheSizeOfTheList(Table table) {
    OrderEntity orders = OrderEntity.of(table);

    List<Order> all = await(orders.scan().listAsync());

    assertEquals(ORDERS, all.size());
    assertEquals((long) all.size(), await(orders.scan().countAsync()));
    assertEquals((long) all.size(), await(orders.scan().segments(4).countAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void sparseIndexScanReadsAllShippedOrders(Table table) {
    Set<Integer> shipped = orders().stream().filter(o -> o.shippedAt() != null).map(Order::orderId)
        .collect(Collectors.toSet());

    List<Order> read = await(OrderEntity.of(table).scanShipped().listAsync());

    assertEquals(shipped.size(), read.size());
    assertEquals(shipped, ids(read));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void filterAndLimitReturnPagesOfExactlyTheMatchingItems(Table table) {
    OrderEntity orders = OrderEntity.of(table);
    Set<Integer> expected = orders().stream().filter(o -> o.customerId().equals("C7")).map(Order::orderId)
        .collect(Collectors.toSet());
    List<Order> all = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    do {
      var scan = orders.scan().filter(OrderEntity.CUSTOMER_ID.eq("C7")).limit(7);
      Page<Order> page = await((cursor.isPresent() ? scan.startAfter(cursor.get()) : scan).pageAsync());
      assertTrue(page.items().size() <= 7);
      all.addAll(page.items());
      cursor = page.cursor();
    } while (cursor.isPresent());

    assertEquals(expected.size(), all.size(), "no order twice");
    assertEquals(expected, ids(all));
    assertEquals((long) expected.size(), await(orders.scan().filter(OrderEntity.CUSTOMER_ID.eq("C7")).countAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void serviceScanSkipsAndCountsTheForeignItem(Table table) {
    ScanResult<ShopService.Item> result = await(ShopService.of(table).scan().resultAsync());

    assertEquals(ORDERS + SeedData.orderLogs().size(), result.items().size());
    assertEquals(1, result.foreignItems());
    assertEquals(ORDERS, result.items().stream().filter(item -> item instanceof ShopService.OrderItem).count());
  }

  @ParameterizedTest
  @MethodSource("tables")
  void publishedPagesDeliverEveryShippedOrderOnce(Table table) {
    List<Page<Order>> pages = Twins.pages(OrderEntity.of(table).scanShipped().limit(90).pages());
    List<Order> published = pages.stream().flatMap(page -> page.items().stream()).collect(Collectors.toList());

    assertTrue(pages.size() >= 7, "pages of at most 90 orders: " + pages.size());
    assertEquals(ORDERS / 3 + 1, published.size());
    assertEquals(orders().stream().filter(o -> o.shippedAt() != null).map(Order::orderId).collect(Collectors.toSet()),
        ids(published));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void cursorOfAnotherSegmentIsRefused(Table table) {
    String segmentCursor = await(OrderEntity.of(table).scan().segment(0, 4).limit(3).pageAsync()).cursor().orElseThrow();

    assertEquals(3, await(OrderEntity.of(table).scan().segment(0, 4).startAfter(segmentCursor).limit(3).pageAsync())
        .items().size());
    assertThrows(SingleTableException.class, () -> OrderEntity.of(table).scan().segment(1, 4).startAfter(segmentCursor));
    assertThrows(SingleTableException.class, () -> OrderEntity.of(table).scan().startAfter(segmentCursor));
  }
}
