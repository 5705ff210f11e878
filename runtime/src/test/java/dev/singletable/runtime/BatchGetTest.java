package dev.singletable.runtime;

import static dev.singletable.runtime.BatchWriteTest.customer;
import static dev.singletable.runtime.BatchWriteTest.order;
import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.OrderSchema.Order;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.exception.SingleTableException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Batch reads against DynamoDB Local. */
class BatchGetTest {
  @ParameterizedTest
  @MethodSource("dev.singletable.runtime.BatchWriteTest#engines")
  void itemsOfTwoEntitiesComeBackTypedInTheOrderAsked(DynamoDbClient client) {
    Table table = LocalEngines.newTable(client, "get-mixed", ORDERS, CUSTOMERS);
    BatchWrite.of(table).put(ORDERS, order(1)).put(ORDERS, order(2)).put(ORDERS, order(3))
        .put(CUSTOMERS, customer(1)).put(CUSTOMERS, customer(2)).execute().requireComplete();

    BatchGetResult result = BatchGet.of(table)
        .get(ORDERS, ORDERS.keyOf(order(3)))
        .get(CUSTOMERS, CustomerSchema.key("P2"))
        .get(ORDERS, ORDERS.keyOf(order(1)))
        .get(ORDERS, ORDERS.keyOf(order(99)))
        .get(CUSTOMERS, CustomerSchema.key("P1"))
        .consistent()
        .execute()
        .requireComplete();

    assertEquals(List.of(order(3), order(1)), result.items(ORDERS));
    assertEquals(List.of(customer(2), customer(1)), result.items(CUSTOMERS));
    assertEquals(Optional.of(order(1)), result.item(ORDERS, ORDERS.keyOf(order(1))));
    assertEquals(Optional.empty(), result.item(ORDERS, ORDERS.keyOf(order(99))));
    assertEquals(List.of(), result.failedKeys(ORDERS));
    assertEquals(5, result.operations());
    assertEquals(1, result.stats().requests());
  }

  @Test
  void anItemOfAnotherEntityAtTheKeyReadsAsAbsentAndARepeatedKeyIsReadOnce() {
    Table table = LocalEngines.newTable(LocalEngines.client(), "get-foreign", ORDERS, CUSTOMERS);
    BatchWrite.of(table).put(CUSTOMERS, customer(1)).execute().requireComplete();
    Key<Customer> key = CustomerSchema.key("P1");
    Key<Order> forged = Key.of(key);

    BatchGet get = BatchGet.of(table).get(ORDERS, forged).get(CUSTOMERS, key).get(CUSTOMERS, key);
    assertEquals(1, get.size());
    BatchGetResult result = get.execute();

    assertEquals(List.of(), result.items(ORDERS));
    assertEquals(Optional.empty(), result.item(ORDERS, forged));
    assertEquals(List.of(customer(1)), result.items(CUSTOMERS));
    assertTrue(result.isComplete());
  }

  @Test
  void moreThanAHundredKeysAreSentInChunksOfAHundred() {
    FlakyBatches counting = new FlakyBatches(0L, 0.0, 0.0, key -> false);
    Table table = LocalEngines.newTable(LocalEngines.http(counting), "get-chunks", ORDERS);
    List<Order> orders = new ArrayList<>();
    BatchWrite write = BatchWrite.of(table);
    for (int i = 0; i < 250; i++) {
      orders.add(order(i));
      write.put(ORDERS, order(i));
    }
    assertEquals(10, write.execute().requireComplete().stats().requests());
    BatchGet get = BatchGet.of(table);
    for (Order order : orders) {
      get.get(ORDERS, ORDERS.keyOf(order));
    }
    int before = counting.batchCalls;

    BatchGetResult result = get.execute();

    assertEquals(orders, result.items(ORDERS));
    assertEquals(3, counting.batchCalls - before);
    assertEquals(3, result.stats().requests());
  }

  @Test
  void aKeyLeftUnprocessedEveryTimeIsReportedNotDropped() {
    Map<String, AttributeValue> stuck = ORDERS.keyOf(order(42));
    FlakyBatches flaky = new FlakyBatches(9L, 0.2, 0.0, key -> stuck.equals(Map.of("pk", key.get("pk"), "sk", key.get("sk"))));
    Table table = LocalEngines.newTable(LocalEngines.http(flaky), "get-stuck", ORDERS);
    BatchWrite write = BatchWrite.of(Table.of(LocalEngines.http(), table.name()));
    BatchGet get = BatchGet.of(table)
        .backoff(Backoff.of(4, Duration.ofMillis(5), Duration.ofMillis(5)).withClock(new FakeClock()).withRandom(new SplittableRandom(1)));
    for (int i = 0; i < 150; i++) {
      write.put(ORDERS, order(i));
      get.get(ORDERS, ORDERS.keyOf(order(i)));
    }
    // Written on a client without the interceptor, which would hold the key back from writes too.
    write.execute().requireComplete();

    BatchGetResult result = get.execute();

    assertFalse(result.isComplete());
    assertEquals(List.of(stuck), result.failedKeys(ORDERS));
    assertEquals(1, result.failures().size());
    assertEquals("get order key pk=CUSTOMER#C42, sk=ORDER#00042: unprocessed after 4 attempts",
        result.failures().get(0).toString());
    assertEquals(149, result.items(ORDERS).size());
    assertFalse(result.items(ORDERS).contains(order(42)));
    assertTrue(result.stats().resentOperations() > 3, result.stats()::toString);
    SingleTableException incomplete = assertThrows(SingleTableException.class, result::requireComplete);
    assertTrue(incomplete.getMessage().startsWith("batch get gave up 1 of 150 operations: get order key pk=CUSTOMER#C42"),
        incomplete.getMessage());
  }
}
