package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.StaleReadException;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Updates that complete their index keys from the stored item ({@code readingMissingComponents()}),
 * on the test kit's engine: the keys are rendered from what the update sets and what the item holds, and
 * never from a component another writer changed between the read and the write, whether the entity
 * has a {@code @Version} (tickets) or not (employees).
 */
class StoredComponentsTest {
  private static final Ticket TICKET = new Ticket("t1", "billing", "P3", "refund", 0);
  private static final Employee TARA = new Employee("e1", "Portland", "jupiter", "engineer", "m9");

  static Stream<?> engines() {
    return Engines.all();
  }

  /** Runs {@code competitor} just before each of the first {@code times} UpdateItem requests is sent. */
  private static Table racing(Table table, int times, Consumer<Integer> competitor) {
    int[] sent = {0};
    return table.withListener(new RequestListener() {
      @Override
      public void onRequest(RequestEvent request) {
        if (request.call().equals("UpdateItem") && sent[0] < times) {
          competitor.accept(++sent[0]);
        }
      }
    });
  }

  private static Map<String, AttributeValue> stored(Table table) {
    return RawItems.scan(table).get(0);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void priorityRaisedAloneRendersTheQueueFromTheStoredItem(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity tickets = TicketEntity.of(table);
    tickets.create(TICKET).execute();

    Ticket raised = tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().execute();

    assertEquals(new Ticket("t1", "billing", "P1", "refund", 2), raised);
    assertEquals("QUEUE#billing", stored(table).get("gsi1pk").s());
    assertEquals("PRIORITY#P1#TICKET#t1", stored(table).get("gsi1sk").s());
    assertEquals(List.of(raised), tickets.query().byQueue("billing").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void withoutTheOptInAPartialIndexChangeIsStillRefusedBeforeSending(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity tickets = TicketEntity.of(table);
    tickets.create(TICKET).execute();

    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class,
        () -> tickets.update("t1").set(TicketEntity.PRIORITY, "P1").execute());

    assertTrue(e.getMessage().contains("readingMissingComponents()"), e.getMessage());
    assertEquals(new Ticket("t1", "billing", "P3", "refund", 1), tickets.get("t1").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void queueMovedBetweenTheReadAndTheWriteIsReadAgainSoTheKeyIsNeverStale(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity.of(table).create(TICKET).execute();
    TicketEntity other = TicketEntity.of(table);
    TicketEntity tickets = TicketEntity.of(racing(table, 1,
        n -> other.update("t1").setByQueue("shipping", "P3").execute()));

    Ticket raised = tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().execute();

    assertEquals(new Ticket("t1", "shipping", "P1", "refund", 3), raised);
    Map<String, AttributeValue> item = stored(table);
    assertEquals("QUEUE#shipping", item.get("gsi1pk").s());
    assertEquals("PRIORITY#P1#TICKET#t1", item.get("gsi1sk").s());
    assertEquals(List.of(), other.query().byQueue("billing").list());
    assertEquals(List.of(raised), other.query().byQueue("shipping").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemThatKeepsChangingEndsInAStaleReadAndNothingOfTheUpdateIsWritten(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity.of(table).create(TICKET).execute();
    TicketEntity other = TicketEntity.of(table);
    TicketEntity tickets = TicketEntity.of(racing(table, Integer.MAX_VALUE,
        n -> other.update("t1").setByQueue("queue" + n, "P3").execute()));

    StaleReadException e = assertThrows(StaleReadException.class,
        () -> tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().execute());

    assertEquals(5, e.attempts());
    assertEquals(List.of("queue"), e.components());
    assertEquals("ticket: condition failed for key pk=TICKET#t1, sk=#TICKET: the item changed between the read of queue"
        + " (the index components the update does not set) and the update, 5 times in a row; nothing was written",
        e.getMessage());
    Ticket now = other.get("t1").execute().orElseThrow();
    assertEquals(new Ticket("t1", "queue5", "P3", "refund", 6), now);
    assertEquals("QUEUE#queue5", stored(table).get("gsi1pk").s());
    assertEquals("PRIORITY#P3#TICKET#t1", stored(table).get("gsi1sk").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anOutcomeOfAnItemThatKeepsChangingIsTheStaleReadThrownAndACallersFailedConditionIsARejection(
      SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity.of(table).create(TICKET).execute();
    TicketEntity other = TicketEntity.of(table);
    TicketEntity tickets = TicketEntity.of(racing(table, Integer.MAX_VALUE,
        n -> other.update("t1").setByQueue("queue" + n, "P3").execute()));

    // Contention is not the item failing the update's conditions: thrown, as throttling is.
    assertThrows(StaleReadException.class,
        () -> tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().outcome());

    Ticket now = other.get("t1").execute().orElseThrow();
    WriteOutcome<Ticket> refused = other.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents()
        .condition(TicketEntity.TITLE.eq("other")).outcome();
    assertEquals(Optional.of(now), assertInstanceOf(Rejected.class, refused).found());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void withoutAVersionTheWriteIsConditionalOnEveryAttributeRead(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", EmployeeEntity.SCHEMA);
    EmployeeEntity.of(table).put(TARA).execute();
    EmployeeEntity other = EmployeeEntity.of(table);
    // The team moves while the title is changed: the title index must be rendered with the new team.
    EmployeeEntity employees = EmployeeEntity.of(racing(table, 1,
        n -> other.update("e1").setCoworkers("Portland", "saturn").setTeams("saturn", "engineer")
            .setDirectReports("m9", "saturn").execute()));

    Employee promoted = employees.update("e1").set(EmployeeEntity.TITLE, "lead").readingMissingComponents().execute();

    assertEquals(new Employee("e1", "Portland", "saturn", "lead", "m9"), promoted);
    Map<String, AttributeValue> item = stored(table);
    assertEquals("TEAM#saturn", item.get("gsi2pk").s());
    assertEquals("TITLE#lead#EMPLOYEE#e1", item.get("gsi2sk").s());
    assertEquals(List.of(promoted), other.query().teams("saturn").list());
    assertEquals(List.of(), other.query().teams("jupiter").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aComponentTheItemLacksTakesItOutOfTheSparseIndex(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", EmployeeEntity.SCHEMA);
    EmployeeEntity employees = EmployeeEntity.of(table);
    employees.put(new Employee("e1", "Portland", "jupiter", "engineer", null)).execute();

    // directReports is rendered from manager and team: the team changes, the manager is absent.
    Employee moved = employees.update("e1").setTeams("saturn", "engineer").readingMissingComponents().execute();

    assertEquals(new Employee("e1", "Portland", "saturn", "engineer", null), moved);
    Map<String, AttributeValue> item = stored(table);
    assertFalse(item.containsKey("gsi3pk"));
    assertEquals("TEAM#saturn#EMPLOYEE#e1", item.get("gsi1sk").s());
    assertEquals(EmployeeEntity.toItem(moved), withoutToken(item));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aMissingItemIsReportedAndNotCreated(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity tickets = TicketEntity.of(table);

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().execute());

    assertEquals("ticket: condition failed for key pk=TICKET#t1, sk=#TICKET: no item has this key", e.getMessage());
    assertEquals(List.of(), RawItems.scan(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theCallersConditionFailingIsNotMistakenForARace(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity tickets = TicketEntity.of(table);
    tickets.create(TICKET).execute();
    List<String> calls = new ArrayList<>();
    TicketEntity observed = TicketEntity.of(table.withListener(new RequestListener() {
      @Override
      public void onRequest(RequestEvent request) {
        calls.add(request.call());
      }
    }));

    ConditionFailedException e = assertThrows(ConditionFailedException.class, () -> observed.update("t1")
        .set(TicketEntity.PRIORITY, "P1").condition(TicketEntity.TITLE.eq("other")).readingMissingComponents().execute());

    assertFalse(e instanceof StaleReadException, e.getMessage());
    assertEquals(List.of("GetItem", "UpdateItem"), calls);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertThatCreatesTheItemFindsNoComponentAndLeavesItOutOfTheIndex(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity tickets = TicketEntity.of(table);

    Ticket created = tickets.upsert("t9").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().execute();

    assertEquals(new Ticket("t9", null, "P1", null, 1), created);
    assertFalse(stored(table).containsKey("gsi1pk"));
    Ticket queued = tickets.upsert("t9").set(TicketEntity.QUEUE, "billing").readingMissingComponents().execute();
    assertEquals(new Ticket("t9", "billing", "P1", null, 2), queued);
    assertEquals(List.of(queued), tickets.query().byQueue("billing").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void inATransactionTheComponentsAreReadWhenItIsBuiltAndTheTransactionIsConditionalOnThem(SampleEngine engine) {
    Table table = Engines.newTable(engine, "stored", TicketEntity.SCHEMA);
    TicketEntity tickets = TicketEntity.of(table);
    tickets.create(TICKET).execute();
    SupportService support = SupportService.of(table);

    support.transactWrite()
        .update(TicketEntity.SCHEMA, tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents())
        .execute();
    assertEquals("PRIORITY#P1#TICKET#t1", stored(table).get("gsi1sk").s());

    dev.singletable.runtime.operation.TransactWrite stale = support.transactWrite()
        .update(TicketEntity.SCHEMA, tickets.update("t1").set(TicketEntity.PRIORITY, "P2").readingMissingComponents());
    tickets.update("t1").setByQueue("shipping", "P1").execute();
    assertThrows(dev.singletable.runtime.exception.TransactionCanceledException.class, stale::execute);
    assertEquals("QUEUE#shipping", stored(table).get("gsi1pk").s());
    assertEquals("PRIORITY#P1#TICKET#t1", stored(table).get("gsi1sk").s());
  }

  private static Map<String, AttributeValue> withoutToken(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> copy = new java.util.HashMap<>(item);
    copy.keySet().removeIf(name -> name.startsWith("__token"));
    return copy;
  }
}
