package dev.singletable.runtime;

import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.test.FaultyHttpClient;
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
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Single-item writes under the SDK's own retries, over HTTP to DynamoDB Local through {@link
 * FaultyHttpClient}: a write whose first attempt was applied and whose response was lost is resent by
 * the SDK, and must come back as the success it was.
 */
class WriteTokensTest {
  private static final Customer TOM = new Customer("c1", "Tom", "tom@example.com");

  private final FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
  // The table is created without faults or retries: a resent CreateTable fails on its own table.
  private final Table table = Table.of(LocalEngines.httpThrough(http, Duration.ofSeconds(3)),
      LocalEngines.newTable(LocalEngines.http(), "tokens", CUSTOMERS).name());

  @AfterEach
  void close() {
    table.client().close();
  }

  private Map<String, AttributeValue> stored() {
    return table.client().getItem(GetItemRequest.builder().tableName(table.name())
        .key(CustomerSchema.key("c1")).consistentRead(true).build()).item();
  }

  @Test
  void createWhoseResponseIsLostSucceedsOnTheResend() {
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertEquals(TOM, PutOperation.create(table, CUSTOMERS, TOM).execute());

    assertTrue(http.spent());
    assertEquals(2, http.forwarded(), "the create was sent twice");
    assertEquals(1, LocalEngines.count(table));
  }

  @Test
  void createOverAnotherWritersItemStillFails() {
    PutOperation.create(table, CUSTOMERS, TOM).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class,
        () -> PutOperation.create(table, CUSTOMERS, new Customer("c1", "Ann", null)).execute());
    assertEquals("Tom", stored().get("name").s());
  }

  @Test
  void conditionalPutWhoseResponseIsLostSucceedsOnTheResend() {
    PutOperation.create(table, CUSTOMERS, TOM).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);
    AttributePath<CustomerSchema.Customer, String> name = AttributePath.of("customer", "name", Codecs.ofString());
    Customer renamed = new Customer("c1", "Thomas", "tom@example.com");

    assertEquals(renamed, PutOperation.put(table, CUSTOMERS, renamed).condition(name.eq("Tom")).execute());
    assertEquals("Thomas", stored().get("name").s());
  }

  @Test
  void theTokenIsStoredButNeverReachesTheRecord() {
    PutOperation.create(table, CUSTOMERS, TOM).execute();

    Map<String, AttributeValue> item = stored();
    assertEquals(22, item.get(EntitySchema.TOKEN_ATTRIBUTE).s().length());
    assertEquals(TOM, CUSTOMERS.fromItem(item));
    assertEquals(TOM, GetOperation.of(table, CUSTOMERS, CustomerSchema.key("c1")).execute().orElseThrow());
  }

  @Test
  void everyExecuteDrawsItsOwnToken() {
    PutOperation.put(table, CUSTOMERS, TOM).execute();
    String first = stored().get(EntitySchema.TOKEN_ATTRIBUTE).s();
    PutOperation.put(table, CUSTOMERS, TOM).execute();

    assertNotEquals(first, stored().get(EntitySchema.TOKEN_ATTRIBUTE).s());
  }

  @Test
  void withoutTokensAResentCreateFailsOnItsOwnItem() {
    Table untokened = table.withWriteTokens(false);
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertThrows(ConditionFailedException.class, () -> PutOperation.create(untokened, CUSTOMERS, TOM).execute());
    assertFalse(stored().containsKey(EntitySchema.TOKEN_ATTRIBUTE));
  }
}
