package dev.singletable.samples;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.accounts.AccountsApp;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.accounts.Organisation;
import dev.singletable.samples.accounts.User;
import dev.singletable.samples.modifications.Document;
import dev.singletable.samples.modifications.ModificationsApp;
import dev.singletable.samples.modifications.ModificationsService;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Demo of the seed applications: seed 001's modification patterns ({@link ModificationsApp}) and
 * seed 004's users and organisations actions ({@link AccountsApp}), printing the tables they write.
 */
public final class SeedAppsDemo {
  private SeedAppsDemo() {}

  /**
   * Runs both applications on tables of their own and prints what DynamoDB stored.
   *
   * @param out where to print
   * @param client the DynamoDB client
   */
  public static void run(PrintStream out, DynamoDbClient client) {
    modifications(out, client);
    accounts(out, client);
  }

  private static void modifications(PrintStream out, DynamoDbClient client) {
    out.println("== seed 001: patterns based on modification constraints");
    client.createTable(ModificationsService.createTableRequest("modifications"));
    client.createTable(ModificationsService.createTableRequest("modifications-editors"));
    Clock clock = Clock.fixed(Instant.parse("2020-10-19T09:19:32Z"), ZoneOffset.UTC);
    ModificationsApp app = new ModificationsApp(ModificationsService.of(Table.of(client, "modifications")), clock);

    out.println("auto-increment ids: " + List.of(app.nextId(), app.nextId(), app.nextId()));
    app.createPost("ABC");
    app.like("ABC", "john-doe");
    try {
      app.like("ABC", "john-doe");
    } catch (TransactionCanceledException e) {
      out.println("second like by john-doe cancelled: " + e.failures());
    }
    out.println("likes of POST#ABC: " + app.likeCount("ABC").orElseThrow());
    for (int job = 1; job <= 10; job++) {
      app.enqueue("JOB#" + job);
    }
    out.println("11th job enqueued: " + app.enqueue("JOB#11").map(jobs -> "yes").orElse("no, the queue is full"));
    app.finish("JOB#1");
    app.finish("JOB#1");
    out.println("after finishing JOB#1 twice, jobs in progress: " + app.enqueue("JOB#10").orElseThrow().size());
    app.putDocument(Document.of("JKK", List.of("John", "Michael"), "Some content"));
    app.putDocument(Document.of("MKG", List.of("Susan", "Tom"), "Other content"));
    out.println("Susan edits DOCUMENT#JKK: " + app.editAsEditor("JKK", "Susan", "x").map(d -> "done").orElse("refused, not an editor"));
    out.println("John edits DOCUMENT#JKK: " + app.editAsEditor("JKK", "John", "New content").orElseThrow().content());
    // The seed's history: each version stamped when its author wrote it.
    at(client, "2020-10-19T09:19:32Z").createVersioned("1", "Tom", "first draft");
    at(client, "2020-10-19T09:22:52Z").prepare("1", 2, "Simon", "second draft");
    app.commit("1", 1, 2, "second draft");
    at(client, "2020-10-19T09:24:42Z").prepare("1", 3, "John", "third draft");
    out.println("document 1 while V3 is prepared: current " + app.current("1").orElseThrow());
    ItemPrinter.print(out, client, "modifications", List.of("PK", "SK"));

    ModificationsApp editors =
        new ModificationsApp(ModificationsService.of(Table.of(client, "modifications-editors")), clock);
    editors.putDocument(Document.of("JKK", null, "Some content"));
    editors.putDocument(Document.of("MKG", null, "Other content"));
    editors.putEditors(List.of("John", "Michael"));
    editors.editWithEditorsItem("JKK", "John", "New content");
    try {
      editors.editWithEditorsItem("MKG", "Susan", "x");
    } catch (TransactionCanceledException e) {
      out.println("Susan's edit checked against the EDITORS item, cancelled: " + e.failures());
    }
    ItemPrinter.print(out, client, "modifications-editors", List.of("PK", "SK"));
    out.println();
  }

  private static ModificationsApp at(DynamoDbClient client, String instant) {
    Clock clock = Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
    return new ModificationsApp(ModificationsService.of(Table.of(client, "modifications")), clock);
  }

  private static void accounts(PrintStream out, DynamoDbClient client) {
    out.println("== seed 004: users and organisations, action by action");
    client.createTable(AccountsService.createTableRequest("accounts-app"));
    AccountsApp app = new AccountsApp(AccountsService.of(Table.of(client, "accounts-app")), SeedData.clock());
    app.putUser(SeedData.user());
    app.createOrganisation("test@example.com", "org-1", "Acme");
    app.putOrganisationService(SeedData.organisationService());
    app.putOrganisationGroup("org-1", "test@example.com", "billing");
    app.putUser(new User("new@example.com", "Nia", "Roe", "+44 7700 900456", SeedData.T0));
    app.putUserInvite("new@example.com", "org-1");
    out.println("new@example.com before accepting: " + app.getUser("new@example.com").orElseThrow());
    app.acceptUserInvite("new@example.com", "org-1");
    app.putOrganisationServiceGroup("org-1", "svc-billing", "new@example.com", "viewer");
    app.putOrganisation(new Organisation("org-1", "Acme Ltd"));
    try {
      app.declineUserInvite("new@example.com", "org-1");
    } catch (ConditionFailedException e) {
      out.println("declining an accepted invitation refused");
    }
    out.println("GetUser (one Query): " + app.getUser("new@example.com").orElseThrow());
    out.println("GetOrganisation (one Query): " + app.getOrganisation("org-1").orElseThrow());
    ItemPrinter.print(out, client, "accounts-app", List.of("pk", "sk"));
    out.println();
  }
}
