package dev.singletable.runtime;

import static dev.singletable.runtime.AsyncOperationsTest.await;
import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.test.FaultyHttpClient.Fault;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * The twin of {@link WriteTokensTest} on {@code executeAsync()}: over HTTP to DynamoDB Local through
 * {@link FaultyAsyncHttpClient}, a write whose first attempt was applied and whose response was lost
 * is resent by the async SDK client, and its future completes with the success it was.
 */
class AsyncWriteTokensTest {
  private static final Customer TOM = new Customer("c1", "Tom", "tom@example.com");

  /**
   * No fault here holds a response past it, and an attempt given up while DynamoDB has not yet
   * applied it would race its own resend: long, so that only a lost response makes the SDK resend.
   */
  private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);

  private final FaultyAsyncHttpClient http = new FaultyAsyncHttpClient(ATTEMPT_TIMEOUT.multipliedBy(2));
  // The table is created by the sync client, without faults or retries.
  private final Table table = tokensTable(http);

  private static Table tokensTable(FaultyAsyncHttpClient http) {
    Table created = LocalEngines.newTable(LocalEngines.http(), "tokens", CUSTOMERS);
    return Table.of(created.client(),
        http.client(created.client().serviceClientConfiguration().endpointOverride().orElseThrow(), ATTEMPT_TIMEOUT),
        created.name());
  }

  @AfterEach
  void close() {
    table.asyncClient().close();
  }

  private Map<String, AttributeValue> stored() {
    return table.client().getItem(GetItemRequest.builder().tableName(table.name())
        .key(CustomerSchema.key("c1")).consistentRead(true).build()).item();
  }

  @Test
  void createWhoseResponseIsLostSucceedsOnTheResend() throws Throwable {
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertEquals(TOM, await(PutOperation.create(table, CUSTOMERS, TOM).executeAsync()));

    assertTrue(http.spent());
    assertEquals(2, http.forwarded(), "the create was sent twice");
    assertEquals(1, LocalEngines.count(table));
  }

  @Test
  void createOverAnotherWritersItemStillFails() throws Throwable {
    await(PutOperation.create(table, CUSTOMERS, TOM).executeAsync());
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class,
        () -> await(PutOperation.create(table, CUSTOMERS, new Customer("c1", "Ann", null)).executeAsync()));
    assertTrue(http.spent());
    assertEquals("Tom", stored().get("name").s());
  }

  @Test
  void conditionalPutWhoseResponseIsLostSucceedsOnTheResend() throws Throwable {
    await(PutOperation.create(table, CUSTOMERS, TOM).executeAsync());
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);
    AttributePath<Customer, String> name = AttributePath.of("customer", "name", Codecs.ofString());
    Customer renamed = new Customer("c1", "Thomas", "tom@example.com");

    assertEquals(renamed, await(PutOperation.put(table, CUSTOMERS, renamed).condition(name.eq("Tom")).executeAsync()));
    assertTrue(http.spent());
    assertEquals("Thomas", stored().get("name").s());
  }

  @Test
  void theTokenIsStoredButNeverReachesTheRecord() throws Throwable {
    await(PutOperation.create(table, CUSTOMERS, TOM).executeAsync());

    Map<String, AttributeValue> item = stored();
    assertEquals(22, item.get(EntitySchema.TOKEN_ATTRIBUTE).s().length());
    assertEquals(TOM, CUSTOMERS.fromItem(item));
    assertEquals(TOM, await(GetOperation.of(table, CUSTOMERS, CustomerSchema.key("c1")).executeAsync()).orElseThrow());
  }

  @Test
  void everyExecuteDrawsItsOwnToken() throws Throwable {
    await(PutOperation.put(table, CUSTOMERS, TOM).executeAsync());
    String first = stored().get(EntitySchema.TOKEN_ATTRIBUTE).s();
    await(PutOperation.put(table, CUSTOMERS, TOM).executeAsync());

    assertNotEquals(first, stored().get(EntitySchema.TOKEN_ATTRIBUTE).s());
  }

  @Test
  void withoutTokensAResentCreateFailsOnItsOwnItem() {
    Table untokened = table.withWriteTokens(false);
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class,
        () -> await(PutOperation.create(untokened, CUSTOMERS, TOM).executeAsync()));
    assertTrue(http.spent());
    assertFalse(stored().containsKey(EntitySchema.TOKEN_ATTRIBUTE));
  }
}
