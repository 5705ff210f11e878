package dev.singletable.samples;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.accounts.OrganisationEntity;
import dev.singletable.samples.accounts.OrganisationMemberEntity;
import dev.singletable.samples.accounts.OrganisationServiceEntity;
import dev.singletable.samples.accounts.UserEntity;
import dev.singletable.samples.accounts.UserOrganisationEntity;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventStoreDemo;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.SnapshotEntity;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shop.Customer;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.OrderLog;
import dev.singletable.samples.shop.OrderLogEntity;
import java.io.PrintStream;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The samples' main demo: writes the seed documents' tables through the generated entities, prints
 * what DynamoDB stored, and reads items back. Runs on a moto server it starts (and stops) unless the
 * environment names an endpoint (see {@link SampleEngine#fromEnvironment()}).
 */
public final class Demo {
  private Demo() {}

  /** Runs the demo. */
  public static void main(String[] args) {
    PrintStream out = System.out;
    SampleEngine started;
    try {
      started = SampleEngine.fromEnvironment();
    } catch (IllegalStateException e) {
      // No engine: one line saying what to install, not a stack trace.
      System.err.println("singletable demo: " + e.getMessage().lines().findFirst().orElse(""));
      System.exit(1);
      return;
    }
    try (SampleEngine engine = started) {
      out.println("singletable demo on " + engine.description());
      out.println();
      DynamoDbClient client = engine.client();
      events(out, client);
      EventStoreDemo.run(out, EventsService.of(Table.of(client, "events")));
      shop(out, client);
      accounts(out, client);
      SortedKeysDemo.run(out, client);
      dev.singletable.samples.streams.StreamsDemo.run(out, engine);
      dev.singletable.samples.patterns.PatternsDemo.run(out, client);
      dev.singletable.samples.buildingblocks.BuildingBlocksDemo.run(out, client);
      dev.singletable.samples.CollectionsDemo.run(out, client);
      SeedAppsDemo.run(out, client);
      dev.singletable.samples.adopted.AdoptedTablesDemo.run(out, client);
      dev.singletable.samples.deployed.TableFilesDemo.run(out);
    }
  }

  private static void events(PrintStream out, DynamoDbClient client) {
    client.createTable(EventsService.createTableRequest("events"));
    // The seed clock stamps the metadata row's updatedAt as the seed document shows it.
    Table table = Table.of(client, "events").withClock(SeedData.clock());
    EventEntity events = EventEntity.of(table);
    AggregateMetaEntity.of(table).put(SeedData.orderMeta()).execute();
    for (Event event : SeedData.orderEvents()) {
      events.create(event).execute();
    }
    SnapshotEntity.of(table).put(SeedData.orderSnapshot()).execute();
    ItemPrinter.print(out, client, "events", List.of("pk", "sk", "gsi1pk", "gsi1sk"));

    out.println("get event 42 of order #1234 (absent): " + events.get("order", "1234", 42L).execute());
    out.println("get event 2 of order #1234: " + events.get("order", "1234", 2L).execute().orElseThrow());
    try {
      events.create(SeedData.orderEvents().get(0)).execute();
    } catch (ConditionFailedException e) {
      out.println("create of an existing event refused: " + e.getMessage());
    }
    out.println();
  }

  private static void shop(PrintStream out, DynamoDbClient client) {
    client.createTable(TableDefinitions.createTableRequest(
        "shop", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, OrderLogEntity.SCHEMA));
    Table table = Table.of(client, "shop");
    CustomerEntity customers = CustomerEntity.of(table);
    OrderEntity orders = OrderEntity.of(table);
    OrderLogEntity logs = OrderLogEntity.of(table);
    for (Customer customer : SeedData.customers()) {
      customers.put(customer).execute();
    }
    for (Order order : SeedData.orders()) {
      orders.put(order).execute();
    }
    for (OrderLog log : SeedData.orderLogs()) {
      logs.put(log).execute();
    }
    ItemPrinter.print(out, client, "shop", List.of("PK", "SK", "GSI1PK", "GSI1SK"));
    out.println("get order 1 of XYQ: " + orders.get("XYQ", 1).execute().orElseThrow());
    out.println();
  }

  private static void accounts(PrintStream out, DynamoDbClient client) {
    client.createTable(TableDefinitions.createTableRequest(
        "accounts", UserEntity.SCHEMA, UserOrganisationEntity.SCHEMA, OrganisationEntity.SCHEMA,
        OrganisationMemberEntity.SCHEMA, OrganisationServiceEntity.SCHEMA));
    Table table = Table.of(client, "accounts");
    UserEntity.of(table).put(SeedData.user()).execute();
    UserOrganisationEntity.of(table).put(SeedData.userOrganisation()).execute();
    OrganisationEntity.of(table).put(SeedData.organisation()).execute();
    OrganisationMemberEntity.of(table).put(SeedData.organisationMember()).execute();
    OrganisationServiceEntity.of(table).put(SeedData.organisationService()).execute();
    ItemPrinter.print(out, client, "accounts", List.of("pk", "sk"));
    out.println("get user test@example.com: "
        + UserEntity.of(table).get("test@example.com").execute().orElseThrow());
    uniqueEmails(out, AccountsService.of(table));
  }

  /** Seed 001's "Unique Field": account e-mail addresses claimed by guard items in the same transaction. */
  private static void uniqueEmails(PrintStream out, AccountsService service) {
    out.println();
    out.println("== unique e-mail addresses");
    Account ada = service.accounts().create(new Account("acc-1", "ada@example.com", "Ada", 0, null, null, null)).execute();
    out.println("created " + ada);
    try {
      service.accounts().create(new Account("acc-2", "ada@example.com", "Impostor", 0, null, null, null)).execute();
    } catch (UniqueConstraintException e) {
      out.println("second account with the same address refused: " + e.getMessage());
    }
    service.accounts().delete("acc-1").execute();
    Account again = service.accounts().create(new Account("acc-2", "ada@example.com", "Ada", 0, null, null, null))
        .execute();
    out.println("after deleting acc-1 the address is free again: created " + again.accountId());
  }
}
