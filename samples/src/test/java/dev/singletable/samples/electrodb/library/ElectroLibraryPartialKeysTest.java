package dev.singletable.samples.electrodb.library;

import static dev.singletable.samples.electrodb.library.ElectroLibraryItems.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Index keys written with only the parts present ({@code @Gsi(partialKeys = true)}), as ElectroDB
 * writes them: a copy on the shelf, which has no member, is stored in {@code gsi1} under {@code
 * $library#memberid_}. Such items are read with the missing part absent, written byte for byte as
 * ElectroDB writes them, and moved between partial and whole keys by updates.
 */
class ElectroLibraryPartialKeysTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static final String ISBN = "978-0-385-12167-5";
  private static final Book SHINING_AVAILABLE = new Book("B-2", "The Shining", "A winter at the Overlook.",
      "Doubleday", "Tue Jan 28 1977", "Stephen", "King", ISBN, null, Book.AVAILABLE, null);

  @ParameterizedTest
  @MethodSource("engines")
  void aCopyElectroDbStoredUnderAPartialKeyIsReadWithTheMissingPartAbsent(SampleEngine engine) {
    Table table = seeded(engine);
    BookEntity books = BookEntity.of(table);

    Book read = books.get(ISBN, "B-2").execute().orElseThrow();
    assertNull(read.memberId(), "absent, not the empty string its partial key ends with");
    assertEquals(SHINING_AVAILABLE, read);
    assertEquals(List.of(SHINING_AVAILABLE), books.query().author("King", "Stephen").loanEndDate(Book.AVAILABLE).list());
    assertEquals(List.of(SHINING_AVAILABLE), books.scanLoans().list(), "the copy is in gsi1, as ElectroDB put it");
    assertEquals(List.of(), books.query().loans("m-7").list(), "no loan of member m-7 any more");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesStorePartialKeysByteForByteAsElectroDbDoes(SampleEngine engine) {
    Table table = Engines.newTable(engine, "electrolibrary", BookEntity.SCHEMA);
    BookEntity.of(table).put(SHINING_AVAILABLE).execute();

    Map<String, AttributeValue> stored = RawItems.scan(table).get(0);
    Map<String, AttributeValue> electro = ElectroLibraryItems.shiningAvailable();
    for (String key : List.of("pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk", "__edb_e__",
        "__edb_v__")) {
      assertEquals(electro.get(key), stored.get(key), key);
    }
    assertFalse(stored.containsKey("memberId"), "an absent part is not stored, as ElectroDB stores none");
    assertThrows(InvalidValueException.class, () -> BookEntity.of(table).put(new Book("B-3", "The Shining", "d",
        "Doubleday", "Tue Jan 28 1977", "Stephen", "King", ISBN, null, Book.AVAILABLE, "")).execute(),
        "an empty member would read back as absent");
    assertEquals(1, RawItems.scan(table).size(), "refused before sending");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatesMoveACopyBetweenAPartialAndAWholeKey(SampleEngine engine) {
    Table table = seeded(engine);
    BookEntity books = BookEntity.of(table);

    books.update(ISBN, "B-2").setLoans("M-9", "Fri Apr 05 2024").readingMissingComponents().execute();
    Map<String, AttributeValue> lent = raw(table, "$detail#book_1#bookid_b-2");
    assertEquals(s("$library#memberid_m-9"), lent.get("gsi1pk"));
    assertEquals(s("$account#book_1#loanenddate_fri apr 05 2024"), lent.get("gsi1sk"));
    assertEquals(List.of("B-2"), books.query().loans("M-9").list().stream().map(Book::bookId).toList());

    Book returned = books.update(ISBN, "B-2").setLoans(null, Book.AVAILABLE).readingMissingComponents().execute();
    assertNull(returned.memberId());
    Map<String, AttributeValue> shelved = raw(table, "$detail#book_1#bookid_b-2");
    assertEquals(s("$library#memberid_"), shelved.get("gsi1pk"));
    assertEquals(s("$account#book_1#loanenddate_available"), shelved.get("gsi1sk"));
    assertEquals(Optional.of(SHINING_AVAILABLE), books.get(ISBN, "B-2").execute());
  }

  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "electrolibrary", AuthorEntity.SCHEMA, BookEntity.SCHEMA,
        GenreEntity.SCHEMA, MemberEntity.SCHEMA);
    for (Map<String, AttributeValue> item : List.of(ElectroLibraryItems.stephenKing(),
        ElectroLibraryItems.shiningAvailable(), ElectroLibraryItems.member())) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }
    return table;
  }

  private static Map<String, AttributeValue> raw(Table table, String sk) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("pk").s().equals("$library#isbn_" + ISBN) && item.get("sk").s().equals(sk))
        .findFirst().orElseThrow();
  }
}
