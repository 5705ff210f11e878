package dev.singletable.samples.adopted;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.ItemPrinter;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Demo of tables written by other tools, read and written as they are stored: seed 001's
 * one-to-many table with its {@code TYPE} column, its users with {@code USEREMAIL#} guard items, and
 * purchases in the layout the Enhanced Client's bean schema writes (no identity attribute).
 */
public final class AdoptedTablesDemo {
  private AdoptedTablesDemo() {}

  /**
   * Writes each table as its other tool would, reads it through the entities, writes through them
   * and prints what DynamoDB stored.
   *
   * @param out where to print
   * @param client the DynamoDB client
   */
  public static void run(PrintStream out, DynamoDbClient client) {
    shop(out, client);
    users(out, client);
    purchases(out, client);
  }

  private static void shop(PrintStream out, DynamoDbClient client) {
    out.println("== existing tables: seed 001's one-to-many table with its TYPE column, as another tool stored it");
    client.createTable(LegacyShopService.createTableRequest("legacy-shop"));
    put(client, "legacy-shop", "PK", "CUSTOMER#XYQ", "SK", "CUSTOMER#XYQ", "TYPE", "CUSTOMER", "Customer ID", "XYQ",
        "Name", "Tom");
    put(client, "legacy-shop", "PK", "CUSTOMER#XYQ", "SK", "ORDER#00001", "TYPE", "ORDER", "Order ID", "00001");
    put(client, "legacy-shop", "PK", "CUSTOMER#XYQ", "SK", "ORDER#00002", "TYPE", "ORDER", "Order ID", "00002");
    put(client, "legacy-shop", "PK", "CUSTOMER#VLD", "SK", "CUSTOMER#VLD", "TYPE", "CUSTOMER", "Customer ID", "VLD",
        "Name", "Linda");
    put(client, "legacy-shop", "PK", "CUSTOMER#VLD", "SK", "ORDER#00003", "TYPE", "ORDER", "Order ID", "00003");
    put(client, "legacy-shop", "PK", "CUSTOMER#VLD", "SK", "ORDER#00004", "TYPE", "ORDER", "Order ID", "00004");
    put(client, "legacy-shop", "PK", "CUSTOMER#XYQ", "SK", "ORDER#00009", "TYPE", "INVOICE", "Order ID", "00009");
    LegacyShopService shop = LegacyShopService.of(Table.of(client, "legacy-shop"));
    LegacyShopService.CustomerCollection xyq = shop.customer("XYQ").list();
    out.println("customer XYQ with its orders (one query; the INVOICE row is no order): " + xyq.customer().orElseThrow()
        + " " + xyq.orders());
    shop.orders().create(new LegacyOrder("VLD", "00005")).execute();
    ItemPrinter.print(out, client, "legacy-shop", List.of("PK", "SK", "TYPE"));
  }

  private static void users(PrintStream out, DynamoDbClient client) {
    out.println("== existing tables: seed 001's unique e-mail addresses, claimed by USEREMAIL#<email> guard items");
    client.createTable(LegacyUsersService.createTableRequest("legacy-users"));
    LegacyUserEntity users = LegacyUsersService.of(Table.of(client, "legacy-users")).users();
    users.create(new LegacyUser("johndoe", "John", "johndoe@gmail.com")).execute();
    try {
      users.create(new LegacyUser("jdoe", "Jane", "johndoe@gmail.com")).execute();
    } catch (UniqueConstraintException e) {
      out.println("a second user with johndoe@gmail.com refused: " + e.getMessage());
    }
    try {
      users.create(new LegacyUser("johndoe", "Johnny", "johnny@gmail.com")).execute();
    } catch (ConditionFailedException e) {
      out.println("a second johndoe refused by its key: " + e.getMessage());
    }
    ItemPrinter.print(out, client, "legacy-users", List.of("PK", "SK"));
  }

  private static void purchases(PrintStream out, DynamoDbClient client) {
    out.println("== existing tables: purchases in the layout of an Enhanced Client bean schema (no identity attribute)");
    client.createTable(PurchasesService.createTableRequest("purchases"));
    putBean(client, "alice", "2024-01-05T10:00:00Z", "kettle", 1, null);
    putBean(client, "alice", "2024-02-11T09:30:00Z", "mugs", 2, "for Bob");
    PurchaseEntity purchases = PurchaseEntity.of(Table.of(client, "purchases"));
    out.println("alice's purchases: " + purchases.query().primary("alice").list());
    purchases.update("alice", "2024-02-11T09:30:00Z").set(PurchaseEntity.QUANTITY, 4).execute();
    out.println("after an update of the quantity (the version counts it; the gift note, not modelled, is kept):");
    ItemPrinter.print(out, client, "purchases", List.of("customer", "purchasedAt"));
  }

  /** A purchase as a bean schema stores it: its version is 1 after the first put. */
  private static void putBean(DynamoDbClient client, String customer, String purchasedAt, String item, int quantity,
      String giftNote) {
    Map<String, AttributeValue> bean = new HashMap<>();
    bean.put("customer", AttributeValue.fromS(customer));
    bean.put("purchasedAt", AttributeValue.fromS(purchasedAt));
    bean.put("item", AttributeValue.fromS(item));
    bean.put("quantity", AttributeValue.fromN(Integer.toString(quantity)));
    bean.put("version", AttributeValue.fromN("1"));
    if (giftNote != null) {
      bean.put("giftNote", AttributeValue.fromS(giftNote));
    }
    client.putItem(PutItemRequest.builder().tableName("purchases").item(bean).build());
  }

  /** A put as the other tool sends it: string attributes, named and valued in pairs. */
  private static void put(DynamoDbClient client, String table, String... attributes) {
    Map<String, AttributeValue> item = new HashMap<>();
    for (int i = 0; i < attributes.length; i += 2) {
      item.put(attributes[i], AttributeValue.fromS(attributes[i + 1]));
    }
    client.putItem(PutItemRequest.builder().tableName(table).item(item).build());
  }
}
