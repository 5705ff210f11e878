package dev.singletable.micrometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.micrometer.shop.Customer;
import dev.singletable.micrometer.shop.CustomerEntity;
import dev.singletable.micrometer.shop.Order;
import dev.singletable.micrometer.shop.OrderEntity;
import dev.singletable.micrometer.shop.ShopService;
import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.ThrottledException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.test.DynamoDbExtension;
import dev.singletable.test.Faults.Fault;
import dev.singletable.test.Subscriptions;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The meters of {@link MicrometerRequestListener}, exactly: name, tags and counts of every operation kind, sync
 * and async, failures, retries and cancellations included, on both engines of DynamoDB Local. Each test compares the whole registry, so a meter too many is a
 * failure as much as one missing.
 */
class MicrometerRequestListenerTest {
  @RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("metrics", ShopService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  private final MeterRegistry registry = new SimpleMeterRegistry();

  private ShopService shop(DynamoDbExtension dynamo, boolean capacity) {
    Table table = Table.of(dynamo.client(), dynamo.asyncClient(), dynamo.tableName())
        .withListener(new MicrometerRequestListener(registry, capacity));
    return ShopService.of(table);
  }

  /** Every meter as {@code name{tag=value,...} count}, sorted; tables appear as {@code T}. */
  private Map<String, Double> meters(DynamoDbExtension dynamo) {
    Map<String, Double> meters = new TreeMap<>();
    for (Meter meter : registry.getMeters()) {
      String tags = meter.getId().getTags().stream()
          .map(tag -> tag.getKey() + "=" + (tag.getValue().equals(dynamo.tableName()) ? "T" : tag.getValue()))
          .collect(Collectors.joining(",", "{", "}"));
      double value = meter instanceof io.micrometer.core.instrument.Timer timer ? timer.count()
          : ((io.micrometer.core.instrument.Counter) meter).count();
      meters.put(meter.getId().getName() + tags, value);
    }
    return meters;
  }

  private static String request(String entity, String operation, String call, String index, String outcome) {
    return MicrometerRequestListener.REQUESTS + "{call=" + call + ",entity=" + entity + ",index=" + index
        + ",operation=" + operation + ",outcome=" + outcome + ",table=T}";
  }

  private static String call(String entity, String operation, String index, String outcome) {
    return MicrometerRequestListener.CALLS + "{entity=" + entity + ",index=" + index + ",operation=" + operation
        + ",outcome=" + outcome + ",table=T}";
  }

  private static String items(String kind, String entity, String operation, String call, String index) {
    return "singletable.items." + kind + "{call=" + call + ",entity=" + entity + ",index=" + index
        + ",operation=" + operation + ",table=T}";
  }

  private static void seed(ShopService shop) {
    shop.customers().put(new Customer("c1", "Ada")).execute();
    shop.orders().put(new Order("c1", "o1", "open")).execute();
    shop.orders().put(new Order("c1", "o2", "shipped")).execute();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void syncGetPutAndIndexQueryAreTimedWithTheItemsReadAndReturned(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    seed(shop);
    shop.customers().get("c1").execute();
    shop.customers().get("c2").execute();
    assertEquals(1, shop.orders().query().byStatus("open").list().size());

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("customer", "put", "PutItem", "none", "ok"), 1.0);
    expected.put(request("order", "put", "PutItem", "none", "ok"), 2.0);
    expected.put(request("customer", "get", "GetItem", "none", "ok"), 2.0);
    expected.put(items("read", "customer", "get", "GetItem", "none"), 1.0);
    expected.put(items("returned", "customer", "get", "GetItem", "none"), 1.0);
    expected.put(request("order", "query", "Query", "gsi1", "ok"), 1.0);
    expected.put(items("read", "order", "query", "Query", "gsi1"), 1.0);
    expected.put(items("returned", "order", "query", "Query", "gsi1"), 1.0);
    expected.put(call("customer", "put", "none", "ok"), 1.0);
    expected.put(call("order", "put", "none", "ok"), 2.0);
    expected.put(call("customer", "get", "none", "ok"), 2.0);
    expected.put(call("order", "query", "gsi1", "ok"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void asyncTerminalsRecordTheSameMetersAsSyncOnes(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.customers().put(new Customer("c1", "Ada")).executeAsync().join();
    shop.orders().put(new Order("c1", "o1", "open")).executeAsync().join();
    shop.customers().get("c1").executeAsync().join();
    shop.orders().query().primary("c1").listAsync().join();
    shop.customer("c1").listAsync().join();
    shop.scan().listAsync().join();

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("customer", "put", "PutItem", "none", "ok"), 1.0);
    expected.put(request("order", "put", "PutItem", "none", "ok"), 1.0);
    expected.put(request("customer", "get", "GetItem", "none", "ok"), 1.0);
    expected.put(items("read", "customer", "get", "GetItem", "none"), 1.0);
    expected.put(items("returned", "customer", "get", "GetItem", "none"), 1.0);
    expected.put(request("order", "query", "Query", "none", "ok"), 1.0);
    expected.put(items("read", "order", "query", "Query", "none"), 1.0);
    expected.put(items("returned", "order", "query", "Query", "none"), 1.0);
    expected.put(request("none", "collectionQuery", "Query", "none", "ok"), 1.0);
    expected.put(items("read", "none", "collectionQuery", "Query", "none"), 2.0);
    expected.put(items("returned", "none", "collectionQuery", "Query", "none"), 2.0);
    expected.put(request("none", "scan", "Scan", "none", "ok"), 1.0);
    expected.put(items("read", "none", "scan", "Scan", "none"), 2.0);
    expected.put(items("returned", "none", "scan", "Scan", "none"), 2.0);
    expected.put(call("customer", "put", "none", "ok"), 1.0);
    expected.put(call("order", "put", "none", "ok"), 1.0);
    expected.put(call("customer", "get", "none", "ok"), 1.0);
    expected.put(call("order", "query", "none", "ok"), 1.0);
    expected.put(call("none", "collectionQuery", "none", "ok"), 1.0);
    expected.put(call("none", "scan", "none", "ok"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void collectionScanTransactionAndBatchAreTimedAcrossEntities(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.transactWrite()
        .put(CustomerEntity.SCHEMA, new Customer("c1", "Ada"))
        .put(OrderEntity.SCHEMA, new Order("c1", "o1", "open"))
        .execute();
    shop.batchWrite()
        .put(OrderEntity.SCHEMA, new Order("c1", "o2", "open"))
        .put(OrderEntity.SCHEMA, new Order("c1", "o3", "shipped"))
        .execute().requireComplete();
    assertEquals(3, shop.customer("c1").list().orders().size());
    assertEquals(4, shop.scan().list().size());

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("none", "transactWrite", "TransactWriteItems", "none", "ok"), 1.0);
    expected.put(request("none", "batchWrite", "BatchWriteItem", "none", "ok"), 1.0);
    expected.put(request("none", "collectionQuery", "Query", "none", "ok"), 1.0);
    expected.put(items("read", "none", "collectionQuery", "Query", "none"), 4.0);
    expected.put(items("returned", "none", "collectionQuery", "Query", "none"), 4.0);
    expected.put(request("none", "scan", "Scan", "none", "ok"), 1.0);
    expected.put(items("read", "none", "scan", "Scan", "none"), 4.0);
    expected.put(items("returned", "none", "scan", "Scan", "none"), 4.0);
    expected.put(call("none", "transactWrite", "none", "ok"), 1.0);
    expected.put(call("none", "batchWrite", "none", "ok"), 1.0);
    expected.put(call("none", "collectionQuery", "none", "ok"), 1.0);
    expected.put(call("none", "scan", "none", "ok"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void failedConditionCancelledTransactionAndThrottlingAreOutcomes(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.customers().put(new Customer("c1", "Ada")).execute();
    assertThrows(ConditionFailedException.class, () -> shop.customers().create(new Customer("c1", "Bob")).execute());
    CompletionException async = assertThrows(CompletionException.class,
        () -> shop.customers().create(new Customer("c1", "Bob")).executeAsync().join());
    assertEquals(ConditionFailedException.class, async.getCause().getClass());
    assertThrows(TransactionCanceledException.class, () -> shop.transactWrite()
        .create(CustomerEntity.SCHEMA, new Customer("c1", "Bob"))
        .put(OrderEntity.SCHEMA, new Order("c1", "o1", "open"))
        .execute());
    dynamo.faults().next("GetItem", Fault.THROTTLED).next("Query", Fault.THROTTLED);
    assertThrows(ThrottledException.class, () -> shop.customers().get("c1").execute());
    CompletionException throttled = assertThrows(CompletionException.class,
        () -> shop.orders().query().byStatus("open").listAsync().join());
    assertEquals(ThrottledException.class, throttled.getCause().getClass());
    assertEquals(List.of("GetItem THROTTLED", "Query THROTTLED"), dynamo.faults().applied());

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("customer", "put", "PutItem", "none", "ok"), 1.0);
    expected.put(request("customer", "create", "PutItem", "none", "condition_failed"), 2.0);
    expected.put(request("none", "transactWrite", "TransactWriteItems", "none", "cancelled"), 1.0);
    expected.put(request("customer", "get", "GetItem", "none", "throttled"), 1.0);
    expected.put(request("order", "query", "Query", "gsi1", "throttled"), 1.0);
    expected.put(call("customer", "put", "none", "ok"), 1.0);
    expected.put(call("customer", "create", "none", "condition_failed"), 2.0);
    expected.put(call("none", "transactWrite", "none", "cancelled"), 1.0);
    expected.put(call("customer", "get", "none", "throttled"), 1.0);
    expected.put(call("order", "query", "gsi1", "throttled"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchRetriesAndTheirBackoffAreCounted(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    dynamo.faults().next("BatchWriteItem", Fault.UNPROCESSED).next("BatchWriteItem", Fault.THROTTLED);
    shop.batchWrite()
        .put(OrderEntity.SCHEMA, new Order("c1", "o1", "open"))
        .backoff(Backoff.of(5, Duration.ofMillis(1), Duration.ofMillis(5)))
        .execute().requireComplete();

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("none", "batchWrite", "BatchWriteItem", "none", "ok"), 2.0);
    expected.put(request("none", "batchWrite", "BatchWriteItem", "none", "throttled"), 1.0);
    expected.put(MicrometerRequestListener.RETRIES + "{entity=none,operation=batchWrite,table=T}", 2.0);
    expected.put(MicrometerRequestListener.BACKOFF + "{entity=none,operation=batchWrite,table=T}", 2.0);
    expected.put(call("none", "batchWrite", "none", "ok"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void consumedCapacityIsCountedInReadAndWriteUnitsWhenAsked(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, true);
    shop.customers().put(new Customer("c1", "Ada")).execute();
    shop.customers().get("c1").execute();

    Map<String, Double> units = new TreeMap<>();
    for (Meter meter : registry.getMeters()) {
      if (meter.getId().getName().startsWith("singletable.capacity.")) {
        units.put(meter.getId().getName() + " " + meter.getId().getTag("operation"),
            ((io.micrometer.core.instrument.Counter) meter).count());
      }
    }
    assertEquals(Map.of("singletable.capacity.read put", 0.0, "singletable.capacity.write put", 1.0,
        "singletable.capacity.read get", 0.5, "singletable.capacity.write get", 0.0), units);
    assertEquals(List.of(Tag.of("call", "GetItem"), Tag.of("entity", "customer"), Tag.of("index", "none"),
            Tag.of("operation", "get"), Tag.of("table", dynamo.tableName())),
        registry.get(MicrometerRequestListener.CAPACITY_READ).tag("operation", "get").counter().getId().getTags());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsThatFailToReadAreCountedSkippedOrNot(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.orders().put(new Order("c1", "o1", "open")).execute();
    shop.orders().put(new Order("c1", "o2", "open")).execute();
    dynamo.client().updateItem(UpdateItemRequest.builder().tableName(dynamo.tableName())
        .key(Map.of("pk", AttributeValue.fromS("CUSTOMER#c1"), "sk", AttributeValue.fromS("ORDER#o2")))
        .updateExpression("SET #s = :n").expressionAttributeNames(Map.of("#s", "status"))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("2"))).build());
    registry.clear();

    assertEquals(1, shop.orders().query().primary("c1").skipInvalid().list().size());
    assertThrows(InvalidItemException.class, () -> shop.orders().query().primary("c1").list());

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("order", "query", "Query", "none", "ok"), 2.0);
    expected.put(items("read", "order", "query", "Query", "none"), 4.0);
    expected.put(items("returned", "order", "query", "Query", "none"), 4.0);
    expected.put(MicrometerRequestListener.INVALID_ITEMS + "{entity=order,operation=query,skipped=true,table=T}", 1.0);
    expected.put(MicrometerRequestListener.INVALID_ITEMS + "{entity=order,operation=query,skipped=false,table=T}", 1.0);
    expected.put(call("order", "query", "none", "ok"), 1.0);
    expected.put(call("order", "query", "none", "error"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aScanOfAnIndexIsTaggedWithTheIndex(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    shop.orders().put(new Order("c1", "o1", "open")).execute();
    registry.clear();

    assertEquals(1, shop.orders().scanByStatus().list().size());

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("order", "scan", "Scan", "gsi1", "ok"), 1.0);
    expected.put(items("read", "order", "scan", "Scan", "gsi1"), 1.0);
    expected.put(items("returned", "order", "scan", "Scan", "gsi1"), 1.0);
    expected.put(call("order", "scan", "gsi1", "ok"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCancelledFutureIsTimedCancelledWithItsRequestInFlight(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    dynamo.faults().next("Query", Fault.HELD);
    CompletableFuture<List<Order>> orders = shop.orders().query().byStatus("open").listAsync();
    assertEquals(Map.of(), meters(dynamo));
    assertTrue(orders.cancel(true));

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("order", "query", "Query", "gsi1", "cancelled"), 1.0);
    expected.put(call("order", "query", "gsi1", "cancelled"), 1.0);
    assertEquals(expected, meters(dynamo));
    assertEquals(List.of("Query HELD"), dynamo.faults().applied());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCancelledSubscriptionIsTimedCancelled(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    dynamo.faults().next("Query", Fault.HELD);
    Flow.Subscription subscription = Subscriptions.request(shop.orders().query().primary("c1").publisher(), 1);
    subscription.cancel();

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("order", "query", "Query", "none", "cancelled"), 1.0);
    expected.put(call("order", "query", "none", "cancelled"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSyncStreamClosedBeforeItsEndIsTimedCancelled(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    seed(shop);
    registry.clear();
    try (Stream<Order> orders = shop.orders().query().primary("c1").stream()) {
      assertEquals("o1", orders.iterator().next().orderId());
    }

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("order", "query", "Query", "none", "ok"), 1.0);
    expected.put(items("read", "order", "query", "Query", "none"), 2.0);
    expected.put(items("returned", "order", "query", "Query", "none"), 2.0);
    expected.put(call("order", "query", "none", "cancelled"), 1.0);
    assertEquals(expected, meters(dynamo));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aQueryOfSeveralPagesIsOneCallOfSeveralRequests(DynamoDbExtension dynamo) {
    ShopService shop = shop(dynamo, false);
    seed(shop);
    shop.orders().put(new Order("c1", "o3", "open")).execute();
    registry.clear();
    assertEquals(2, shop.orders().query().primary("c1").filter(OrderEntity.STATUS.eq("open")).limit(2).list().size());
    assertEquals(2, shop.orders().query().primary("c1").filter(OrderEntity.STATUS.eq("open")).limit(2).listAsync()
        .join().size());

    Map<String, Double> expected = new TreeMap<>();
    expected.put(request("order", "query", "Query", "none", "ok"), 4.0);
    expected.put(items("read", "order", "query", "Query", "none"), 6.0);
    expected.put(items("returned", "order", "query", "Query", "none"), 4.0);
    expected.put(call("order", "query", "none", "ok"), 2.0);
    assertEquals(expected, meters(dynamo));
  }
}
