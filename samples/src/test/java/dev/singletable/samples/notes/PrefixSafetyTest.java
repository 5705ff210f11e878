package dev.singletable.samples.notes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A query fixed on {@code 12} returns {@code 12} only, whether the id is padded (orders) or free
 * text that ends the key (notes); a value holding the delimiter is found and matches no neighbour.
 * Names DynamoDB reserves or that hold {@code -} and {@code #} work in filters, conditions and updates.
 */
class PrefixSafetyTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Note note(String id) {
    return new Note("XYQ", id, "OPEN", "dash-" + id, "hash-" + id, "text " + id);
  }

  private static NoteEntity notes(SampleEngine engine) {
    Table table = Engines.newTable(engine, "notes", NoteEntity.SCHEMA);
    NoteEntity notes = NoteEntity.of(table);
    for (String id : List.of("1", "12", "123", "12#3", "2")) {
      notes.put(note(id)).execute();
    }
    notes.put(new Note("XYQ2", "12", "OPEN", null, null, null)).execute();
    return notes;
  }

  private static List<String> ids(List<Note> notes) {
    return notes.stream().map(Note::noteId).collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void orderFixedOn12ReturnsOnly12(SampleEngine engine) {
    OrderEntity orders = OrderEntity.of(Engines.newTable(engine, "orders", OrderEntity.SCHEMA));
    for (int id : List.of(1, 12, 123)) {
      orders.put(new Order("ZED", id, "PLACED", BigDecimal.ONE, Instant.EPOCH)).execute();
    }

    assertEquals(List.of(12), orders.query().primary("ZED").orderId(12).list().stream().map(Order::orderId)
        .collect(Collectors.toList()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void noteFixedOn12ReturnsOnly12NotItsLongerNeighbours(SampleEngine engine) {
    NoteEntity notes = notes(engine);

    assertEquals(List.of("12"), ids(notes.query().primary("XYQ").noteId("12").list()));
    assertEquals(List.of("1"), ids(notes.query().primary("XYQ").noteId("1").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void valueHoldingTheDelimiterIsFoundAndMatchesNoNeighbour(SampleEngine engine) {
    NoteEntity notes = notes(engine);

    assertEquals(List.of("12#3"), ids(notes.query().primary("XYQ").noteId("12#3").list()));
    assertEquals(List.of("12#3"), ids(notes.query().primary("XYQ").noteIdBeginsWith("12#").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void rangesOnTheLastComponentCompareWholeValues(SampleEngine engine) {
    NoteEntity notes = notes(engine);

    // Rendered keys: NOTE#1 < NOTE#12 < NOTE#123 < NOTE#12\#3 < NOTE#2.
    assertEquals(List.of("1", "12", "123", "12#3", "2"), ids(notes.query().primary("XYQ").list()));
    assertEquals(List.of("123", "12#3", "2"), ids(notes.query().primary("XYQ").noteIdGt("12").list()));
    assertEquals(List.of("12", "123", "12#3", "2"), ids(notes.query().primary("XYQ").noteIdGte("12").list()));
    assertEquals(List.of("1"), ids(notes.query().primary("XYQ").noteIdLt("12").list()));
    assertEquals(List.of("1", "12"), ids(notes.query().primary("XYQ").noteIdLte("12").list()));
    assertEquals(List.of("12", "123"), ids(notes.query().primary("XYQ").noteIdBetween("12", "123").list()));
    assertEquals(List.of("12", "123", "12#3"), ids(notes.query().primary("XYQ").noteIdBeginsWith("12").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void reservedAndOddAttributeNamesWorkInFiltersConditionsAndUpdates(SampleEngine engine) {
    NoteEntity notes = notes(engine);

    assertEquals(List.of("12"), ids(notes.query().primary("XYQ")
        .filter(NoteEntity.DASHED.eq("dash-12").and(NoteEntity.HASHED.exists()).and(NoteEntity.STATUS.eq("OPEN")))
        .list()));

    Note closed = notes.update("XYQ", "12")
        .set(NoteEntity.STATUS, "CLOSED").set(NoteEntity.DASHED, "a-b").remove(NoteEntity.HASHED)
        .condition(NoteEntity.HASHED.beginsWith("hash-").and(NoteEntity.DASHED.contains("-1")))
        .execute();

    assertEquals(new Note("XYQ", "12", "CLOSED", "a-b", null, "text 12"), closed);
    assertEquals(List.of("12"), ids(notes.query().primary("XYQ")
        .filter(NoteEntity.HASHED.notExists().and(NoteEntity.DASHED.size().eq(3))).list()));
  }
}
