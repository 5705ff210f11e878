package dev.singletable.samples.relationships;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shipping.ShippingDemo;
import dev.singletable.samples.shipping.ShippingOrder;
import dev.singletable.samples.shipping.ShippingOrderEntity;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Seed 001's sparse index: only the shipped order is in {@code SPARSE_SHIPPED}, read in one request. */
class ShippingTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static final ShippingOrder SHIPPED = new ShippingOrder(3, "SHIPPED", "CUSTOMER#JHD", "2020-10-26T09:39:14");

  @ParameterizedTest
  @MethodSource("engines")
  void onlyTheShippedOrderCarriesTheIndexKeys(SampleEngine engine) {
    Table table = Engines.newTable(engine, "shipping", ShippingOrderEntity.SCHEMA);
    ShippingDemo.seed(table);

    assertEquals(
        rows(
            List.of("ORDER#00001", "AWAITING_PAYMENT", "CUSTOMER#KHJ", "-", "-", "-"),
            List.of("ORDER#00002", "AWAITING_SHIPMENT", "CUSTOMER#JHD", "-", "-", "-"),
            List.of("ORDER#00003", "SHIPPED", "CUSTOMER#JHD", "2020-10-26T09:39:14", "CUSTOMER#JHD",
                "2020-10-26T09:39:14")),
        keyRows(table, "PK", "STATUS", "CUSTOMER", "SHIP_DATE", "SPARSE_SHIPPED_PK", "SPARSE_SHIPPED_SK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCustomersLastShippedOrdersAndThoseShippedAfterADateAreOneRequestEach(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    Table table = Engines.newTable(engine, "shipping", ShippingOrderEntity.SCHEMA).withListener(recorder);
    ShippingDemo.seed(table);
    ShippingOrderEntity orders = ShippingOrderEntity.of(table);
    recorder.clear();

    assertEquals(List.of(SHIPPED), orders.query().shipped("CUSTOMER#JHD").descending().limit(10).list());
    assertEquals("SPARSE_SHIPPED", recorder.single().indexName());
    recorder.clear();
    assertEquals(List.of(SHIPPED), orders.query().shipped("CUSTOMER#JHD").shipDateGte("2020-10-01").list());
    assertEquals(1, recorder.sent().size());
    assertEquals(List.of(), orders.query().shipped("CUSTOMER#JHD").shipDateGt("2020-10-26T09:39:14").list());
    assertEquals(1, orders.query().shipped("CUSTOMER#JHD").count());
    assertEquals(List.of(), orders.query().shipped("CUSTOMER#KHJ").list());
  }
}
