package dev.singletable.samples.catalogue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Vectors another tool wrote in a form the model does not hold: a read refuses the item ({@link
 * InvalidItemException}), naming entity, component and key, for a {@code List<Float>} and a {@code
 * float[]} component alike; a vector of numbers in another spelling reads back.
 */
class VectorsFromOtherToolsTest {
  static Stream<Arguments> storedForms() {
    return Engines.all().flatMap(engine -> Stream.of(
        Arguments.of(engine, "a text element", AttributeValue.fromL(List.of(AttributeValue.fromN("0.5"),
            AttributeValue.fromS("0.25"), AttributeValue.fromN("1"), AttributeValue.fromN("0")))),
        Arguments.of(engine, "a null element", AttributeValue.fromL(List.of(AttributeValue.fromN("0.5"),
            AttributeValue.fromNul(true), AttributeValue.fromN("1"), AttributeValue.fromN("0")))),
        Arguments.of(engine, "a number beyond a float", AttributeValue.fromL(List.of(AttributeValue.fromN("0.5"),
            AttributeValue.fromN("1e40"), AttributeValue.fromN("1"), AttributeValue.fromN("0")))),
        Arguments.of(engine, "a number set", AttributeValue.fromNs(List.of("0.5", "0.25", "1", "0"))),
        Arguments.of(engine, "a text", AttributeValue.fromS("[0.5, 0.25, 1, 0]"))));
  }

  @ParameterizedTest(name = "{1} on {0}")
  @MethodSource("storedForms")
  void aVectorInAnotherFormIsRefusedNamingEntityComponentAndKey(SampleEngine engine, String form,
      AttributeValue vector) {
    Table sketches = Engines.newTable(engine, "sketches", SketchEntity.SCHEMA);
    Map<String, AttributeValue> sketch = new HashMap<>(SketchEntity.toItem(
        new Sketch("s-1", "cats", new float[] {0.5f, 0.25f, 1f, 0f})));
    sketch.put("outline", vector);
    engine.client().putItem(builder -> builder.tableName(sketches.name()).item(sketch));
    assertRefused(() -> SketchEntity.of(sketches).get("s-1").execute(), "sketch", "outline", "SKETCH#s-1", form);

    Table catalogue = Engines.newTable(engine, "catalogue", ProductEntity.SCHEMA);
    Map<String, AttributeValue> product = new HashMap<>(ProductEntity.toItem(
        Product.of("p-1", "shoes", "acme", "trail running shoe")));
    product.put("embedding", vector.hasL() ? AttributeValue.fromL(padded(vector.l())) : vector);
    engine.client().putItem(builder -> builder.tableName(catalogue.name()).item(product));
    assertRefused(() -> ProductEntity.of(catalogue).get("p-1").execute(), "product", "embedding", "PRODUCT#p-1",
        form);
  }

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void numbersSpelledAsAnotherToolSpellsThemReadBack(SampleEngine engine) {
    Table sketches = Engines.newTable(engine, "sketches", SketchEntity.SCHEMA);
    Map<String, AttributeValue> sketch = new HashMap<>(SketchEntity.toItem(
        new Sketch("s-1", "cats", new float[] {0.5f, 0.25f, 1f, 0f})));
    sketch.put("outline", AttributeValue.fromL(List.of(AttributeValue.fromN("5E-1"), AttributeValue.fromN(".25"),
        AttributeValue.fromN("1.000"), AttributeValue.fromN("0.00"))));
    engine.client().putItem(builder -> builder.tableName(sketches.name()).item(sketch));
    assertArrayEquals(new float[] {0.5f, 0.25f, 1f, 0f},
        SketchEntity.of(sketches).get("s-1").execute().orElseThrow().outline());
  }

  /** Eight elements, as the catalogue's index takes, the form's own first four then zeros. */
  private static List<AttributeValue> padded(List<AttributeValue> elements) {
    List<AttributeValue> eight = new ArrayList<>(elements);
    while (eight.size() < 8) {
      eight.add(AttributeValue.fromN("0"));
    }
    return eight;
  }

  private static void assertRefused(Executable read, String entity, String component,
      String key, String form) {
    InvalidItemException refused = assertThrows(InvalidItemException.class, read, form);
    String message = refused.getMessage();
    for (String named : List.of(entity, component, key)) {
      assertTrue(message.contains(named), form + ": the refusal names " + named + ": " + message);
    }
  }
}
