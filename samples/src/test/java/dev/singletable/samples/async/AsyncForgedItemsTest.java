package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.hardening.OwnedDoc;
import dev.singletable.samples.hardening.OwnedDocEntity;
import dev.singletable.samples.hardening.TenantProfile;
import dev.singletable.samples.hardening.TenantProfileEntity;
import dev.singletable.samples.hardening.TenantsService;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The twin of {@code ForgedItemsTest}: items written by another tool whose key components disagree
 * with their keys fail the futures (naming the key) or are reported by {@code skipInvalid()};
 * items holding only their keys are decoded from them.
 */
class AsyncForgedItemsTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Table table(AsyncEngines.Engine engine) {
    Table table = engine.newTable("forged", OwnedDocEntity.SCHEMA, TenantProfileEntity.SCHEMA);
    await(OwnedDocEntity.of(table).put(new OwnedDoc("victim", "d0", "vic", new BigDecimal("1"))).executeAsync());
    await(OwnedDocEntity.of(table).put(new OwnedDoc("victim", "d2", "vic", new BigDecimal("2"))).executeAsync());
    await(TenantProfileEntity.of(table).put(new TenantProfile("victim", "Victim Ltd")).executeAsync());
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
    await(table.asyncClient().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build()));
  }

  private static void assertNamesTheForgedItem(Throwable thrown) {
    KeyMismatchException refused = assertInstanceOf(KeyMismatchException.class, thrown);
    assertEquals("doc", refused.entity());
    assertEquals("tenantId", refused.field());
    assertEquals("attacker", refused.value());
    assertEquals("pk", refused.keyField());
    assertEquals("TENANT#victim", refused.storedKey());
    assertEquals(Map.of("pk", AttributeValue.fromS("TENANT#victim"), "sk", AttributeValue.fromS("DOC#d1")),
        refused.itemKey());
    assertTrue(refused.getMessage().contains("pk = \"TENANT#victim\""), refused.getMessage());
  }

  private static List<String> ids(List<OwnedDoc> docs) {
    return docs.stream().map(OwnedDoc::docId).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void getOfAForgedItemFailsTheFutureNamingItsKey(AsyncEngines.Engine engine) {
    Table table = table(engine);
    forge(table);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    assertNamesTheForgedItem(failure(KeyMismatchException.class, docs.get("victim", "d1").executeAsync()));
    assertEquals(Optional.empty(), await(docs.get("attacker", "d1").executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void queryOfTheVictimFailsOnTheForgedItemOrReportsIt(AsyncEngines.Engine engine) {
    Table table = table(engine);
    forge(table);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    assertNamesTheForgedItem(failure(KeyMismatchException.class, docs.query().primary("victim").listAsync()));
    assertNamesTheForgedItem(failure(KeyMismatchException.class, docs.query().primary("victim").pageAsync()));
    assertEquals("d0", await(docs.query().primary("victim").firstAsync()).orElseThrow().docId(),
        "the first item is read alone, as first() reads it");
    assertNamesTheForgedItem(Twins.Pull.of(docs.query().primary("victim").pages()).error());

    Page<OwnedDoc> page = await(docs.query().primary("victim").skipInvalid().pageAsync());
    assertEquals(List.of("d0", "d2"), ids(page.items()));
    assertTrue(page.items().stream().allMatch(doc -> doc.tenantId().equals("victim")));
    assertEquals(1, page.invalidItems().size());
    InvalidItem invalid = page.invalidItems().get(0);
    assertEquals("doc", invalid.entity());
    assertEquals(AttributeValue.fromS("TENANT#victim"), invalid.key().get("pk"));
    assertEquals(AttributeValue.fromS("attacker"), invalid.item().get("tenantId"));
    assertNamesTheForgedItem(invalid.error());
    assertEquals(List.of("d0", "d2"), ids(Twins.items(docs.query().primary("victim").skipInvalid().pages())));
    assertEquals(List.of(), await(docs.query().primary("attacker").listAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchGetAndCollectionFailOnTheForgedItemOrReportIt(AsyncEngines.Engine engine) {
    Table table = table(engine);
    forge(table);
    TenantsService service = TenantsService.of(table);

    BatchGetResult strict = await(service.batchGet().get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d1"))
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d0")).executeAsync());
    assertNamesTheForgedItem(assertThrows(KeyMismatchException.class, () -> strict.items(OwnedDocEntity.SCHEMA)));
    BatchGetResult skipping = await(service.batchGet().skipInvalid()
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d1"))
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "d0")).executeAsync());
    assertEquals(List.of("d0"), ids(skipping.items(OwnedDocEntity.SCHEMA)));
    assertEquals(1, skipping.invalidItems().size());
    assertNamesTheForgedItem(skipping.invalidItems().get(0).error());

    assertNamesTheForgedItem(failure(KeyMismatchException.class, service.tenant("victim").listAsync()));
    TenantsService.TenantCollection collection = await(service.skipInvalid().tenant("victim").listAsync());
    assertEquals(List.of("d0", "d2"), ids(collection.docs()));
    assertEquals("Victim Ltd", collection.profile().orElseThrow().name());
    assertEquals(1, collection.invalidItems().size());
    assertNamesTheForgedItem(collection.invalidItems().get(0).error());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemWithOnlyItsKeysGetsItsComponentsDecodedFromThem(AsyncEngines.Engine engine) {
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
    assertEquals(Optional.of(expected), await(docs.get("victim", "a#b").executeAsync()));
    assertTrue(await(docs.query().primary("victim").listAsync()).contains(expected));
    assertTrue(Twins.items(docs.query().primary("victim").pages()).contains(expected));
    BatchGetResult read = await(TenantsService.of(table).batchGet()
        .get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("victim", "a#b")).executeAsync());
    assertEquals(List.of(expected), read.items(OwnedDocEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void indexKeyThatDisagreesWithItsComponentsFailsTheFuture(AsyncEngines.Engine engine) {
    Table table = table(engine);
    Map<String, AttributeValue> item = new HashMap<>(OwnedDocEntity.toItem(
        new OwnedDoc("victim", "d7", "alice", BigDecimal.TEN)));
    item.put("gsi1pk", AttributeValue.fromS("OWNER#mallory"));
    putRaw(table, item);
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    KeyMismatchException refused = failure(KeyMismatchException.class, docs.query().byOwner("mallory").listAsync());
    assertEquals("owner", refused.field());
    assertEquals("gsi1pk", refused.keyField());
    assertEquals("OWNER#mallory", refused.storedKey());
    assertTrue(refused.getMessage().contains("sk = \"DOC#d7\""), refused.getMessage());
    failure(KeyMismatchException.class, docs.get("victim", "d7").executeAsync());
    CompletionException streamed = assertThrows(CompletionException.class,
        () -> Twins.items(docs.query().byOwner("mallory").pages()));
    assertInstanceOf(KeyMismatchException.class, streamed.getCause());
    assertEquals(List.of(), await(docs.query().byOwner("mallory").skipInvalid().listAsync()));
  }
}
