package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Items written by another tool through the plain client, whose key components disagree with the
 * keys they are stored under, or that hold only their keys: reads refuse the first (naming the key)
 * and never return them as the record their attributes describe, and decode the second.
 */
class ForgedItemsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    Table table = Engines.newTable(engine, "forged", OwnedDocEntity.SCHEMA, TenantProfileEntity.SCHEMA);
    OwnedDocEntity.of(table).put(new OwnedDoc("victim", "d0", "vic", new BigDecimal("1"))).execute();
    OwnedDocEntity.of(table).put(new OwnedDoc("victim", "d2", "vic", new BigDecimal("2"))).execute();
    TenantProfileEntity.of(table).put(new TenantProfile("victim", "Victim Ltd")).execute();
    return table;
  }

  /** An item at {@code TENANT#victim} / {@code DOC#d1} whose {@code tenantId} says {@code attacker}. */
  private static void forge(Table table) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.fromS("TENANT#victim"));
    item.put("sk", AttributeValue.fromS("DOC#d1"));
    item.put("tenantId", AttributeValue.fromS("attacker"));
    item.put("docId", AttributeValue.fromS("d1"));
    item.put("owner", AttributeValue.fromS("mallory"));
    item.put("amount", AttributeValue.fromN("1000000"));
    item.put("__entity", AttributeValue.fromS("doc"));
    item.put("__version", AttributeValue.fromN("1"));
    putRaw(table, item);
  }

  private static void putRaw(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  private static void assertNamesTheForgedItem(KeyMismatchException refused) {
    assertEquals("doc", refused.entity());
    assertEquals("tenantId", refused.field());
    assertEquals("attacker", refused.value());
    assertEquals("pk", refused.keyField());
    assertEquals("TENANT#victim", refused.storedKey());
    assertEquals(Map.of("pk", AttributeValue.fromS("TENANT#victim"), "sk", AttributeValue.fromS("DOC#d1")),
        refused.itemKey());
    assertTrue(refused.getMessage().contains("pk = \"TENANT#victim\""), refused.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void getOfAForgedItemIsRefusedNamingItsKey(SampleEngine engine) {
    Table table = table(engine);
    forge(table);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    assertNamesTheForgedItem(assertThrows(KeyMismatchException.class, () -> docs.get("victim", "d1").execute()));
    assertEquals(Optional.empty(), docs.get("attacker", "d1").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void queryOfTheVictimRefusesTheForgedItemOrReportsIt(SampleEngine engine) {
    Table table = table(engine);
    forge(table);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    assertNamesTheForgedItem(assertThrows(KeyMismatchException.class, () -> docs.query().primary("victim").list()));

    Page<OwnedDoc> page = docs.query().primary("victim").skipInvalid().page();
    assertEquals(List.of("d0", "d2"), page.items().stream().map(OwnedDoc::docId).toList());
    assertTrue(page.items().stream().allMatch(doc -> doc.tenantId().equals("victim")));
    assertEquals(1, page.invalidItems().size());
    InvalidItem invalid = page.invalidItems().get(0);
    assertEquals("doc", invalid.entity());
    assertEquals(AttributeValue.fromS("TENANT#victim"), invalid.key().get("pk"));
    assertEquals(AttributeValue.fromS("attacker"), invalid.item().get("tenantId"));
    assertNamesTheForgedItem((KeyMismatchException) invalid.error());
    assertEquals(List.of(), docs.query().primary("attacker").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchGetAndCollectionRefuseTheForgedItemOrReportIt(SampleEngine engine) {
    Table table = table(engine);
    forge(table);
    TenantsService service = TenantsService.of(table);

    BatchGetResult strict = service.batchGet().get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d1"))
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d0")).execute();
    assertNamesTheForgedItem(assertThrows(KeyMismatchException.class, () -> strict.items(OwnedDocEntity.SCHEMA)));
    BatchGetResult skipping = service.batchGet().skipInvalid()
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d1"))
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d0")).execute();
    assertEquals(List.of("d0"), skipping.items(OwnedDocEntity.SCHEMA).stream().map(OwnedDoc::docId).toList());
    assertEquals(1, skipping.invalidItems().size());
    assertNamesTheForgedItem((KeyMismatchException) skipping.invalidItems().get(0).error());

    assertNamesTheForgedItem(assertThrows(KeyMismatchException.class, () -> service.tenant("victim").list()));
    TenantsService.TenantCollection collection = service.skipInvalid().tenant("victim").list();
    assertEquals(List.of("d0", "d2"), collection.docs().stream().map(OwnedDoc::docId).toList());
    assertEquals("Victim Ltd", collection.profile().orElseThrow().name());
    assertEquals(1, collection.invalidItems().size());
    assertNamesTheForgedItem((KeyMismatchException) collection.invalidItems().get(0).error());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemWithOnlyItsKeysGetsItsComponentsDecodedFromThem(SampleEngine engine) {
    Table table = table(engine);
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.fromS("TENANT#victim"));
    // docId "a#b" holds the template's delimiter, escaped in the stored key.
    item.put("sk", AttributeValue.fromS("DOC#a\\#b"));
    item.put("__entity", AttributeValue.fromS("doc"));
    item.put("__version", AttributeValue.fromN("1"));
    putRaw(table, item);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    OwnedDoc expected = new OwnedDoc("victim", "a#b", null, null);
    assertEquals(Optional.of(expected), docs.get("victim", "a#b").execute());
    assertTrue(docs.query().primary("victim").list().contains(expected));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void indexKeyThatDisagreesWithItsComponentsIsRefused(SampleEngine engine) {
    Table table = table(engine);
    Map<String, AttributeValue> item = new HashMap<>(OwnedDocEntity.toItem(
        new OwnedDoc("victim", "d7", "alice", BigDecimal.TEN)));
    item.put("gsi1pk", AttributeValue.fromS("OWNER#mallory"));
    putRaw(table, item);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    KeyMismatchException refused = assertThrows(KeyMismatchException.class,
        () -> docs.query().byOwner("mallory").list());
    assertEquals("owner", refused.field());
    assertEquals("gsi1pk", refused.keyField());
    assertEquals("OWNER#mallory", refused.storedKey());
    assertTrue(refused.getMessage().contains("sk = \"DOC#d7\""), refused.getMessage());
    assertThrows(KeyMismatchException.class, () -> docs.get("victim", "d7").execute());
    assertEquals(List.of(), docs.query().byOwner("mallory").skipInvalid().list());
  }
}
