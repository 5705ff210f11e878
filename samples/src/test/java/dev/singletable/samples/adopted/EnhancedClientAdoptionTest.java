package dev.singletable.samples.adopted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * A table the AWS SDK's Enhanced Client created and wrote from a bean schema, with no identity
 * attribute, adopted by {@link Purchase}: reads, queries and conditional writes work on both sides,
 * the two share the bean's optimistic-locking version, and an update keeps what the entity does not
 * model. A put replaces the whole item, as the Enhanced Client's own {@code putItem} does.
 */
class EnhancedClientAdoptionTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final TableSchema<PurchaseBean> BEANS = TableSchema.fromBean(PurchaseBean.class);

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  /** The bean table, created and filled by the Enhanced Client; the same table for the entity. */
  private record Tables(DynamoDbTable<PurchaseBean> beans, Table table) {}

  private static Tables written(SampleEngine engine) {
    String name = "purchases-" + TABLES.incrementAndGet();
    DynamoDbTable<PurchaseBean> beans = DynamoDbEnhancedClient.builder().dynamoDbClient(engine.client()).build()
        .table(name, BEANS);
    beans.createTable();
    beans.putItem(PurchaseBean.of("alice", "2024-01-05T10:00:00Z", "kettle", 1, null));
    beans.putItem(PurchaseBean.of("alice", "2024-02-11T09:30:00Z", "mugs", 4, "for Bob"));
    beans.putItem(PurchaseBean.of("alice", "2024-03-01T18:45:00Z", "tea", 2, null));
    beans.putItem(PurchaseBean.of("bob", "2024-02-12T08:00:00Z", "card", 1, null));
    return new Tables(beans, Table.of(engine.client(), name));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsAndQueriesTheBeansItems(SampleEngine engine) {
    Tables tables = written(engine);
    PurchaseEntity purchases = PurchaseEntity.of(tables.table());

    assertEquals(Optional.of(new Purchase("alice", "2024-02-11T09:30:00Z", "mugs", 4, 1L)),
        purchases.get("alice", "2024-02-11T09:30:00Z").execute());
    assertEquals(List.of("kettle", "mugs", "tea"),
        purchases.query().primary("alice").list().stream().map(Purchase::item).toList());
    assertEquals(List.of("tea", "mugs"), purchases.query().primary("alice").timeGte("2024-02").descending().list()
        .stream().map(Purchase::item).toList());
    assertEquals(4, purchases.scan().list().size());
    assertEquals(4, PurchasesService.of(tables.table()).scan().count());
    assertEquals(3, purchases.query().primary("alice").count());
    assertEquals(2, purchases.query().primary("alice").timeGte("2024-02").count());
    // Every key of this table is a purchase's, so a foreign item is one whose keys cannot be decoded.
    tables.table().client().putItem(b -> b.tableName(tables.table().name()).item(Map.of(
        "customer", AttributeValue.fromS("alice"), "purchasedAt", AttributeValue.fromS("bad\\escape"))));
    assertEquals(3, purchases.query().primary("alice").count(), "an item whose key does not decode is not counted");
    assertEquals(3, purchases.query().primary("alice").list().size());
    assertEquals(4, purchases.scan().count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatesKeepWhatTheEntityDoesNotModelAndShareTheBeansVersion(SampleEngine engine) {
    Tables tables = written(engine);
    PurchaseEntity purchases = PurchaseEntity.of(tables.table());

    Purchase updated = purchases.update("alice", "2024-02-11T09:30:00Z")
        .set(PurchaseEntity.QUANTITY, 5)
        .condition(PurchaseEntity.QUANTITY.eq(4))
        .execute();

    assertEquals(2L, updated.version(), "the update adds one to the bean's version");
    PurchaseBean read = tables.beans().getItem(Key.builder().partitionValue("alice").sortValue("2024-02-11T09:30:00Z")
        .build());
    assertEquals("for Bob", read.getGiftNote(), "the gift note the entity does not model is kept");
    assertEquals(5, read.getQuantity());
    assertEquals(2L, read.getVersion());
    assertThrows(ConditionFailedException.class, () -> purchases.update("alice", "2024-02-11T09:30:00Z")
        .set(PurchaseEntity.QUANTITY, 6).condition(PurchaseEntity.QUANTITY.eq(4)).execute());
    assertThrows(ConditionFailedException.class,
        () -> purchases.update("carol", "2024-01-01T00:00:00Z").set(PurchaseEntity.QUANTITY, 1).execute(),
        "an update never creates a partial item");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void conditionalWritesOnBothSidesSeeEachOthersVersions(SampleEngine engine) {
    Tables tables = written(engine);
    PurchaseEntity purchases = PurchaseEntity.of(tables.table());
    Purchase kettle = purchases.get("alice", "2024-01-05T10:00:00Z").execute().orElseThrow();

    // The Enhanced Client writes in between: the entity's put of the value it read is refused.
    PurchaseBean bean = tables.beans().getItem(kettle("alice"));
    bean.setQuantity(3);
    tables.beans().putItem(bean);
    assertThrows(ConditionFailedException.class,
        () -> purchases.put(new Purchase("alice", kettle.time(), "kettle", 2, kettle.version())).execute());

    Purchase fresh = purchases.get("alice", "2024-01-05T10:00:00Z").execute().orElseThrow();
    assertEquals(3, fresh.quantity());
    Purchase stored = purchases.put(new Purchase("alice", fresh.time(), "kettle", 2, fresh.version())).execute();
    assertEquals(3L, stored.version());

    // And the bean it read before the entity's put is refused by the Enhanced Client.
    assertThrows(ConditionalCheckFailedException.class, () -> tables.beans().putItem(bean));
    PurchaseBean again = tables.beans().getItem(kettle("alice"));
    assertEquals(2, again.getQuantity());
    assertEquals(3L, again.getVersion());

    assertThrows(ConditionFailedException.class,
        () -> purchases.create(new Purchase("bob", "2024-02-12T08:00:00Z", "card", 9, null)).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theEnhancedClientReadsWhatTheEntityWrites(SampleEngine engine) {
    Tables tables = written(engine);

    PurchaseEntity.of(tables.table()).create(new Purchase("carol", "2024-04-01T12:00:00Z", "scarf", 1, null)).execute();

    PurchaseBean read = tables.beans().getItem(Key.builder().partitionValue("carol").sortValue("2024-04-01T12:00:00Z")
        .build());
    assertEquals("scarf", read.getItem());
    assertEquals(1L, read.getVersion());
    assertNull(read.getGiftNote());
    Map<String, AttributeValue> raw = RawItems.scan(tables.table()).stream()
        .filter(item -> item.get("customer").s().equals("carol")).findFirst().orElseThrow();
    assertFalse(raw.containsKey("__entity"), "no identity attribute is written");
    assertFalse(raw.containsKey("__version"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutReplacesTheWholeItemAsTheEnhancedClientsOwnPutDoes(SampleEngine engine) {
    Tables tables = written(engine);
    PurchaseEntity purchases = PurchaseEntity.of(tables.table());
    Purchase mugs = purchases.get("alice", "2024-02-11T09:30:00Z").execute().orElseThrow();

    purchases.put(new Purchase("alice", mugs.time(), "mugs", 4, mugs.version())).execute();

    assertNull(tables.beans().getItem(Key.builder().partitionValue("alice").sortValue(mugs.time()).build())
        .getGiftNote(), "a put stores the record: use update to keep attributes the entity does not model");
  }

  private static Key kettle(String customer) {
    return Key.builder().partitionValue(customer).sortValue("2024-01-05T10:00:00Z").build();
  }
}
