package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGet;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * A partition of ten documents whose fifth was written by another tool with {@code amount} as a
 * string: the error names entity, attribute, value and key; a stream delivers the four before it;
 * {@code skipInvalid()} returns the nine and reports the one, for queries, batches and collections.
 */
class MalformedItemsTest {
  private static final List<String> GOOD = List.of("d01", "d02", "d03", "d04", "d06", "d07", "d08", "d09", "d10");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    Table table = Engines.newTable(engine, "malformed", OwnedDocEntity.SCHEMA, TenantProfileEntity.SCHEMA);
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

  private static void assertNamesTheFifth(InvalidItemException refused) {
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
  @MethodSource("engines")
  void listFailsNamingEntityAttributeValueAndKey(SampleEngine engine) {
    OwnedDocEntity docs = OwnedDocEntity.of(table(engine));

    assertNamesTheFifth(assertThrows(InvalidItemException.class, () -> docs.query().primary("t2").list()));
    assertNamesTheFifth(assertThrows(InvalidItemException.class, () -> docs.query().primary("t2").page()));
    assertNamesTheFifth(assertThrows(InvalidItemException.class, () -> docs.get("t2", "d05").execute()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void streamDeliversTheItemsBeforeTheMalformedOne(SampleEngine engine) {
    OwnedDocEntity docs = OwnedDocEntity.of(table(engine));
    List<String> delivered = new ArrayList<>();

    Iterator<OwnedDoc> stream = docs.query().primary("t2").stream().iterator();
    InvalidItemException refused = assertThrows(InvalidItemException.class, () -> {
      while (stream.hasNext()) {
        delivered.add(stream.next().docId());
      }
    });

    assertEquals(List.of("d01", "d02", "d03", "d04"), delivered);
    assertNamesTheFifth(refused);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void skipInvalidReturnsTheNineAndReportsTheOne(SampleEngine engine) {
    OwnedDocEntity docs = OwnedDocEntity.of(table(engine));

    Page<OwnedDoc> page = docs.query().primary("t2").skipInvalid().page();
    assertEquals(GOOD, ids(page.items()));
    assertReportsTheFifth(page.invalidItems());

    List<InvalidItem> listed = new ArrayList<>();
    assertEquals(GOOD, ids(docs.query().primary("t2").skipInvalid(listed::add).list()));
    assertReportsTheFifth(listed);

    List<InvalidItem> streamed = new ArrayList<>();
    assertEquals(GOOD, ids(docs.query().primary("t2").skipInvalid(streamed::add).stream().toList()));
    assertReportsTheFifth(streamed);

    // Skipped items do not count against the limit.
    assertEquals(GOOD.subList(0, 5), ids(docs.query().primary("t2").skipInvalid().limit(5).page().items()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchGetFailsOrSkipsAndReportsTheMalformedItem(SampleEngine engine) {
    Table table = table(engine);
    BatchGet strict = BatchGet.of(table);
    BatchGet skipping = BatchGet.of(table).skipInvalid();
    for (int i = 1; i <= 10; i++) {
      strict.get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("t2", String.format("d%02d", i)));
      skipping.get(OwnedDocEntity.SCHEMA, OwnedDocEntity.key("t2", String.format("d%02d", i)));
    }

    BatchGetResult failing = strict.execute();
    assertNamesTheFifth(assertThrows(InvalidItemException.class, () -> failing.items(OwnedDocEntity.SCHEMA)));

    BatchGetResult result = skipping.execute();
    assertEquals(GOOD, ids(result.items(OwnedDocEntity.SCHEMA)));
    assertReportsTheFifth(result.invalidItems());
    assertReportsTheFifth(result.invalidItems(OwnedDocEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void collectionFailsOrSkipsAndReportsTheMalformedItem(SampleEngine engine) {
    TenantsService service = TenantsService.of(table(engine));

    assertNamesTheFifth(assertThrows(InvalidItemException.class, () -> service.tenant("t2").list()));

    TenantsService.TenantCollection collection = service.skipInvalid().tenant("t2").list();
    assertEquals(GOOD, ids(collection.docs()));
    assertReportsTheFifth(collection.invalidItems());
  }
}
