package dev.singletable.samples.buildingblocks;

import dev.singletable.runtime.Table;
import dev.singletable.samples.ItemPrinter;
import dev.singletable.samples.buildingblocks.CartItem.State;
import dev.singletable.samples.patterns.GlobalSettingsCopies;
import dev.singletable.samples.patterns.OrderDayLog;
import dev.singletable.samples.patterns.OrderDayLogs;
import dev.singletable.samples.patterns.OrderlogsService;
import dev.singletable.samples.patterns.SettingsService;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Demo of seed 003's building blocks (composite sort key, multi-tenancy, sparse index, write
 * sharding) and seed 001's duplicated records and order-calculated log shards: writes each table,
 * prints what DynamoDB stored and runs the reads the seeds describe.
 */
public final class BuildingBlocksDemo {
  private BuildingBlocksDemo() {}

  /**
   * Writes the tables, prints them and reads them back.
   *
   * @param out where to print
   * @param client the DynamoDB client
   */
  public static void run(PrintStream out, DynamoDbClient client) {
    cart(out, client);
    tenants(out, client);
    escalations(out, client);
    votes(out, client);
    settings(out, client);
    orderLogs(out, client);
  }

  private static void cart(PrintStream out, DynamoDbClient client) {
    client.createTable(CartService.createTableRequest("cart"));
    CartService cart = CartService.of(Table.of(client, "cart"));
    cart.cartItems().put(new CartItem("12345", State.ACTIVE, "B0001", 1)).execute();
    cart.cartItems().put(new CartItem("12345", State.ACTIVE, "B0002", 2)).execute();
    cart.cartItems().put(new CartItem("12345", State.SAVED, "B0003", 1)).execute();
    cart.wishlistItems().put(new WishlistItem("12345", "B0004")).execute();
    ItemPrinter.print(out, client, "cart", List.of("PK", "SK"));
    out.println("whole cart (SK begins with CART#): " + cart.cartItems().query().primary("12345").list());
    out.println("checkout (SK begins with CART#ACTIVE#): "
        + cart.cartItems().query().primary("12345").state(State.ACTIVE).list());
    out.println();
  }

  private static void tenants(PrintStream out, DynamoDbClient client) {
    client.createTable(PhotosService.createTableRequest("photos"));
    PhotosService photos = PhotosService.of(Table.of(client, "photos"));
    for (String user : List.of("ada", "bob")) {
      photos.profiles().put(new PhotoProfile(user, user.toUpperCase())).execute();
      photos.albums().put(new Album(user, "holidays", "Holidays")).execute();
      for (String photo : List.of("p001", "p002")) {
        photos.photos().put(new Photo(user, photo, "https://photos.example.com/" + user + "/" + photo + ".jpg"))
            .execute();
      }
    }
    ItemPrinter.print(out, client, "photos", List.of("PK", "SK"));
    out.println("account of ada closed: " + TenantData.deleteTenant(photos, "ada") + " items deleted, left:");
    ItemPrinter.print(out, client, "photos", List.of("PK", "SK"));
  }

  private static void escalations(PrintStream out, DynamoDbClient client) {
    client.createTable(DevicesService.createTableRequest("devices"));
    DeviceReportEntity reports = DeviceReportEntity.of(Table.of(client, "devices"));
    Instant start = Instant.parse("2025-11-24T10:00:00Z");
    for (int minute = 0; minute < 4; minute++) {
      Instant at = start.plus(Duration.ofMinutes(3L * minute));
      reports.put(new DeviceReport("device-1", at, "OK", null)).execute();
      boolean fault = minute % 2 == 1;
      reports.put(new DeviceReport("device-2", at, fault ? "FAULT" : "OK", fault ? "tech-7" : null)).execute();
    }
    ItemPrinter.print(out, client, "devices", List.of("DeviceID", "Timestamp", "EscalatedTo"));
    Instant now = start.plus(Duration.ofMinutes(10));
    out.println("escalated to tech-7 in the 5 minutes before " + now + ", newest first:");
    reports.query().escalatedTo("tech-7").reportedAtGt(now.minus(Duration.ofMinutes(5))).descending().list()
        .forEach(report -> out.println("  " + report.deviceId() + " at " + report.reportedAt()));
    out.println();
  }

  private static void votes(PrintStream out, DynamoDbClient client) {
    client.createTable(ContestService.createTableRequest("contest"));
    ContestVotes votes = ContestVotes.of(Table.of(client, "contest"));
    for (int i = 0; i < 100; i++) {
      votes.vote(i % 4 == 0 ? "bob" : "alice");
    }
    out.println("100 votes, each an UpdateItem adding one to the counter of shard rand(0,19):");
    for (String contestant : List.of("alice", "bob")) {
      out.println("  " + contestant + ": " + votes.count(contestant) + " votes summed over 20 shards, total "
          + votes.aggregate(contestant).votes() + " written to " + contestant + "_TOTAL");
    }
    ItemPrinter.print(out, client, "contest", List.of("PK"));
  }

  private static void settings(PrintStream out, DynamoDbClient client) {
    client.createTable(SettingsService.createTableRequest("settings"));
    GlobalSettingsCopies settings = GlobalSettingsCopies.of(Table.of(client, "settings"));
    settings.write(Map.of("theme", "dark", "maintenance", false));
    ItemPrinter.print(out, client, "settings", List.of("PK"));
    out.println("settings read from a random copy: " + settings.read().orElseThrow());
    out.println();
  }

  private static void orderLogs(PrintStream out, DynamoDbClient client) {
    client.createTable(OrderlogsService.createTableRequest("orderlogs"));
    OrderDayLogs logs = OrderDayLogs.of(Table.of(client, "orderlogs"));
    LocalDate day = LocalDate.parse("2020-10-19");
    String[][] lines = {{"09:19:32", "ORDER1"}, {"09:22:52", "ORDER2"}, {"09:24:42", "ORDER1"}, {"09:30:44", "ORDER3"}};
    for (String[] line : lines) {
      logs.write(new OrderDayLog(day, 0, "2020-10-19T" + line[0], line[1], "LOG"));
    }
    ItemPrinter.print(out, client, "orderlogs", List.of("PK", "SK"));
    out.println("logs of ORDER1, one query of shard " + OrderDayLogs.shardOf("ORDER1") + ": "
        + logs.ofOrder(day, "ORDER1").stream().map(OrderDayLog::at).toList());
    out.println("the whole day over 4 shards: " + logs.ofDay(day).stream().map(OrderDayLog::at).toList());
    out.println();
  }
}
