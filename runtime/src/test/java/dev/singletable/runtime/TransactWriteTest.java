package dev.singletable.runtime;

import static dev.singletable.runtime.BatchWriteTest.customer;
import static dev.singletable.runtime.BatchWriteTest.order;
import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.TransactionCanceledException.Reason;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.UpdateOperation;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** Write transactions against DynamoDB Local. */
class TransactWriteTest {
  private static final AttributePath<CustomerSchema.Customer, String> EMAIL = AttributePath.of("customer", "email", Codecs.ofString());
  private static final AttributePath<OrderSchema.Order, String> STATUS = AttributePath.of("order", "status", Codecs.ofString());

  private static Optional<Customer> customerAt(Table table, String id) {
    return GetOperation.of(table, CUSTOMERS, CustomerSchema.key(id)).execute();
  }

  private static boolean orderExists(Table table, int i) {
    return GetOperation.of(table, ORDERS, ORDERS.keyOf(order(i))).execute().isPresent();
  }

  /** The email change of the seed's optimistic append: SET email = new, if email is still the one read. */
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

  @ParameterizedTest
  @MethodSource("dev.singletable.runtime.BatchWriteTest#engines")
  void aCancelledTransactionReportsTheFailingOperationsIndexEntityAndReason(DynamoDbClient client) {
    Table table = LocalEngines.newTable(client, "tx-cancel", ORDERS, CUSTOMERS);
    TransactWrite.of(table).create(CUSTOMERS, customer(1)).execute();

    TransactWrite transaction = TransactWrite.of(table)
        .put(ORDERS, order(1))
        .create(CUSTOMERS, customer(1))
        .put(ORDERS, order(2));
    TransactionCanceledException e = assertThrows(TransactionCanceledException.class, transaction::execute);

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
    assertTrue(e.getCause() instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException);
    assertFalse(orderExists(table, 1), "nothing of a cancelled transaction is applied");
    assertFalse(orderExists(table, 2));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.runtime.BatchWriteTest#engines")
  void anOptimisticUpdateAndACreateCommitTogetherOrNotAtAll(DynamoDbClient client) {
    Table table = LocalEngines.newTable(client, "tx-append", ORDERS, CUSTOMERS);
    TransactWrite.of(table).put(CUSTOMERS, customer(1)).execute();

    TransactWrite.of(table)
        .update(CUSTOMERS.entityName(), changeEmail("P1", "c1@example.com", "new@example.com"))
        .create(ORDERS, order(1))
        .execute();
    assertEquals("new@example.com", customerAt(table, "P1").orElseThrow().email());
    assertTrue(orderExists(table, 1));

    TransactWrite stale = TransactWrite.of(table)
        .update(CUSTOMERS.entityName(), changeEmail("P1", "c1@example.com", "other@example.com"))
        .create(ORDERS, order(2));
    TransactionCanceledException e = assertThrows(TransactionCanceledException.class, stale::execute);
    assertEquals(0, e.failures().get(0).index());
    assertEquals("update", e.failures().get(0).operation());
    assertEquals(1, e.failures().size());
    assertEquals("new@example.com", customerAt(table, "P1").orElseThrow().email());
    assertFalse(orderExists(table, 2));
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

  @Test
  void anEntitysTypedUpdateJoinsTheTransactionWithItsGuardAndCondition() {
    Table table = LocalEngines.newTable(LocalEngines.client(), "tx-typed-update", ORDERS, CUSTOMERS);
    TransactWrite.of(table).put(CUSTOMERS, customer(1)).execute();

    TransactWrite.of(table)
        .update(CUSTOMERS, new CustomerUpdate(table, "P1").set(CustomerUpdate.EMAIL, "new@example.com")
            .condition(CustomerUpdate.EMAIL.eq("c1@example.com")))
        .create(ORDERS, order(1))
        .execute();
    assertEquals("new@example.com", customerAt(table, "P1").orElseThrow().email());

    TransactionCanceledException absent = assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(table)
        .update(CUSTOMERS, new CustomerUpdate(table, "P2").set(CustomerUpdate.EMAIL, "x@example.com"))
        .execute());
    assertEquals("transaction cancelled: operation 0 (update customer key pk=CUSTOMER#P2, sk=#PROFILE) failed: "
        + "ConditionalCheckFailed (The conditional request failed)", absent.getMessage());
    assertEquals(Optional.empty(), customerAt(table, "P2"), "an update never creates a partial item");
  }

  @Test
  void conditionsOfPutsDeletesAndChecksAreEachHeld() {
    Table table = LocalEngines.newTable(LocalEngines.client(), "tx-conditions", ORDERS, CUSTOMERS);
    TransactWrite.of(table).put(ORDERS, order(1)).put(ORDERS, order(2)).put(CUSTOMERS, customer(1)).execute();
    String status1 = order(1).status();

    TransactionCanceledException put = assertThrows(TransactionCanceledException.class,
        () -> TransactWrite.of(table).put(ORDERS, order(1), STATUS.eq("NOT " + status1)).execute());
    assertEquals("put", put.failures().get(0).operation());
    TransactionCanceledException check = assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(table)
        .delete(ORDERS, ORDERS.keyOf(order(2)))
        .conditionCheck(CUSTOMERS, CustomerSchema.key("P1"), EMAIL.eq("someone@else"))
        .execute());
    assertEquals(1, check.failures().get(0).index());
    assertEquals("conditionCheck", check.failures().get(0).operation());
    assertTrue(orderExists(table, 2), "the delete was cancelled with the failed check");
    TransactionCanceledException delete = assertThrows(TransactionCanceledException.class,
        () -> TransactWrite.of(table).delete(ORDERS, ORDERS.keyOf(order(2)), STATUS.eq("NOT " + status1)).execute());
    assertEquals("delete", delete.failures().get(0).operation());

    TransactWrite.of(table)
        .put(ORDERS, order(1), STATUS.eq(status1))
        .delete(ORDERS, ORDERS.keyOf(order(2)), STATUS.exists())
        .conditionCheck(CUSTOMERS, CustomerSchema.key("P1"), EMAIL.eq("c1@example.com"))
        .execute();
    assertFalse(orderExists(table, 2));
  }

  @Test
  void aPutOrDeleteNeverTouchesAnItemOfAnotherEntityAtItsKey() {
    OrderSchema legacy = new OrderSchema("legacyOrder", 1, "sk", List.of());
    Table table = LocalEngines.newTable(LocalEngines.client(), "tx-foreign", ORDERS, legacy);
    TransactWrite.of(table).put(ORDERS, order(1)).execute();

    TransactionCanceledException put = assertThrows(TransactionCanceledException.class,
        () -> TransactWrite.of(table).put(legacy, order(1)).execute());
    assertEquals("legacyOrder", put.failures().get(0).entity());
    assertEquals(AttributeValue.fromS("order"), put.failures().get(0).item().get(EntitySchema.ENTITY_ATTRIBUTE));
    assertThrows(TransactionCanceledException.class,
        () -> TransactWrite.of(table).delete(legacy, ORDERS.keyOf(order(1))).execute());
    assertTrue(orderExists(table, 1));
  }

  @Test
  void aUniqueValueIsClaimedOnceUntilReleased() {
    Table table = LocalEngines.newTable(LocalEngines.client(), "tx-unique", CUSTOMERS);
    Map<String, AttributeValue> emailGuard = Map.of(
        "pk", AttributeValue.fromS("CUSTOMEREMAIL#same@example.com"), "sk", AttributeValue.fromS("CUSTOMEREMAIL#same@example.com"));
    TransactWrite.of(table).create(CUSTOMERS, new Customer("A", "A", "same@example.com")).claimUnique(CUSTOMERS, emailGuard).execute();

    TransactionCanceledException taken = assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(table)
        .create(CUSTOMERS, new Customer("B", "B", "same@example.com"))
        .claimUnique(CUSTOMERS, emailGuard)
        .execute());
    assertEquals(1, taken.failures().get(0).index());
    assertEquals("claim unique", taken.failures().get(0).operation());
    assertTrue(taken.getMessage().contains("claim unique customer key pk=CUSTOMEREMAIL#same@example.com"), taken.getMessage());
    assertEquals(Optional.empty(), customerAt(table, "B"));

    TransactWrite.of(table).delete(CUSTOMERS, CustomerSchema.key("A")).releaseUnique(CUSTOMERS, emailGuard).execute();
    TransactWrite.of(table).create(CUSTOMERS, new Customer("B", "B", "same@example.com")).claimUnique(CUSTOMERS, emailGuard).execute();
    assertEquals("same@example.com", customerAt(table, "B").orElseThrow().email());
    assertEquals(2, LocalEngines.count(table), "customer B and the guard");
  }

  @Test
  void moreThanAHundredOperationsAreRefusedBeforeAnythingIsSent() {
    RequestCounter counter = new RequestCounter();
    Table table = LocalEngines.newTable(LocalEngines.http(counter), "tx-limit", ORDERS);
    TransactWrite tooMany = TransactWrite.of(table);
    TransactWrite hundred = TransactWrite.of(table);
    for (int i = 0; i < 101; i++) {
      tooMany.create(ORDERS, order(i));
      if (i < 100) {
        hundred.create(ORDERS, order(i));
      }
    }
    int before = counter.requests().size();

    SingleTableException e = assertThrows(SingleTableException.class, tooMany::execute);
    assertEquals("a transaction holds at most 100 operations, this one has 101; nothing was sent", e.getMessage());
    assertEquals(before, counter.requests().size(), "no request was sent");
    assertThrows(SingleTableException.class, () -> TransactWrite.of(table).execute(), "nor for an empty one");
    assertEquals(before, counter.requests().size());

    hundred.execute();
    assertEquals(List.of("TransactWriteItemsRequest"), counter.requests().subList(before, counter.requests().size()));
    assertEquals(100, LocalEngines.count(table));
  }

  @Test
  void twoOperationsOnOneItemAreRefusedWhenAdded() {
    TransactWrite transaction = TransactWrite.of(Table.of(LocalEngines.client(), "never-sent")).put(ORDERS, order(1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> transaction.conditionCheck(ORDERS, ORDERS.keyOf(order(1)), STATUS.exists()));
    assertEquals("order: operation 0 (put order) of the transaction is already on key pk=CUSTOMER#C1, sk=ORDER#00001; "
        + "DynamoDB refuses two operations on one item in a transaction", e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> transaction.update(ORDERS.entityName(), UpdateItemRequest.builder().key(ORDERS.keyOf(order(1))).build()));
    assertThrows(IllegalArgumentException.class,
        () -> transaction.update(ORDERS.entityName(), UpdateItemRequest.builder().tableName("other").key(ORDERS.keyOf(order(2))).build()));
    assertEquals(1, transaction.size());
  }

  /**
   * DynamoDB answers a {@code TransactWriteItems} sent again with the same {@code ClientRequestToken}
   * within ten minutes as it answered the first, without applying it again. moto evaluates it again
   * (the create is then cancelled), so the first is sent to moto and the second answered as DynamoDB
   * documents it, with the request checked to carry the same token.
   */
  @Test
  void theIdempotencyTokenIsDrawnOnceSoThatSendingAgainAppliesTheTransactionOnce() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2));
    Table created = LocalEngines.newTable(LocalEngines.client(), "tx-token", ORDERS);
    Table table = Table.of(LocalEngines.httpThrough(http, Duration.ofSeconds(10)), created.name());
    TransactWrite transaction = TransactWrite.of(table).create(ORDERS, order(1));
    TransactWriteItemsRequest request = transaction.request();
    assertNotNull(request.clientRequestToken());
    assertEquals(36, request.clientRequestToken().length());
    assertEquals(request.clientRequestToken(), transaction.request().clientRequestToken());

    transaction.execute();
    http.answering("TransactWriteItems", "{}");
    transaction.execute(); // a create sent again with its token is not applied again, so it does not fail

    List<String> sent = http.sent("TransactWriteItems");
    assertEquals(2, sent.size());
    assertEquals(sent.get(0), sent.get(1), "sent again as it was, token included");
    assertTrue(sent.get(1).contains("\"ClientRequestToken\":\"" + request.clientRequestToken() + "\""), sent.get(1));
    assertEquals(1, http.forwarded(), "only the first reached the engine");

    assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(created).create(ORDERS, order(1)).execute(),
        "another transaction's create of the same key fails");
    assertEquals(1, LocalEngines.count(created));
    assertEquals("mine-1", TransactWrite.of(table).clientRequestToken("mine-1").put(ORDERS, order(2)).request().clientRequestToken());
    assertThrows(IllegalArgumentException.class, () -> TransactWrite.of(table).clientRequestToken("x".repeat(37)));
  }

}
