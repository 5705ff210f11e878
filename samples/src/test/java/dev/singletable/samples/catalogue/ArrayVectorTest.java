package dev.singletable.samples.catalogue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.VectorSearch;
import dev.singletable.samples.DocumentedAnswers;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A {@code float[]} vector component: stored as a list of numbers, checked, and searched as a list is. */
class ArrayVectorTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static final float[] OUTLINE = {0.25f, -0.5f, 0.75f, 1f};

  @ParameterizedTest
  @MethodSource("engines")
  void anArrayVectorIsStoredAsAListOfNumbersAndReadBack(SampleEngine engine) {
    Table table = Engines.newTable(engine, "sketches", SketchEntity.SCHEMA);
    SketchEntity sketches = SketchEntity.of(table);
    sketches.put(new Sketch("s-1", "cats", OUTLINE)).execute();

    Map<String, AttributeValue> stored = engine.client().getItem(builder -> builder.tableName(table.name())
        .key(Map.of("pk", AttributeValue.fromS("SKETCH#s-1"), "sk", AttributeValue.fromS("#SKETCH")))).item();
    assertEquals(List.of("0.25", "-0.5", "0.75", "1.0"), stored.get("outline").l().stream().map(AttributeValue::n)
        .toList());
    assertArrayEquals(OUTLINE, sketches.get("s-1").execute().orElseThrow().outline());

    InvalidValueException put = assertThrows(InvalidValueException.class,
        () -> sketches.put(new Sketch("s-2", "cats", new float[] {1f, 2f})).execute());
    assertTrue(put.getMessage().contains("has 2 elements, but vector index byOutline takes vectors of 4 dimensions"),
        put.getMessage());
    InvalidValueException set = assertThrows(InvalidValueException.class,
        () -> sketches.update("s-1").set(SketchEntity.OUTLINE, new float[] {1f, Float.NaN, 0f, 0f}).execute());
    assertTrue(set.getMessage().contains("element 1 is NaN"), set.getMessage());
    assertArrayEquals(OUTLINE, sketches.get("s-1").execute().orElseThrow().outline(), "nothing was written");
  }

  @Test
  void anArrayQueryVectorIsSentAsNumbersAndTheAnswerDecodesToArrays() {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("SearchVectors", "{\"SearchResults\":[{\"Item\":"
            + ItemJson.json(SketchEntity.toItem(new Sketch("s-1", "cats", OUTLINE))) + ",\"Score\":0.5}]}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      List<VectorSearch.Scored<Sketch>> found = SketchEntity.of(Table.of(client, "sketches")).search()
          .byOutline(new float[] {0f, 0f, 1f, 1f}, "cats").topK(1).list();
      assertEquals(1, found.size());
      assertArrayEquals(OUTLINE, found.get(0).item().outline());
      assertEquals(0.5, found.get(0).score());
      String sent = http.sent("SearchVectors").get(0);
      assertEquals("[{\"N\":\"0.0\"},{\"N\":\"0.0\"},{\"N\":\"1.0\"},{\"N\":\"1.0\"}]",
          DocumentedAnswers.field(sent, "SearchVector"));
      assertEquals("1", DocumentedAnswers.field(sent, "TopK"));
    }
  }
}
