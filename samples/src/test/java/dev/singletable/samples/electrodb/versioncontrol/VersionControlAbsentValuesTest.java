package dev.singletable.samples.electrodb.versioncontrol;

import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.REPO;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.T3;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.returned.UpdatedAttributes;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @AbsentAs("#")}: ElectroDB's {@code #} for a value that is absent, typed. The unread reply's
 * {@code replyViewed} (an attribute and the last component of index key {@code gsi2sk}) and a whole
 * repository's {@code ticketNumber} (in the sort key and in index partition key {@code gsi4pk}) are
 * stored as {@code #}, read back as null, queried by their placeholder, and never written as a value.
 */
class VersionControlAbsentValuesTest {
  private static final Map<String, AttributeValue> COMMENT_KEY = Map.of("pk", s(REPO + "#issuenumber_0042"),
      "sk", s("$issuereview#issue-comment_1#commentid_c-1"));
  private static final Map<String, AttributeValue> DAVE_KEY = Map.of("pk", s(REPO),
      "sk", s("$subscription_1#username_dave#tickettype_##ticketnumber_#"));
  private static final Instant T = Instant.parse(T3);

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  /** The table, writing at {@code time} as the library's clock (the time @UpdatedAt stamps, in gsi2sk too). */
  private static Table at(Table table, String time) {
    return table.withClock(Clock.fixed(Instant.parse(time), ZoneOffset.UTC));
  }

  private static Table empty(SampleEngine engine) {
    return Engines.newTable(engine, "absentvalues", IssueCommentEntity.SCHEMA, SubscriptionEntity.SCHEMA);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anAbsentReplyViewedIsStoredAsThePlaceholderInItsAttributeAndIndexKeyAndReadAsNull(SampleEngine engine) {
    Table table = empty(engine);
    IssueCommentEntity comments = IssueCommentEntity.of(at(table, T3));
    IssueComment unread = new IssueComment("0042", "C-1", "Alice", "Bob", null, "SingleTable", "Alice", "Hi.", T, T);

    comments.create(unread).execute();
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, COMMENT_KEY);
    assertEquals(s("#"), stored.get("replyViewed"));
    assertEquals(s("$inbox#issue-comment_1#updatedat_2024-03-02t10:00:00z#replyviewed_#"), stored.get("gsi2sk"));
    assertEquals(Optional.of(unread), comments.get("Alice", "SingleTable", "0042", "C-1").execute());
    assertNull(comments.get("Alice", "SingleTable", "0042", "C-1").execute().orElseThrow().replyViewed());

    IssueComment read = new IssueComment("0042", "C-1", "Alice", "Bob", "2024-03-05T12:00:00Z", "SingleTable",
        "Alice", "Hi.", T, T);
    comments.put(read).execute();
    assertEquals(s("2024-03-05T12:00:00Z"), RawItems.withoutTokens(table, COMMENT_KEY).get("replyViewed"));
    assertEquals(Optional.of(read), comments.get("Alice", "SingleTable", "0042", "C-1").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWholeRepositorysTicketNumberIsThePlaceholderInTheSortKeyAndAnIndexPartitionKey(SampleEngine engine) {
    Table table = empty(engine);
    SubscriptionEntity subscriptions = SubscriptionEntity.of(table);
    Subscription dave = new Subscription("SingleTable", "Alice", "Dave", null, TicketType.REPOSITORY, T, T);

    subscriptions.put(dave).execute();

    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, DAVE_KEY);
    assertEquals(s("#"), stored.get("ticketNumber"));
    assertEquals(s(REPO + "#ticketnumber_#"), stored.get("gsi4pk"));
    assertEquals(s("$watching#subscription_1#tickettype_##ticketnumber_#"), stored.get("gsi3sk"));
    Subscription found = subscriptions.get("Alice", "SingleTable", "Dave", TicketType.REPOSITORY, null).execute()
        .orElseThrow();
    assertNull(found.ticketNumber());
    assertEquals(Optional.of(found), subscriptions.get("Alice", "SingleTable", "Dave", TicketType.REPOSITORY,
        Subscription.REPOSITORY).execute(), "a key given the placeholder is the key of the absent value");
    assertEquals(List.of(found), subscriptions.query().tickets("Alice", "SingleTable", Subscription.REPOSITORY).list());
    assertEquals(List.of(found), subscriptions.query().user("Dave").ticketType(TicketType.REPOSITORY).list());
    assertEquals(List.of(found), subscriptions.query().tickets("Alice", "SingleTable", null).list(),
        "a null partition-key component of the entity's query is its placeholder");
    subscriptions.delete(found).execute();
    assertEquals(Optional.empty(), subscriptions.get("Alice", "SingleTable", "Dave", TicketType.REPOSITORY, null)
        .execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertOfAKeyWithoutTheComponentStoresThePlaceholder(SampleEngine engine) {
    Table table = empty(engine);
    SubscriptionEntity subscriptions = SubscriptionEntity.of(table);

    Subscription eve = subscriptions.upsert("Alice", "SingleTable", "Eve", TicketType.REPOSITORY, null).execute();

    assertNull(eve.ticketNumber());
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, Map.of("pk", s(REPO),
        "sk", s("$subscription_1#username_eve#tickettype_##ticketnumber_#")));
    assertEquals(s("#"), stored.get("ticketNumber"));
    assertEquals(s(REPO + "#ticketnumber_#"), stored.get("gsi4pk"));
    assertEquals(List.of(eve), subscriptions.query().tickets("Alice", "SingleTable", Subscription.REPOSITORY).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void electroDbsPlaceholdersReadAsAbsentFromAttributesAndFromKeysAlone(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    Map<String, AttributeValue> keysOnly = VersionControlItems.repositorySubscription();
    keysOnly.remove("ticketNumber");
    table.client().putItem(r -> r.tableName(table.name()).item(keysOnly));
    Map<String, AttributeValue> commentKeysOnly = VersionControlItems.issueComment();
    commentKeysOnly.remove("replyViewed");
    commentKeysOnly.put("sk", s("$issuereview#issue-comment_1#commentid_c-9"));
    commentKeysOnly.put("commentId", s("C-9"));
    table.client().putItem(r -> r.tableName(table.name()).item(commentKeysOnly));

    assertNull(IssueCommentEntity.of(table).get("Alice", "SingleTable", "0042", "C-1").execute().orElseThrow()
        .replyViewed());
    assertNull(IssueCommentEntity.of(table).get("Alice", "SingleTable", "0042", "C-9").execute().orElseThrow()
        .replyViewed(), "decoded from gsi2sk");
    Subscription dave = SubscriptionEntity.of(table).get("Alice", "SingleTable", "Dave", TicketType.REPOSITORY, null)
        .execute().orElseThrow();
    assertNull(dave.ticketNumber(), "decoded from the sort key");
    assertEquals(TicketType.REPOSITORY, dave.ticketType());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aValueThatIsThePlaceholderIsRefusedBeforeSending(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    CountingClient client = new CountingClient(engine.client());
    Table counted = Table.of(client, table.name());
    IssueCommentEntity comments = IssueCommentEntity.of(counted);
    SubscriptionEntity subscriptions = SubscriptionEntity.of(counted);
    IssueComment hash = new IssueComment("0042", "C-3", "Alice", "Bob", "#", "SingleTable", "Alice", "Hi.", T, T);

    InvalidValueException put = assertThrows(InvalidValueException.class, () -> comments.put(hash).execute());
    for (String named : List.of("issue-comment", "replyViewed", "\"#\"", "@AbsentAs", "commentid_c-3")) {
      assertTrue(put.getMessage().contains(named), () -> named + " in " + put.getMessage());
    }
    InvalidValueException update = assertThrows(InvalidValueException.class, () -> comments
        .update("Alice", "SingleTable", "0042", "C-1").set(IssueCommentEntity.REPLY_VIEWED, "#").execute());
    for (String named : List.of("issue-comment", "replyViewed", "\"#\"", "commentid_c-1")) {
      assertTrue(update.getMessage().contains(named), () -> named + " in " + update.getMessage());
    }
    List<Executable> refused = List.of(
        () -> comments.create(hash).execute(),
        () -> subscriptions.put(new Subscription("SingleTable", "Alice", "Eve", "#", TicketType.ISSUE, T, T))
            .execute());
    for (Executable call : refused) {
      assertThrows(InvalidValueException.class, call);
    }
    assertEquals(0, client.requests(), "nothing was sent");
    assertFalse(RawItems.scan(table).stream().anyMatch(item -> item.get("sk").s().endsWith("commentid_c-3")));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void settingTheComponentToNullOrRemovingItStoresThePlaceholderAndKeepsTheIndexKeys(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    String now = "2024-03-05T12:00:00Z";
    IssueCommentEntity comments = IssueCommentEntity.of(at(table, now));
    comments.update("Alice", "SingleTable", "0042", "C-1").set(IssueCommentEntity.REPLY_VIEWED, now)
        .readingMissingComponents().execute();

    IssueComment unread = comments.update("Alice", "SingleTable", "0042", "C-1")
        .set(IssueCommentEntity.REPLY_VIEWED, (String) null).readingMissingComponents().execute();

    assertNull(unread.replyViewed());
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, COMMENT_KEY);
    assertEquals(s("#"), stored.get("replyViewed"));
    assertEquals(s("$inbox#issue-comment_1#updatedat_2024-03-05t12:00:00z#replyviewed_#"), stored.get("gsi2sk"));

    UpdatedAttributes<IssueComment> old = comments.update("Alice", "SingleTable", "0042", "C-1")
        .set(IssueCommentEntity.REPLY_VIEWED, now).readingMissingComponents().returningUpdatedOld().execute();
    assertEquals(Optional.empty(), old.get(IssueCommentEntity.REPLY_VIEWED), "the placeholder it held is no value");
    assertEquals(s("#"), old.raw().get("replyViewed"));
    UpdatedAttributes<IssueComment> removed = comments.update("Alice", "SingleTable", "0042", "C-1")
        .remove(IssueCommentEntity.REPLY_VIEWED).readingMissingComponents().returningUpdatedNew().execute();
    assertEquals(Optional.empty(), removed.get(IssueCommentEntity.REPLY_VIEWED));
    stored = RawItems.withoutTokens(table, COMMENT_KEY);
    assertEquals(s("#"), stored.get("replyViewed"));
    assertEquals(s("$inbox#issue-comment_1#updatedat_2024-03-05t12:00:00z#replyviewed_#"), stored.get("gsi2sk"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theItemsWithoutAValueAreQueriedAndConditionedByThePlaceholder(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    IssueCommentEntity comments = IssueCommentEntity.of(table);

    assertEquals(List.of(VersionControlReadTest.ISSUE_COMMENT), comments.query().replies("Bob").updatedAt(T)
        .replyViewed(IssueComment.NOT_YET_VIEWED).list());
    assertEquals(List.of(VersionControlReadTest.ISSUE_COMMENT), comments.query().replies("Bob")
        .filter(IssueCommentEntity.REPLY_VIEWED.eq(IssueComment.NOT_YET_VIEWED)).list());
    assertEquals(List.of(), comments.query().replies("Bob")
        .filter(IssueCommentEntity.REPLY_VIEWED.notExists()).list(), "the item holds the placeholder");

    String now = "2024-03-05T12:00:00Z";
    // readReply only while unread: the condition compares the stored placeholder
    comments.update("Alice", "SingleTable", "0042", "C-1").set(IssueCommentEntity.REPLY_VIEWED, now)
        .condition(IssueCommentEntity.REPLY_VIEWED.eq(IssueComment.NOT_YET_VIEWED)).readingMissingComponents()
        .execute();
    assertThrows(ConditionFailedException.class, () -> comments.update("Alice", "SingleTable", "0042", "C-1")
        .set(IssueCommentEntity.REPLY_VIEWED, now)
        .condition(IssueCommentEntity.REPLY_VIEWED.eq(IssueComment.NOT_YET_VIEWED)).readingMissingComponents()
        .execute());
    assertEquals(List.of(), comments.query().replies("Bob").updatedAt(T).replyViewed(IssueComment.NOT_YET_VIEWED)
        .list());
  }
}
