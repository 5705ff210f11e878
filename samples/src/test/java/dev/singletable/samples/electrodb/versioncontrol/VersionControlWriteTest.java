package dev.singletable.samples.electrodb.versioncontrol;

import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.REPO;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.s;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.ss;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The port writes what ElectroDB writes: every entity's item, keys, identity and attributes, equal to
 * ElectroDB's byte for byte, the times the library stamps in whole seconds included; and the example's writes ({@code
 * closePullRequest}, {@code readReply}, {@code approvePullRequest}, {@code followRepository}) change
 * the items ElectroDB wrote, and their index keys, as ElectroDB's do.
 */
class VersionControlWriteTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyEntityStoresTheItemElectroDbStores(SampleEngine engine) {
    Table table = Engines.newTable(engine, "electroversioncontrolwrites", UserEntity.SCHEMA,
        RepositoryEntity.SCHEMA, IssueEntity.SCHEMA, IssueCommentEntity.SCHEMA, PullRequestEntity.SCHEMA,
        PullRequestCommentEntity.SCHEMA, SubscriptionEntity.SCHEMA);
    // each written at the time ElectroDB's item was: the library stamps updatedAt (and a missing createdAt)
    at(table, VersionControlItems.T1).users().create(VersionControlReadTest.ALICE).execute();
    at(table, VersionControlItems.T1).repositories().create(VersionControlReadTest.PUBLIC).execute();
    // defaultBranch, status and replyViewed left to their defaults, derived attributes given wrong
    at(table, VersionControlItems.T2).repositories().create(new Repository("Notes", "Alice", null, "someone else",
        null, true, License.MIT, null, null, null, null, Instant.parse(VersionControlItems.T2), null)).execute();
    at(table, VersionControlItems.T2).issues().create(new Issue("0042", "SingleTable", "Alice", "Bob", null, "9999",
        null, "Keys are not lower-cased", "They should be.", Instant.parse(VersionControlItems.T2), null)).execute();
    at(table, VersionControlItems.T3).issueComments().create(new IssueComment("0042", "C-1", "Alice", "Bob", null,
        "SingleTable", "Alice", "Fixed on main.", null, null)).execute();
    at(table, VersionControlItems.T3).pullRequests().create(VersionControlReadTest.PULL_REQUEST).execute();
    at(table, VersionControlItems.T4).pullRequestComments().create(VersionControlReadTest.PULL_REQUEST_COMMENT)
        .execute();
    at(table, VersionControlItems.T3).subscriptions().create(VersionControlReadTest.CAROL_WATCHES_ISSUE).execute();

    for (Map<String, AttributeValue> electro : List.of(VersionControlItems.alice(),
        VersionControlItems.publicRepository(), VersionControlItems.privateRepository(), VersionControlItems.issue(),
        VersionControlItems.issueComment(), VersionControlItems.pullRequest(),
        VersionControlItems.pullRequestComment(), VersionControlItems.issueSubscription())) {
      Map<String, AttributeValue> stored = RawItems.withoutTokens(table,
          Map.of("pk", electro.get("pk"), "sk", electro.get("sk")));
      assertEquals(sortedSets(electro), sortedSets(stored), electro.get("__edb_e__").s());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void closePullRequestMovesItsIndexKeysAndOnlyItsAuthorOrOwnerMay(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    PullRequestEntity pullRequests = PullRequestEntity.of(table);

    assertThrows(ConditionFailedException.class, () -> close(pullRequests, "Carol"));
    PullRequest closed = close(pullRequests, "Alice");

    assertEquals(Status.CLOSED, closed.status());
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, Map.of("pk", s(REPO + "#pullrequestnumber_0007"),
        "sk", s("$prreview#pull-request_1")));
    assertEquals(s("1"), stored.get("status"));
    assertEquals(s("$owned#managed#pull-request_1#status_1#createdat_2024-03-02t10:00:00z"), stored.get("gsi1sk"));
    assertEquals(s("$activity#pull-request_1#status_1#createdat_2024-03-02t10:00:00z"), stored.get("gsi2sk"));
    assertEquals(List.of(closed), pullRequests.query().created("Bob").status(Status.CLOSED).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readReplyMovesTheCommentOutOfTheUnreadRepliesAndOnlyItsAddresseeMay(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    IssueCommentEntity comments = IssueCommentEntity.of(table.withClock(Clock.fixed(Instant.parse(
        "2024-03-05T12:00:00.750Z"), ZoneOffset.UTC)));
    String now = "2024-03-05T12:00:00Z";

    assertThrows(ConditionFailedException.class, () -> readReply(comments, "Alice", now));
    IssueComment read = readReply(comments, "Bob", now);

    assertEquals(now, read.replyViewed());
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, Map.of("pk",
        s(REPO + "#issuenumber_0042"), "sk", s("$issuereview#issue-comment_1#commentid_c-1")));
    assertEquals(s("$inbox#issue-comment_1#updatedat_2024-03-05t12:00:00z#replyviewed_2024-03-05t12:00:00z"),
        stored.get("gsi2sk"));
    assertEquals(s(now), stored.get("replyViewed"));
    assertEquals(s(now), stored.get("updatedAt"), "the write's time, to the second");
    assertEquals(Instant.parse(now), read.updatedAt());
    assertEquals(List.of(read), comments.query().replies("Bob").list());
    assertEquals(List.of(read), comments.query().replies("Bob").updatedAtGte(Instant.parse(now)).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void approvePullRequestSetsOnlyAnExistingReviewersVerdict(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    PullRequestEntity pullRequests = PullRequestEntity.of(table);
    String now = "2024-03-05T12:00:00Z";

    assertThrows(ConditionFailedException.class, () -> approve(pullRequests, "Carol", now),
        "Carol is no reviewer: ElectroDB's example answers false");
    PullRequest approved = approve(pullRequests, "Alice", now);

    assertEquals(Map.of("Alice", new Reviewer(true, now)), approved.reviewers());
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table,
        Map.of("pk", s(REPO + "#pullrequestnumber_0007"), "sk", s("$prreview#pull-request_1")));
    assertEquals(AttributeValue.fromM(Map.of("Alice", AttributeValue.fromM(Map.of("approved",
        AttributeValue.fromBool(true), "updatedAt", s(now))))), stored.get("reviewers"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void followRepositoryAddsTheFollowerToTheSet(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    RepositoryEntity repositories = RepositoryEntity.of(table);

    repositories.update("Alice", "SingleTable").addToSet(RepositoryEntity.FOLLOWERS, Set.of("Carol")).execute();

    Map<String, AttributeValue> stored = RawItems.withoutTokens(table,
        Map.of("pk", s("$version-control#repoowner_alice"), "sk", s("$alerts#repository_1#reponame_singletable")));
    assertEquals(ss("Bob", "Carol").ss().stream().sorted().toList(),
        stored.get("followers").ss().stream().sorted().toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWholeRepositorysSubscriptionIsStoredAndReadAsElectroDbStoresIt(SampleEngine engine) {
    Table table = VersionControlReadTest.seeded(engine);
    table.client().putItem(r -> r.tableName(table.name()).item(VersionControlItems.repositorySubscription()));
    SubscriptionEntity subscriptions = SubscriptionEntity.of(table);
    Subscription dave = new Subscription("SingleTable", "Alice", "Dave", Subscription.REPOSITORY,
        TicketType.REPOSITORY, Instant.parse(VersionControlItems.T3), Instant.parse(VersionControlItems.T3));

    assertEquals(List.of(VersionControlReadTest.CAROL_WATCHES_ISSUE, dave),
        subscriptions.query().primary("Alice", "SingleTable").list());
    assertEquals(List.of(dave), VersionControlService.of(table).subscribers("Alice", "SingleTable", "#").list()
        .subscriptions());
    subscriptions.delete(dave).execute();
    subscriptions.create(new Subscription("SingleTable", "Alice", "Dave", null, null, null, null)).execute();
    Map<String, AttributeValue> stored = RawItems.withoutTokens(table, Map.of("pk", s(REPO),
        "sk", s("$subscription_1#username_dave#tickettype_##ticketnumber_#")));
    assertEquals(VersionControlItems.repositorySubscription().get("gsi4sk"), stored.get("gsi4sk"));
  }

  /** The port's service on the table, writing at {@code time} as the library's clock. */
  private static VersionControlService at(Table table, String time) {
    return VersionControlService.of(table.withClock(Clock.fixed(Instant.parse(time), ZoneOffset.UTC)));
  }

  /** The item with its string sets in order: DynamoDB keeps a set's elements in no order. */
  private static Map<String, AttributeValue> sortedSets(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> sorted = new HashMap<>(item);
    sorted.replaceAll((name, value) -> value.hasSs()
        ? AttributeValue.fromSs(value.ss().stream().sorted().toList()) : value);
    return sorted;
  }

  private static PullRequest close(PullRequestEntity pullRequests, String user) {
    return pullRequests.update("Alice", "SingleTable", "0007")
        .set(PullRequestEntity.STATUS, Status.CLOSED)
        .condition(PullRequestEntity.USERNAME.eq(user).or(PullRequestEntity.REPO_OWNER.eq(user)))
        .readingMissingComponents()
        .execute();
  }

  private static IssueComment readReply(IssueCommentEntity comments, String user, String now) {
    return comments.update("Alice", "SingleTable", "0042", "C-1")
        .set(IssueCommentEntity.REPLY_VIEWED, now)
        .condition(IssueCommentEntity.REPLY_TO.eq(user))
        .readingMissingComponents()
        .execute();
  }

  private static PullRequest approve(PullRequestEntity pullRequests, String user, String now) {
    return pullRequests.update("Alice", "SingleTable", "0007")
        .set(PullRequestEntity.REVIEWERS.key(user), new Reviewer(true, now))
        .condition(PullRequestEntity.REVIEWERS.key(user).exists())
        .execute();
  }
}
