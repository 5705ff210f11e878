package dev.singletable.samples.documents;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.SortedKeysDemo;
import dev.singletable.samples.documents.DocumentPart.Part;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Seed 001's attribute versioning: enum names render as they are, and keys decode back to them. */
class DocumentPartsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "documents", DocumentPartEntity.SCHEMA);
    SortedKeysDemo.documentParts().forEach(p -> DocumentPartEntity.of(table).put(p).execute());
    return table;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedRowsLetterForLetter(SampleEngine engine) {
    assertEquals(rows(
            List.of("DOCUMENT#KBH", "INTRO_V1"),
            List.of("DOCUMENT#KBH", "MAIN_CONTENT_V1"),
            List.of("DOCUMENT#KBH", "MAIN_CONTENT_V2"),
            List.of("DOCUMENT#KBH", "SUMMARY_V1")),
        keyRows(seeded(engine), "PK", "SK"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPartsVersionsAreFoundByItsNameAndNoOtherPartsAre(SampleEngine engine) {
    DocumentPartEntity parts = DocumentPartEntity.of(seeded(engine));
    assertEquals(List.of(1, 2), parts.query().primary("KBH").part(Part.MAIN_CONTENT).list().stream()
        .map(DocumentPart::version).toList());
    assertEquals("Tom", parts.query().primary("KBH").part(Part.MAIN_CONTENT).version(2).first().orElseThrow().author());
    assertEquals(List.of(Part.INTRO), parts.query().primary("KBH").part(Part.INTRO).list().stream()
        .map(DocumentPart::part).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemStoredOnlyByItsKeysDecodesTheEnumFromTheKey(SampleEngine engine) {
    Table table = seeded(engine);
    Map<String, AttributeValue> item = new java.util.HashMap<>(DocumentPartEntity.toItem(SortedKeysDemo.documentParts().get(3)));
    item.remove("part");
    item.remove("version");
    DocumentPart read = DocumentPartEntity.fromItem(item);
    assertEquals(Part.MAIN_CONTENT, read.part());
    assertEquals(2, read.version());
  }
}
