package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.samples.Engines;
import dev.singletable.test.FaultyHttpClient;
import dev.singletable.test.FaultyHttpClient.Fault;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;

/**
 * A terminal that asks for the values a write replaced or changed cannot give them when the SDK
 * resent the write after a lost response and the first attempt had been applied: the resend sees the
 * item that attempt wrote. It says so instead of returning that item as the old one, and the write is
 * applied once; a terminal that asks for nothing succeeds.
 */
class LostReturnedValuesTest {
  private final FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(),
      ExactlyOnceWritesTest.ATTEMPT_TIMEOUT.multipliedBy(2));
  private final Table table = ExactlyOnceWritesTest.faulty(http,
      Engines.newTable(Engines.http(), "lostreturned", CounterEntity.SCHEMA));
  private final Table docTable = ExactlyOnceWritesTest.faulty(http,
      Engines.newTable(Engines.http(), "lostreturned", DocEntity.SCHEMA));
  private final CounterEntity counters = CounterEntity.of(table);
  private final DocEntity docs = DocEntity.of(docTable);

  @AfterEach
  void close() {
    table.client().close();
    docTable.client().close();
  }

  @Test
  void aPutWhoseResponseIsLostRefusesToCallItsOwnFirstAttemptTheOldRecord() {
    docs.put(new Doc("t", "1", Map.of("v", "old"))).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    SingleTableException e = assertThrows(SingleTableException.class,
        () -> docs.put(new Doc("t", "1", Map.of("v", "new"))).returningOld().execute());

    assertTrue(http.spent());
    assertEquals("doc: the put at key pk=t, sk=DOC#1 was applied by an earlier attempt whose response was lost, so the"
        + " record it replaced is unknown; the value is stored", e.getMessage());
    assertEquals(new Doc("t", "1", Map.of("v", "new")), docs.get("t", "1").execute().orElseThrow());
  }

  @Test
  void aVersionedPutWhoseResponseIsLostRefusesToo() {
    counters.create(new Counter("c", 1, null, 0)).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    SingleTableException e = assertThrows(SingleTableException.class,
        () -> counters.put(new Counter("c", 5, "five", 1)).returningOld().execute());

    assertTrue(e.getMessage().contains("was applied by an earlier attempt whose response was lost"), e.getMessage());
    assertEquals(new Counter("c", 5, "five", 2), counters.get("c").execute().orElseThrow());
  }

  @Test
  void aPutReturningNothingWhoseResponseIsLostSucceeds() {
    counters.create(new Counter("c", 1, null, 0)).execute();
    http.next("PutItem", Fault.RESET_AFTER_APPLIED);

    assertNull(counters.put(new Counter("c", 5, "five", 1)).returningNothing().execute());

    assertTrue(http.spent());
    assertEquals(new Counter("c", 5, "five", 2), counters.get("c").execute().orElseThrow());
  }

  @Test
  void anUpdateWhoseResponseIsLostRefusesEveryTerminalThatReturnsValuesAndAppliesOnce() {
    counters.create(new Counter("c", 1, null, 0)).execute();
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);

    SingleTableException old = assertThrows(SingleTableException.class,
        () -> counters.update("c").add(CounterEntity.COUNT, 1).returningOld().execute());
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);
    SingleTableException updated = assertThrows(SingleTableException.class,
        () -> counters.update("c").add(CounterEntity.COUNT, 1).returningUpdatedNew().execute());
    http.next("UpdateItem", Fault.RESET_AFTER_APPLIED);
    assertNull(counters.update("c").add(CounterEntity.COUNT, 1).returningNothing().execute());

    assertTrue(http.spent());
    assertEquals("counter: the update of the item at key pk=COUNTER#c was applied by an earlier attempt whose response"
        + " was lost, so the values it returned (ALL_OLD) are unknown; read the item to see it as it is now", old.getMessage());
    assertTrue(updated.getMessage().contains("(UPDATED_NEW) are unknown"), updated.getMessage());
    assertEquals(new Counter("c", 4, null, 4), counters.get("c").execute().orElseThrow());
  }
}
