package dev.singletable.samples.async;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.shop.Customer;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLog;
import dev.singletable.samples.shop.OrderLogEntity;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The one-to-many seed table of {@code CustomerOrdersLayoutTest}, written and read back with the async terminals. */
class AsyncCustomerOrdersLayoutTest {
  private static final Map<String, Table> SEEDED = Twins.cache();

  static Stream<?> tables() {
    return Twins.seeded(SEEDED, AsyncCustomerOrdersLayoutTest::seed);
  }

  private static Table seed(AsyncEngines.Engine engine) {
    Table table = engine.newTable("shop", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
    SeedData.customers().forEach(c -> await(CustomerEntity.of(table).put(c).executeAsync()));
    SeedData.orders().forEach(o -> await(OrderEntity.of(table).put(o).executeAsync()));
    SeedData.orderLogs().forEach(l -> await(OrderLogEntity.of(table).put(l).executeAsync()));
    return table;
  }

  @ParameterizedTest
  @MethodSource("tables")
  void storesTheSeedRowsLetterForLetter(Table table) {
    assertEquals(
        rows(
            List.of("CUSTOMER#XYQ", "CUSTOMER#XYQ", "-", "-"),
            List.of("CUSTOMER#XYQ", "ORDER#00001", "CUSTOMER#XYQ#ORDER#00001", "ORDER#00001"),
            List.of("LOG#00001", "LOG#00001", "CUSTOMER#XYQ#ORDER#00001", "LOG#00001"),
            List.of("LOG#00002", "LOG#00002", "CUSTOMER#XYQ#ORDER#00001", "LOG#00002"),
            List.of("CUSTOMER#XYQ", "ORDER#00002", "CUSTOMER#XYQ#ORDER#00002", "ORDER#00002"),
            List.of("CUSTOMER#VLD", "CUSTOMER#VLD", "-", "-"),
            List.of("CUSTOMER#VLD", "ORDER#00003", "CUSTOMER#VLD#ORDER#00003", "ORDER#00003"),
            List.of("CUSTOMER#VLD", "ORDER#00004", "CUSTOMER#VLD#ORDER#00004", "ORDER#00004")),
        keyRows(table, "PK", "SK", "GSI1PK", "GSI1SK"));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void gsi1ReturnsTheOrderWithItsLogs(Table table) {
    List<Map<String, AttributeValue>> items = await(table.asyncClient().query(QueryRequest.builder()
        .tableName(table.name())
        .indexName("GSI1")
        .keyConditionExpression("#pk = :pk")
        .expressionAttributeNames(Map.of("#pk", "GSI1PK"))
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(OrderEntity.orderWithLogsPk("XYQ", 1))))
        .build())).items();

    assertEquals(List.of("orderLog", "orderLog", "order"),
        items.stream().map(i -> i.get("__entity").s()).collect(Collectors.toList()));
    assertEquals(SeedData.orders().get(0), OrderEntity.fromItem(items.get(2)));
    assertEquals(SeedData.orderLogs().get(1), OrderLogEntity.fromItem(items.get(1)));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void readsEveryItemBack(Table table) {
    for (Customer customer : SeedData.customers()) {
      assertEquals(Optional.of(customer), await(CustomerEntity.of(table).get(customer.customerId()).executeAsync()));
    }
    for (Order order : SeedData.orders()) {
      assertEquals(Optional.of(order),
          await(OrderEntity.of(table).get(order.customerId(), order.orderId()).executeAsync()));
    }
    for (OrderLog log : SeedData.orderLogs()) {
      assertEquals(Optional.of(log), await(OrderLogEntity.of(table).get(log.logId()).executeAsync()));
    }
    assertEquals(Optional.empty(), await(OrderEntity.of(table).get("XYQ", 9).executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void itemOfAnotherEntityAtTheKeyIsNeverDecodedAsAnOrder(Table table) {
    // CUSTOMER#XYQ / CUSTOMER#XYQ holds Tom, a customer: read through the order schema it is absent.
    assertEquals(Optional.empty(),
        await(GetOperation.of(table, OrderEntity.SCHEMA, Key.of(CustomerEntity.key("XYQ"))).executeAsync()));
  }
}
