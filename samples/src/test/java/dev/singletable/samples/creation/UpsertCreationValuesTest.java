package dev.singletable.samples.creation;

import static dev.singletable.samples.ClientModes.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.UpdateOperation;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import dev.singletable.samples.ClientModes;
import dev.singletable.samples.ClientModes.Mode;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An upsert that may create its item writes the {@code @Default}s and {@code @GeneratedId}s of the
 * components it does not set, and renders the secondary-index keys holding them from the values it
 * stores: an item it creates is in those indexes at once (one request), an item holding other values
 * keeps them and the keys rendered from them (the upsert is sent once more with the stored values:
 * two requests, no read), and an item lacking them gets them with their keys. Every test ends by
 * checking that every stored item's keys are the ones its attributes render; the caller's own failed
 * condition is still a condition failure.
 */
class UpsertCreationValuesTest {
  private static final String ULID = "[0-9A-HJKMNP-TV-Z]{26}";
  private static final List<String> KEYS = List.of("pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk");

  static Stream<Named<Mode>> modes() {
    return ClientModes.modes();
  }

  static Stream<Named<Mode>> engines() {
    return Stream.of(Named.of("sync", new Mode(false)));
  }

  /** A fresh forum table on the mode's engine, whose requests {@code sent} records. */
  private record Bench(Mode mode, Table table, RequestRecorder sent) {
    CommentEntity comments() {
      return CommentEntity.of(table);
    }

    ReportEntity reports() {
      return ReportEntity.of(table);
    }

    /** Runs the write with the mode's terminal. */
    <T> T execute(UpdateOperation<T, ?> write) {
      return mode.async() ? await(write.executeAsync()) : write.execute();
    }

    /** The requests sent since the last call. */
    int requests() {
      int count = sent.sent().size();
      sent.clear();
      return count;
    }
  }

  private static Bench bench(Mode mode) {
    RequestRecorder sent = new RequestRecorder();
    return new Bench(mode, ClientModes.table(mode, "upsert-keys", sent, CommentEntity.SCHEMA, ReportEntity.SCHEMA), sent);
  }

  /** Every stored item of {@code schema}: the keys it is stored under are the ones its attributes render. */
  private static void assertKeysMatchAttributes(Table table, EntitySchema<?> schema) {
    RawItems.assertKeysMatchAttributes(table, schema, KEYS);
  }

  private static Map<String, AttributeValue> stored(Table table, String partitionKey) {
    return RawItems.scan(table).stream().filter(item -> item.get("pk").s().equals(partitionKey)).findFirst()
        .orElseThrow();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anUpsertThatCreatesACommentPutsItInTheIndexOfItsDefaultStatusInOneRequest(Mode mode) {
    Bench bench = bench(mode);

    Comment created = bench.execute(bench.comments().upsert("general", "p1", "c1").set(CommentEntity.TEXT, "first"));

    assertEquals(1, bench.requests(), "an upsert that creates the item: one request");
    assertEquals(Comment.Status.VISIBLE, created.status());
    assertEquals(List.of(created), bench.comments().query().byStatus(Comment.Status.VISIBLE).list());
    assertKeysMatchAttributes(bench.table(), CommentEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anUpsertOverACommentWithAnotherStatusKeepsItAndItsIndexKeysInOneRequest(Mode mode) {
    Bench bench = bench(mode);
    Comment hidden = bench.comments().create(new Comment("general", "p1", "c1", "spam", Comment.Status.HIDDEN, null,
        null, null, null)).execute();
    Comment visible = bench.comments().create(new Comment("general", "p1", "c2", "fine", null, null, null, null,
        null)).execute();
    bench.requests();

    Comment edited = bench.execute(bench.comments().upsert("general", "p1", "c1").set(CommentEntity.TEXT, "spam!"));
    int overAnother = bench.requests();
    Comment liked = bench.execute(bench.comments().upsert("general", "p1", "c2").set(CommentEntity.LIKES, 3));
    int overTheDefault = bench.requests();

    assertEquals(1, overAnother, "over an item holding another status: it keeps it and the keys rendered from it");
    assertEquals(1, overTheDefault, "over an item holding the default status: one request");
    assertEquals(Comment.Status.HIDDEN, edited.status());
    assertEquals(hidden.traceId(), edited.traceId());
    assertEquals(Comment.Status.VISIBLE, liked.status());
    assertEquals(List.of(edited), bench.comments().query().byStatus(Comment.Status.HIDDEN).list());
    assertEquals(List.of(liked), bench.comments().query().byStatus(Comment.Status.VISIBLE).list());
    assertEquals(visible.traceId(), liked.traceId());
    assertKeysMatchAttributes(bench.table(), CommentEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anUpsertThatCreatesAReportRendersItsNewCaseIdIntoTheQueueIndexAndOneOverItKeepsIt(Mode mode) {
    Bench bench = bench(mode);

    Report created = bench.execute(bench.reports().upsert("r1").set(ReportEntity.NOTE, "rude"));
    int creating = bench.requests();
    Report again = bench.execute(bench.reports().upsert("r1").set(ReportEntity.NOTE, "very rude"));
    int overIt = bench.requests();

    assertEquals(1, creating, "an upsert that creates the item: one request");
    assertEquals(1, overIt, "the stored case id and the queue index's keys rendered from it are kept");
    assertTrue(created.caseId().matches(ULID), created.caseId());
    assertEquals(created.caseId(), again.caseId());
    assertEquals("very rude", again.note());
    assertEquals(List.of(again), bench.reports().query().byQueue("moderation").list());
    assertEquals("CASE#" + created.caseId(), stored(bench.table(), "REPORT#r1").get("gsi1sk").s());
    assertKeysMatchAttributes(bench.table(), ReportEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anIndexWhoseOtherComponentTheUpsertDoesNotSetGetsTheItemWhenItIsSet(Mode mode) {
    Bench bench = bench(mode);

    bench.execute(bench.reports().upsert("r1").set(ReportEntity.NOTE, "rude"));
    assertEquals(List.of(), bench.reports().query().byState("OPEN").list(), "no reason, so not in byState (sparse)");
    bench.requests();
    Report reasoned = bench.execute(bench.reports().upsert("r1").set(ReportEntity.REASON, "abuse"));
    int reasoning = bench.requests();
    Report other = bench.execute(bench.reports().upsert("r2").set(ReportEntity.REASON, "spam"));
    int creating = bench.requests();

    assertEquals(1, reasoning, "the queue index's keys are kept; the state index's are rendered from the stored state");
    assertEquals(1, creating);
    assertEquals(List.of(reasoned, other), bench.reports().query().byState("OPEN").list());
    assertKeysMatchAttributes(bench.table(), ReportEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anUpsertOverAReportInAnotherStateMovesNothingAndKeepsItsKeys(Mode mode) {
    Bench bench = bench(mode);
    Report closed = bench.reports().create(new Report("r1", "legal", null, "CLOSED", "abuse", null)).execute();
    bench.requests();

    Report noted = bench.execute(bench.reports().upsert("r1").set(ReportEntity.NOTE, "escalated")
        .set(ReportEntity.REASON, "threats"));

    assertEquals(2, bench.requests());
    assertEquals(new Report("r1", "legal", closed.caseId(), "CLOSED", "threats", "escalated"), noted);
    assertEquals(List.of(noted), bench.reports().query().byState("CLOSED").list());
    assertEquals(List.of(noted), bench.reports().query().byQueue("legal").list());
    assertEquals(List.of(), bench.reports().query().byState("OPEN").list());
    assertKeysMatchAttributes(bench.table(), ReportEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anUpsertThatReadsTheStoredItemRendersTheKeysFromTheValuesItReadWithoutAnotherTry(Mode mode) {
    Bench bench = bench(mode);
    Report filed = bench.reports().create(new Report("r1", "legal", null, "OPEN", "abuse", null)).execute();
    bench.requests();

    // The state's index needs the reason, which the upsert reads; the read holds the case id and queue too.
    Report closed = bench.execute(bench.reports().upsert("r1").set(ReportEntity.STATE, "CLOSED")
        .readingMissingComponents());

    assertEquals(2, bench.requests(), "the read, then the upsert rendered from what it read");
    assertEquals(new Report("r1", "legal", filed.caseId(), "CLOSED", "abuse", null), closed);
    assertEquals(List.of(closed), bench.reports().query().byState("CLOSED").list());
    assertEquals(List.of(closed), bench.reports().query().byQueue("legal").list());
    assertKeysMatchAttributes(bench.table(), ReportEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anItemAnotherToolWroteWithoutTheDefaultedComponentsGetsThemAndTheirKeysInOneRequest(Mode mode) {
    Bench bench = bench(mode);
    Map<String, AttributeValue> forged = new HashMap<>(CommentEntity.toItem(
        new Comment("general", "p1", "c1", "imported", Comment.Status.VISIBLE, null, null, 1, null)));
    forged.keySet().removeAll(List.of("status", "gsi1pk", "gsi1sk"));
    bench.table().client().putItem(b -> b.tableName(bench.table().name()).item(forged));
    bench.requests();

    Comment upserted = bench.execute(bench.comments().upsert("general", "p1", "c1").set(CommentEntity.LIKES, 2));

    assertEquals(1, bench.requests(), "the item lacks the status: it gets the default and its keys at once");
    assertEquals(Comment.Status.VISIBLE, upserted.status());
    assertEquals(List.of(upserted), bench.comments().query().byStatus(Comment.Status.VISIBLE).list());
    assertKeysMatchAttributes(bench.table(), CommentEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void anItemHoldingAnotherStatusWithoutItsIndexKeysGetsTheKeysRenderedFromItsOwnStatus(Mode mode) {
    Bench bench = bench(mode);
    // Written before the index existed, or by another tool: the status is there, its keys are not.
    Map<String, AttributeValue> unindexed = new HashMap<>(CommentEntity.toItem(
        new Comment("general", "p1", "c1", "imported", Comment.Status.HIDDEN, null, null, 1, null)));
    unindexed.keySet().removeAll(List.of("gsi1pk", "gsi1sk"));
    bench.table().client().putItem(b -> b.tableName(bench.table().name()).item(unindexed));
    bench.requests();

    Comment upserted = bench.execute(bench.comments().upsert("general", "p1", "c1").set(CommentEntity.LIKES, 2));

    assertEquals(2, bench.requests(), "keys absent and another status stored: sent once more with the stored status");
    assertEquals(Comment.Status.HIDDEN, upserted.status());
    assertEquals(List.of(upserted), bench.comments().query().byStatus(Comment.Status.HIDDEN).list());
    assertEquals(List.of(), bench.comments().query().byStatus(Comment.Status.VISIBLE).list());
    assertKeysMatchAttributes(bench.table(), CommentEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modes")
  void theCallersFailedConditionIsAConditionFailureWhetherTheStoredValuesAreTheUpsertsOrOthers(Mode mode) {
    Bench bench = bench(mode);
    Comment hidden = bench.comments().create(new Comment("general", "p1", "c1", "spam", Comment.Status.HIDDEN, null,
        null, null, null)).execute();
    Comment visible = bench.comments().create(new Comment("general", "p1", "c2", "fine", null, null, null, null,
        null)).execute();

    ConditionFailedException overAnother = assertThrows(ConditionFailedException.class, () -> bench.execute(
        bench.comments().upsert("general", "p1", "c1").set(CommentEntity.TEXT, "x").condition(CommentEntity.LIKES.gt(5))));
    ConditionFailedException overTheDefault = assertThrows(ConditionFailedException.class, () -> bench.execute(
        bench.comments().upsert("general", "p1", "c2").set(CommentEntity.TEXT, "x").condition(CommentEntity.LIKES.gt(5))));
    var outcome = bench.comments().upsert("general", "p1", "c1").set(CommentEntity.TEXT, "x")
        .condition(CommentEntity.LIKES.gt(5));
    WriteOutcome<Comment> result = mode.async() ? await(outcome.outcomeAsync()) : outcome.outcome();
    Rejected<Comment> rejected = result instanceof Rejected<Comment> refused ? refused
        : fail("the caller's condition failed, yet the upsert was applied: " + result);

    assertEquals(Optional.of(hidden), overAnother.found(Comment.class));
    assertEquals(Optional.of(visible), overTheDefault.found(Comment.class));
    assertEquals(Optional.of(hidden), rejected.found());
    assertEquals(List.of(hidden), bench.comments().query().byStatus(Comment.Status.HIDDEN).list());
    assertKeysMatchAttributes(bench.table(), CommentEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aTransactionsUpsertCreatesIntoTheIndexesKeepsStoredKeysAndIsCancelledOverAnotherStoredValue(Mode mode) {
    Bench bench = bench(mode);

    TransactWrite.of(bench.table())
        .update(ReportEntity.SCHEMA, bench.reports().upsert("r1").set(ReportEntity.REASON, "spam"))
        .update(CommentEntity.SCHEMA, bench.comments().upsert("general", "p1", "c1").set(CommentEntity.TEXT, "hi"))
        .execute();
    Report created = bench.reports().get("r1").execute().orElseThrow();
    // Over the stored case id the queue index's keys, rendered from it, are kept: nothing to send twice.
    TransactWrite.of(bench.table())
        .update(ReportEntity.SCHEMA, bench.reports().upsert("r1").set(ReportEntity.NOTE, "again"))
        .execute();
    Report noted = bench.reports().get("r1").execute().orElseThrow();
    // The state index's keys are rendered from the default state with the reason set: over a report in
    // another state that would need a second try, which a transaction cannot send, so it cancels.
    Report closed = bench.reports().create(new Report("r2", "legal", null, "CLOSED", "abuse", null)).execute();
    assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(bench.table())
        .update(ReportEntity.SCHEMA, bench.reports().upsert("r2").set(ReportEntity.REASON, "threats"))
        .execute());

    assertEquals(created.caseId(), noted.caseId());
    assertEquals("again", noted.note());
    assertEquals(List.of(noted), bench.reports().query().byQueue("moderation").list());
    assertEquals(List.of(noted), bench.reports().query().byState("OPEN").list());
    assertEquals(List.of(closed), bench.reports().query().byState("CLOSED").list());
    assertEquals(1, bench.comments().query().byStatus(Comment.Status.VISIBLE).list().size());
    assertKeysMatchAttributes(bench.table(), ReportEntity.SCHEMA);
    assertKeysMatchAttributes(bench.table(), CommentEntity.SCHEMA);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void upsertsRacingToCreateOneReportAllStoreOneCaseIdAndKeysThatMatchIt(Mode mode) throws Exception {
    Bench bench = bench(mode);
    int writers = 8;
    ExecutorService pool = Executors.newFixedThreadPool(writers);
    List<Future<Report>> written = new ArrayList<>();
    try {
      for (int i = 0; i < writers; i++) {
        String note = "note " + i;
        written.add(pool.submit(() -> bench.reports().upsert("r1").set(ReportEntity.NOTE, note)
            .set(ReportEntity.REASON, "spam").execute()));
      }
      List<String> caseIds = new ArrayList<>();
      for (Future<Report> write : written) {
        caseIds.add(write.get(30, TimeUnit.SECONDS).caseId());
      }
      Report stored = bench.reports().get("r1").execute().orElseThrow();
      assertTrue(stored.caseId().matches(ULID), stored.caseId());
      assertEquals(List.of(stored.caseId()), caseIds.stream().distinct().toList(), "every writer returns the stored id");
      assertEquals(List.of(stored), bench.reports().query().byQueue("moderation").list());
    } finally {
      pool.shutdownNow();
    }
    assertKeysMatchAttributes(bench.table(), ReportEntity.SCHEMA);
  }
}
