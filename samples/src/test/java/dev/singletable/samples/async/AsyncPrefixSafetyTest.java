package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.samples.notes.Note;
import dev.singletable.samples.notes.NoteEntity;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The twin of {@code PrefixSafetyTest} through the async terminals: a key fixed on {@code 12} returns
 * {@code 12} only, a value holding the delimiter matches no neighbour, and odd or reserved attribute
 * names work in filters, conditions and updates.
 */
class AsyncPrefixSafetyTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Note note(String id) {
    return new Note("XYQ", id, "OPEN", "dash-" + id, "hash-" + id, "text " + id);
  }

  private static NoteEntity notes(AsyncEngines.Engine engine) {
    NoteEntity notes = NoteEntity.of(engine.newTable("notes", NoteEntity.SCHEMA));
    for (String id : List.of("1", "12", "123", "12#3", "2")) {
      await(notes.put(note(id)).executeAsync());
    }
    await(notes.put(new Note("XYQ2", "12", "OPEN", null, null, null)).executeAsync());
    return notes;
  }

  private static List<String> ids(IndexQuery<Note, ?> query) {
    return ids(query.listAsync());
  }

  private static List<String> ids(QueryOperation<Note> query) {
    return ids(query.listAsync());
  }

  private static List<String> ids(CompletableFuture<List<Note>> notes) {
    return await(notes).stream().map(Note::noteId).collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void orderFixedOn12ReturnsOnly12(AsyncEngines.Engine engine) {
    OrderEntity orders = OrderEntity.of(engine.newTable("orders", OrderEntity.SCHEMA));
    for (int id : List.of(1, 12, 123)) {
      await(orders.put(new Order("ZED", id, "PLACED", BigDecimal.ONE, Instant.EPOCH)).executeAsync());
    }

    assertEquals(List.of(12), await(orders.query().primary("ZED").orderId(12).listAsync()).stream()
        .map(Order::orderId).collect(Collectors.toList()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void fixedValuesAndRangesCompareWholeValues(AsyncEngines.Engine engine) {
    NoteEntity notes = notes(engine);

    assertEquals(List.of("12"), ids(notes.query().primary("XYQ").noteId("12")));
    assertEquals(List.of("1"), ids(notes.query().primary("XYQ").noteId("1")));
    assertEquals(List.of("12#3"), ids(notes.query().primary("XYQ").noteId("12#3")));
    assertEquals(List.of("12#3"), ids(notes.query().primary("XYQ").noteIdBeginsWith("12#")));
    // Rendered keys: NOTE#1 < NOTE#12 < NOTE#123 < NOTE#12\#3 < NOTE#2.
    assertEquals(List.of("1", "12", "123", "12#3", "2"), ids(notes.query().primary("XYQ")));
    assertEquals(List.of("123", "12#3", "2"), ids(notes.query().primary("XYQ").noteIdGt("12")));
    assertEquals(List.of("12", "123", "12#3", "2"), ids(notes.query().primary("XYQ").noteIdGte("12")));
    assertEquals(List.of("1"), ids(notes.query().primary("XYQ").noteIdLt("12")));
    assertEquals(List.of("1", "12"), ids(notes.query().primary("XYQ").noteIdLte("12")));
    assertEquals(List.of("12", "123"), ids(notes.query().primary("XYQ").noteIdBetween("12", "123")));
    assertEquals(List.of("12", "123", "12#3"), ids(notes.query().primary("XYQ").noteIdBeginsWith("12")));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void reservedAndOddAttributeNamesWorkInFiltersConditionsAndUpdates(AsyncEngines.Engine engine) {
    NoteEntity notes = notes(engine);

    assertEquals(List.of("12"), ids(notes.query().primary("XYQ")
        .filter(NoteEntity.DASHED.eq("dash-12").and(NoteEntity.HASHED.exists()).and(NoteEntity.STATUS.eq("OPEN")))));

    Note closed = await(notes.update("XYQ", "12")
        .set(NoteEntity.STATUS, "CLOSED").set(NoteEntity.DASHED, "a-b").remove(NoteEntity.HASHED)
        .condition(NoteEntity.HASHED.beginsWith("hash-").and(NoteEntity.DASHED.contains("-1")))
        .executeAsync());

    assertEquals(new Note("XYQ", "12", "CLOSED", "a-b", null, "text 12"), closed);
    assertEquals(List.of("12"), ids(notes.query().primary("XYQ")
        .filter(NoteEntity.HASHED.notExists().and(NoteEntity.DASHED.size().eq(3)))));
  }
}
