package dev.singletable.samples.electrodb.versioncontrol;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items of ElectroDB's version-control example exactly as ElectroDB 2 stores them (service {@code
 * version-control}): partition keys {@code $version-control#<attribute>_<value>...}, sort keys {@code
 * [$<collection>[#<sub-collection>]#|$]<entity>_1#<attribute>_<value>...}, all folded to lower case by
 * ElectroDB's default key casing, values written into keys as they are; attributes under their own
 * names in their own case, after the model's setters ({@code status} {@code "0"} for {@code Open},
 * {@code replyViewed} {@code "#"} while unread), timestamps as {@code moment.utc().format()} writes
 * them, and the identity in {@code __edb_e__} and {@code __edb_v__}.
 */
final class VersionControlItems {
  private VersionControlItems() {}

  static final String T1 = "2024-03-01T10:00:00Z";
  static final String T2 = "2024-03-02T09:00:00Z";
  static final String T3 = "2024-03-02T10:00:00Z";
  static final String T4 = "2024-03-03T08:30:00Z";
  static final String REPO = "$version-control#repoowner_alice#reponame_singletable";

  static List<Map<String, AttributeValue>> all() {
    return List.of(alice(), carol(), publicRepository(), privateRepository(), issue(), issueComment(),
        pullRequest(), pullRequestComment(), issueSubscription());
  }

  /** User {@code Alice}, who owns the repositories. */
  static Map<String, AttributeValue> alice() {
    Map<String, AttributeValue> item = user("Alice", "Alice Liddell", "Oxford");
    item.put("following", ss("Bob"));
    item.put("followers", ss("Carol"));
    return item;
  }

  /** User {@code Carol}, who watches issue 0042. */
  static Map<String, AttributeValue> carol() {
    return user("Carol", "Carol Shaw", "Palo Alto");
  }

  static Map<String, AttributeValue> user(String username, String fullName, String location) {
    String lower = username.toLowerCase(java.util.Locale.ROOT);
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$version-control#username_" + lower));
    item.put("sk", s("$overview#user_1"));
    item.put("gsi1pk", s("$version-control#username_" + lower));
    item.put("gsi1sk", s("$owned#user_1"));
    item.put("gsi3pk", s("$version-control#username_" + lower));
    item.put("gsi3sk", s("$watching#user_1"));
    item.put("username", s(username));
    item.put("fullName", s(fullName));
    item.put("photo", s("https://example.com/" + lower + ".jpg"));
    item.put("bio", s("Writes code."));
    item.put("location", s(location));
    item.put("createdAt", s(T1));
    item.put("updatedAt", s(T1));
    return identity(item, "user");
  }

  /** Alice's public repository {@code SingleTable}. */
  static Map<String, AttributeValue> publicRepository() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$version-control#repoowner_alice"));
    item.put("sk", s("$alerts#repository_1#reponame_singletable"));
    item.put("gsi1pk", s("$version-control#username_alice"));
    item.put("gsi1sk", s("$owned#repository_1#isprivate_false#createdat_2024-03-01t10:00:00z"));
    item.put("repoName", s("SingleTable"));
    item.put("repoOwner", s("Alice"));
    item.put("username", s("Alice"));
    item.put("about", s("Typed single-table DynamoDB."));
    item.put("description", s("Generated at compile time."));
    item.put("isPrivate", AttributeValue.fromBool(false));
    item.put("license", s("apache-2.0"));
    item.put("defaultBranch", s("main"));
    item.put("topics", ss("dynamodb", "java"));
    item.put("followers", ss("Bob"));
    item.put("stars", ss("Bob", "Carol"));
    item.put("createdAt", s(T1));
    item.put("updatedAt", s(T1));
    return identity(item, "Repository");
  }

  /** Alice's private repository {@code Notes}. */
  static Map<String, AttributeValue> privateRepository() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$version-control#repoowner_alice"));
    item.put("sk", s("$alerts#repository_1#reponame_notes"));
    item.put("gsi1pk", s("$version-control#username_alice"));
    item.put("gsi1sk", s("$owned#repository_1#isprivate_true#createdat_2024-03-02t09:00:00z"));
    item.put("repoName", s("Notes"));
    item.put("repoOwner", s("Alice"));
    item.put("username", s("Alice"));
    item.put("isPrivate", AttributeValue.fromBool(true));
    item.put("license", s("mit"));
    item.put("defaultBranch", s("main"));
    item.put("createdAt", s(T2));
    item.put("updatedAt", s(T2));
    return identity(item, "Repository");
  }

  /** Bob's open issue 0042 on Alice's {@code SingleTable}. */
  static Map<String, AttributeValue> issue() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s(REPO + "#issuenumber_0042"));
    item.put("sk", s("$issuereview#issue_1"));
    item.put("gsi1pk", s("$version-control#username_bob"));
    item.put("gsi1sk", s("$owned#managed#issue_1#status_0#createdat_2024-03-02t09:00:00z"));
    item.put("gsi2pk", s(REPO));
    item.put("gsi2sk", s("$activity#issue_1#status_0#createdat_2024-03-02t09:00:00z"));
    item.put("gsi4pk", s(REPO + "#ticketnumber_0042"));
    item.put("gsi4sk", s("$subscribers#issue_1"));
    item.put("issueNumber", s("0042"));
    item.put("repoName", s("SingleTable"));
    item.put("repoOwner", s("Alice"));
    item.put("username", s("Bob"));
    item.put("ticketType", s("Issue"));
    item.put("ticketNumber", s("0042"));
    item.put("status", s("0"));
    item.put("subject", s("Keys are not lower-cased"));
    item.put("body", s("They should be."));
    item.put("createdAt", s(T2));
    item.put("updatedAt", s(T2));
    return identity(item, "issue");
  }

  /** Alice's comment {@code C-1} on issue 0042, a reply to Bob he has not read. */
  static Map<String, AttributeValue> issueComment() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s(REPO + "#issuenumber_0042"));
    item.put("sk", s("$issuereview#issue-comment_1#commentid_c-1"));
    item.put("gsi1pk", s("$version-control#username_alice"));
    item.put("gsi1sk", s("$conversations#issue-comment_1#repoowner_alice#reponame_singletable#issuenumber_0042"));
    item.put("gsi2pk", s("$version-control#replyto_bob"));
    item.put("gsi2sk", s("$inbox#issue-comment_1#updatedat_2024-03-02t10:00:00z#replyviewed_#"));
    item.put("issueNumber", s("0042"));
    item.put("commentId", s("C-1"));
    item.put("username", s("Alice"));
    item.put("replyTo", s("Bob"));
    item.put("replyViewed", s("#"));
    item.put("repoName", s("SingleTable"));
    item.put("repoOwner", s("Alice"));
    item.put("body", s("Fixed on main."));
    item.put("createdAt", s(T3));
    item.put("updatedAt", s(T3));
    return identity(item, "issue-comment");
  }

  /** Bob's open pull request 0007 on Alice's {@code SingleTable}, Alice reviewing it. */
  static Map<String, AttributeValue> pullRequest() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s(REPO + "#pullrequestnumber_0007"));
    item.put("sk", s("$prreview#pull-request_1"));
    item.put("gsi1pk", s("$version-control#username_bob"));
    item.put("gsi1sk", s("$owned#managed#pull-request_1#status_0#createdat_2024-03-02t10:00:00z"));
    item.put("gsi2pk", s(REPO));
    item.put("gsi2sk", s("$activity#pull-request_1#status_0#createdat_2024-03-02t10:00:00z"));
    item.put("gsi4pk", s(REPO + "#ticketnumber_0007"));
    item.put("gsi4sk", s("$subscribers#pull-request_1"));
    item.put("pullRequestNumber", s("0007"));
    item.put("repoName", s("SingleTable"));
    item.put("repoOwner", s("Alice"));
    item.put("username", s("Bob"));
    item.put("ticketType", s("PullRequest"));
    item.put("ticketNumber", s("0007"));
    item.put("status", s("0"));
    item.put("reviewers", AttributeValue.fromM(Map.of("Alice", AttributeValue.fromM(Map.of(
        "approved", AttributeValue.fromBool(false), "updatedAt", s(T3))))));
    item.put("createdAt", s(T3));
    item.put("updatedAt", s(T3));
    return identity(item, "pull-request");
  }

  /** Alice's comment {@code C-2} on pull request 0007, a reply to Bob he has not read. */
  static Map<String, AttributeValue> pullRequestComment() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s(REPO + "#pullrequestnumber_0007"));
    item.put("sk", s("$prreview#pull-request-comment_1#commentid_c-2"));
    item.put("gsi1pk", s("$version-control#username_alice"));
    item.put("gsi1sk", s("$conversations#pull-request-comment_1#repoowner_alice#reponame_singletable"));
    item.put("gsi2pk", s("$version-control#replyto_bob"));
    item.put("gsi2sk", s("$inbox#pull-request-comment_1#updatedat_2024-03-03t08:30:00z#replyviewed_#"));
    item.put("repoName", s("SingleTable"));
    item.put("username", s("Alice"));
    item.put("repoOwner", s("Alice"));
    item.put("pullRequestNumber", s("0007"));
    item.put("commentId", s("C-2"));
    item.put("replyTo", s("Bob"));
    item.put("body", s("Please add a test."));
    item.put("replyViewed", s("#"));
    item.put("createdAt", s(T4));
    item.put("updatedAt", s(T4));
    return identity(item, "pull-request-comment");
  }

  /** Carol watching issue 0042. */
  static Map<String, AttributeValue> issueSubscription() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s(REPO));
    item.put("sk", s("$subscription_1#username_carol#tickettype_issue#ticketnumber_0042"));
    item.put("gsi3pk", s("$version-control#username_carol"));
    item.put("gsi3sk", s("$watching#subscription_1#tickettype_issue#ticketnumber_0042"));
    item.put("gsi4pk", s(REPO + "#ticketnumber_0042"));
    item.put("gsi4sk", s("$subscribers#subscription_1#tickettype_issue#username_carol"));
    item.put("repoName", s("SingleTable"));
    item.put("repoOwner", s("Alice"));
    item.put("username", s("Carol"));
    item.put("ticketNumber", s("0042"));
    item.put("ticketType", s("Issue"));
    item.put("createdAt", s(T3));
    item.put("updatedAt", s(T3));
    return identity(item, "subscription");
  }

  /** Dave watching all of Alice's {@code SingleTable}: ElectroDB stores the empty ticket as {@code #}. */
  static Map<String, AttributeValue> repositorySubscription() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s(REPO));
    item.put("sk", s("$subscription_1#username_dave#tickettype_##ticketnumber_#"));
    item.put("gsi3pk", s("$version-control#username_dave"));
    item.put("gsi3sk", s("$watching#subscription_1#tickettype_##ticketnumber_#"));
    item.put("gsi4pk", s(REPO + "#ticketnumber_#"));
    item.put("gsi4sk", s("$subscribers#subscription_1#tickettype_##username_dave"));
    item.put("repoName", s("SingleTable"));
    item.put("repoOwner", s("Alice"));
    item.put("username", s("Dave"));
    item.put("ticketNumber", s("#"));
    item.put("ticketType", s("#"));
    item.put("createdAt", s(T3));
    item.put("updatedAt", s(T3));
    return identity(item, "subscription");
  }

  private static Map<String, AttributeValue> identity(Map<String, AttributeValue> item, String entity) {
    item.put("__edb_e__", s(entity));
    item.put("__edb_v__", s("1"));
    return item;
  }

  static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  static AttributeValue ss(String... texts) {
    return AttributeValue.fromSs(List.of(texts));
  }
}
