package dev.singletable.runtime;

import static dev.singletable.runtime.CustomerSchema.CUSTOMERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CustomerSchema.Customer;
import dev.singletable.runtime.exception.SupersededWriteException;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.UpdateOperation;
import dev.singletable.runtime.returned.Applied;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import dev.singletable.test.FaultyHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write whose first attempt was applied and whose response was lost, resent by the SDK after
 * another writer changed the item: the outcome says the item no longer holds this write, and never
 * hands the caller the other writer's record as the write's own. A lock taken with {@code
 * create(...).outcome()} is not reported acquired while another process holds it.
 */
class RecoveredWriteTest {
  private static final Customer TOM = new Customer("c1", "Tom", "tom@example.com");
  private static final UpdatableAttribute<Customer, String> NAME = UpdatableAttribute.of("customer", "name", Codecs.ofString());

  private final FaultyHttpClient faulty = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(6));
  private final Interleaving http = new Interleaving(faulty);
  private final DynamoDbClient other = LocalEngines.http();
  private final Table table = Table.of(LocalEngines.httpThrough(http, Duration.ofSeconds(3)),
      LocalEngines.newTable(other, "recovered", CUSTOMERS).name());

  @AfterEach
  void close() {
    table.client().close();
  }

  /** Passes requests on to the faulty client, and runs another writer's change before a resend. */
  static final class Interleaving implements SdkHttpClient {
    private final SdkHttpClient delegate;
    private final AtomicInteger seen = new AtomicInteger();
    private volatile String operation;
    private volatile Runnable beforeResend;

    Interleaving(SdkHttpClient delegate) {
      this.delegate = delegate;
    }

    /** Runs {@code change} before the second request of {@code operation}: the SDK's resend. */
    void beforeResend(String operation, Runnable change) {
      this.operation = operation;
      this.beforeResend = change;
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
      String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
      if (operation != null && target.endsWith("." + operation) && seen.incrementAndGet() == 2) {
        beforeResend.run();
      }
      return delegate.prepareRequest(request);
    }

    @Override
    public void close() {
      delegate.close();
    }
  }

  /** Another writer's update of the item, as this library writes one: its name, and a token of its own. */
  private void anotherWriterRenames(String name) {
    other.updateItem(b -> b.tableName(table.name()).key(CustomerSchema.key("c1"))
        .updateExpression("SET #n = :n, #t1 = if_not_exists(#t, :t), #t = :t")
        .expressionAttributeNames(Map.of("#n", "name", "#t", "__token", "#t1", "__token1"))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS(name), ":t", AttributeValue.fromS("other-writer"))));
  }

  private static final class CustomerUpdate extends UpdateOperation<Customer, CustomerUpdate> {
    CustomerUpdate(Table table) {
      super(table, CUSTOMERS, CustomerSchema.key("c1"));
    }

    @Override
    protected CustomerUpdate self() {
      return this;
    }
  }

  @Test
  void aLockCreatedByALostAttemptAndTakenOverSinceIsNotReportedAcquired() {
    faulty.next("PutItem", Fault.RESET_AFTER_APPLIED);
    http.beforeResend("PutItem", () -> anotherWriterRenames("Ann"));

    WriteOutcome<Customer> outcome = PutOperation.create(table, CUSTOMERS, TOM).outcome();

    Rejected<Customer> rejected = assertInstanceOf(Rejected.class, outcome);
    assertInstanceOf(SupersededWriteException.class, rejected.failure());
    assertEquals(Optional.of(new Customer("c1", "Ann", "tom@example.com")), rejected.found());
    assertTrue(faulty.spent());
  }

  @Test
  void aPutAppliedByALostAttemptAndChangedSinceThrowsSaying() {
    PutOperation.create(table, CUSTOMERS, new Customer("c1", "Old", null)).execute();
    faulty.next("PutItem", Fault.RESET_AFTER_APPLIED);
    http.beforeResend("PutItem", () -> anotherWriterRenames("Ann"));

    SupersededWriteException e = assertThrows(SupersededWriteException.class,
        () -> PutOperation.put(table, CUSTOMERS, TOM).condition(NAME.eq("Old")).execute());

    assertEquals("Ann", e.item().get("name").s());
    assertTrue(e.getMessage().contains("was applied by an earlier attempt whose response was lost"), e.getMessage());
  }

  @Test
  void anUpdateAppliedByALostAttemptAndChangedSinceNeverReturnsTheOtherWritersRecord() {
    PutOperation.create(table, CUSTOMERS, TOM).execute();
    faulty.next("UpdateItem", Fault.RESET_AFTER_APPLIED);
    http.beforeResend("UpdateItem", () -> anotherWriterRenames("Ann"));

    WriteOutcome<Customer> outcome = new CustomerUpdate(table).set(NAME, "Thomas").outcome();

    Rejected<Customer> rejected = assertInstanceOf(Rejected.class, outcome);
    assertInstanceOf(SupersededWriteException.class, rejected.failure());
    assertEquals("Ann", rejected.found().orElseThrow().name());
  }

  @Test
  void aWriteRecoveredWithNoOtherWriterInBetweenIsStillApplied() {
    PutOperation.create(table, CUSTOMERS, TOM).execute();
    faulty.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    WriteOutcome<Customer> outcome = new CustomerUpdate(table).set(NAME, "Thomas").outcome();

    assertEquals(new Customer("c1", "Thomas", "tom@example.com"), assertInstanceOf(Applied.class, outcome).value());
  }
}
