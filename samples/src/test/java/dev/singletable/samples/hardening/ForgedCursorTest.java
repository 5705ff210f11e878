package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLogEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Base64;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A cursor comes from outside (a URL, a request body): a query takes only a cursor that one of its
 * own pages could have returned, and refuses anything else before sending a request.
 */
class ForgedCursorTest {

  static Stream<?> engines() {
    return Engines.all();
  }

  private static OrderEntity orders(SampleEngine engine) {
    Table table = Engines.newTable(engine, "cursor", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA);
    OrderEntity orders = OrderEntity.of(table);
    for (String customer : new String[] {"victim", "attacker"}) {
      for (int i = 1; i <= 5; i++) {
        orders.put(new Order(customer, i, "PLACED", BigDecimal.ONE, Instant.EPOCH)).execute();
      }
    }
    return orders;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfOneTenantsQueryIsRefusedByAnothers(SampleEngine engine) {
    OrderEntity orders = orders(engine);
    String attackers = orders.query().primary("attacker").limit(2).page().cursor().orElseThrow();

    SingleTableException e = assertThrows(SingleTableException.class,
        () -> orders.query().primary("victim").startAfter(attackers));
    assertTrue(e.getMessage().contains("not a cursor of this query"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorOfThePrimaryIndexIsRefusedByAnIndexQuery(SampleEngine engine) {
    OrderEntity orders = orders(engine);
    String primary = orders.query().primary("victim").limit(1).page().cursor().orElseThrow();

    assertThrows(SingleTableException.class, () -> orders.query().orderWithLogs("victim", 1).startAfter(primary));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theOutOfMemoryCursorOfTheTrialIsRefused(SampleEngine engine) {
    OrderEntity orders = orders(engine);

    assertThrows(SingleTableException.class, () -> orders.query().primary("victim").startAfter("AQABAAJwa1N_____"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorWithAnAttributeAddedIsRefused(SampleEngine engine) {
    OrderEntity orders = orders(engine);
    String cursor = orders.query().primary("victim").limit(2).page().cursor().orElseThrow();
    byte[] bytes = Base64.getUrlDecoder().decode(cursor);
    // Same pk and SK, and a third attribute copied from the SK: the count goes from 2 to 3.
    int skStart = 3 + 2 + "PK".length() + 1 + 4 + "CUSTOMER#victim".length();
    byte[] forged = new byte[bytes.length + (bytes.length - skStart)];
    System.arraycopy(bytes, 0, forged, 0, bytes.length);
    System.arraycopy(bytes, skStart, forged, bytes.length, bytes.length - skStart);
    forged[2] = 3;
    forged[bytes.length + 3] = 'X';  // renames the copy "SX"
    String added = Base64.getUrlEncoder().withoutPadding().encodeToString(forged);

    assertThrows(SingleTableException.class, () -> orders.query().primary("victim").startAfter(added));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aGenuineCursorStillWalksEveryPage(SampleEngine engine) {
    OrderEntity orders = orders(engine);
    Page<Order> first = orders.query().primary("victim").limit(2).page();
    Page<Order> second = orders.query().primary("victim").limit(2).startAfter(first.cursor().orElseThrow()).page();
    Page<Order> third = orders.query().primary("victim").limit(2).startAfter(second.cursor().orElseThrow()).page();

    assertEquals(2, second.items().size());
    assertEquals(5, third.items().get(0).orderId());
  }
}
