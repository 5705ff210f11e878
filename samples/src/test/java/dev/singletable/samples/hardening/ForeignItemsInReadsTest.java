package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items written by other tools in the middle of a partition: wrong or missing identity attributes,
 * another version, a member's name on a key of another member. Every read agrees on what it
 * returns: list, page by page through cursors, stream and count.
 */
class ForeignItemsInReadsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static Map<String, AttributeValue> item(String sk, Object... identity) {
    Map<String, AttributeValue> item = new java.util.LinkedHashMap<>();
    item.put("pk", AttributeValue.fromS("BOARD#b1"));
    item.put("sk", AttributeValue.fromS(sk));
    for (int i = 0; i < identity.length; i += 2) {
      item.put((String) identity[i], (AttributeValue) identity[i + 1]);
    }
    return item;
  }

  /**
   * The item as DynamoDB stores it: numbers normalised ({@code 1.0} and {@code 01} are stored and
   * returned as {@code 1}). moto stores a number's text as sent and returns it so, while its filters
   * compare by value: sent as written, {@code count()} would take an item the other reads skip, which
   * DynamoDB never holds.
   */
  private static Map<String, AttributeValue> asDynamoDbStores(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> stored = new java.util.LinkedHashMap<>();
    item.forEach((name, value) -> stored.put(name, value.n() == null ? value
        : AttributeValue.fromN(new java.math.BigDecimal(value.n()).stripTrailingZeros().toPlainString())));
    return stored;
  }

  private static BoardsService bench(SampleEngine engine) {
    Table table = Engines.newTable(engine, "foreign", BoardCardEntity.SCHEMA, BoardNoteEntity.SCHEMA,
        BoardLabelEntity.SCHEMA, BoardEventEntity.SCHEMA);
    BoardsService boards = BoardsService.of(table);
    for (int i = 1; i <= 4; i++) {
      boards.cards().put(new BoardCard("b1", "c" + i + "0", "o1")).execute();
      boards.notes().put(new BoardNote("b1", "n" + i)).execute();
    }
    AttributeValue card = AttributeValue.fromS("card");
    List<Map<String, AttributeValue>> foreign = List.of(
        item("CARD#c11", "__entity", card, "__version", AttributeValue.fromS("1")),
        item("CARD#c12", "__entity", card),
        item("CARD#c13"),
        item("CARD#c14", "__entity", card, "__version", AttributeValue.fromN("1")),
        item("CARD#c15", "__entity", card, "__version", AttributeValue.fromN("2")),
        item("CARD#c16", "__entity", AttributeValue.fromN("1"), "__version", AttributeValue.fromN("1")),
        item("CARD#c17", "__entity", AttributeValue.fromS("CARD"), "__version", AttributeValue.fromN("1")),
        item("CARD#c18", "__entity", card, "__version", AttributeValue.fromN("1.0")),
        item("CARD#c19", "__entity", card, "__version", AttributeValue.fromN("01")));
    for (Map<String, AttributeValue> raw : foreign) {
      table.client().putItem(builder -> builder.tableName(table.name()).item(asDynamoDbStores(raw)));
    }
    return boards;
  }

  private static TreeSet<String> keys(List<BoardCard> cards, List<BoardNote> notes) {
    TreeSet<String> keys = new TreeSet<>();
    cards.forEach(card -> keys.add("CARD#" + card.cardId()));
    notes.forEach(note -> keys.add("NOTE#" + note.noteId()));
    return keys;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyReadOfTheCollectionAgreesOnWhatItReturns(SampleEngine engine) {
    BoardsService boards = bench(engine);
    BoardsService.DeckCollection all = boards.deck("b1").list();
    TreeSet<String> listed = keys(all.cards(), all.notes());

    TreeSet<String> paged = new TreeSet<>();
    Optional<String> cursor = Optional.empty();
    do {
      BoardsService.DeckQuery query = boards.deck("b1");
      query.limit(2);
      if (cursor.isPresent()) {
        query.startAfter(cursor.get());
      }
      CollectionPage<BoardsService.DeckCollection> page = query.page();
      paged.addAll(keys(page.items().cards(), page.items().notes()));
      cursor = page.cursor();
    } while (cursor.isPresent());

    assertEquals(listed, paged, "pages");
    assertEquals(listed.size(), boards.deck("b1").stream().count(), "stream");
    assertEquals(listed.size(), boards.deck("b1").count(), "count: " + listed);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyReadOfTheEntityAgreesOnWhatItReturns(SampleEngine engine) {
    BoardsService boards = bench(engine);
    List<BoardCard> listed = boards.cards().query().primary("b1").list();

    List<BoardCard> paged = new ArrayList<>();
    Optional<String> cursor = Optional.empty();
    do {
      var query = boards.cards().query().primary("b1").limit(2);
      if (cursor.isPresent()) {
        query.startAfter(cursor.get());
      }
      Page<BoardCard> page = query.page();
      paged.addAll(page.items());
      cursor = page.cursor();
    } while (cursor.isPresent());

    assertEquals(listed, paged, "pages");
    assertEquals(listed.size(), boards.cards().query().primary("b1").count(), "count: " + listed);
    assertEquals(listed.size(), boards.cards().scan().count(), "scan count");
    assertEquals(listed, boards.cards().scan().list(), "scan");
  }
}
