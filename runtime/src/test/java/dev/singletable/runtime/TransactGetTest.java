package dev.singletable.runtime;

import static dev.singletable.runtime.BatchWriteTest.customer;
import static dev.singletable.runtime.BatchWriteTest.order;
import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.OrderSchema.Order;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.runtime.operation.TransactWrite;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Read transactions against DynamoDB Local. */
class TransactGetTest {
  @ParameterizedTest
  @MethodSource("dev.singletable.runtime.BatchWriteTest#engines")
  void readsOfTwoEntitiesComeBackTyped(DynamoDbClient client) {
    Table table = LocalEngines.newTable(client, "txget-typed", ORDERS, CUSTOMERS);
    TransactWrite.of(table).put(ORDERS, order(1)).put(CUSTOMERS, customer(1)).execute();

    TransactGet reads = TransactGet.of(table);
    TransactGet.Ref<Order> order = reads.get(ORDERS, ORDERS.keyOf(order(1)));
    TransactGet.Ref<Customer> customer = reads.get(CUSTOMERS, CustomerSchema.key("P1"));
    TransactGet.Ref<Customer> missing = reads.get(CUSTOMERS, CustomerSchema.key("P404"));
    TransactGet.Ref<Order> foreign = reads.get(ORDERS, Key.of(CustomerSchema.key("P1")));
    assertEquals(3, reads.size(), "the key read twice is sent once");
    IllegalStateException early = assertThrows(IllegalStateException.class, order::value);
    assertEquals("order key pk=CUSTOMER#C1, sk=ORDER#00001: the transaction has not been executed yet", early.getMessage());

    reads.execute();

    assertEquals(Optional.of(order(1)), order.value());
    assertEquals(Optional.of(customer(1)), customer.value());
    assertEquals(Optional.empty(), missing.value());
    assertEquals(Optional.empty(), foreign.value(), "a customer item is not read as an order");
    assertEquals(CustomerSchema.key("P1"), foreign.key());
  }

  @Test
  void moreThanAHundredKeysAreRefusedBeforeAnythingIsSent() {
    RequestCounter counter = new RequestCounter();
    Table table = Table.of(LocalEngines.http(counter), "never-sent");
    TransactGet reads = TransactGet.of(table);
    for (int i = 0; i < 101; i++) {
      reads.get(ORDERS, ORDERS.keyOf(order(i)));
    }
    SingleTableException e = assertThrows(SingleTableException.class, reads::execute);
    assertEquals("a transaction holds at most 100 operations, this one has 101; nothing was sent", e.getMessage());
    assertEquals(List.of(), counter.requests());
  }
}
