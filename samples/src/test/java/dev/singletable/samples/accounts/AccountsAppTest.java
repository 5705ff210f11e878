package dev.singletable.samples.accounts;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.StoredItems.item;
import static dev.singletable.samples.StoredItems.observedTable;
import static dev.singletable.samples.StoredItems.stored;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.accounts.AccountsApp.OrganisationDetails;
import dev.singletable.samples.accounts.AccountsApp.UserDetails;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.RequestLog;
import dev.singletable.test.TestClock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Seed 004's twelve actions run as an application: each checked against the items
 * DynamoDB stored (read with the SDK) and, for the reads and the transactions, the requests sent.
 */
class AccountsAppTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final String T0 = "S:2024-04-30T09:15:00.000000000Z";
  private static final String T1 = "S:2024-04-30T10:15:00.000000000Z";

  private final RequestLog log = new RequestLog();
  private final TestClock clock = new TestClock(SeedData.T0);
  private Table table;

  private AccountsApp app(SampleEngine engine) {
    table = observedTable(engine, AccountsService.createTableRequest("accounts-app-" + TABLES.incrementAndGet()), log);
    return new AccountsApp(AccountsService.of(table), clock);
  }

  /** test@example.com owning org-1 "Acme", as in the seed. */
  private AccountsApp withAcme(SampleEngine engine) {
    AccountsApp app = app(engine);
    app.putUser(SeedData.user());
    app.createOrganisation("test@example.com", "org-1", "Acme");
    return app;
  }

  private static User user(String email, String firstName) {
    return new User(email, firstName, "Roe", "+44 7700 900456", SeedData.T0);
  }

  /** The item at {@code key} as stored, less its identity attributes and the write token. */
  private Map<String, String> layout(Map<String, AttributeValue> key, String entity) {
    Map<String, String> item = new TreeMap<>(stored(table, key));
    assertEquals("S:" + entity, item.remove("__entity"));
    assertEquals("N:1", item.remove("__version"));
    item.keySet().removeIf(name -> name.matches("__token[0-9]*"));
    return item;
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theActionsWriteTheSeedTableRowForRow(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putOrganisationService(SeedData.organisationService());
    app.putOrganisationGroup("org-1", "test@example.com", "billing");

    assertEquals(AccountsLayoutTest.SEED_ROWS, keyRows(table, "pk", "sk"));
  }

  // PutUser

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void putUserStoresTheUserRecordAndKeepsTheFirstCreatedAt(SampleEngine engine) {
    AccountsApp app = app(engine);
    app.putUser(SeedData.user());

    User changed = app.putUser(new User("test@example.com", "Test", "User", "+44 7700 900999", SeedData.T0.plusSeconds(3600)));

    assertEquals(SeedData.T0, changed.createdAt());
    assertEquals(item("pk", "S:user/test@example.com", "sk", "S:user", "emailAddress", "S:test@example.com",
        "firstName", "S:Test", "lastName", "S:User", "phone", "S:+44 7700 900999", "createdAt", T0),
        layout(UserEntity.key("test@example.com"), "user"));
  }

  // GetUser

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void getUserReadsTheUserWithOrganisationsAndInvitationsInOneQuery(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putUser(user("bob@example.com", "Bob"));
    app.createOrganisation("bob@example.com", "org-2", "Bobs");
    app.putUserInvite("test@example.com", "org-2");
    log.clear();

    UserDetails details = app.getUser("test@example.com").orElseThrow();

    assertEquals(SeedData.user(), details.user());
    assertEquals(List.of("org-1"), details.organisations().stream().map(UserOrganisation::organisationId).toList());
    assertEquals(List.of("Bobs"), details.invitations().stream().map(UserOrganisation::organisationName).toList());
    assertEquals(List.of("Query"), log.operations());
    QueryRequest query = log.of(QueryRequest.class).get(0);
    assertNull(query.indexName());
    assertEquals("user/test@example.com", query.expressionAttributeValues().values().iterator().next().s());
    assertEquals(Optional.empty(), app.getUser("nobody@example.com"));
  }

  // PutUserInvite

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void putUserInviteWritesAnOpenInvitationCarryingTheOrganisationName(SampleEngine engine) {
    AccountsApp app = withAcme(engine);

    app.putUserInvite("new@example.com", "org-1");

    assertEquals(item("pk", "S:user/new@example.com", "sk", "S:userOrganisation/org-1",
        "emailAddress", "S:new@example.com", "organisationId", "S:org-1", "organisationName", "S:Acme",
        "invitedAt", T0), layout(UserOrganisationEntity.key("new@example.com", "org-1"), "userOrganisation"));
    assertThrows(ConditionFailedException.class, () -> app.putUserInvite("test@example.com", "org-1"));
    assertThrows(NoSuchElementException.class, () -> app.putUserInvite("new@example.com", "org-9"));
  }

  // AcceptUserInvite

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void acceptUserInviteWritesTheMembershipOnBothSidesInOneTransaction(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putUser(user("new@example.com", "Nia"));
    app.putUserInvite("new@example.com", "org-1");
    clock.advance(Duration.ofHours(1));
    log.clear();

    app.acceptUserInvite("new@example.com", "org-1");

    assertEquals(List.of("GetItem", "GetItem", "TransactWriteItems"), log.operations());
    assertEquals(2, log.of(TransactWriteItemsRequest.class).get(0).transactItems().size());
    assertEquals(item("pk", "S:user/new@example.com", "sk", "S:userOrganisation/org-1",
        "emailAddress", "S:new@example.com", "organisationId", "S:org-1", "organisationName", "S:Acme",
        "invitedAt", T0, "acceptedAt", T1), layout(UserOrganisationEntity.key("new@example.com", "org-1"), "userOrganisation"));
    assertEquals(item("pk", "S:organisation/org-1", "sk", "S:organisationMember/new@example.com",
        "organisationId", "S:org-1", "emailAddress", "S:new@example.com", "groupNames", "SS:[member]",
        "firstName", "S:Nia", "lastName", "S:Roe", "phone", "S:+44 7700 900456", "createdAt", T0),
        layout(OrganisationMemberEntity.key("org-1", "new@example.com"), "organisationMember"));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void acceptingWithoutAnOpenInvitationIsCancelledAndWritesNoMember(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putUser(user("new@example.com", "Nia"));

    TransactionCanceledException cancelled =
        assertThrows(TransactionCanceledException.class, () -> app.acceptUserInvite("new@example.com", "org-1"));
    TransactionCanceledException twice =
        assertThrows(TransactionCanceledException.class, () -> app.acceptUserInvite("test@example.com", "org-1"));

    assertEquals(0, cancelled.failures().get(0).index());
    assertEquals("userOrganisation", twice.failures().get(0).entity());
    assertEquals(Map.of(), stored(table, OrganisationMemberEntity.key("org-1", "new@example.com")));
    assertEquals(Map.of(), stored(table, UserOrganisationEntity.key("new@example.com", "org-1")));
  }

  // DeclineUserInvite

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void declineUserInviteDeletesAnOpenInvitationButNotAMembership(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putUserInvite("new@example.com", "org-1");

    app.declineUserInvite("new@example.com", "org-1");

    assertEquals(Map.of(), stored(table, UserOrganisationEntity.key("new@example.com", "org-1")));
    assertThrows(ConditionFailedException.class, () -> app.declineUserInvite("new@example.com", "org-1"));
    assertThrows(ConditionFailedException.class, () -> app.declineUserInvite("test@example.com", "org-1"));
    assertEquals(T0, stored(table, UserOrganisationEntity.key("test@example.com", "org-1")).get("acceptedAt"));
  }

  // CreateOrganisation

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void createOrganisationWritesItAndItsOwnersMembershipInOneTransaction(SampleEngine engine) {
    AccountsApp app = app(engine);
    app.putUser(SeedData.user());
    log.clear();

    app.createOrganisation("test@example.com", "org-1", "Acme");

    assertEquals(List.of("GetItem", "TransactWriteItems"), log.operations());
    assertEquals(item("pk", "S:organisation/org-1", "sk", "S:organisation", "organisationId", "S:org-1",
        "organisationName", "S:Acme"), layout(OrganisationEntity.key("org-1"), "organisation"));
    assertEquals(item("pk", "S:organisation/org-1", "sk", "S:organisationMember/test@example.com",
        "organisationId", "S:org-1", "emailAddress", "S:test@example.com", "groupNames", "SS:[owner]",
        "firstName", "S:Test", "lastName", "S:User", "phone", "S:+44 7700 900123", "createdAt", T0),
        layout(OrganisationMemberEntity.key("org-1", "test@example.com"), "organisationMember"));
    assertEquals(item("pk", "S:user/test@example.com", "sk", "S:userOrganisation/org-1",
        "emailAddress", "S:test@example.com", "organisationId", "S:org-1", "organisationName", "S:Acme",
        "invitedAt", T0, "acceptedAt", T0), layout(UserOrganisationEntity.key("test@example.com", "org-1"), "userOrganisation"));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void creatingAnExistingOrganisationIsCancelledAndChangesNothing(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putUser(user("bob@example.com", "Bob"));

    TransactionCanceledException cancelled = assertThrows(TransactionCanceledException.class,
        () -> app.createOrganisation("bob@example.com", "org-1", "Taken"));

    assertEquals(List.of(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, TransactionCanceledException.NONE,
        TransactionCanceledException.NONE), cancelled.reasons().stream().map(TransactionCanceledException.Reason::code).toList());
    assertEquals("S:Acme", stored(table, OrganisationEntity.key("org-1")).get("organisationName"));
    assertEquals(Map.of(), stored(table, UserOrganisationEntity.key("bob@example.com", "org-1")));
    assertThrows(NoSuchElementException.class, () -> app.createOrganisation("nobody@example.com", "org-3", "None"));
  }

  // GetOrganisation

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void getOrganisationReadsItWithMembersAndServicesInOneQuery(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putUser(user("new@example.com", "Nia"));
    app.putUserInvite("new@example.com", "org-1");
    app.acceptUserInvite("new@example.com", "org-1");
    app.putOrganisationService(SeedData.organisationService());
    log.clear();

    OrganisationDetails details = app.getOrganisation("org-1").orElseThrow();

    assertEquals(SeedData.organisation(), details.organisation());
    assertEquals(List.of("new@example.com", "test@example.com"),
        details.members().stream().map(OrganisationMember::emailAddress).toList());
    assertEquals(List.of(SeedData.organisationService()), details.services());
    assertEquals(List.of("Query"), log.operations());
    assertEquals("organisation/org-1",
        log.of(QueryRequest.class).get(0).expressionAttributeValues().values().iterator().next().s());
    assertEquals(Optional.empty(), app.getOrganisation("org-9"));
  }

  // PutOrganisation

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void renamingAnOrganisationRenamesEveryMembersCopyInTheSameTransaction(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    for (String name : List.of("ann", "ben")) {
      app.putUser(user(name + "@example.com", name));
      app.putUserInvite(name + "@example.com", "org-1");
      app.acceptUserInvite(name + "@example.com", "org-1");
    }
    app.putUserInvite("pending@example.com", "org-1");
    log.clear();

    app.putOrganisation(new Organisation("org-1", "Acme Ltd"));

    assertEquals(List.of("Query", "TransactWriteItems"), log.operations());
    assertEquals(4, log.of(TransactWriteItemsRequest.class).get(0).transactItems().size());
    assertEquals("S:Acme Ltd", stored(table, OrganisationEntity.key("org-1")).get("organisationName"));
    for (String member : List.of("test@example.com", "ann@example.com", "ben@example.com")) {
      assertEquals("S:Acme Ltd", stored(table, UserOrganisationEntity.key(member, "org-1")).get("organisationName"), member);
    }
    assertEquals("S:Acme", stored(table, UserOrganisationEntity.key("pending@example.com", "org-1")).get("organisationName"));
    app.putUser(user("pending@example.com", "Pat"));
    app.acceptUserInvite("pending@example.com", "org-1");
    assertEquals("S:Acme Ltd", stored(table, UserOrganisationEntity.key("pending@example.com", "org-1")).get("organisationName"));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void renamingAMissingOrganisationIsCancelled(SampleEngine engine) {
    AccountsApp app = app(engine);

    TransactionCanceledException cancelled = assertThrows(TransactionCanceledException.class,
        () -> app.putOrganisation(new Organisation("org-9", "Ghost")));

    assertEquals("organisation", cancelled.failures().get(0).entity());
    assertEquals(Map.of(), stored(table, OrganisationEntity.key("org-9")));
  }

  // PutOrganisationGroup, DeleteOrganisationGroup

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void putOrganisationGroupAddsTheGroupOnceHoweverOftenItIsSent(SampleEngine engine) {
    AccountsApp app = withAcme(engine);

    app.putOrganisationGroup("org-1", "test@example.com", "billing");
    OrganisationMember member = app.putOrganisationGroup("org-1", "test@example.com", "billing");

    assertEquals(Set.of("owner", "billing"), member.groupNames());
    assertEquals("SS:[billing, owner]",
        stored(table, OrganisationMemberEntity.key("org-1", "test@example.com")).get("groupNames"));
    assertThrows(ConditionFailedException.class, () -> app.putOrganisationGroup("org-1", "nobody@example.com", "billing"));
    assertThrows(IllegalArgumentException.class, () -> app.putOrganisationGroup("org-1", "test@example.com", "a/b"));
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void deleteOrganisationGroupRemovesTheGroupOnceHoweverOftenItIsSent(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putOrganisationGroup("org-1", "test@example.com", "billing");

    app.deleteOrganisationGroup("org-1", "test@example.com", "billing");
    OrganisationMember member = app.deleteOrganisationGroup("org-1", "test@example.com", "billing");

    assertEquals(Set.of("owner"), member.groupNames());
    assertEquals("SS:[owner]", stored(table, OrganisationMemberEntity.key("org-1", "test@example.com")).get("groupNames"));
  }

  // PutOrganisationService

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void putOrganisationServiceCreatesOrReplacesTheServiceRecord(SampleEngine engine) {
    AccountsApp app = withAcme(engine);

    app.putOrganisationService(new OrganisationService("org-1", "svc-billing", "Bills"));
    app.putOrganisationService(SeedData.organisationService());

    assertEquals(item("pk", "S:organisation/org-1", "sk", "S:organisationService/svc-billing",
        "organisationId", "S:org-1", "serviceId", "S:svc-billing", "serviceName", "S:Billing"),
        layout(OrganisationServiceEntity.key("org-1", "svc-billing"), "organisationService"));
  }

  // PutOrganisationServiceGroup

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void putOrganisationServiceGroupChecksTheServiceAndAddsTheGroupInOneTransaction(SampleEngine engine) {
    AccountsApp app = withAcme(engine);
    app.putOrganisationService(SeedData.organisationService());
    log.clear();

    app.putOrganisationServiceGroup("org-1", "svc-billing", "test@example.com", "admin");
    TransactionCanceledException noService = assertThrows(TransactionCanceledException.class,
        () -> app.putOrganisationServiceGroup("org-1", "svc-missing", "test@example.com", "admin"));

    assertEquals(List.of("TransactWriteItems", "TransactWriteItems"), log.operations());
    assertEquals(0, noService.failures().get(0).index());
    assertEquals("organisationService", noService.failures().get(0).entity());
    assertEquals("SS:[owner, service/svc-billing/admin]",
        stored(table, OrganisationMemberEntity.key("org-1", "test@example.com")).get("groupNames"));
  }
}
