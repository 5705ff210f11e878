package dev.singletable.samples.scan;

import static dev.singletable.samples.scan.ScanOrders.ORDERS;
import static dev.singletable.samples.scan.ScanOrders.allIds;
import static dev.singletable.samples.scan.ScanOrders.ids;
import static dev.singletable.samples.scan.ScanOrders.order;
import static dev.singletable.samples.scan.ScanOrders.orders;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.scan.ScanResult;
import dev.singletable.runtime.scan.ScanSegmentException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shop.Customer;
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
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Scans of the shop design (seed 001): an entity's scan returns only its items, a parallel scan of
 * 2,000 orders returns each exactly once (also when a segment fails and is resumed from its cursor),
 * count agrees with list, the service scan skips and counts foreign items, and the sparse index
 * {@code SPARSE_SHIPPED} answers "read all shipped orders".
 */
class ScanTest {
  private static final Map<SampleEngine, Table> BIG = new ConcurrentHashMap<>();

  static Stream<?> engines() {
    return Engines.all();
  }



  /** A table of the shop's seed items and 2,000 more orders, one per engine. */
  private static Table big(SampleEngine engine) {
    return BIG.computeIfAbsent(engine, e -> {
      Table table = Engines.newTable(e, "scan", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
      ShopService.of(table).batchWrite().putAll(OrderEntity.SCHEMA, orders()).execute().requireComplete();
      CustomerEntity.of(table).put(new Customer("C1", "One")).execute();
      SeedData.orderLogs().forEach(log -> OrderLogEntity.of(table).put(log).execute());
      return table;
    });
  }



  @ParameterizedTest
  @MethodSource("engines")
  void parallelScanOfTwoThousandOrdersReturnsEachExactlyOnce(SampleEngine engine) {
    List<Order> read = OrderEntity.of(big(engine)).scan().segments(4).list();

    assertEquals(ORDERS, read.size(), "no order twice");
    assertEquals(allIds(), ids(read), "every order");
    assertEquals(new HashSet<>(orders()), new HashSet<>(read), "decoded as written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void failedSegmentResumedFromItsCursorCompletesTheScanWithoutLossOrDuplicate(SampleEngine engine) {
    Table table = big(engine);
    Table failing = Table.of(new FailingScanClient(table.client(), 2, 3), table.name());
    List<Order> read = Collections.synchronizedList(new ArrayList<>());
    Set<Integer> segmentsSeen = ConcurrentHashMap.newKeySet();

    ScanSegmentException failure = assertThrows(ScanSegmentException.class,
        () -> OrderEntity.of(failing).scan().segments(4).pageSize(150).forEachPage((segment, page) -> {
          segmentsSeen.add(segment);
          read.addAll(page.items());
        }));

    assertEquals(2, failure.segment());
    assertEquals(4, failure.totalSegments());
    assertTrue(failure.cursor().isPresent(), "segment 2 delivered two pages before its third request failed");
    assertEquals(Set.of(0, 1, 2, 3), segmentsSeen);
    assertTrue(read.size() < ORDERS, "segment 2 is incomplete: " + read.size());

    read.addAll(OrderEntity.of(table).scan().segment(2, 4).startAfter(failure.cursor().get()).list());

    assertEquals(ORDERS, read.size(), "no order twice");
    assertEquals(allIds(), ids(read), "every order");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSegmentFailedByTheTestKitIsResumedFromItsCursorWithoutLossOrDuplicate(SampleEngine engine) {
    Table table = big(engine);
    Faults faults = new Faults();
    Table observed = Table.of(ObservedClients.sync(table.client(), new RequestLog(), faults), table.name());
    List<Order> read = Collections.synchronizedList(new ArrayList<>());
    Map<Integer, Integer> pages = new ConcurrentHashMap<>();
    AtomicBoolean queued = new AtomicBoolean();

    ScanSegmentException failure = assertThrows(ScanSegmentException.class,
        () -> OrderEntity.of(observed).scan().segments(4).pageSize(150).forEachPage((segment, page) -> {
          read.addAll(page.items());
          pages.merge(segment, 1, Integer::sum);
          if (pages.size() == 4 && pages.values().stream().allMatch(n -> n >= 2) && queued.compareAndSet(false, true)) {
            // Every segment has delivered two pages: the next Scan request, of whichever segment, fails.
            faults.next("Scan", Faults.Fault.INTERNAL_ERROR);
          }
        }));

    assertEquals(List.of("Scan INTERNAL_ERROR"), faults.applied());
    assertEquals(4, failure.totalSegments());
    assertTrue(failure.cursor().isPresent(), "segment " + failure.segment() + " delivered two pages before it failed");
    assertTrue(read.size() < ORDERS, "segment " + failure.segment() + " is incomplete: " + read.size());

    read.addAll(OrderEntity.of(table).scan().segment(failure.segment(), 4).startAfter(failure.cursor().get()).list());

    assertEquals(ORDERS, read.size(), "no order twice");
    assertEquals(allIds(), ids(read), "every order");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countEqualsTheSizeOfTheList(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(big(engine));

    List<Order> all = orders.scan().list();

    assertEquals(ORDERS, all.size(), "the scan of orders leaves out the customer and the logs");
    assertEquals(all.size(), orders.scan().count());
    assertEquals(all.size(), orders.scan().segments(4).count());
    assertEquals(1, CustomerEntity.of(big(engine)).scan().count());
    assertEquals(SeedData.orderLogs().size(), OrderLogEntity.of(big(engine)).scan().list().size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void sparseIndexScanReadsAllShippedOrders(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(big(engine));
    Set<Integer> shipped = orders().stream().filter(o -> o.shippedAt() != null).map(Order::orderId)
        .collect(Collectors.toSet());

    List<Order> read = orders.scanShipped().list();

    assertEquals(shipped.size(), read.size(), "each shipped order once");
    assertEquals(shipped, ids(read));
    assertTrue(read.stream().allMatch(o -> o.status().equals("SHIPPED")));
    assertEquals(shipped.size(), orders.scanShipped().count());
    assertEquals(shipped.size(), orders.scanShipped().segments(3).list().size());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void filterAndLimitReturnPagesOfExactlyTheMatchingItems(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(big(engine));
    Set<Integer> expected = orders().stream().filter(o -> o.customerId().equals("C7")).map(Order::orderId)
        .collect(Collectors.toSet());

    Page<Order> first = orders.scan().filter(OrderEntity.CUSTOMER_ID.eq("C7")).limit(7).page();
    List<Order> all = new ArrayList<>(first.items());
    Optional<String> cursor = first.cursor();
    while (cursor.isPresent()) {
      Page<Order> page = orders.scan().filter(OrderEntity.CUSTOMER_ID.eq("C7")).limit(7).startAfter(cursor.get()).page();
      assertTrue(page.items().size() <= 7);
      all.addAll(page.items());
      cursor = page.cursor();
    }

    assertEquals(7, first.items().size());
    assertEquals(expected.size(), all.size(), "no order twice");
    assertEquals(expected, ids(all));
    assertEquals(7, orders.scan().filter(OrderEntity.CUSTOMER_ID.eq("C7")).limit(7).list().size());
    assertEquals(expected.size(), orders.scan().filter(OrderEntity.CUSTOMER_ID.eq("C7")).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void projectionReadsOnlyTheNamedAttributesAndTheKeys(SampleEngine engine) {
    List<Order> read = OrderEntity.of(big(engine)).scan().attributes(OrderEntity.STATUS).limit(5).list();

    assertEquals(5, read.size());
    for (Order order : read) {
      assertEquals(order(order.orderId()).status(), order.status());
      assertEquals(order(order.orderId()).customerId(), order.customerId());
      assertEquals(null, order.total(), "not projected");
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void serviceScanReturnsTypedItemsAndSkipsAndCountsForeignItems(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shopscan", CustomerEntity.SCHEMA, OrderEntity.SCHEMA,
        OrderLogEntity.SCHEMA);
    SeedData.customers().forEach(c -> CustomerEntity.of(table).put(c).execute());
    SeedData.orders().forEach(o -> OrderEntity.of(table).put(o).execute());
    SeedData.orderLogs().forEach(l -> OrderLogEntity.of(table).put(l).execute());
    putRaw(table, Map.of("PK", s("LEGACY#1"), "SK", s("LEGACY#1"), "note", s("written by another tool")));
    putRaw(table, Map.of("PK", s("LEGACY#2"), "SK", s("X"), "__entity", s("invoice"), "__version", n("1")));
    Map<String, AttributeValue> newerOrder = new java.util.HashMap<>(OrderEntity.toItem(SeedData.orders().get(0)));
    newerOrder.put("SK", s("ORDER#99999"));
    newerOrder.put("__version", n("2"));
    putRaw(table, newerOrder);
    List<Map<String, AttributeValue>> foreign = Collections.synchronizedList(new ArrayList<>());

    ScanResult<ShopService.Item> result = ShopService.of(table).scan().onForeign(foreign::add).result();

    int members = SeedData.customers().size() + SeedData.orders().size() + SeedData.orderLogs().size();
    assertEquals(members, result.items().size());
    assertEquals(3, result.foreignItems());
    assertEquals(3, foreign.size());
    assertEquals(new HashSet<>(SeedData.orders()), result.items().stream()
        .filter(item -> item instanceof ShopService.OrderItem)
        .map(item -> ((ShopService.OrderItem) item).value()).collect(Collectors.toSet()));
    assertEquals(SeedData.customers().size(), result.items().stream()
        .filter(item -> item instanceof ShopService.CustomerItem).count());
    assertEquals(members, ShopService.of(table).scan().count(), "count counts the service's items only");
    assertEquals(members, ShopService.of(table).scan().segments(2).list().size());
    assertEquals(SeedData.orders().size(), OrderEntity.of(table).scan().count(), "version 2 is not this order");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void serviceScanFilterKeepsTheNamedEntitysMatchingItemsAndLeavesTheOthers(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shopfilter", CustomerEntity.SCHEMA, OrderEntity.SCHEMA,
        OrderLogEntity.SCHEMA);
    SeedData.customers().forEach(c -> CustomerEntity.of(table).put(c).execute());
    SeedData.orders().forEach(o -> OrderEntity.of(table).put(o).execute());
    SeedData.orderLogs().forEach(l -> OrderLogEntity.of(table).put(l).execute());
    putRaw(table, Map.of("PK", s("LEGACY#1"), "SK", s("LEGACY#1"), "status", s("PLACED")));
    ShopService shop = ShopService.of(table);

    ScanResult<ShopService.Item> placed = shop.scan()
        .filter(ShopService.whereOrder(OrderEntity.STATUS.eq("PLACED")))
        .result();
    List<ShopService.Item> tomsPlaced = shop.scan()
        .filter(ShopService.whereOrder(OrderEntity.STATUS.eq("PLACED")), ShopService.whereCustomer(CustomerEntity.CUSTOMER_ID.eq("XYQ")))
        .filter(ShopService.whereOrder(OrderEntity.CUSTOMER_ID.eq("XYQ")))
        .segments(2)
        .list();

    assertEquals(SeedData.orders().stream().filter(o -> o.status().equals("PLACED")).collect(Collectors.toSet()),
        values(placed.items(), ShopService.OrderItem.class, ShopService.OrderItem::value));
    assertEquals(new HashSet<>(SeedData.customers()),
        values(placed.items(), ShopService.CustomerItem.class, ShopService.CustomerItem::value), "customers untouched");
    assertEquals(SeedData.orderLogs().size(), placed.items().stream()
        .filter(item -> item instanceof ShopService.OrderLogItem).count(), "logs untouched");
    assertEquals(1, placed.foreignItems(), "a foreign item is no order");
    assertEquals(placed.items().size(), shop.scan().filter(ShopService.whereOrder(OrderEntity.STATUS.eq("PLACED"))).count());
    assertEquals(Set.of(SeedData.orders().get(1)),
        values(tomsPlaced, ShopService.OrderItem.class, ShopService.OrderItem::value), "both conditions on orders hold");
    assertEquals(Set.of(new Customer("XYQ", "Tom")),
        values(tomsPlaced, ShopService.CustomerItem.class, ShopService.CustomerItem::value));
  }

  private static <I, V> Set<V> values(List<ShopService.Item> items, Class<I> type, java.util.function.Function<I, V> value) {
    return items.stream().filter(type::isInstance).map(type::cast).map(value).collect(Collectors.toSet());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cursorOfAnotherScanOrSegmentOrForgedIsRefused(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(big(engine));
    String tableCursor = orders.scan().limit(3).page().cursor().orElseThrow();
    String segmentCursor = orders.scan().segment(0, 4).limit(3).page().cursor().orElseThrow();
    String indexCursor = orders.scanShipped().limit(3).page().cursor().orElseThrow();
    String queryCursor = orders.query().primary("C1").limit(1).page().cursor().orElseThrow();

    assertEquals(3, orders.scan().startAfter(tableCursor).limit(3).page().items().size(), "its own cursor");
    assertEquals(3, orders.scan().segment(0, 4).startAfter(segmentCursor).limit(3).page().items().size());
    assertThrows(SingleTableException.class, () -> orders.scan().startAfter(segmentCursor));
    assertThrows(SingleTableException.class, () -> orders.scan().segment(1, 4).startAfter(segmentCursor));
    assertThrows(SingleTableException.class, () -> orders.scan().segment(0, 3).startAfter(segmentCursor));
    assertThrows(SingleTableException.class, () -> orders.scan().segment(0, 4).startAfter(tableCursor));
    assertThrows(SingleTableException.class, () -> orders.scan().startAfter(indexCursor));
    assertThrows(SingleTableException.class, () -> orders.scanShipped().startAfter(tableCursor));
    assertThrows(SingleTableException.class, () -> orders.scan().startAfter(queryCursor));
    assertThrows(SingleTableException.class, () -> CustomerEntity.of(big(engine)).scan().startAfter(tableCursor));
    assertThrows(SingleTableException.class, () -> orders.scan().startAfter("AQABAAJQSwAAAAMAAAABWA"));
    assertThrows(SingleTableException.class, () -> orders.scan().startAfter(tableCursor.substring(1)));
    assertThrows(SingleTableException.class, () -> orders.scan().startAfter("not a cursor"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void streamAndPagesWalkTheSameItemsAsList(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(big(engine));
    AtomicReference<Integer> pages = new AtomicReference<>(0);
    Set<Integer> paged = new HashSet<>();
    Optional<String> cursor = Optional.empty();
    do {
      var scan = orders.scanShipped().limit(150);
      Page<Order> page = cursor.isPresent() ? scan.startAfter(cursor.get()).page() : scan.page();
      page.items().forEach(o -> assertTrue(paged.add(o.orderId()), "once"));
      cursor = page.cursor();
      pages.set(pages.get() + 1);
    } while (cursor.isPresent());

    assertTrue(pages.get() >= 4, "pages of at most 150 items: " + pages.get());
    assertEquals(paged, orders.scanShipped().stream().map(Order::orderId).collect(Collectors.toSet()));
    assertFalse(paged.isEmpty());
  }

  private static void putRaw(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(b -> b.tableName(table.name()).item(item));
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  private static AttributeValue n(String value) {
    return AttributeValue.fromN(value);
  }
}
