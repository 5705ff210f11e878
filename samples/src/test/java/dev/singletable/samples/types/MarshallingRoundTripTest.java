package dev.singletable.samples.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every supported attribute type goes into the engine and comes back equal. */
class MarshallingRoundTripTest {

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  static Everything full() {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("s", "text");
    doc.put("n", new BigDecimal("-12.5"));
    doc.put("b", true);
    doc.put("nothing", null);
    doc.put("list", Arrays.asList(new BigDecimal("1"), "two", null, List.of()));
    doc.put("map", Map.of("deep", Map.of("x", new BigDecimal("3"))));
    Address home = new Address("Main St", "Springfield", 742, List.of("Flat 2", ""));
    return new Everything(
        "id-1", Colour.GREEN, Instant.parse("2023-05-01T10:15:30.123456789Z"),
        "", Integer.MIN_VALUE, 7, Long.MAX_VALUE, -1L, (short) -300, (short) 300, (byte) -128, (byte) 127,
        1.5e125, -0.5, Float.MIN_VALUE, 3.25f, true, false,
        new BigDecimal("12345678901234567890.123456789"), new BigInteger("-98765432109876543210"),
        LocalDate.of(2023, 5, 1), UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), Colour.BLUE,
        List.of("a", "b", "a"), Arrays.asList(1, null, 3), Set.of("x", "y"), Set.of(1L, -2L),
        Set.of(new BigDecimal("1.5")), Map.of("k", 9L), home, List.of(home, home),
        Map.of("homes", List.of(home)), doc, Arrays.asList("one", new BigDecimal("2"), null, false),
        "stored as renamed", new Money(new BigDecimal("12.34"), "EUR"));
  }

  static Everything sparse() {
    return new Everything(
        "id-2", Colour.RED, Instant.EPOCH, null, 0, null, 0L, null, (short) 0, null, (byte) 0, null,
        0.0, null, 0f, null, false, null, null, null, null, null, null, List.of(), new ArrayList<>(),
        null, null, null, Map.of(), null, List.of(), Map.of(), Map.of(), List.of(), null, null);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everySupportedTypeComesBackEqual(SampleEngine engine) {
    Table table = Engines.newTable(engine, "types", EverythingEntity.SCHEMA);
    Everything value = full();

    EverythingEntity.of(table).put(value).execute();

    assertEquals(Optional.of(value),
        EverythingEntity.of(table).get("id-1", Colour.GREEN, value.at()).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void nullComponentsAreOmittedAndComeBackNull(SampleEngine engine) {
    Table table = Engines.newTable(engine, "types", EverythingEntity.SCHEMA);
    Everything value = sparse();

    EverythingEntity.of(table).put(value).execute();

    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertFalse(item.containsKey("text"));
    assertFalse(item.containsKey("boxedI"));
    assertTrue(item.containsKey("i"), "primitives are always written");
    assertEquals(Optional.of(value),
        EverythingEntity.of(table).get("id-2", Colour.RED, Instant.EPOCH).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storedNamesAndShapesAreTheDocumentedOnes(SampleEngine engine) {
    Table table = Engines.newTable(engine, "types", EverythingEntity.SCHEMA);

    EverythingEntity.of(table).put(full()).execute();

    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertEquals("THING#id-1", item.get("pk").s());
    assertEquals("V#GREEN#2023-05-01T10:15:30.123456789Z", item.get("sk").s());
    assertEquals("stored as renamed", item.get("renamed").s());
    assertFalse(item.containsKey("original"));
    assertEquals("12.34 EUR", item.get("price").s());
    assertEquals(Set.of("x", "y"), Set.copyOf(item.get("tags").ss()));
    assertEquals(2, item.get("longs").ns().size());
    assertEquals("Springfield", item.get("address").m().get("city").s());
    assertEquals("2023-05-01", item.get("day").s());
    assertTrue(item.get("flag").bool());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void bytesComeBackEqual(SampleEngine engine) {
    Table table = Engines.newTable(engine, "blobs", BlobEntity.SCHEMA);
    byte[] data = {0, 1, -1, 127, -128};

    BlobEntity.of(table).put(new Blob("b1", data, List.of(data, new byte[0]))).execute();

    Blob back = BlobEntity.of(table).get("b1").execute().orElseThrow();
    assertArrayEquals(data, back.data());
    assertArrayEquals(data, back.parts().get(0));
    assertEquals(0, back.parts().get(1).length);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void notANumberIsRefusedNamingEntityAndField(SampleEngine engine) {
    Table table = Engines.newTable(engine, "types", EverythingEntity.SCHEMA);
    Everything full = full();
    Everything nan = new Everything(full.id(), full.variant(), full.at(), full.text(), full.i(),
        full.boxedI(), full.l(), full.boxedL(), full.s(), full.boxedS(), full.b(), full.boxedB(),
        Double.NaN, full.boxedD(), full.f(), full.boxedF(), full.flag(), full.boxedFlag(),
        full.decimal(), full.big(), full.day(), full.uuid(), full.colour(), full.names(),
        full.numbers(), full.tags(), full.longs(), full.decimals(), full.counts(), full.address(),
        full.addresses(), full.nested(), full.doc(), full.docList(), full.original(), full.price());

    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> EverythingEntity.of(table).put(nan).execute());

    assertEquals("everything", e.entity());
    assertEquals("d", e.field());
    assertTrue(RawItems.scan(table).isEmpty());
  }
}
