package dev.singletable.samples.modifications;

import static dev.singletable.samples.StoredItems.item;
import static dev.singletable.samples.StoredItems.observedTable;
import static dev.singletable.samples.StoredItems.stored;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.RequestLog;
import dev.singletable.test.TestClock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Seed 001's modification patterns run as an application, each write checked
 * against the item DynamoDB stored, read with the SDK.
 */
class ModificationsAppTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private final RequestLog log = new RequestLog();
  private final TestClock clock = new TestClock(Instant.parse("2020-10-19T09:19:32Z"));
  private Table table;

  private ModificationsApp app(SampleEngine engine) {
    table = observedTable(engine, ModificationsService.createTableRequest("modifications-" + TABLES.incrementAndGet()), log);
    return new ModificationsApp(ModificationsService.of(table), clock);
  }

  private static Map<String, String> identity(String entity, Map<String, String> attributes) {
    Map<String, String> item = new TreeMap<>(attributes);
    item.put("__entity", "S:" + entity);
    item.put("__version", "N:1");
    return item;
  }

  /**
   * The item at {@code key} as stored, less the random write token the library stamps on an item
   * written by a single request (transactions carry theirs on the request instead).
   */
  private Map<String, String> layout(Map<String, AttributeValue> key) {
    Map<String, String> item = new TreeMap<>(stored(table, key));
    String token = item.remove("__token");
    assertTrue(token == null || token.startsWith("S:"), token);
    // The tokens of the item's earlier updates, kept so that a late resend still finds its own.
    item.keySet().removeIf(name -> name.matches("__token[0-9]+"));
    return item;
  }

  // The auto-incrementing number.

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theFirstIdCreatesTheAutoIncrementItemAndEachNextIdAddsOne(SampleEngine engine) {
    ModificationsApp app = app(engine);

    assertEquals(List.of(1L, 2L, 3L), List.of(app.nextId(), app.nextId(), app.nextId()));

    assertEquals(List.of("UpdateItem", "UpdateItem", "UpdateItem"), log.operations());
    assertEquals(identity("autoIncrement", item("PK", "S:AUTOINCREMENT", "SK", "S:AUTOINCREMENT", "number", "N:3")),
        layout(AutoIncrementEntity.key()));
  }

  // Counting likes.

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void aLikeWritesTheLikeItemAndCountsItInOneTransaction(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.createPost("ABC");
    log.clear();

    app.like("ABC", "john-doe");

    assertEquals(List.of("TransactWriteItems"), log.operations());
    assertEquals(2, log.of(TransactWriteItemsRequest.class).get(0).transactItems().size());
    assertEquals(identity("like", item("PK", "S:POST#ABC", "SK", "S:LIKE#john-doe")),
        layout(LikeEntity.key("ABC", "john-doe")));
    assertEquals(identity("post", item("PK", "S:POST#ABC", "SK", "S:POST#ABC", "postId", "S:ABC", "likeCount", "N:1")),
        layout(PostEntity.key("ABC")));
  }

  /**
   * The seed's like item is its key and nothing else: its components are {@code @KeyOnly}, stored in
   * the keys alone, and the like reads back from them.
   */
  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theLikeItemHoldsOnlyTheSeedsKeysBesideTheIdentity(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.createPost("ABC");

    app.like("ABC", "john-doe");

    assertEquals(identity("like", item("PK", "S:POST#ABC", "SK", "S:LIKE#john-doe")),
        layout(LikeEntity.key("ABC", "john-doe")));
    assertEquals(Optional.of(new Like("ABC", "john-doe")), LikeEntity.of(table).get("ABC", "john-doe").execute());
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> LikeEntity.of(table).query().primary("ABC").filter(LikeEntity.USER_ID.eq("john-doe")).list());
    assertEquals("like: userId is not stored as an attribute (@KeyOnly): it is read back from the key SK, so a"
        + " condition, filter or computed value cannot name it; use exists() or notExists(), or the query's key"
        + " conditions", refused.getMessage());
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void aSecondLikeBySameUserCancelsTheTransactionAndLeavesTheCount(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.createPost("ABC");
    app.like("ABC", "john-doe");
    app.like("ABC", "jane-roe");

    TransactionCanceledException cancelled =
        assertThrows(TransactionCanceledException.class, () -> app.like("ABC", "john-doe"));

    assertEquals(List.of(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, TransactionCanceledException.NONE),
        cancelled.reasons().stream().map(TransactionCanceledException.Reason::code).toList());
    assertEquals("like", cancelled.failures().get(0).entity());
    assertEquals(0, cancelled.failures().get(0).index());
    assertEquals(Optional.of(2L), app.likeCount("ABC"));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void aLikeOfAMissingPostIsCancelledAndWritesNoLike(SampleEngine engine) {
    ModificationsApp app = app(engine);

    TransactionCanceledException cancelled =
        assertThrows(TransactionCanceledException.class, () -> app.like("XYZ", "john-doe"));

    assertEquals(1, cancelled.failures().get(0).index());
    assertEquals(Map.of(), stored(table, LikeEntity.key("XYZ", "john-doe")));
    assertEquals(Map.of(), stored(table, PostEntity.key("XYZ")));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void anUnlikeDeletesTheLikeAndDecrementsTheCountOnlyOnce(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.createPost("ABC");
    app.like("ABC", "john-doe");
    app.like("ABC", "jane-roe");

    app.unlike("ABC", "john-doe");
    TransactionCanceledException again =
        assertThrows(TransactionCanceledException.class, () -> app.unlike("ABC", "john-doe"));

    assertEquals(0, again.failures().get(0).index());
    assertEquals(Map.of(), stored(table, LikeEntity.key("ABC", "john-doe")));
    assertEquals(Optional.of(1L), app.likeCount("ABC"));
  }

  // The job queue.

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theFirstJobCreatesTheQueueItemWithAStringSet(SampleEngine engine) {
    ModificationsApp app = app(engine);

    assertEquals(Optional.of(Set.of("JOB#6412")), app.enqueue("JOB#6412"));

    assertEquals(identity("jobQueue", item("PK", "S:JOBQUEUE", "SK", "S:JOBQUEUE", "inProgress", "SS:[JOB#6412]")),
        layout(JobQueueEntity.key()));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theEleventhJobIsRefusedByTheConditionAndNotAdded(SampleEngine engine) {
    ModificationsApp app = app(engine);
    for (int job = 1; job <= 10; job++) {
      assertEquals(job, app.enqueue("JOB#" + job).orElseThrow().size());
    }

    assertEquals(Optional.empty(), app.enqueue("JOB#11"));

    String inProgress = stored(table, JobQueueEntity.key()).get("inProgress");
    assertEquals("SS:[JOB#1, JOB#10, JOB#2, JOB#3, JOB#4, JOB#5, JOB#6, JOB#7, JOB#8, JOB#9]", inProgress);
    UpdateItemRequest refused = log.of(UpdateItemRequest.class).get(10);
    assertTrue(refused.conditionExpression().contains("size("), refused.conditionExpression());
    app.finish("JOB#1");
    assertEquals(10, app.enqueue("JOB#11").orElseThrow().size());
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void addingOrRemovingAJobTwiceIsDoingItOnce(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.enqueue("JOB#1");

    assertEquals(Optional.of(Set.of("JOB#1", "JOB#2")), app.enqueue("JOB#2"));
    assertEquals(Optional.of(Set.of("JOB#1", "JOB#2")), app.enqueue("JOB#2"));
    assertEquals("SS:[JOB#1, JOB#2]", stored(table, JobQueueEntity.key()).get("inProgress"));

    assertEquals(Set.of("JOB#2"), app.finish("JOB#1"));
    assertEquals(Set.of("JOB#2"), app.finish("JOB#1"));
    assertEquals("SS:[JOB#2]", stored(table, JobQueueEntity.key()).get("inProgress"));
    assertEquals(Set.of(), app.finish("JOB#2"));
    assertEquals(null, stored(table, JobQueueEntity.key()).get("inProgress"));
  }

  // Documents editable only by their editors.

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void onlyAnEditorListedOnTheDocumentChangesItsContent(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.putDocument(Document.of("JKK", List.of("John", "Michael"), "Some content"));
    app.putDocument(Document.of("MKG", List.of("Susan", "Tom"), "Other content"));

    assertEquals(Optional.empty(), app.editAsEditor("JKK", "Susan", "Susan's content"));
    assertEquals("New content", app.editAsEditor("JKK", "John", "New content").orElseThrow().content());

    assertEquals(identity("document", item("PK", "S:DOCUMENT#JKK", "SK", "S:DOCUMENT#JKK", "documentId", "S:JKK",
            "TYPE", "S:DOCUMENT", "editors", "L:[S:John, S:Michael]", "content", "S:New content")),
        layout(DocumentEntity.key("JKK")));
    assertEquals("L:[S:Susan, S:Tom]", stored(table, DocumentEntity.key("MKG")).get("editors"));
    assertEquals("S:Other content", stored(table, DocumentEntity.key("MKG")).get("content"));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theEditorsItemIsCheckedInTheSameTransactionAsTheEdit(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.putDocument(Document.of("JKK", null, "Some content"));
    app.putDocument(Document.of("MKG", null, "Other content"));
    app.putEditors(List.of("John", "Michael"));
    log.clear();

    app.editWithEditorsItem("JKK", "John", "New content");
    TransactionCanceledException refused = assertThrows(TransactionCanceledException.class,
        () -> app.editWithEditorsItem("MKG", "Susan", "Susan's content"));

    TransactWriteItemsRequest sent = log.of(TransactWriteItemsRequest.class).get(0);
    assertTrue(sent.transactItems().get(0).conditionCheck() != null);
    assertTrue(sent.transactItems().get(1).update() != null);
    assertEquals(List.of(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, TransactionCanceledException.NONE),
        refused.reasons().stream().map(TransactionCanceledException.Reason::code).toList());
    assertEquals("editorList", refused.failures().get(0).entity());
    assertEquals(identity("editorList", item("PK", "S:EDITORS", "SK", "S:EDITORS", "TYPE", "S:EDITORS",
        "editors", "L:[S:John, S:Michael]")), layout(EditorListEntity.key()));
    assertEquals(identity("document", item("PK", "S:DOCUMENT#JKK", "SK", "S:DOCUMENT#JKK", "documentId", "S:JKK",
        "TYPE", "S:DOCUMENT", "content", "S:New content")), layout(DocumentEntity.key("JKK")));
    assertEquals("S:Other content", stored(table, DocumentEntity.key("MKG")).get("content"));
  }

  // Version history.

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void aPreparedVersionIsNotCurrentUntilThePointerMoves(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.createVersioned("1", "Tom", "first draft");
    clock.set(Instant.parse("2020-10-19T09:22:52Z"));
    app.prepare("1", 2, "Simon", "second draft");
    app.commit("1", 1, 2, "second draft");
    clock.set(Instant.parse("2020-10-19T09:24:42Z"));

    app.prepare("1", 3, "John", "third draft");

    assertEquals(new DocumentVersion("1", 0, 2, null, null, "second draft"), app.current("1").orElseThrow());
    assertEquals(identity("documentVersion", item("PK", "S:1", "SK", "S:V0", "documentId", "S:1", "version", "N:0",
        "CurVer", "N:2", "content", "S:second draft")), layout(DocumentVersionEntity.key("1", 0)));
    assertEquals(identity("documentVersion", item("PK", "S:1", "SK", "S:V1", "documentId", "S:1", "version", "N:1",
        "Timestamp", "S:2020-10-19T09:19:32", "Author", "S:Tom", "content", "S:first draft")),
        layout(DocumentVersionEntity.key("1", 1)));
    assertEquals(identity("documentVersion", item("PK", "S:1", "SK", "S:V2", "documentId", "S:1", "version", "N:2",
        "Timestamp", "S:2020-10-19T09:22:52", "Author", "S:Simon", "content", "S:second draft")),
        layout(DocumentVersionEntity.key("1", 2)));
    assertEquals(identity("documentVersion", item("PK", "S:1", "SK", "S:V3", "documentId", "S:1", "version", "N:3",
        "Timestamp", "S:2020-10-19T09:24:42", "Author", "S:John", "content", "S:third draft")),
        layout(DocumentVersionEntity.key("1", 3)));
    assertEquals(List.of("V0", "V1", "V2", "V3"),
        app.history("1").stream().map(row -> "V" + row.version()).toList());
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void committingMovesThePointerInOneTransactionAndAStaleCommitIsCancelled(SampleEngine engine) {
    ModificationsApp app = app(engine);
    app.createVersioned("1", "Tom", "first draft");
    app.prepare("1", 2, "Simon", "second draft");
    app.prepare("1", 3, "John", "third draft");
    log.clear();

    app.commit("1", 1, 3, "third draft");
    TransactionCanceledException stale =
        assertThrows(TransactionCanceledException.class, () -> app.commit("1", 1, 2, "second draft"));
    TransactionCanceledException unprepared =
        assertThrows(TransactionCanceledException.class, () -> app.commit("1", 3, 4, "fourth draft"));

    assertEquals(List.of("TransactWriteItems", "TransactWriteItems", "TransactWriteItems"), log.operations());
    assertEquals(List.of(1), stale.failures().stream().map(TransactionCanceledException.Reason::index).toList());
    assertEquals(List.of(0), unprepared.failures().stream().map(TransactionCanceledException.Reason::index).toList());
    DocumentVersion current = app.current("1").orElseThrow();
    assertEquals(3, current.currentVersion());
    assertEquals("third draft", current.content());
  }
}
