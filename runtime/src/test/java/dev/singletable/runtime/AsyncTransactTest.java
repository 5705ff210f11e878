package dev.singletable.runtime;

import static dev.singletable.runtime.AsyncOperationsTest.await;
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
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.TransactionCanceledException.Reason;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.UpdateOperation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The twins of {@link TransactWriteTest} and {@link TransactGetTest} on {@code executeAsync()} that
 * {@link AsyncOperationsTest} leaves out: the cancellation reasons of each kind of operation, the
 * limits refused with nothing sent, and the idempotency token kept across sends.
 */
class AsyncTransactTest {
  private static final AttributePath<CustomerSchema.Customer, String> EMAIL = AttributePath.of("customer", "email", Codecs.ofString());
  private static final AttributePath<OrderSchema.Order, String> STATUS = AttributePath.of("order", "status", Codecs.ofString());

  static Stream<Named<AsyncEngines.Engine>> engines() {
    return AsyncOperationsTest.engines();
  }

  private static Optional<Customer> customerAt(Table table, String id) throws Throwable {
    return await(GetOperation.of(table, CUSTOMERS, CustomerSchema.key(id)).executeAsync());
  }

  private static boolean orderExists(Table table, int i) throws Throwable {
    return await(GetOperation.of(table, ORDERS, ORDERS.keyOf(order(i))).executeAsync()).isPresent();
  }

  private static TransactionCanceledException cancelled(TransactWrite transaction) {
    return assertThrows(TransactionCanceledException.class, () -> await(transaction.executeAsync()));
  }

  /** The email change of an optimistic append: SET email = new, if email is still the one read. */
  private static UpdateItemRequest changeEmail(String id, String expected, String email) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String update = "SET " + expressions.name("email") + " = " + expressions.value(AttributeValue.fromS(email));
    String condition = expressions.render(EMAIL.eq(expected));
    return UpdateItemRequest.builder()
        .key(CustomerSchema.key(id))
        .updateExpression(update)
        .conditionExpression(condition)
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .build();
  }

  /** An entity's typed update, as the generated {@code CustomerEntity.update(id)} builds it. */
  private static final class CustomerUpdate extends UpdateOperation<Customer, CustomerUpdate> {
    static final UpdatableAttribute<CustomerSchema.Customer, String> EMAIL = UpdatableAttribute.of("customer", "email", Codecs.ofString());

    CustomerUpdate(Table table, String id) {
      super(table, CUSTOMERS, CustomerSchema.key(id));
    }

    @Override
    protected CustomerUpdate self() {
      return this;
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCancelledTransactionReportsTheFailingOperationsIndexEntityKeyItemAndReason(AsyncEngines.Engine engine)
      throws Throwable {
    Table table = engine.newTable("atx-cancel", ORDERS, CUSTOMERS);
    await(TransactWrite.of(table).create(CUSTOMERS, customer(1)).executeAsync());

    TransactionCanceledException e = cancelled(TransactWrite.of(table)
        .put(ORDERS, order(1))
        .create(CUSTOMERS, customer(1))
        .put(ORDERS, order(2)));

    assertEquals(3, e.reasons().size());
    Reason failed = e.reasons().get(1);
    assertEquals(1, failed.index());
    assertEquals("create", failed.operation());
    assertEquals("customer", failed.entity());
    assertEquals(CustomerSchema.key("P1"), failed.key());
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, failed.code());
    assertEquals(CUSTOMERS.toItem(customer(1)), failed.item(), "the item found, as ALL_OLD returns it");
    assertEquals(List.of(failed), e.failures());
    assertEquals(TransactionCanceledException.NONE, e.reasons().get(0).code());
    assertEquals("put", e.reasons().get(2).operation());
    assertEquals(ORDERS.keyOf(order(2)), e.reasons().get(2).key());
    assertTrue(e.getMessage().startsWith("transaction cancelled: operation 1 (create customer key pk=CUSTOMER#P1, "
        + "sk=#PROFILE) failed: ConditionalCheckFailed"), e.getMessage());
    assertTrue(e.getCause() instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException,
        e::toString);
    assertFalse(orderExists(table, 1), "nothing of a cancelled transaction is applied");
    assertFalse(orderExists(table, 2));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anOptimisticUpdateAndACreateCommitTogetherOrNotAtAll(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("atx-append", ORDERS, CUSTOMERS);
    await(TransactWrite.of(table).put(CUSTOMERS, customer(1)).executeAsync());

    await(TransactWrite.of(table)
        .update(CUSTOMERS.entityName(), changeEmail("P1", "c1@example.com", "new@example.com"))
        .create(ORDERS, order(1))
        .executeAsync());
    assertEquals("new@example.com", customerAt(table, "P1").orElseThrow().email());
    assertTrue(orderExists(table, 1));

    TransactionCanceledException e = cancelled(TransactWrite.of(table)
        .update(CUSTOMERS.entityName(), changeEmail("P1", "c1@example.com", "other@example.com"))
        .create(ORDERS, order(2)));
    assertEquals(0, e.failures().get(0).index());
    assertEquals("update", e.failures().get(0).operation());
    assertEquals(1, e.failures().size());
    assertEquals("new@example.com", customerAt(table, "P1").orElseThrow().email());
    assertFalse(orderExists(table, 2));
  }

  @Test
  void anEntitysTypedUpdateJoinsTheTransactionWithItsGuardAndCondition() throws Throwable {
    Table table = AsyncEngines.http().newTable("atx-typed-update", ORDERS, CUSTOMERS);
    await(TransactWrite.of(table).put(CUSTOMERS, customer(1)).executeAsync());

    await(TransactWrite.of(table)
        .update(CUSTOMERS, new CustomerUpdate(table, "P1").set(CustomerUpdate.EMAIL, "new@example.com")
            .condition(CustomerUpdate.EMAIL.eq("c1@example.com")))
        .create(ORDERS, order(1))
        .executeAsync());
    assertEquals("new@example.com", customerAt(table, "P1").orElseThrow().email());

    TransactionCanceledException absent = cancelled(TransactWrite.of(table)
        .update(CUSTOMERS, new CustomerUpdate(table, "P2").set(CustomerUpdate.EMAIL, "x@example.com")));
    assertEquals("transaction cancelled: operation 0 (update customer key pk=CUSTOMER#P2, sk=#PROFILE) failed: "
        + "ConditionalCheckFailed (The conditional request failed)", absent.getMessage());
    assertEquals(Optional.empty(), customerAt(table, "P2"), "an update never creates a partial item");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void conditionsOfPutsDeletesAndChecksAreEachHeld(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("atx-conditions", ORDERS, CUSTOMERS);
    await(TransactWrite.of(table).put(ORDERS, order(1)).put(ORDERS, order(2)).put(CUSTOMERS, customer(1))
        .executeAsync());
    String status1 = order(1).status();

    TransactionCanceledException put = cancelled(TransactWrite.of(table).put(ORDERS, order(1), STATUS.eq("NOT " + status1)));
    assertEquals("put", put.failures().get(0).operation());
    TransactionCanceledException check = cancelled(TransactWrite.of(table)
        .delete(ORDERS, ORDERS.keyOf(order(2)))
        .conditionCheck(CUSTOMERS, CustomerSchema.key("P1"), EMAIL.eq("someone@else")));
    assertEquals(1, check.failures().get(0).index());
    assertEquals("conditionCheck", check.failures().get(0).operation());
    assertEquals("customer", check.failures().get(0).entity());
    assertTrue(orderExists(table, 2), "the delete was cancelled with the failed check");
    TransactionCanceledException delete = cancelled(
        TransactWrite.of(table).delete(ORDERS, ORDERS.keyOf(order(2)), STATUS.eq("NOT " + status1)));
    assertEquals("delete", delete.failures().get(0).operation());
    assertEquals(ORDERS.keyOf(order(2)), delete.failures().get(0).key());

    await(TransactWrite.of(table)
        .put(ORDERS, order(1), STATUS.eq(status1))
        .delete(ORDERS, ORDERS.keyOf(order(2)), STATUS.exists())
        .conditionCheck(CUSTOMERS, CustomerSchema.key("P1"), EMAIL.eq("c1@example.com"))
        .executeAsync());
    assertFalse(orderExists(table, 2));
  }

  @Test
  void aPutOrDeleteNeverTouchesAnItemOfAnotherEntityAtItsKey() throws Throwable {
    OrderSchema legacy = new OrderSchema("legacyOrder", 1, "sk", List.of());
    Table table = AsyncEngines.http().newTable("atx-foreign", ORDERS, legacy);
    await(TransactWrite.of(table).put(ORDERS, order(1)).executeAsync());

    TransactionCanceledException put = cancelled(TransactWrite.of(table).put(legacy, order(1)));
    assertEquals("legacyOrder", put.failures().get(0).entity());
    assertEquals(AttributeValue.fromS("order"), put.failures().get(0).item().get(EntitySchema.ENTITY_ATTRIBUTE));
    cancelled(TransactWrite.of(table).delete(legacy, ORDERS.keyOf(order(1))));
    assertTrue(orderExists(table, 1));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aUniqueValueIsClaimedOnceUntilReleased(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("atx-unique", CUSTOMERS);
    Map<String, AttributeValue> emailGuard = Map.of("pk", AttributeValue.fromS("CUSTOMEREMAIL#same@example.com"),
        "sk", AttributeValue.fromS("CUSTOMEREMAIL#same@example.com"));
    await(TransactWrite.of(table).create(CUSTOMERS, new Customer("A", "A", "same@example.com"))
        .claimUnique(CUSTOMERS, emailGuard).executeAsync());

    TransactionCanceledException taken = cancelled(TransactWrite.of(table)
        .create(CUSTOMERS, new Customer("B", "B", "same@example.com"))
        .claimUnique(CUSTOMERS, emailGuard));
    assertEquals(1, taken.failures().get(0).index());
    assertEquals("claim unique", taken.failures().get(0).operation());
    assertTrue(taken.getMessage().contains("claim unique customer key pk=CUSTOMEREMAIL#same@example.com"),
        taken.getMessage());
    assertEquals(Optional.empty(), customerAt(table, "B"));

    await(TransactWrite.of(table).delete(CUSTOMERS, CustomerSchema.key("A")).releaseUnique(CUSTOMERS, emailGuard)
        .executeAsync());
    await(TransactWrite.of(table).create(CUSTOMERS, new Customer("B", "B", "same@example.com"))
        .claimUnique(CUSTOMERS, emailGuard).executeAsync());
    assertEquals("same@example.com", customerAt(table, "B").orElseThrow().email());
    assertEquals(2, LocalEngines.count(table), "customer B and the guard");
  }

  @Test
  void moreThanAHundredOperationsAreRefusedBeforeAnythingIsSent() throws Throwable {
    RequestCounter counter = new RequestCounter();
    Table table = AsyncEngines.http(counter).newTable("atx-limit", ORDERS);
    TransactWrite tooMany = TransactWrite.of(table);
    TransactWrite hundred = TransactWrite.of(table);
    for (int i = 0; i < 101; i++) {
      tooMany.create(ORDERS, order(i));
      if (i < 100) {
        hundred.create(ORDERS, order(i));
      }
    }

    SingleTableException e = assertThrows(SingleTableException.class, () -> await(tooMany.executeAsync()));
    assertEquals("a transaction holds at most 100 operations, this one has 101; nothing was sent", e.getMessage());
    assertEquals(List.of(), counter.requests(), "no request was sent");
    assertThrows(SingleTableException.class, () -> await(TransactWrite.of(table).executeAsync()), "nor for an empty one");
    assertEquals(List.of(), counter.requests());

    await(hundred.executeAsync());
    assertEquals(List.of("TransactWriteItemsRequest"), counter.requests());
    assertEquals(100, LocalEngines.count(table));
  }

  /**
   * The second send is answered as DynamoDB answers a {@code TransactWriteItems} sent again with its
   * {@code ClientRequestToken} (as the first, not applied again); moto would evaluate it again. The
   * exact requests are checked in {@code TransactWriteTest}, which shares the plan.
   */
  @Test
  void theIdempotencyTokenIsKeptSoThatSendingAgainAppliesTheTransactionOnce() throws Throwable {
    FaultyAsyncHttpClient http = new FaultyAsyncHttpClient(Duration.ofSeconds(2));
    DynamoDbAsyncClient async = http.client(LocalEngines.engine().endpoint().orElseThrow(), Duration.ofSeconds(10));
    Table created = LocalEngines.newTable(LocalEngines.client(), "atx-token", ORDERS);
    Table table = Table.of(created.client(), async, created.name());
    TransactWrite transaction = TransactWrite.of(table).create(ORDERS, order(1));
    String token = transaction.request().clientRequestToken();
    assertEquals(36, token.length());

    await(transaction.executeAsync());
    assertEquals(token, transaction.request().clientRequestToken(), "sending does not draw another token");
    http.answering("TransactWriteItems", "{}");
    await(transaction.executeAsync()); // a create sent again with its token is not applied again, so it does not fail

    assertEquals(1, http.forwarded(), "only the first reached the engine");
    assertEquals(1, LocalEngines.count(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsOfTwoEntitiesComeBackTyped(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("atxget-typed", ORDERS, CUSTOMERS);
    await(TransactWrite.of(table).put(ORDERS, order(1)).put(CUSTOMERS, customer(1)).executeAsync());

    TransactGet reads = TransactGet.of(table);
    TransactGet.Ref<Order> order = reads.get(ORDERS, ORDERS.keyOf(order(1)));
    TransactGet.Ref<Customer> customer = reads.get(CUSTOMERS, CustomerSchema.key("P1"));
    TransactGet.Ref<Customer> missing = reads.get(CUSTOMERS, CustomerSchema.key("P404"));
    TransactGet.Ref<Order> foreign = reads.get(ORDERS, Key.of(CustomerSchema.key("P1")));
    assertEquals(3, reads.size(), "the key read twice is sent once");
    IllegalStateException early = assertThrows(IllegalStateException.class, order::value);
    assertEquals("order key pk=CUSTOMER#C1, sk=ORDER#00001: the transaction has not been executed yet",
        early.getMessage());

    await(reads.executeAsync());

    assertEquals(Optional.of(order(1)), order.value());
    assertEquals(Optional.of(customer(1)), customer.value());
    assertEquals(Optional.empty(), missing.value());
    assertEquals(Optional.empty(), foreign.value(), "a customer item is not read as an order");
    assertEquals(CustomerSchema.key("P1"), foreign.key());
  }

  @Test
  void moreThanAHundredKeysAreRefusedBeforeAnythingIsSent() {
    RequestCounter counter = new RequestCounter();
    Table table = Table.of(AsyncEngines.httpAsync(counter), "never-sent");
    TransactGet reads = TransactGet.of(table);
    for (int i = 0; i < 101; i++) {
      reads.get(ORDERS, ORDERS.keyOf(order(i)));
    }

    SingleTableException e = assertThrows(SingleTableException.class, () -> await(reads.executeAsync()));
    assertEquals("a transaction holds at most 100 operations, this one has 101; nothing was sent", e.getMessage());
    assertEquals(List.of(), counter.requests());
    assertThrows(SingleTableException.class, () -> await(TransactGet.of(table).executeAsync()), "nor for an empty one");
    assertEquals(List.of(), counter.requests());
  }
}
