package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.hardening.OwnedDoc;
import dev.singletable.samples.hardening.OwnedDocEntity;
import dev.singletable.samples.hardening.TenantProfileEntity;
import dev.singletable.samples.hardening.TenantsService;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The twin of {@code MalformedItemsTest}: a partition of ten documents whose fifth holds {@code
 * amount} as a string. The futures fail with the error naming entity, attribute, value and key;
 * the item publisher delivers the four before it; {@code skipInvalid()} returns the nine and reports
 * the one, for queries, batches and collections. Nothing writes, so one table per engine serves all.
 */
class AsyncMalformedItemsTest {
  private static final List<String> GOOD = List.of("d01", "d02", "d03", "d04", "d06", "d07", "d08", "d09", "d10");
  private static final Map<String, Table> TABLES = Twins.cache();

  static Stream<Named<Table>> tables() {
    return Twins.seeded(TABLES, AsyncMalformedItemsTest::seed);
  }

  private static Table seed(AsyncEngines.Engine engine) {
    Table table = engine.newTable("malformed", OwnedDocEntity.SCHEMA, TenantProfileEntity.SCHEMA);
    for (int i = 1; i <= 10; i++) {
      String docId = String.format("d%02d", i);
      Map<String, AttributeValue> item = new HashMap<>(
          OwnedDocEntity.toItem(new OwnedDoc("t2", docId, "owner", new BigDecimal(i))));
      if (i == 5) {
        item.put("amount", AttributeValue.fromS("12.5"));
      }
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }
    return table;
  }

  private static void assertNamesTheFifth(Throwable thrown) {
    InvalidItemException refused = assertInstanceOf(InvalidItemException.class, thrown);
    assertEquals("doc", refused.entity());
    assertEquals("amount", refused.field());
    assertEquals(Map.of("pk", AttributeValue.fromS("TENANT#t2"), "sk", AttributeValue.fromS("DOC#d05")),
        refused.itemKey());
    String message = refused.getMessage();
    assertTrue(message.startsWith("doc.amount = "), message);
    assertTrue(message.contains("12.5"), message);
    assertTrue(message.contains("pk = \"TENANT#t2\", sk = \"DOC#d05\""), message);
  }

  private static void assertReportsTheFifth(List<InvalidItem> invalid) {
    assertEquals(1, invalid.size());
    assertEquals(AttributeValue.fromS("DOC#d05"), invalid.get(0).key().get("sk"));
    assertEquals(AttributeValue.fromS("12.5"), invalid.get(0).item().get("amount"));
    assertNamesTheFifth(invalid.get(0).error());
  }

  private static List<String> ids(List<OwnedDoc> docs) {
    return docs.stream().map(OwnedDoc::docId).toList();
  }

  @ParameterizedTest
  @MethodSource("tables")
  void futuresFailNamingEntityAttributeValueAndKey(Table table) {
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    assertNamesTheFifth(failure(InvalidItemException.class, docs.query().primary("t2").listAsync()));
    assertNamesTheFifth(failure(InvalidItemException.class, docs.query().primary("t2").pageAsync()));
    assertNamesTheFifth(failure(InvalidItemException.class, docs.get("t2", "d05").executeAsync()));
    assertNamesTheFifth(Twins.Pull.of(docs.query().primary("t2").pages()).error());
    assertEquals("d01", await(docs.query().primary("t2").firstAsync()).orElseThrow().docId());
  }

  /**
   * The async twin of the sync {@code stream()}, which decodes one item at a time and so yields the
   * four documents before the fifth fails it: the item publisher delivers the items decoded before
   * the failure, then signals it.
   */
  @ParameterizedTest
  @MethodSource("tables")
  void publisherDeliversTheItemsBeforeTheMalformedOne(Table table) {
    OwnedDocEntity docs = OwnedDocEntity.of(table);
    Twins.Pull<OwnedDoc> pull = Twins.Pull.of(docs.query().primary("t2").publisher());
    List<String> delivered = new ArrayList<>();

    Throwable refused = null;
    while (refused == null && delivered.size() < 10) {
      try {
        OwnedDoc next = pull.next();
        if (next == null) {
          break;
        }
        delivered.add(next.docId());
      } catch (java.util.concurrent.CompletionException e) {
        refused = e.getCause();
      }
    }

    assertEquals(List.of("d01", "d02", "d03", "d04"), delivered, "the four before the malformed item");
    assertNamesTheFifth(refused);
  }

  @ParameterizedTest
  @MethodSource("tables")
  void skipInvalidReturnsTheNineAndReportsTheOne(Table table) {
    OwnedDocEntity docs = OwnedDocEntity.of(table);

    Page<OwnedDoc> page = await(docs.query().primary("t2").skipInvalid().pageAsync());
    assertEquals(GOOD, ids(page.items()));
    assertReportsTheFifth(page.invalidItems());

    List<InvalidItem> listed = new CopyOnWriteArrayList<>();
    assertEquals(GOOD, ids(await(docs.query().primary("t2").skipInvalid(listed::add).listAsync())));
    assertReportsTheFifth(listed);

    List<InvalidItem> published = new CopyOnWriteArrayList<>();
    assertEquals(GOOD, ids(Twins.Pull.of(docs.query().primary("t2").skipInvalid(published::add).publisher()).rest()));
    assertReportsTheFifth(published);

    List<Page<OwnedDoc>> pages = Twins.pages(docs.query().primary("t2").skipInvalid().pages());
    assertEquals(GOOD, ids(pages.stream().flatMap(p -> p.items().stream()).toList()));
    assertReportsTheFifth(pages.stream().flatMap(p -> p.invalidItems().stream()).toList());

    // Skipped items do not count against the limit.
    assertEquals(GOOD.subList(0, 5), ids(await(docs.query().primary("t2").skipInvalid().limit(5).pageAsync()).items()));
    assertEquals(GOOD.subList(0, 5), ids(await(docs.query().primary("t2").skipInvalid().limit(5).listAsync())));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void batchGetFailsOrSkipsAndReportsTheMalformedItem(Table table) {
    BatchGet strict = BatchGet.of(table);
    BatchGet skipping = BatchGet.of(table).skipInvalid();
    for (int i = 1; i <= 10; i++) {
      strict.get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("t2", String.format("d%02d", i)));
      skipping.get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("t2", String.format("d%02d", i)));
    }

    BatchGetResult failing = await(strict.executeAsync());
    assertNamesTheFifth(assertThrows(InvalidItemException.class, () -> failing.items(OwnedDocEntity.SCHEMA)));

    BatchGetResult result = await(skipping.executeAsync());
    assertEquals(GOOD, ids(result.items(OwnedDocEntity.SCHEMA)));
    assertReportsTheFifth(result.invalidItems());
    assertReportsTheFifth(result.invalidItems(OwnedDocEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("tables")
  void collectionFailsOrSkipsAndReportsTheMalformedItem(Table table) {
    TenantsService service = TenantsService.of(table);

    assertNamesTheFifth(failure(InvalidItemException.class, service.tenant("t2").listAsync()));

    TenantsService.TenantCollection collection = await(service.skipInvalid().tenant("t2").listAsync());
    assertEquals(GOOD, ids(collection.docs()));
    assertReportsTheFifth(collection.invalidItems());
  }
}
