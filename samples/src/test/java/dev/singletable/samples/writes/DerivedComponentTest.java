package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * A component derived in the record's compact constructor: an update writes the value it is given,
 * the constructor is not run, and the record read back has another value than the stored key. The
 * update's error says that the update was applied, which key disagrees with which component and
 * why; the README's way to read the item back and repair it works.
 */
class DerivedComponentTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  /** A new table holding article a1, "Hello World", put as its record is constructed. */
  private static Table withArticle(SampleEngine engine) {
    Table table = Engines.newTable(engine, "derived", ArticleEntity.SCHEMA);
    ArticleEntity.of(table).put(new Article("a1", "Hello World", null)).execute();
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updateOfADerivedComponentSaysItWasAppliedAndThatTheConstructorDerivesTheComponent(SampleEngine engine) {
    Table table = withArticle(engine);
    ArticleEntity articles = ArticleEntity.of(table);

    KeyMismatchException e = assertThrows(KeyMismatchException.class,
        () -> articles.update("a1").setBySlug("Custom-Slug").execute());

    String message = e.getMessage();
    assertTrue(message.contains("the update was applied"), message);
    assertTrue(message.contains("gsi1pk = \"SLUG#Custom-Slug\""), message);
    assertTrue(message.contains("article.slug = \"hello-world\""), message);
    assertTrue(message.contains("stores slug = \"Custom-Slug\""), message);
    assertTrue(message.contains("compact constructor"), message);
    assertTrue(!message.contains("not written by"), message);
    assertEquals("gsi1pk", e.keyField());
    assertEquals("SLUG#Custom-Slug", e.storedKey());
    assertEquals("Custom-Slug", RawItems.scan(table).get(0).get("slug").s());

    // Reads say the same, without claiming an update.
    KeyMismatchException read = assertThrows(KeyMismatchException.class, () -> articles.get("a1").execute());
    assertTrue(read.getMessage().contains("compact constructor"), read.getMessage());
    assertTrue(!read.getMessage().contains("not written by"), read.getMessage());

    // The repair the README gives: the raw item, the record built by its constructor, put back.
    Map<String, AttributeValue> raw = table.client().getItem(GetItemRequest.builder().tableName(table.name())
        .key(read.itemKey()).consistentRead(true).build()).item();
    Article repaired = new Article(raw.get("id").s(), raw.get("title").s(), raw.get("slug").s());
    articles.put(repaired).execute();
    assertEquals(new Article("a1", "Hello World", null), articles.get("a1").execute().orElseThrow());
    assertEquals(List.of(repaired), articles.query().bySlug("hello-world").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aForgedItemIsStillSaidNotToBeWrittenByTheEntity(SampleEngine engine) {
    Table table = withArticle(engine);
    ArticleEntity articles = ArticleEntity.of(table);
    Map<String, AttributeValue> forged = new java.util.HashMap<>(RawItems.scan(table).get(0));
    forged.put("id", AttributeValue.fromS("a2"));
    table.client().putItem(b -> b.tableName(table.name()).item(forged));

    KeyMismatchException e = assertThrows(KeyMismatchException.class, () -> articles.get("a1").execute());

    assertTrue(e.getMessage().contains("not written by article"), e.getMessage());
  }
}
