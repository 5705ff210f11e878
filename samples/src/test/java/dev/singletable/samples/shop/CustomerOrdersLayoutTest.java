package dev.singletable.samples.shop;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.WrongEntityException;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The one-to-many seed table of 001: customers, orders and order logs joined through GSI1. */
class CustomerOrdersLayoutTest {

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shop",
        CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
    SeedData.customers().forEach(c -> CustomerEntity.of(table).put(c).execute());
    SeedData.orders().forEach(o -> OrderEntity.of(table).put(o).execute());
    SeedData.orderLogs().forEach(l -> OrderLogEntity.of(table).put(l).execute());
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(SampleEngine engine) {
    Table table = seeded(engine);

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
  @MethodSource("engines")
  void gsi1ReturnsTheOrderWithItsLogs(SampleEngine engine) {
    Table table = seeded(engine);

    List<Map<String, AttributeValue>> items = table.client().query(QueryRequest.builder()
        .tableName(table.name())
        .indexName("GSI1")
        .keyConditionExpression("#pk = :pk")
        .expressionAttributeNames(Map.of("#pk", "GSI1PK"))
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(OrderEntity.orderWithLogsPk("XYQ", 1))))
        .build()).items();

    assertEquals(List.of("LOG#00001", "LOG#00002", "ORDER#00001"),
        items.stream().map(i -> i.get("GSI1SK").s()).collect(Collectors.toList()));
    assertEquals(List.of("orderLog", "orderLog", "order"),
        items.stream().map(i -> i.get("__entity").s()).collect(Collectors.toList()));
    assertEquals(SeedData.orders().get(0), OrderEntity.fromItem(items.get(2)));
    assertEquals(SeedData.orderLogs().get(1), OrderLogEntity.fromItem(items.get(1)));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsEveryItemBack(SampleEngine engine) {
    Table table = seeded(engine);

    for (Customer customer : SeedData.customers()) {
      assertEquals(Optional.of(customer), CustomerEntity.of(table).get(customer.customerId()).execute());
    }
    for (Order order : SeedData.orders()) {
      assertEquals(Optional.of(order),
          OrderEntity.of(table).get(order.customerId(), order.orderId()).execute());
    }
    for (OrderLog log : SeedData.orderLogs()) {
      assertEquals(Optional.of(log), OrderLogEntity.of(table).get(log.logId()).execute());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemOfAnotherEntityAtTheKeyIsNeverDecodedAsAnOrder(SampleEngine engine) {
    Table table = seeded(engine);

    // CUSTOMER#XYQ / CUSTOMER#XYQ holds Tom, a customer: read through the order schema it is absent.
    assertEquals(Optional.empty(),
        GetOperation.of(table, OrderEntity.SCHEMA, Key.of(CustomerEntity.key("XYQ"))).execute());
    assertThrows(WrongEntityException.class,
        () -> OrderEntity.fromItem(CustomerEntity.toItem(SeedData.customers().get(0))));
  }

  @Test
  void keyBuildersRenderTheSeedKeys() {
    assertEquals("CUSTOMER#XYQ", CustomerEntity.pk("XYQ"));
    assertEquals("CUSTOMER#XYQ", CustomerEntity.sk("XYQ"));
    assertEquals("ORDER#00001", OrderEntity.sk(1));
    assertEquals("CUSTOMER#XYQ#ORDER#00001", OrderEntity.orderWithLogsPk("XYQ", 1));
    assertEquals("LOG#00002", OrderLogEntity.orderWithLogsSk(2));
  }
}
