package dev.singletable.samples.stamped;

import static dev.singletable.samples.RawItems.assertKeysMatchAttributes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.RequestRecorder;
import dev.singletable.samples.indexcollections.Issue;
import dev.singletable.samples.indexcollections.IssueEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @CreatedAt} in keys: the issues of ElectroDB's version-control example by status and
 * creation time ({@code ...#createdat_${createdAt}}, with the inbox by {@code @UpdatedAt}), and feed
 * posts keyed by their creation time. Every write path stores keys rendered from the times it
 * stores, which the library sets; a put and an upsert keep a stored creation time and the keys that
 * hold it. Each test ends by checking that every stored item's keys are the ones its attributes
 * render, and counts the requests a write sends where the cost is the point.
 */
class TimesInKeysTest {
  private static final Instant T0 = Instant.parse("2024-05-06T06:00:00Z");
  private static final Instant T1 = Instant.parse("2024-05-06T07:00:00Z");
  private static final Instant T2 = Instant.parse("2024-05-06T08:00:00Z");
  private static final Instant T3 = Instant.parse("2024-05-06T09:00:00Z");
  private static final Instant T4 = Instant.parse("2024-05-06T10:00:00Z");
  private static final List<String> ISSUE_KEYS = List.of("pk", "sk", "gsi3pk", "gsi3sk", "gsi4pk", "gsi4sk");

  static Stream<?> engines() {
    return Engines.all();
  }

  /** A table of issues and posts, whose requests {@code sent} records. */
  private record Bench(Table table, RequestRecorder sent) {
    Table at(Instant now) {
      return table.withClock(Clock.fixed(now, ZoneOffset.UTC));
    }

    IssueEntity issues(Instant now) {
      return IssueEntity.of(at(now));
    }

    FeedPostEntity posts(Instant now) {
      return FeedPostEntity.of(at(now));
    }

    /** The requests sent since the last call. */
    int requests() {
      int count = sent.sent().size();
      sent.clear();
      return count;
    }
  }

  private static Bench bench(SampleEngine engine) {
    RequestRecorder sent = new RequestRecorder();
    Table table = Engines.newTable(engine, "times", IssueEntity.SCHEMA, FeedPostEntity.SCHEMA).withListener(sent);
    return new Bench(table, sent);
  }

  private static Issue issue(int number, String subject, String status, Instant createdAt) {
    return new Issue("ada", "hub", number, subject, status, "bob", createdAt, null);
  }

  private static Map<String, AttributeValue> stored(Table table, String sortKey) {
    return RawItems.scan(table).stream().filter(item -> item.get("sk").s().equals(sortKey)).findFirst().orElseThrow();
  }

  /** The sort key issue {@code number} is stored under in index {@code gsi3}: status and creation time. */
  private static String byStatusKey(Bench bench, int number) {
    return stored(bench.table(), "ISSUE#" + String.format("%06d", number)).get("gsi3sk").s();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aCreateRendersTheCreationAndInboxKeysFromTheTimesItStores(SampleEngine engine) {
    Bench bench = bench(engine);

    Issue created = bench.issues(T1).create(issue(1, "crash", "open", null)).execute();

    assertEquals(T1, created.createdAt());
    assertEquals(T1, created.updatedAt());
    Map<String, AttributeValue> item = stored(bench.table(), "ISSUE#000001");
    assertEquals("$issues#status_open#createdat_2024-05-06T07:00:00.000000000Z", item.get("gsi3sk").s());
    assertEquals("$inbox#updatedat_2024-05-06T07:00:00.000000000Z", item.get("gsi4sk").s());
    assertEquals(List.of(created), IssueEntity.of(bench.table()).query().inbox("bob").list());
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aPutOfAnExistingItemKeepsItsCreationTimeAndTheKeyThatHoldsIt(SampleEngine engine) {
    Bench bench = bench(engine);
    Issue created = bench.issues(T1).create(issue(1, "crash", "open", null)).execute();
    bench.requests();

    Issue fresh = bench.issues(T2).put(issue(1, "crash on start", "open", null)).execute();
    int freshRequests = bench.requests();
    Issue asRead = bench.issues(T3).put(issue(1, "crash on start", "triaged", created.createdAt())).execute();
    int asReadRequests = bench.requests();
    Issue backdated = bench.issues(T4).put(issue(1, "crash on start", "triaged", T0)).execute();
    int backdatedRequests = bench.requests();

    assertEquals(List.of(T1, T1, T1), List.of(fresh.createdAt(), asRead.createdAt(), backdated.createdAt()));
    assertEquals(T4, backdated.updatedAt());
    assertEquals(2, freshRequests, "a value without the stored creation time: sent again with it");
    assertEquals(1, asReadRequests, "a value carrying the stored creation time: one request");
    assertEquals(2, backdatedRequests, "a value with another creation time: sent again with the stored one");
    Map<String, AttributeValue> item = stored(bench.table(), "ISSUE#000001");
    assertEquals("$issues#status_triaged#createdat_2024-05-06T07:00:00.000000000Z", item.get("gsi3sk").s());
    assertEquals("$inbox#updatedat_2024-05-06T10:00:00.000000000Z", item.get("gsi4sk").s());
    assertEquals(backdated, IssueEntity.of(bench.table()).get("ada", "hub", 1).execute().orElseThrow());
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aPutOfANewItemStoresTheCreationTimeItCarriesOrItsOwnInOneRequest(SampleEngine engine) {
    Bench bench = bench(engine);

    Issue carried = bench.issues(T2).put(issue(1, "imported", "open", T1)).execute();
    Issue stamped = bench.issues(T2).put(issue(2, "new", "open", null)).execute();

    assertEquals(2, bench.requests());
    assertEquals(T1, carried.createdAt());
    assertEquals(T2, stamped.createdAt());
    assertEquals("$issues#status_open#createdat_2024-05-06T07:00:00.000000000Z",
        byStatusKey(bench, 1));
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anUpdateMovesTheInboxAndKeepsTheCreationKeyUnlessItReadsTheCreationTime(SampleEngine engine) {
    Bench bench = bench(engine);
    bench.issues(T1).create(issue(1, "crash", "open", null)).execute();

    // The inbox moves with every update, and is rendered from the assignee too: the update sets it.
    Issue retitled = bench.issues(T2).update("ada", "hub", 1).set(IssueEntity.SUBJECT, "crash on start")
        .setInbox("bob").execute();
    IncompleteUpdateException refused = assertThrows(IncompleteUpdateException.class,
        () -> bench.issues(T3).update("ada", "hub", 1).setByStatus("closed").setInbox("bob").execute());
    bench.requests();
    Issue closed = bench.issues(T3).update("ada", "hub", 1).setByStatus("closed").setInbox("bob")
        .readingMissingComponents().execute();

    assertEquals(2, bench.requests(), "the read of the creation time, then the update");
    assertEquals(T2, retitled.updatedAt());
    assertEquals("$issues#status_open#createdat_2024-05-06T07:00:00.000000000Z", IssueEntity.SCHEMA.toItem(retitled)
        .get("gsi3sk").s());
    assertTrue(refused.getMessage().contains("but not createdAt, which its keys are rendered from too; the library"
        + " sets it, so read it with readingMissingComponents()"), refused.getMessage());
    assertEquals(T1, closed.createdAt());
    Map<String, AttributeValue> item = stored(bench.table(), "ISSUE#000001");
    assertEquals("$issues#status_closed#createdat_2024-05-06T07:00:00.000000000Z", item.get("gsi3sk").s());
    assertEquals("$inbox#updatedat_2024-05-06T09:00:00.000000000Z", item.get("gsi4sk").s());
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anUpsertRendersTheCreationTimeItStoresAndKeepsAStoredOne(SampleEngine engine) {
    Bench bench = bench(engine);

    Issue created = bench.issues(T1).upsert("ada", "hub", 2).set(IssueEntity.SUBJECT, "docs").setByStatus("open")
        .setInbox("bob").execute();
    int createdRequests = bench.requests();
    Issue closed = bench.issues(T2).upsert("ada", "hub", 2).setByStatus("closed").setInbox("bob").execute();
    int closedRequests = bench.requests();
    Issue retitled = bench.issues(T3).upsert("ada", "hub", 2).set(IssueEntity.SUBJECT, "docs!").setInbox("bob")
        .execute();
    int retitledRequests = bench.requests();

    assertEquals(List.of(T1, T1, T1), List.of(created.createdAt(), closed.createdAt(), retitled.createdAt()));
    assertEquals(1, createdRequests, "an upsert that creates the item: one request");
    assertEquals(2, closedRequests, "an upsert of the status of an existing item: sent again with its creation time");
    assertEquals(1, retitledRequests, "an upsert that writes no key holding the creation time: one request");
    Map<String, AttributeValue> item = stored(bench.table(), "ISSUE#000002");
    assertEquals("$issues#status_closed#createdat_2024-05-06T07:00:00.000000000Z", item.get("gsi3sk").s());
    assertEquals("$inbox#updatedat_2024-05-06T09:00:00.000000000Z", item.get("gsi4sk").s());
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aPutOrUpsertOverAnItemWithoutACreationTimeGivesItOneAndTheKeysHoldingItInOneRequest(SampleEngine engine) {
    Bench bench = bench(engine);
    // Items another tool wrote, without the creation time and the index keys that hold it.
    for (int number : List.of(1, 2)) {
      Map<String, AttributeValue> forged = new HashMap<>(IssueEntity.toItem(issue(number, "imported", "open", T0)));
      forged.keySet().removeAll(List.of("createdAt", "gsi3pk", "gsi3sk"));
      bench.table().client().putItem(b -> b.tableName(bench.table().name()).item(forged));
    }
    bench.requests();

    Issue put = bench.issues(T2).put(issue(1, "imported", "triaged", null)).execute();
    int putRequests = bench.requests();
    Issue upserted = bench.issues(T3).upsert("ada", "hub", 2).setByStatus("triaged").setInbox("bob").execute();
    int upsertRequests = bench.requests();

    assertEquals(List.of(T2, T3), List.of(put.createdAt(), upserted.createdAt()));
    assertEquals(List.of(1, 1), List.of(putRequests, upsertRequests), "the item lacks the time: it gets the write's");
    assertEquals("$issues#status_triaged#createdat_2024-05-06T08:00:00.000000000Z", byStatusKey(bench, 1));
    assertEquals("$issues#status_triaged#createdat_2024-05-06T09:00:00.000000000Z", byStatusKey(bench, 2));
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aTransactionPutOrUpsertKeepsTheCreationTimeItCarriesAndIsCancelledWithoutIt(SampleEngine engine) {
    Bench bench = bench(engine);
    Issue created = bench.issues(T1).create(issue(1, "crash", "open", null)).execute();

    TransactWrite.of(bench.at(T2))
        .put(IssueEntity.SCHEMA, issue(1, "crash on start", "triaged", created.createdAt()))
        .create(IssueEntity.SCHEMA, issue(3, "docs", "open", null))
        .execute();
    assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(bench.at(T3))
        .put(IssueEntity.SCHEMA, issue(1, "overwritten", "closed", null))
        .execute());
    // An upsert in a transaction assumes it creates the item: over an existing one it is cancelled.
    assertThrows(TransactionCanceledException.class, () -> TransactWrite.of(bench.at(T3))
        .update(IssueEntity.SCHEMA, bench.issues(T3).upsert("ada", "hub", 1).setByStatus("closed").setInbox("bob"))
        .execute());
    TransactWrite.of(bench.at(T3))
        .update(IssueEntity.SCHEMA, bench.issues(T3).upsert("ada", "hub", 5).setByStatus("open").setInbox("bob"))
        .execute();
    assertEquals("$issues#status_open#createdat_2024-05-06T09:00:00.000000000Z", byStatusKey(bench, 5));

    Issue kept = IssueEntity.of(bench.table()).get("ada", "hub", 1).execute().orElseThrow();
    assertEquals(List.of(T1, "crash on start", T2), List.of(kept.createdAt(), kept.subject(), kept.updatedAt()));
    assertEquals(T2, IssueEntity.of(bench.table()).get("ada", "hub", 3).execute().orElseThrow().createdAt());
    assertEquals("$issues#status_triaged#createdat_2024-05-06T07:00:00.000000000Z",
        byStatusKey(bench, 1));
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aBatchPutStoresTheCreationTimeItCarriesOrItsOwnAndTheKeysFromIt(SampleEngine engine) {
    Bench bench = bench(engine);
    bench.issues(T1).create(issue(1, "crash", "open", null)).execute();

    BatchWrite.of(bench.at(T2))
        .put(IssueEntity.SCHEMA, issue(1, "replaced", "open", null))
        .put(IssueEntity.SCHEMA, issue(4, "imported", "open", T0))
        .execute();

    assertEquals("$issues#status_open#createdat_2024-05-06T08:00:00.000000000Z",
        byStatusKey(bench, 1));
    assertEquals(T0, IssueEntity.of(bench.table()).get("ada", "hub", 4).execute().orElseThrow().createdAt());
    assertKeysMatchAttributes(bench.table(), IssueEntity.SCHEMA, ISSUE_KEYS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aPutOfAnEntityWithUniqueValuesSendsTheCreationTimeItReadsInItsTransaction(SampleEngine engine) {
    Table table = Engines.newTable(engine, "members", MemberEntity.SCHEMA);
    MemberEntity.of(table.withClock(Clock.fixed(T1, ZoneOffset.UTC))).create(new Member("m1", "ann@example.com", null))
        .execute();

    Member put = MemberEntity.of(table.withClock(Clock.fixed(T2, ZoneOffset.UTC)))
        .put(new Member("m1", "ann@example.org", null)).execute();

    assertEquals(T1, put.joinedAt());
    assertEquals(put, MemberEntity.of(table).get("m1").execute().orElseThrow());
    assertEquals("JOINED#2024-05-06T07:00:00.000000000Z#m1", stored(table, "#MEMBER").get("gsi1sk").s());
    assertKeysMatchAttributes(table, MemberEntity.SCHEMA, List.of("pk", "sk", "gsi1pk", "gsi1sk"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aPostKeyedByItsCreationTimeIsWrittenReadAndDeletedByThatTime(SampleEngine engine) {
    Bench bench = bench(engine);

    FeedPost first = bench.posts(T1).create(new FeedPost("news", null, "hello", null)).execute();
    FeedPost edited = bench.posts(T2).put(new FeedPost("news", first.postedAt(), "hello!", null)).execute();
    FeedPost second = bench.posts(T3).put(new FeedPost("news", null, "second", null)).execute();
    FeedPost updated = bench.posts(T4).update("news", T1).set(FeedPostEntity.BODY, "hello, edited").execute();
    FeedPost backdated = bench.posts(T4).upsert("news", T0).set(FeedPostEntity.BODY, "from the archive").execute();
    TransactWrite.of(bench.at(T3)).create(FeedPostEntity.SCHEMA, new FeedPost("other", null, "in a transaction", null))
        .execute();
    BatchWrite.of(bench.at(T4)).put(FeedPostEntity.SCHEMA, new FeedPost("other", null, "in a batch", null)).execute();

    assertEquals(List.of(T1, T1, T3, T1, T0), List.of(first.postedAt(), edited.postedAt(), second.postedAt(),
        updated.postedAt(), backdated.postedAt()));
    assertEquals(T2, edited.editedAt());
    assertEquals("POST#2024-05-06T07:00:00.000000000Z", stored(bench.table(), "POST#2024-05-06T07:00:00.000000000Z")
        .get("sk").s());
    assertEquals(List.of(backdated, updated, second), FeedPostEntity.of(bench.table()).query().primary("news").list());
    assertEquals(List.of(T3, T4), FeedPostEntity.of(bench.table()).query().primary("other").list().stream()
        .map(FeedPost::postedAt).toList());
    FeedPostEntity.of(bench.table()).delete("news", T1).execute();
    assertEquals(List.of(backdated, second), FeedPostEntity.of(bench.table()).query().primary("news").list());
    assertKeysMatchAttributes(bench.table(), FeedPostEntity.SCHEMA, List.of("pk", "sk"));
  }
}
