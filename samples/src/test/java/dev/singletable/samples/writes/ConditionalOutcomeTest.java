package dev.singletable.samples.writes;

import static dev.singletable.samples.ClientModes.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.runtime.operation.DeleteOperation;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.UpdateOperation;
import dev.singletable.runtime.returned.Applied;
import dev.singletable.runtime.returned.DeleteOutcome;
import dev.singletable.runtime.returned.Deleted;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import dev.singletable.samples.ClientModes;
import dev.singletable.samples.ClientModes.Mode;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Conditional writes that return their outcome instead of throwing ({@code outcome()} and {@code
 * outcomeAsync()}), on both clients: each of put, create, update, upsert and delete
 * applied and rejected, the rejection carrying the record found at the key, typed and equal to what
 * is stored, from the one request the write sends. The item found may have been written by another
 * tool (unknown attributes are ignored, as a read ignores them), be another entity's (no record,
 * its attributes kept), or not render to its key (refused as a read refuses it, never returned as a
 * record).
 */
class ConditionalOutcomeTest {
  private static final Ticket REFUND = new Ticket("t1", "billing", "P3", "refund", 0);

  static Stream<Named<Mode>> modes() {
    return ClientModes.modes();
  }

  /** A fresh table on the mode's engine, bound to its sync and async clients; {@code requests} sees every request. */
  private static Table table(Mode mode, RequestRecorder requests) {
    return table(mode, requests, TicketEntity.SCHEMA);
  }

  private static Table table(Mode mode, RequestRecorder requests, EntitySchema<?>... schemas) {
    return ClientModes.table(mode, "outcome", requests, schemas);
  }

  private static <T> WriteOutcome<T> outcome(Mode mode, PutOperation<T> write) {
    return mode.async() ? await(write.outcomeAsync()) : write.outcome();
  }

  private static <T> WriteOutcome<T> outcome(Mode mode, UpdateOperation<T, ?> write) {
    return mode.async() ? await(write.outcomeAsync()) : write.outcome();
  }

  private static <T> DeleteOutcome<T> outcome(Mode mode, DeleteOperation<T> write) {
    return mode.async() ? await(write.outcomeAsync()) : write.outcome();
  }

  /** The record a rejection found, after checking that the write sent exactly one request. */
  private static <T> Optional<T> rejectedInOneRequest(WriteOutcome<T> outcome, RequestRecorder requests) {
    return foundInOneRequest(rejected(outcome), requests);
  }

  /** The record a rejected delete found, after checking that it sent exactly one request. */
  private static <T> Optional<T> rejectedInOneRequest(DeleteOutcome<T> outcome, RequestRecorder requests) {
    return foundInOneRequest(rejected(outcome), requests);
  }

  private static <T> Optional<T> foundInOneRequest(Rejected<T> rejected, RequestRecorder requests) {
    assertEquals(1, requests.sent().size(), "one round trip: " + requests.sent());
    assertFalse(rejected.applied());
    return rejected.found();
  }

  /** The rejection a write returned; fails when it was applied. */
  private static <T> Rejected<T> rejected(WriteOutcome<T> outcome) {
    if (outcome instanceof Rejected<T> rejected) {
      return rejected;
    }
    throw new AssertionError("applied, a rejection was expected: " + outcome);
  }

  /** The rejection a delete returned; fails when it deleted. */
  private static <T> Rejected<T> rejected(DeleteOutcome<T> outcome) {
    if (outcome instanceof Rejected<T> rejected) {
      return rejected;
    }
    throw new AssertionError("deleted, a rejection was expected: " + outcome);
  }

  private static <T> T appliedInOneRequest(WriteOutcome<T> outcome, RequestRecorder requests) {
    assertEquals(1, requests.sent().size(), "one round trip: " + requests.sent());
    assertTrue(outcome.applied());
    return value(outcome);
  }

  private static <T> T value(WriteOutcome<T> outcome) {
    if (outcome instanceof Rejected<T> rejected) {
      throw new AssertionError("rejected: " + rejected.failure().getMessage());
    }
    return ((Applied<T>) outcome).value();
  }

  private static void putRaw(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  @ParameterizedTest
  @MethodSource("modes")
  void createIsAppliedThenRejectedWithTheItemThatExists(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    TicketEntity tickets = TicketEntity.of(table(mode, requests));

    Ticket created = appliedInOneRequest(outcome(mode, tickets.create(REFUND)), requests);
    assertEquals(new Ticket("t1", "billing", "P3", "refund", 1), created);
    assertEquals(Optional.of(created), tickets.get("t1").execute());

    requests.clear();
    Optional<Ticket> found = rejectedInOneRequest(
        outcome(mode, tickets.create(new Ticket("t1", "sales", "P1", "other", 0))), requests);
    assertEquals(Optional.of(created), found);
    assertEquals(Optional.of(created), tickets.get("t1").execute(), "nothing was written");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void aPutOfAStaleVersionIsRejectedWithTheStoredRecord(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    TicketEntity tickets = TicketEntity.of(table(mode, requests));
    Ticket read = tickets.create(REFUND).execute();
    Ticket changed = tickets.update("t1").set(TicketEntity.TITLE, "refund twice").execute();

    requests.clear();
    WriteOutcome<Ticket> stale = outcome(mode, tickets.put(new Ticket("t1", "billing", "P3", "mine", read.version())));
    assertEquals(Optional.of(changed), rejectedInOneRequest(stale, requests));
    Rejected<Ticket> rejected = rejected(stale);
    assertTrue(rejected.failure().getMessage().contains("(its version is 2)"), rejected.failure().getMessage());

    requests.clear();
    Ticket put = appliedInOneRequest(outcome(mode, tickets.put(new Ticket("t1", "billing", "P3", "mine", 2))), requests);
    assertEquals(new Ticket("t1", "billing", "P3", "mine", 3), put);
    assertEquals(Optional.of(put), tickets.get("t1").execute());
  }

  @ParameterizedTest
  @MethodSource("modes")
  void anUpdateIsAppliedOrRejectedWithTheRecordThatFailsItsCondition(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    TicketEntity tickets = TicketEntity.of(table(mode, requests));
    tickets.create(REFUND).execute();

    requests.clear();
    Ticket updated = appliedInOneRequest(outcome(mode, tickets.update("t1").set(TicketEntity.TITLE, "refunded")
        .condition(TicketEntity.TITLE.eq("refund"))), requests);
    assertEquals(new Ticket("t1", "billing", "P3", "refunded", 2), updated);

    requests.clear();
    Optional<Ticket> found = rejectedInOneRequest(outcome(mode, tickets.update("t1").set(TicketEntity.TITLE, "again")
        .condition(TicketEntity.TITLE.eq("refund"))), requests);
    assertEquals(Optional.of(updated), found);
    assertEquals(Optional.of(updated), tickets.get("t1").execute());

    requests.clear();
    assertEquals(Optional.empty(), rejectedInOneRequest(
        outcome(mode, tickets.update("t404").set(TicketEntity.TITLE, "ghost")), requests), "no item has the key");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void anUpsertIsAppliedOrRejectedWithTheRecordThatFailsItsCondition(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    TicketEntity tickets = TicketEntity.of(table(mode, requests));

    Ticket created = appliedInOneRequest(outcome(mode, tickets.upsert("t2").set(TicketEntity.TITLE, "new")), requests);
    assertEquals(new Ticket("t2", null, null, "new", 1), created);

    requests.clear();
    Optional<Ticket> found = rejectedInOneRequest(outcome(mode, tickets.upsert("t2").set(TicketEntity.TITLE, "newer")
        .condition(TicketEntity.TITLE.eq("old"))), requests);
    assertEquals(Optional.of(created), found);
    assertEquals(Optional.of(created), tickets.get("t2").execute());
  }

  @ParameterizedTest
  @MethodSource("modes")
  void aDeleteOfAStaleRecordIsRejectedWithTheStoredOneAndTheCurrentOneIsDeleted(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    TicketEntity tickets = TicketEntity.of(table(mode, requests));
    Ticket read = tickets.create(REFUND).execute();
    Ticket changed = tickets.update("t1").set(TicketEntity.PRIORITY, "P1").readingMissingComponents().execute();

    requests.clear();
    assertEquals(Optional.of(changed), rejectedInOneRequest(outcome(mode, tickets.delete(read)), requests));
    assertEquals(Optional.of(changed), tickets.get("t1").execute());

    requests.clear();
    DeleteOutcome<Ticket> deleted = outcome(mode, tickets.delete(changed));
    assertEquals(1, requests.sent().size());
    assertEquals(new Deleted<>(Optional.of(changed)), deleted);
    assertTrue(deleted.applied());
    assertEquals(new Deleted<>(Optional.<Ticket>empty()), outcome(mode, tickets.delete("t1")), "nothing to delete");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void theThrownFailureCarriesTheTypedRecordFoundToo(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    TicketEntity tickets = TicketEntity.of(table(mode, requests));
    Ticket created = tickets.create(REFUND).execute();

    ConditionFailedException e = assertThrows(ConditionFailedException.class, () -> {
      if (mode.async()) {
        await(tickets.create(REFUND).executeAsync());
      } else {
        tickets.create(REFUND).execute();
      }
    });
    assertEquals(Optional.of(created), e.found(Ticket.class));
    assertEquals(TicketEntity.toItem(created).get("title"), e.item().get("title"));
    assertThrows(ClassCastException.class, () -> e.found(String.class));
  }

  @ParameterizedTest
  @MethodSource("modes")
  void anItemAnotherToolWroteIsFoundAsItsRecordItsUnknownAttributesIgnored(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    Table table = table(mode, requests);
    TicketEntity tickets = TicketEntity.of(table);
    Ticket stored = new Ticket("t1", "billing", "P2", "imported", 4);
    Map<String, AttributeValue> item = new HashMap<>(TicketEntity.toItem(stored));
    item.put("importedBy", AttributeValue.fromS("legacy-etl"));
    putRaw(table, item);

    requests.clear();
    WriteOutcome<Ticket> outcome = outcome(mode, tickets.create(REFUND));
    assertEquals(Optional.of(stored), rejectedInOneRequest(outcome, requests));
    assertEquals(Optional.of(stored), tickets.get("t1").execute(), "as a read decodes it");
    Rejected<Ticket> rejected = rejected(outcome);
    assertEquals(AttributeValue.fromS("legacy-etl"), rejected.failure().item().get("importedBy"),
        "the item as stored keeps what the record does not hold");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void anItemOfAnotherEntityIsFoundAsNoRecordAndKeptAsStored(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    Table table = table(mode, requests);
    TicketEntity tickets = TicketEntity.of(table);
    Map<String, AttributeValue> invoice = new HashMap<>(RawItems.usersItemAt("pk", "sk", "x"));
    invoice.put("pk", AttributeValue.fromS(TicketEntity.pk("t1")));
    invoice.put("sk", AttributeValue.fromS(TicketEntity.sk()));
    putRaw(table, invoice);

    for (WriteOutcome<Ticket> outcome : List.of(outcome(mode, tickets.create(REFUND)), outcome(mode, tickets.put(REFUND)),
        outcome(mode, tickets.update("t1").set(TicketEntity.TITLE, "x")))) {
      Rejected<Ticket> rejected = rejected(outcome);
      assertEquals(Optional.empty(), rejected.found(), "a get finds no ticket there either");
      assertEquals(invoice, rejected.failure().item());
      assertTrue(rejected.failure().getMessage().contains("belongs to entity invoice"), rejected.failure().getMessage());
    }
    Rejected<Ticket> delete = rejected(outcome(mode, tickets.delete("t1")));
    assertEquals(invoice, delete.failure().item());
    assertEquals(List.of(invoice), RawItems.scan(table), "the invoice is untouched");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void anItemOfANewerVersionIsARejectionWithNoRecord(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    Table table = table(mode, requests);
    TicketEntity tickets = TicketEntity.of(table);
    Map<String, AttributeValue> newer = new HashMap<>(TicketEntity.toItem(new Ticket("t1", "billing", "P3", "v2", 1)));
    newer.put("__version", AttributeValue.fromN("2"));
    putRaw(table, newer);

    Rejected<Ticket> rejected = rejected(outcome(mode, tickets.put(REFUND)));
    assertInstanceOf(NewerVersionException.class, rejected.failure());
    assertEquals(Optional.empty(), rejected.found());
    assertEquals(newer, rejected.failure().item());
  }

  @ParameterizedTest
  @MethodSource("modes")
  void anItemFoundThatDoesNotRenderToItsKeyIsRefusedAsAReadRefusesIt(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    Table table = table(mode, requests);
    TicketEntity tickets = TicketEntity.of(table);
    // At TICKET#t1, an item whose ticketId says t2: a read never returns it as ticket t2 (or t1).
    Map<String, AttributeValue> forged = new HashMap<>(TicketEntity.toItem(new Ticket("t2", "billing", "P3", "forged", 1)));
    forged.put("pk", AttributeValue.fromS(TicketEntity.pk("t1")));
    putRaw(table, forged);
    assertThrows(KeyMismatchException.class, () -> tickets.get("t1").execute());

    requests.clear();
    KeyMismatchException refused = assertThrows(KeyMismatchException.class, () -> outcome(mode, tickets.create(REFUND)));
    assertEquals(1, requests.sent().size());
    assertEquals("ticketId", refused.field());
    assertEquals("t2", refused.value());
    assertTrue(refused.getMessage().contains("the create was not applied"), refused.getMessage());
    assertInstanceOf(ConditionFailedException.class, refused.getSuppressed()[0]);
    assertThrows(KeyMismatchException.class, () -> outcome(mode, tickets.delete(REFUND)));

    ConditionFailedException thrown = assertThrows(ConditionFailedException.class, () -> tickets.create(REFUND).execute());
    assertThrows(KeyMismatchException.class, () -> thrown.found(Ticket.class));
    assertEquals(forged, thrown.item());
    assertEquals(List.of(forged), RawItems.scan(table), "nothing was written");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void aWriteOfAnEntityWithUniqueValuesIsOneTransactionWhoseRejectionCarriesTheRecordFound(Mode mode) {
    RequestRecorder requests = new RequestRecorder();
    AccountEntity accounts = AccountEntity.of(table(mode, requests, AccountEntity.SCHEMA));
    Account created = appliedInOneRequest(
        outcome(mode, accounts.create(new Account("a-1", "ada@example.com", "Ada", 0, null, null, null))), requests);

    requests.clear();
    Optional<Account> found = rejectedInOneRequest(
        outcome(mode, accounts.create(new Account("a-1", "grace@example.com", "Grace", 0, null, null, null))), requests);
    assertEquals(Optional.of(created), found, "the transaction's cancellation reason carries the account there");

    requests.clear();
    WriteOutcome<Account> taken =
        outcome(mode, accounts.create(new Account("a-2", "ada@example.com", "Ada Two", 0, null, null, null)));
    assertEquals(Optional.empty(), rejectedInOneRequest(taken, requests), "no account has the key a-2");
    UniqueConstraintException failure =
        assertInstanceOf(UniqueConstraintException.class, rejected(taken).failure());
    assertEquals("email", failure.attribute());
    assertEquals(Optional.of(created), accounts.get("a-1").execute());
    assertEquals(Optional.empty(), accounts.get("a-2").execute());
  }
}
