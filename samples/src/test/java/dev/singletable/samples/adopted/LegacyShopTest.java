package dev.singletable.samples.adopted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.WrongEntityException;
import dev.singletable.runtime.scan.ScanResult;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Seed 001's one-to-many table read as another tool stored it: {@code PK}, {@code SK}, {@code TYPE}
 * ({@code CUSTOMER}, {@code ORDER}), {@code Customer ID}, {@code Order ID}, {@code Name}, and no
 * version. Items of other types in the same partitions are never read as customers or orders.
 */
class LegacyShopTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  /** The seed's rows, letter for letter, as the other tool wrote them. */
  static List<Map<String, AttributeValue>> seedRows() {
    return List.of(
        row("CUSTOMER#XYQ", "CUSTOMER#XYQ", "CUSTOMER", "Customer ID", "XYQ", "Name", "Tom"),
        row("CUSTOMER#XYQ", "ORDER#00001", "ORDER", "Order ID", "00001"),
        row("CUSTOMER#XYQ", "ORDER#00002", "ORDER", "Order ID", "00002"),
        row("CUSTOMER#VLD", "CUSTOMER#VLD", "CUSTOMER", "Customer ID", "VLD", "Name", "Linda"),
        row("CUSTOMER#VLD", "ORDER#00003", "ORDER", "Order ID", "00003"),
        row("CUSTOMER#VLD", "ORDER#00004", "ORDER", "Order ID", "00004"));
  }

  static Map<String, AttributeValue> row(String pk, String sk, String type, String... attributes) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("PK", AttributeValue.fromS(pk));
    item.put("SK", AttributeValue.fromS(sk));
    if (type != null) {
      item.put("TYPE", AttributeValue.fromS(type));
    }
    for (int i = 0; i < attributes.length; i += 2) {
      item.put(attributes[i], AttributeValue.fromS(attributes[i + 1]));
    }
    return item;
  }

  static void putRaw(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  /** The seed table, and in XYQ's partition three items that are no customer or order of ours. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "legacyshop", LegacyCustomerEntity.SCHEMA, LegacyOrderEntity.SCHEMA);
    seedRows().forEach(row -> putRaw(table, row));
    // An invoice whose key reads like an order's, a note, and an order of a tool with default identity.
    putRaw(table, row("CUSTOMER#XYQ", "ORDER#00009", "INVOICE", "Order ID", "00009"));
    putRaw(table, row("CUSTOMER#XYQ", "NOTE#1", "NOTE", "Text", "call back"));
    Map<String, AttributeValue> other = row("CUSTOMER#XYQ", "ORDER#00010", null, "Order ID", "00010");
    other.put("__entity", AttributeValue.fromS("order"));
    other.put("__version", AttributeValue.fromN("1"));
    putRaw(table, other);
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void getReadsTheStoredRowsAndNothingOfAnotherType(SampleEngine engine) {
    Table table = seeded(engine);
    LegacyOrderEntity orders = LegacyOrderEntity.of(table);

    assertEquals(Optional.of(new LegacyCustomer("XYQ", "Tom")), LegacyCustomerEntity.of(table).get("XYQ").execute());
    assertEquals(Optional.of(new LegacyOrder("XYQ", "00001")), orders.get("XYQ", "00001").execute(),
        "Customer ID is read from PK: the seed's order rows do not hold it");
    assertEquals(Optional.empty(), orders.get("XYQ", "00009").execute(), "TYPE = INVOICE is not an order");
    assertEquals(Optional.empty(), orders.get("XYQ", "00010").execute(), "an item without TYPE is not an order");
    assertThrows(WrongEntityException.class,
        () -> LegacyOrderEntity.fromItem(row("CUSTOMER#XYQ", "ORDER#00009", "INVOICE", "Order ID", "00009")));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theCustomerCollectionReadsTheCustomerAndItsOrdersInOneQuery(SampleEngine engine) {
    LegacyShopService shop = LegacyShopService.of(seeded(engine));

    LegacyShopService.CustomerCollection xyq = shop.customer("XYQ").list();

    assertEquals(Optional.of(new LegacyCustomer("XYQ", "Tom")), xyq.customer());
    assertEquals(List.of(new LegacyOrder("XYQ", "00001"), new LegacyOrder("XYQ", "00002")), xyq.orders());
    assertEquals(3, shop.customer("XYQ").count(), "the count is TYPE-filtered too");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void queriesAndScansKeepTheirTypeOnly(SampleEngine engine) {
    Table table = seeded(engine);

    assertEquals(List.of(new LegacyOrder("XYQ", "00001"), new LegacyOrder("XYQ", "00002")),
        LegacyOrderEntity.of(table).query().primary("XYQ").list());
    assertEquals(4, LegacyOrderEntity.of(table).scan().count());
    List<Map<String, AttributeValue>> foreign = new ArrayList<>();
    ScanResult<LegacyShopService.Item> scanned = LegacyShopService.of(table).scan().onForeign(foreign::add).result();
    assertEquals(6, scanned.items().size());
    assertEquals(3, scanned.foreignItems());
    assertEquals(Set.of("ORDER#00009", "NOTE#1", "ORDER#00010"),
        foreign.stream().map(item -> item.get("SK").s()).collect(Collectors.toSet()));
    assertEquals(6, LegacyShopService.of(table).scan().count());
  }

  @Test
  void streamImagesAreRoutedByTheirType() {
    assertEquals(new LegacyShopService.LegacyOrderItem(new LegacyOrder("VLD", "00003")),
        LegacyShopService.parse(seedRows().get(4)));
    assertEquals(new LegacyShopService.LegacyCustomerItem(new LegacyCustomer("VLD", "Linda")),
        LegacyShopService.parse(seedRows().get(3)));
    Map<String, AttributeValue> invoice = row("CUSTOMER#XYQ", "ORDER#00009", "INVOICE", "Order ID", "00009");
    assertInstanceOf(LegacyShopService.Unknown.class, LegacyShopService.parse(invoice));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesStoreTheSeedLayoutWithTypeAndNoIdentityOfTheLibrary(SampleEngine engine) {
    Table table = Engines.newTable(engine, "legacyshop", LegacyCustomerEntity.SCHEMA, LegacyOrderEntity.SCHEMA);
    LegacyCustomerEntity.of(table).create(new LegacyCustomer("XYQ", "Tom")).execute();
    LegacyOrderEntity.of(table).create(new LegacyOrder("XYQ", "00001")).execute();

    Map<String, Map<String, AttributeValue>> stored = RawItems.scan(table).stream()
        .collect(Collectors.toMap(item -> item.get("SK").s(), item -> item));
    assertEquals(seedRows().get(0), withoutToken(stored.get("CUSTOMER#XYQ")));
    Map<String, AttributeValue> order = new HashMap<>(seedRows().get(1));
    order.put("Customer ID", AttributeValue.fromS("XYQ"));
    assertEquals(order, withoutToken(stored.get("ORDER#00001")), "an order written here also holds its Customer ID");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesNeverTouchAnItemOfAnotherTypeAndUpdatesKeepWhatTheyDoNotModel(SampleEngine engine) {
    Table table = seeded(engine);
    LegacyOrderEntity orders = LegacyOrderEntity.of(table);

    ConditionFailedException refused = assertThrows(ConditionFailedException.class,
        () -> orders.put(new LegacyOrder("XYQ", "00009")).execute());
    assertTrue(refused.getMessage().contains("TYPE INVOICE"), refused.getMessage());
    assertThrows(ConditionFailedException.class, () -> orders.delete("XYQ", "00009").execute());
    assertEquals("INVOICE", raw(table, "ORDER#00009").get("TYPE").s());

    LegacyCustomerEntity customers = LegacyCustomerEntity.of(table);
    putRaw(table, row("CUSTOMER#XYQ", "CUSTOMER#XYQ", "CUSTOMER", "Customer ID", "XYQ", "Name", "Tom",
        "Email", "tom@example.com"));
    customers.update("XYQ").set(LegacyCustomerEntity.NAME_, "Thomas").execute();
    Map<String, AttributeValue> updated = raw(table, "CUSTOMER#XYQ");
    assertEquals("tom@example.com", updated.get("Email").s(), "an attribute the entity does not model is kept");
    assertEquals("Thomas", updated.get("Name").s());
    assertFalse(updated.containsKey("__entity"));
    assertFalse(updated.containsKey("__version"));
    putRaw(table, row("CUSTOMER#ABC", "CUSTOMER#ABC", "PROSPECT", "Name", "Ann"));
    assertThrows(ConditionFailedException.class,
        () -> customers.update("ABC").set(LegacyCustomerEntity.NAME_, "Anne").execute());
    assertThrows(ConditionFailedException.class,
        () -> customers.upsert("ABC").set(LegacyCustomerEntity.NAME_, "Anne").execute());
    assertEquals("Ann", RawItems.scan(table).stream().filter(item -> item.get("PK").s().equals("CUSTOMER#ABC"))
        .findFirst().orElseThrow().get("Name").s());
  }

  private static Map<String, AttributeValue> raw(Table table, String sk) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("PK").s().equals("CUSTOMER#XYQ") && item.get("SK").s().equals(sk))
        .findFirst().orElseThrow();
  }

  static Map<String, AttributeValue> withoutToken(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> copy = new HashMap<>(item);
    copy.remove("__token");
    return copy;
  }
}
