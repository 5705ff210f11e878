package dev.singletable.samples.electrodb.versioncontrol;

import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.T1;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.T2;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.T3;
import static dev.singletable.samples.electrodb.versioncontrol.VersionControlItems.T4;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Every access pattern and collection of ElectroDB's version-control example ({@code index.ts} and the
 * models' indexes), run by the port on the items ElectroDB wrote: upper-case values found under
 * ElectroDB's lower-cased keys, its ISO timestamps, its status codes and its derived attributes.
 */
class VersionControlReadTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  static final User ALICE = new User("Alice", "Alice Liddell", "https://example.com/alice.jpg", "Writes code.",
      "Oxford", Set.of("Bob"), Set.of("Carol"), Instant.parse(T1), Instant.parse(T1));
  static final User CAROL = new User("Carol", "Carol Shaw", "https://example.com/carol.jpg", "Writes code.",
      "Palo Alto", null, null, Instant.parse(T1), Instant.parse(T1));
  static final Repository PUBLIC = new Repository("SingleTable", "Alice", "Typed single-table DynamoDB.", "Alice",
      "Generated at compile time.", false, License.APACHE_2_0, "main", Set.of("dynamodb", "java"), Set.of("Bob"),
      Set.of("Bob", "Carol"), Instant.parse(T1), Instant.parse(T1));
  static final Repository PRIVATE = new Repository("Notes", "Alice", null, "Alice", null, true, License.MIT, "main",
      null, null, null, Instant.parse(T2), Instant.parse(T2));
  static final Issue ISSUE = new Issue("0042", "SingleTable", "Alice", "Bob", TicketType.ISSUE, "0042", Status.OPEN,
      "Keys are not lower-cased", "They should be.", Instant.parse(T2), Instant.parse(T2));
  static final IssueComment ISSUE_COMMENT = new IssueComment("0042", "C-1", "Alice", "Bob",
      IssueComment.NOT_YET_VIEWED, "SingleTable", "Alice", "Fixed on main.", Instant.parse(T3), Instant.parse(T3));
  static final PullRequest PULL_REQUEST = new PullRequest("0007", "SingleTable", "Alice", "Bob",
      TicketType.PULL_REQUEST, "0007", Status.OPEN, Map.of("Alice", new Reviewer(false, T3)), Instant.parse(T3),
      Instant.parse(T3));
  static final PullRequestComment PULL_REQUEST_COMMENT = new PullRequestComment("SingleTable", "Alice", "Alice",
      "0007", "C-2", "Bob", "Please add a test.", IssueComment.NOT_YET_VIEWED, Instant.parse(T4), Instant.parse(T4));
  static final Subscription CAROL_WATCHES_ISSUE = new Subscription("SingleTable", "Alice", "Carol", "0042",
      TicketType.ISSUE, Instant.parse(T3), Instant.parse(T3));

  @ParameterizedTest
  @MethodSource("engines")
  void everyEntityIsReadByItsKeysInAnyCase(SampleEngine engine) {
    VersionControlService service = VersionControlService.of(seeded(engine));

    assertEquals(Optional.of(ALICE), service.users().get("ALICE").execute());
    assertEquals(Optional.of(PUBLIC), service.repositories().get("alice", "singletable").execute());
    assertEquals(Optional.of(ISSUE), service.issues().get("Alice", "SingleTable", "0042").execute());
    assertEquals(Optional.of(ISSUE_COMMENT), service.issueComments().get("Alice", "SingleTable", "0042", "c-1")
        .execute());
    assertEquals(Optional.of(PULL_REQUEST), service.pullRequests().get("Alice", "SingleTable", "0007").execute());
    assertEquals(Optional.of(PULL_REQUEST_COMMENT), service.pullRequestComments()
        .get("Alice", "SingleTable", "0007", "C-2").execute());
    assertEquals(Optional.of(CAROL_WATCHES_ISSUE), service.subscriptions()
        .get("Alice", "SingleTable", "Carol", TicketType.ISSUE, "0042").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theExamplesAccessPatternsReadWhatElectroDbWrote(SampleEngine engine) {
    VersionControlService service = VersionControlService.of(seeded(engine));

    // getPublicRepository: repository.query.created({ username, isPrivate: false })
    assertEquals(List.of(PUBLIC), service.repositories().query().created("Alice").isPrivate(false).list());
    // getUserPullRequests: pullRequest.query.created({ username, status }), newest first
    assertEquals(List.of(PULL_REQUEST), service.pullRequests().query().created("BOB").status(Status.OPEN)
        .descending().list());
    assertEquals(List.of(), service.pullRequests().query().created("Bob").status(Status.CLOSED).list());
    // getUnreadComments: the replies to a user between two dates, unread; ElectroDB's keys hold the
    // times in lower case (updatedat_2024-03-02t10:00:00z), and compare as times
    assertEquals(List.of(ISSUE_COMMENT), service.issueComments().query().replies("Bob")
        .updatedAtBetween(Instant.parse(T2), Instant.parse(T3)).list());
    assertEquals(List.of(), service.issueComments().query().replies("Bob")
        .updatedAtBetween(Instant.parse(T1), Instant.parse(T2)).list());
    assertEquals(List.of(), service.issueComments().query().replies("Bob").updatedAtGt(Instant.parse(T3)).list());
    assertEquals(List.of(PULL_REQUEST_COMMENT), service.pullRequestComments().query().replies("Bob")
        .updatedAtBetween(Instant.parse(T3), Instant.parse(T4)).list());
    assertEquals(List.of(), service.pullRequestComments().query().replies("Bob")
        .updatedAtLt(Instant.parse(T4)).list());
    // the other indexes of the models
    assertEquals(List.of(ISSUE), service.issues().query().todos("Alice", "SingleTable").status(Status.OPEN).list());
    assertEquals(List.of(PULL_REQUEST), service.pullRequests().query().enhancements("Alice", "SingleTable").list());
    assertEquals(List.of(ISSUE), service.issues().query().created("Bob").status(Status.OPEN)
        .createdAtBetween(Instant.parse("2024-03-01T00:00:00Z"), Instant.parse("2024-03-31T23:59:59Z")).list());
    assertEquals(List.of(), service.issues().query().created("Bob").status(Status.OPEN)
        .createdAtGte(Instant.parse(T3)).list());
    assertEquals(List.of(ISSUE_COMMENT), service.issueComments().query().created("alice").repoOwner("ALICE")
        .list());
    assertEquals(List.of(PULL_REQUEST_COMMENT), service.pullRequestComments().query().created("Alice").list());
    assertEquals(List.of(CAROL_WATCHES_ISSUE), service.subscriptions().query().user("Carol")
        .ticketType(TicketType.ISSUE).list());
    assertEquals(List.of(CAROL_WATCHES_ISSUE), service.subscriptions().query().tickets("Alice", "SingleTable", "0042")
        .list());
    assertEquals(List.of(CAROL_WATCHES_ISSUE), service.subscriptions().query().primary("Alice", "SingleTable")
        .username("Carol").list());
    assertEquals(List.of(PUBLIC, PRIVATE).stream().sorted(java.util.Comparator.comparing(Repository::repoName))
        .toList(), service.repositories().query().primary("Alice").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theExamplesCollectionsReadWhatElectroDbWrote(SampleEngine engine) {
    VersionControlService service = VersionControlService.of(seeded(engine));

    // reviewPullRequest and reviewIssue: PRReview and issueReview, newest comments first
    var prReview = service.prReview("Alice", "SingleTable", "0007").descending().list();
    assertEquals(Optional.of(PULL_REQUEST), prReview.pullRequest());
    assertEquals(List.of(PULL_REQUEST_COMMENT), prReview.pullRequestComments());
    var issueReview = service.issueReview("alice", "singletable", "0042").descending().list();
    assertEquals(Optional.of(ISSUE), issueReview.issue());
    assertEquals(List.of(ISSUE_COMMENT), issueReview.issueComments());
    // getOwnedItems: owned, every page; its sub-collection managed
    var owned = service.owned("Alice").list();
    assertEquals(Optional.of(ALICE), owned.user());
    assertEquals(List.of(PUBLIC, PRIVATE), owned.repositories());
    var bobs = service.owned("Bob").list();
    assertEquals(List.of(ISSUE), bobs.issues());
    assertEquals(List.of(PULL_REQUEST), bobs.pullRequests());
    var managed = service.owned("Bob").managed().list();
    assertEquals(List.of(ISSUE), managed.issues());
    assertEquals(List.of(PULL_REQUEST), managed.pullRequests());
    // getSubscribed: subscribers of a ticket
    var subscribers = service.subscribers("Alice", "SingleTable", "0042").list();
    assertEquals(Optional.of(ISSUE), subscribers.issue());
    assertEquals(List.of(CAROL_WATCHES_ISSUE), subscribers.subscriptions());
    assertEquals(Optional.of(PULL_REQUEST), service.subscribers("Alice", "SingleTable", "0007").list().pullRequest());
    // the models' other collections
    var conversations = service.conversations("Alice").list();
    assertEquals(List.of(ISSUE_COMMENT), conversations.issueComments());
    assertEquals(List.of(PULL_REQUEST_COMMENT), conversations.pullRequestComments());
    var inbox = service.inbox("Bob").list();
    assertEquals(List.of(ISSUE_COMMENT), inbox.issueComments());
    assertEquals(List.of(PULL_REQUEST_COMMENT), inbox.pullRequestComments());
    var activity = service.activity("Alice", "SingleTable").list();
    assertEquals(List.of(ISSUE), activity.issues());
    assertEquals(List.of(PULL_REQUEST), activity.pullRequests());
    var watching = service.watching("Carol").list();
    assertEquals(Optional.of(CAROL), watching.user());
    assertEquals(List.of(CAROL_WATCHES_ISSUE), watching.subscriptions());
    assertEquals(Optional.of(ALICE), service.overview("Alice").list().user());
    assertEquals(List.of(PRIVATE, PUBLIC), service.alerts("Alice").list().repositories());
  }

  /** The table as ElectroDB leaves it. */
  static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "electroversioncontrol", UserEntity.SCHEMA, RepositoryEntity.SCHEMA,
        IssueEntity.SCHEMA, IssueCommentEntity.SCHEMA, PullRequestEntity.SCHEMA, PullRequestCommentEntity.SCHEMA,
        SubscriptionEntity.SCHEMA);
    for (Map<String, AttributeValue> item : VersionControlItems.all()) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }
    return table;
  }
}
